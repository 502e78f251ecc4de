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
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 || !rounded.isFinite { return "0" }
        if abs(rounded) < 1e15, rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
