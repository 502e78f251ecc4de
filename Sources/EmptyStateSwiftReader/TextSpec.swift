import EmptyStateModel

/// A text being read: its words (plain, or a localized key with a default and arguments) and
/// its attributes (font, color, kern, paragraph style, runs).
struct TextSpec {
    enum Body {
        case plain(String)
        case key(String, defaultValue: String?, arguments: [TemplateValue])
    }

    var body: Body
    /// The strings table a key is in (`Tasks` for `.tasks(.title)`), when the code names one.
    var table: String?
    var attributes = MapBuilder()

    init(_ body: Body) { self.body = body }

    /// A bare string when it has no attributes, else `{ text | key, default, args, font, … }`.
    var template: TemplateValue {
        if attributes.isEmpty, case let .plain(text) = body { return .string(text) }
        var map = attributes
        switch body {
        case let .plain(text): map["text"] = .string(text)
        case let .key(key, defaultValue, arguments):
            map["key"] = .string(key)
            if let table { map["table"] = .string(table) }
            if let defaultValue { map["default"] = .string(defaultValue) }
            if !arguments.isEmpty { map["args"] = .list(arguments) }
        }
        return map.value(MapBuilder.textOrder)
    }

    /// The words as shown in the development language (for a run's `match`).
    var shown: String {
        switch body {
        case let .plain(text): return text
        case let .key(key, defaultValue, _): return defaultValue ?? key
        }
    }

    /// Merges a font's keys into the font already set (`.bold()` after `.font(.title)`).
    mutating func mergeFont(_ font: TemplateValue?) {
        guard let font else { return }
        var merged = MapBuilder()
        merged.merge(attributes["font"])
        merged.merge(font)
        attributes["font"] = merged.value(MapBuilder.fontOrder)
    }
}
