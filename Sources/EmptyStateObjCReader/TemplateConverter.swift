import EmptyStateModel

/// Values → the template's values, with a warning for each part that is not a literal:
/// colors as `#RRGGBB` (`#RRGGBBAA` when not opaque) or a semantic name, numbers, Booleans.
/// A number or color that is not known is left out; a text or image name becomes `⟨source⟩`.
struct TemplateConverter {
    let buffer: SourceBuffer
    let methodLabel: String
    var warnings: [String] = []
    /// Whether some part was not a literal.
    var sawUnknown = false

    init(buffer: SourceBuffer, methodLabel: String) {
        self.buffer = buffer
        self.methodLabel = methodLabel
    }

    mutating func notLiteral(_ what: String, _ unknown: Unknown) {
        sawUnknown = true
        var source = unknown.source
        if source.count > ReaderLimits.warningExpression { source = String(source.prefix(ReaderLimits.warningExpression - 1)) + "…" }
        warnings.append("\(unknown.prefix(or: buffer))\(methodLabel): \(what) is not a literal: \(source)")
    }

    mutating func note(_ message: String, at offset: UInt32) {
        warnings.append("\(buffer.prefix(Int(offset)))\(methodLabel): \(message)")
    }

    /// Reports a value of the wrong kind (or not a literal); nil for nil.
    private mutating func unexpected(_ value: Value, _ what: String, expected: String, at offset: UInt32) {
        if let part = value.unknownPart { notLiteral(what, part); return }
        if case .null = value { return }
        sawUnknown = true
        note("\(what) is not \(expected)", at: offset)
    }

    // MARK: - Scalars

    mutating func number(_ value: Value, _ what: String, at offset: UInt32) -> Double? {
        if let n = value.number, n.isFinite || n == .infinity { return n }
        unexpected(value, what, expected: "a number", at: offset)
        return nil
    }

    mutating func bool(_ value: Value, _ what: String, at offset: UInt32) -> Bool? {
        switch value {
        case .bool(let b): return b
        case .number(let n): return n != 0
        default:
            unexpected(value, what, expected: "a Boolean", at: offset)
            return nil
        }
    }

    mutating func color(_ value: Value, _ what: String, at offset: UInt32) -> TemplateValue? {
        guard case let .color(color) = value else {
            unexpected(value, what, expected: "a color", at: offset)
            return nil
        }
        return .string(TemplateConverter.colorString(color))
    }

    static func colorString(_ color: ColorValue) -> String {
        switch color {
        case .clear: return "clear"
        case .named(let name): return name
        case let .rgba(r, g, b, a):
            func byte(_ c: Double) -> Int { Int((max(0, min(1, c)) * 255).rounded()) }
            var hex = "#" + [r, g, b].map { hex2(byte($0)) }.joined()
            if byte(a) < 255 { hex += hex2(byte(a)) }
            return hex
        }
    }

    private static func hex2(_ v: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[v / 16], digits[v % 16]])
    }

    mutating func insets(_ parts: [Value], _ what: String, at offset: UInt32) -> TemplateValue? {
        var numbers: [TemplateValue] = []
        for part in parts {
            guard let n = number(part, what, at: offset) else { return nil }
            numbers.append(.number(n))
        }
        return .list(numbers)
    }

    // MARK: - Fonts

    mutating func font(_ value: Value, _ what: String, at offset: UInt32) -> TemplateValue? {
        guard case let .font(font) = value else {
            unexpected(value, what, expected: "a font", at: offset)
            return nil
        }
        var entries: [TemplateEntry] = []
        if let style = font.textStyle { entries.append(TemplateEntry("textStyle", .string(style))) }
        if let name = font.name { entries.append(TemplateEntry("name", .string(name))) }
        if let size = font.size, let n = number(size, "\(what).size", at: offset) { entries.append(TemplateEntry("size", .number(n))) }
        if let weight = font.weight { entries.append(TemplateEntry("weight", .string(weight))) }
        return entries.isEmpty ? nil : .map(entries)
    }
}
