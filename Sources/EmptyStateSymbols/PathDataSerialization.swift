import EmptyStateModel
import Foundation

extension PathData {
    /// The path as compact SVG path data (`M1 2L3 4C5 6 7 8 9 10Z`): absolute commands, numbers
    /// rounded to three decimals (a thousandth of a point at 100 pt: far below a pixel), no
    /// exponents and no `-0`. Reading it back gives the same commands to that precision.
    public var svg: String {
        var text = ""
        text.reserveCapacity(commands.count * 24)
        for command in commands {
            switch command {
            case let .move(p): text += "M"; Self.append([p], to: &text)
            case let .line(p): text += "L"; Self.append([p], to: &text)
            case let .cubic(c1, c2, p): text += "C"; Self.append([c1, c2, p], to: &text)
            case .close: text += "Z"
            }
        }
        return text
    }

    /// Numbers after a command letter: a space between them, none before a minus sign.
    static func append(_ points: [Point], to text: inout String) {
        var first = true
        for value in points.flatMap({ [$0.x, $0.y] }) {
            let number = format(value)
            if !first, !number.hasPrefix("-") { text += " " }
            text += number
            first = false
        }
    }

    /// At most three decimals, trailing zeros dropped, never `-0` nor an exponent.
    static func format(_ value: Double) -> String {
        // Thousandths as an integer, written digit by digit: the same text as "%.3f" with its
        // trailing zeros dropped, without a format string per number (symbols write thousands).
        if value.isFinite, abs(value) < 1e12 {
            let thousandths = Int64((value * 1000).rounded())
            if thousandths == 0 { return "0" }
            let magnitude = thousandths.magnitude
            var text = thousandths < 0 ? "-" : ""
            text += String(magnitude / 1000)
            var fraction = magnitude % 1000
            guard fraction != 0 else { return text }
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let written = String(fraction)
            text += "." + String(repeating: "0", count: digits - written.count) + written
            return text
        }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 || !rounded.isFinite { return "0" }
        if abs(rounded) < 1e15, rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
