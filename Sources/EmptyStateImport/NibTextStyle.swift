import EmptyStateModel

/// A text a xib's label or button shows, with the font and color Interface Builder gives it;
/// what the code already set on the text wins.
enum NibTextStyle {
    static func styled(_ text: TemplateValue, pointSize: Double?, fontName: String? = nil, weight: FontWeight?, color: String?) -> TemplateValue {
        var entries: [TemplateEntry]
        switch text {
        case let .string(plain): entries = [TemplateEntry("text", .string(plain))]
        case let .map(given): entries = given
        default: return text
        }
        if let size = pointSize, !entries.contains(where: { $0.key == "font" }) {
            var font = [TemplateEntry("size", .number(size))]
            // A named font carries its own weight.
            if let name = fontName, !name.isEmpty { font.insert(TemplateEntry("name", .string(name)), at: 0) }
            else if let weight { font.append(TemplateEntry("weight", .string(weight.rawValue))) }
            entries.append(TemplateEntry("font", .map(font)))
        }
        if let color, !entries.contains(where: { $0.key == "color" }) { entries.append(TemplateEntry("color", .string(color))) }
        return .map(entries)
    }
}
