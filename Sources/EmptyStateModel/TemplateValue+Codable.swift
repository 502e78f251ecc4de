/// A template value as JSON (what `emptystate-swift-reader` answers): strings, numbers,
/// booleans, null and lists as themselves; a map as a list of `[key, value]` pairs, since a
/// JSON object would lose the order a template's keys are written in. A number JSON has no word
/// for (an animation's `repeatCount` of `MAXFLOAT`, read as forever) is `{"number": "inf"}`.
extension TemplateValue: Codable {
    public init(from decoder: Decoder) throws {
        // The kinds in the order templates hold them most (each miss is a thrown error, which
        // costs more than the value): text, then maps and lists, then numbers and booleans.
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null; return }
        if let string = try? container.decode(String.self) { self = .string(string); return }
        if let object = try? container.decode([String: [TemplateEntry]].self), let entries = object["map"] { self = .map(entries); return }
        if let list = try? container.decode([TemplateValue].self) { self = .list(list); return }
        if let special = try? container.decode([String: String].self), let word = special["number"], let number = Double(word) {
            self = .number(number)
            return
        }
        if let number = try? container.decode(Double.self) { self = .number(number); return }
        self = .bool(try container.decode(Bool.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .string(string): try container.encode(string)
        case let .number(number) where !number.isFinite: try container.encode(["number": "\(number)"])
        case let .number(number): try container.encode(number)
        case let .bool(bool): try container.encode(bool)
        case .null: try container.encodeNil()
        case let .list(values): try container.encode(values)
        case let .map(entries): try container.encode(["map": entries])
        }
    }
}

extension TemplateEntry: Codable {
    public init(from decoder: Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        self.init(try pair.decode(String.self), try pair.decode(TemplateValue.self))
    }

    public func encode(to encoder: Encoder) throws {
        var pair = encoder.unkeyedContainer()
        try pair.encode(key)
        try pair.encode(value)
    }
}
