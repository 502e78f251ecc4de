import Foundation

/// `String(format:)` with a plain (not localized) format: the arguments written in, as
/// Foundation would (`%@ %d %ld %lld %i %u %f %.1f %%`, positional `%2$@`). An argument not
/// known is its placeholder.
enum FormatText {
    static func substitute(_ format: String, _ arguments: [String?], number: [Double?]) -> String {
        var result = ""
        var next = 0
        var index = format.startIndex
        while let percent = format[index...].firstIndex(of: "%") {
            result += format[index..<percent]
            var cursor = format.index(after: percent)
            guard cursor < format.endIndex else { result += "%"; index = cursor; break }
            if format[cursor] == "%" { result += "%"; index = format.index(after: cursor); continue }
            var digits = ""
            var scan = cursor
            while scan < format.endIndex, format[scan].isASCII, format[scan].isNumber { digits.append(format[scan]); scan = format.index(after: scan) }
            var argument = next
            if !digits.isEmpty, scan < format.endIndex, format[scan] == "$", let position = Int(digits), position >= 1 {
                argument = position - 1
                cursor = format.index(after: scan)
            }
            var flags = ""
            while cursor < format.endIndex, "-+ #0123456789.".contains(format[cursor]) { flags.append(format[cursor]); cursor = format.index(after: cursor) }
            while cursor < format.endIndex, "lhqzjtL".contains(format[cursor]) { cursor = format.index(after: cursor) }
            guard cursor < format.endIndex else { result += format[percent...]; index = format.endIndex; break }
            let conversion = format[cursor]
            index = format.index(after: cursor)
            next = argument + 1
            guard argument < arguments.count else { result += format[percent..<index]; continue }
            if let value = number[argument], "dDiuxXo".contains(conversion), value.isFinite {
                result += String(Int64(value.rounded(.towardZero)))
            } else if let value = number[argument], "fFeEgG".contains(conversion), value.isFinite {
                let precision = flags.firstIndex(of: ".").map { Int(flags[flags.index(after: $0)...]) ?? 0 } ?? 6
                result += fixed(value, precision: min(precision, 20))
            } else if let text = arguments[argument] {
                result += text
            } else {
                result += format[percent..<index]
            }
        }
        return result + format[index...]
    }

    /// `%.Nf` as Foundation writes it (the binary value's exact decimal expansion, rounded
    /// half to even).
    static func fixed(_ value: Double, precision: Int) -> String {
        String(format: "%.\(precision)f", value)
    }
}
