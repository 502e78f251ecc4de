/// printf-style format strings as Foundation's `String(format:)` reads them in localized
/// strings: `%@`, `%d` `%i` `%u` with `l`/`ll`/`h`/`q`/`z` lengths, `%f` `%e` `%g` with a
/// precision, `%%`, and positional `%2$@`. Types are checked, as Xcode's String Catalog editor
/// does: an integer specifier takes a whole number, `%@` a string.
public struct FormatString: Sendable {
    public enum Kind: String, Sendable { case object = "%@", integer = "%d", float = "%f" }

    public struct Specifier: Sendable {
        /// Where it stands in the string (its bytes, `%` to the conversion).
        public var range: Range<String.Index>
        /// The 0-based argument it takes.
        public var argument: Int
        public var kind: Kind
        /// The text between `%` (and the position) and the conversion: flags, width, precision.
        var flags: String
    }

    public let text: String
    public let specifiers: [Specifier]
    /// `%%` ranges, written as `%`.
    let percents: [Range<String.Index>]

    public init(_ text: String) throws {
        self.text = text
        var specifiers: [Specifier] = [], percents: [Range<String.Index>] = []
        var next = 0
        var index = text.startIndex
        while let percent = text[index...].firstIndex(of: "%") {
            var cursor = text.index(after: percent)
            guard cursor < text.endIndex else { throw FormatError(message: "the format \(Self.quote(text)) ends with a lone '%'") }
            if text[cursor] == "%" {
                percents.append(percent..<text.index(after: cursor))
                index = text.index(after: cursor)
                continue
            }
            // A position: digits then '$'.
            var digits = ""
            var scan = cursor
            while scan < text.endIndex, text[scan].isASCII, text[scan].isNumber { digits.append(text[scan]); scan = text.index(after: scan) }
            var argument = next
            if !digits.isEmpty, scan < text.endIndex, text[scan] == "$", let position = Int(digits), position >= 1 {
                argument = position - 1
                cursor = text.index(after: scan)
            }
            var flags = ""
            while cursor < text.endIndex, "-+ #0123456789.".contains(text[cursor]) { flags.append(text[cursor]); cursor = text.index(after: cursor) }
            while cursor < text.endIndex, "lhqzjtL".contains(text[cursor]) { cursor = text.index(after: cursor) }
            guard cursor < text.endIndex else { throw FormatError(message: "the format \(Self.quote(text)) ends inside a '%' specifier") }
            let kind: Kind
            switch text[cursor] {
            case "@": kind = .object
            case "d", "i", "u", "x", "X", "o", "c": kind = .integer
            case "f", "F", "e", "E", "g", "G", "a", "A": kind = .float
            default:
                throw FormatError(message: "the format \(Self.quote(text)) has an unknown specifier '%\(flags)\(text[cursor])'")
            }
            let end = text.index(after: cursor)
            specifiers.append(Specifier(range: percent..<end, argument: argument, kind: kind, flags: flags))
            next = argument + 1
            index = end
        }
        self.specifiers = specifiers
        self.percents = percents
    }

    /// How many arguments the string takes.
    public var argumentCount: Int { (specifiers.map(\.argument).max() ?? -1) + 1 }

    /// The string with `arguments` in place; an error names a missing, extra or mistyped one.
    public func formatted(with arguments: [FormatArgument]) throws -> String {
        guard arguments.count == argumentCount else {
            throw FormatError(message: "the format \(Self.quote(text)) takes \(argumentCount) argument\(argumentCount == 1 ? "" : "s"), but args gives \(arguments.count)")
        }
        var pieces: [(Range<String.Index>, String)] = percents.map { ($0, "%") }
        for specifier in specifiers {
            let value = arguments[specifier.argument]
            pieces.append((specifier.range, try Self.render(value, as: specifier)))
        }
        var result = ""
        var index = text.startIndex
        for (range, replacement) in pieces.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            result += text[index..<range.lowerBound]
            result += replacement
            index = range.upperBound
        }
        result += text[index...]
        return result
    }

    static func render(_ value: FormatArgument, as specifier: Specifier) throws -> String {
        let place = "argument \(specifier.argument + 1)"
        // `⟨statusCode⟩`, what `import` writes for a value only the app's run time has: drawn as
        // written, whatever the specifier takes (2fauth-companion's "The server returned an error (%d).").
        if case let .string(text) = value, FormatArgument.isPlaceholder(text) { return text }
        switch specifier.kind {
        case .object:
            guard case let .string(text) = value else {
                throw FormatError(message: "\(place) is \(value) but %@ takes a string (use %lld for a whole number)")
            }
            return text
        case .integer:
            guard let integer = value.integer else {
                throw FormatError(message: "\(place) is \(value) but \(specifierText(specifier)) takes a whole number")
            }
            return String(integer)
        case .float:
            let number: Double
            switch value {
            case let .integer(i): number = Double(i)
            case let .number(d): number = d
            case .string: throw FormatError(message: "\(place) is \(value) but \(specifierText(specifier)) takes a number")
            }
            let precision = specifier.flags.firstIndex(of: ".").map { Int(specifier.flags[specifier.flags.index(after: $0)...]) ?? 0 } ?? 6
            return formatFixed(number, precision: min(precision, 20))
        }
    }

    private static func specifierText(_ specifier: Specifier) -> String { specifier.kind == .integer ? "%d" : "%f" }

    /// A number with a fixed count of decimals, as `%.Nf` writes it.
    static func formatFixed(_ value: Double, precision: Int) -> String {
        guard value.isFinite else { return String(value) }
        var scale = 1.0
        for _ in 0..<precision { scale *= 10 }
        let rounded = (abs(value) * scale).rounded()
        let whole = Int(rounded / scale)
        let fraction = Int(rounded - Double(whole) * scale)
        var text = (value < 0 && rounded != 0 ? "-" : "") + String(whole)
        if precision > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: precision - digits.count) + digits
        }
        return text
    }

    static func quote(_ text: String) -> String { "'\(text.count > 60 ? String(text.prefix(60)) + "…" : text)'" }
}
