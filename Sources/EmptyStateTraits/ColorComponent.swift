/// One color component as Xcode writes it, which depends on the input method chosen in
/// the color panel: a fraction in a string (`"0.500"`, Floating point), an 8-bit integer
/// in a string (`"128"`, 8-bit), a hex byte in a string (`"0x80"`, 8-bit Hexadecimal);
/// hand-written and generated catalogs also use JSON numbers.
enum ColorComponent {
    /// Values beyond this are no color (extended ranges reach about ±7.5).
    static let limit = 1_000.0

    /// The component on the 0…1 scale (outside it for the extended spaces). A JSON number
    /// is a fraction unless it is an integer from 2 to 255 (written without `.` or an
    /// exponent), which can only be an 8-bit value; `1` stays 1.0, the common meaning.
    static func parse(_ value: JSONValue, field: String, file: String) throws -> Double {
        func fail(_ message: String) -> CatalogError { CatalogError(path: file, message: "\(field): \(message)") }
        let result: Double
        switch value {
        case .number(let number, let literal):
            let isInteger = !literal.contains(where: { ".eE".contains($0) })
            result = isInteger && number >= 2 && number <= 255 ? number / 255 : number
        case .string(let raw):
            let text = raw.trimmed(of: " \t")
            if text.lowercased().hasPrefix("0x") {
                guard let byte = UInt8(text.dropFirst(2), radix: 16) else {
                    throw fail("'\(raw.forMessage)' is not a hex byte (0x00 to 0xFF)")
                }
                result = Double(byte) / 255
            } else if text.contains(where: { ".eE".contains($0) }) {
                guard let fraction = Double(text) else { throw fail("'\(raw.forMessage)' is not a number") }
                result = fraction
            } else {
                guard let byte = Int(text), (0...255).contains(byte) else {
                    throw fail("'\(raw.forMessage)' is neither a fraction (\"0.500\") nor an 8-bit value (0 to 255)")
                }
                result = Double(byte) / 255
            }
        default:
            throw fail("expected a number or a string, found \(value.typeName)")
        }
        guard result.isFinite, abs(result) <= limit else { throw fail("\(result) is out of range") }
        return result
    }
}

private extension String {
    func trimmed(of set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
