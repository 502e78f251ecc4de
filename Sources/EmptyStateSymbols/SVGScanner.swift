/// A cursor over SVG attribute text (path data, point lists, transform lists, lengths) that
/// reads SVG 1.1's number grammar (section 8.3.9 and appendix F.1). Path data, shapes and
/// transforms share it so that they all accept and refuse the same things: `1e-3`, `.5.5`
/// (two numbers), `-1-2` (two numbers) are numbers; `NaN`, `inf` and hex are not, and a
/// number too large for a Double is an error rather than an infinity that would poison every
/// later computation.
struct SVGScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var atEnd: Bool { index >= bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    mutating func skipWhitespace() {
        while let byte = peek, Self.isWhitespace(byte) { index += 1 }
    }

    /// `comma-wsp`: whitespace, at most one comma, whitespace. Returns whether it read a comma,
    /// since a comma must be followed by another value.
    @discardableResult
    mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: ",") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// Whether a number starts here: a sign, a digit or a decimal point.
    var atNumberStart: Bool {
        guard let byte = peek else { return false }
        return Self.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    /// Reads a number if one starts here; nil (nothing read) when none does. A sign or point with
    /// no digit, and a value outside the range of Double, are errors at the number's offset.
    mutating func number() throws -> Double? {
        let start = index
        if peek == UInt8(ascii: "-") || peek == UInt8(ascii: "+") { index += 1 }
        var digits = 0
        while let byte = peek, Self.isDigit(byte) { index += 1; digits += 1 }
        if peek == UInt8(ascii: ".") {
            // ".5.5" is two numbers: the second point starts the next one.
            let afterPoint = index + 1
            var fraction = 0
            var probe = afterPoint
            while probe < bytes.count, Self.isDigit(bytes[probe]) { probe += 1; fraction += 1 }
            if fraction > 0 || digits > 0 { index = probe; digits += fraction }
        }
        guard digits > 0 else {
            if index > start { throw PathDataError(message: "expected a number after the sign", offset: start) }
            index = start
            return nil
        }
        // The exponent belongs to the number only when digits follow it ("1e" is not "1e0").
        if let byte = peek, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            var probe = index + 1
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "-") || bytes[probe] == UInt8(ascii: "+") { probe += 1 }
            let exponentStart = probe
            while probe < bytes.count, Self.isDigit(bytes[probe]) { probe += 1 }
            if probe > exponentStart { index = probe }
        }
        if let value = Self.fastValue(bytes[start..<index]) { return value }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw PathDataError(message: "the number \(text.prefix(40)) is out of range", offset: start)
        }
        return value
    }

    /// 10⁰ … 10²², every one exact in a Double.
    static let powersOfTen: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    /// The common case without a string: at most 15 significant digits and a decimal exponent
    /// within ±22. Both the digits and the power of ten are then exact Doubles, so one
    /// multiplication or division rounds correctly (Clinger's fast path) and the result is the
    /// same as `Double(String)`'s. nil when the number is outside that case.
    static func fastValue(_ text: ArraySlice<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var negative = false
        var index = text.startIndex
        if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            negative = text[index] == UInt8(ascii: "-"); index += 1
        }
        var seenPoint = false
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if isDigit(byte) {
                if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenPoint { exponent -= 1 }
            } else {
                break
            }
            index += 1
        }
        if index < text.endIndex {
            // The exponent: the scanner has checked its form.
            index += 1
            var sign = 1
            if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                sign = text[index] == UInt8(ascii: "-") ? -1 : 1; index += 1
            }
            var value = 0
            while index < text.endIndex {
                value = value * 10 + Int(text[index] - UInt8(ascii: "0"))
                guard value <= 400 else { return nil }
                index += 1
            }
            exponent += sign * value
        }
        guard exponent >= -22, exponent <= 22 else { return mantissa == 0 ? (negative ? -0.0 : 0) : nil }
        let magnitude = exponent < 0 ? Double(mantissa) / powersOfTen[-exponent] : Double(mantissa) * powersOfTen[exponent]
        return negative ? -magnitude : magnitude
    }

    /// An arc flag: one character, `0` or `1` (so `a1 1 0 014 4` packs both flags and a number).
    mutating func flag() -> Bool? {
        guard let byte = peek, byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { return nil }
        index += 1
        return byte == UInt8(ascii: "1")
    }

    /// The text at `offset`, for error messages: the character there, or "the end".
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if Self.isWhitespace(byte) { return "whitespace" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// Reads a whole attribute that holds only numbers (`points`, `viewBox`), separated by
    /// comma-wsp. Errors carry the attribute's offset.
    static func numbers(in text: String) throws -> [Double] {
        var scanner = SVGScanner(text)
        var values: [Double] = []
        scanner.skipWhitespace()
        while !scanner.atEnd {
            guard let value = try scanner.number() else {
                throw PathDataError(message: "expected a number but found \(scanner.describe(at: scanner.index))", offset: scanner.index)
            }
            values.append(value)
            let comma = scanner.skipCommaWhitespace()
            if comma, scanner.atEnd { throw PathDataError(message: "expected a number after ','", offset: scanner.index) }
        }
        return values
    }
}
