import Foundation

/// printf-style formats as `stringWithFormat:` fills them: `%@`, `%d`, `%ld`, `%lu`, `%f`,
/// `%.1f`, `%g`, `%x`, `%%`, positional `%1$@`. An argument that is not a literal becomes a hole.
enum StringFormat {
    static func apply(_ format: String, _ args: [Value]) -> [TextValue.Segment]? {
        var segments: [TextValue.Segment] = []
        var literal = ""
        var scalars = Array(format.unicodeScalars)[...]
        var nextArgument = 0
        func flush() { if !literal.isEmpty { segments.append(.literal(literal)); literal = "" } }
        while let c = scalars.popFirst() {
            guard c == "%" else { literal.unicodeScalars.append(c); continue }
            var spec = "%"
            var position: Int?
            // %N$…
            let digits = scalars.prefix { $0.properties.numericType != nil && $0.isASCII }
            if !digits.isEmpty, scalars.dropFirst(digits.count).first == "$" {
                position = Int(String(String.UnicodeScalarView(digits)))
                scalars = scalars.dropFirst(digits.count + 1)
            }
            while let f = scalars.first, "-+ #0123456789.*".unicodeScalars.contains(f) { spec.unicodeScalars.append(f); scalars.removeFirst() }
            var length = ""
            while let l = scalars.first, "hlqLzjt".unicodeScalars.contains(l) { length.unicodeScalars.append(l); scalars.removeFirst() }
            guard let conversion = scalars.popFirst() else { return nil }
            if conversion == "%" { literal += "%"; continue }
            guard !spec.contains("*") else { return nil }
            // A width or precision is at most 100: `%999999999d` would allocate without end.
            let numbers = spec.split { !$0.isNumber }.compactMap { Int($0) }
            guard numbers.allSatisfy({ $0 <= 100 }), spec.count < 20 else { return nil }
            let index = position.map { $0 - 1 } ?? nextArgument
            nextArgument = index + 1
            guard index >= 0, index < args.count else { return nil }
            let arg = args[index]
            switch conversion {
            case "@":
                switch arg {
                case .text(let t):
                    guard case let .plain(parts) = t else { return nil }
                    flush()
                    segments.append(contentsOf: parts)
                case .number(let n): literal += describe(n)
                case .bool(let b): literal += b ? "1" : "0"
                case .null: literal += "(null)"
                default:
                    guard let part = arg.unknownPart else { return nil }
                    flush()
                    segments.append(.hole(part))
                }
            case "d", "i", "u", "x", "X", "o", "c", "f", "F", "e", "E", "g", "G", "s":
                guard let n = arg.number else {
                    if conversion == "s", case let .text(t) = arg, let s = t.literal { literal += s; continue }
                    guard let part = arg.unknownPart else { return nil }
                    flush()
                    segments.append(.hole(part))
                    continue
                }
                switch conversion {
                case "d", "i", "u", "x", "X", "o", "c":
                    guard n.isFinite, abs(n) < 1e18 else { return nil }
                    literal += String(format: spec + "ll" + String(conversion), Int64(n))
                case "s": return nil
                default:
                    literal += String(format: spec + String(conversion), n)
                }
            default:
                return nil
            }
        }
        flush()
        return segments
    }

    /// `%@` of an NSNumber: whole numbers without a fraction.
    static func describe(_ n: Double) -> String {
        if n.isFinite, n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }
}
