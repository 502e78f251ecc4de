import EmptyStateModel

/// A template mapping built key by key, then ordered as a YAML template writes it.
struct MapBuilder {
    private(set) var entries: [TemplateEntry] = []

    var isEmpty: Bool { entries.isEmpty }

    subscript(key: String) -> TemplateValue? {
        get { entries.first { $0.key == key }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(TemplateEntry(key, newValue))
            }
        }
    }

    /// Merges a mapping's entries (later ones win).
    mutating func merge(_ value: TemplateValue?) {
        guard case let .map(more)? = value else { return }
        for entry in more { self[entry.key] = entry.value }
    }

    /// What a variant's reading changes from the screen's: its keys whose values differ, and
    /// `null` for the screen's keys it lacks; nil when nothing differs.
    static func differences(of variant: [TemplateEntry], from base: [TemplateEntry]) -> TemplateValue? {
        var differences = MapBuilder()
        for entry in variant where !base.contains(where: { $0.key == entry.key && $0.value == entry.value }) {
            differences[entry.key] = entry.value
        }
        for entry in base where !variant.contains(where: { $0.key == entry.key }) { differences[entry.key] = .null }
        return differences.isEmpty ? nil : differences.value(screenOrder)
    }

    /// The keys in `order` first, in that order, then the others as they were set.
    func value(_ order: [String]) -> TemplateValue {
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let sorted = entries.enumerated().sorted { a, b in
            let ra = rank[a.element.key] ?? order.count + a.offset
            let rb = rank[b.element.key] ?? order.count + b.offset
            return ra < rb
        }
        return .map(sorted.map(\.element))
    }

    static let screenOrder = ["style", "preset", "query", "backgroundColor", "image", "title", "description",
                              "button", "secondaryButton", "tertiaryButton"]
    static let textOrder = ["text", "key", "table", "default", "args", "font", "color", "kern", "lineSpacing", "alignment",
                            "lineBreakMode", "numberOfLines", "shadow", "runs"]
    static let fontOrder = ["name", "size", "weight", "textStyle", "relativeTo"]
    static let imageOrder = ["name", "systemName", "pointSize", "textStyle", "weight", "scale", "renderingMode", "tintColor",
                             "colors", "animation", "capInsets", "alignmentRectInsets", "flipsForRightToLeft", "maxSize", "cornerRadius"]
    static let buttonOrder = ["style", "size", "cornerStyle", "cornerRadius", "title", "subtitle", "image", "backgroundImage",
                              "imagePlacement", "imagePadding", "contentInsets", "baseBackgroundColor", "baseForegroundColor", "width",
                              "titleLineBreakMode", "subtitleLineBreakMode"]
    static let animationOrder = ["keyPath", "from", "to", "duration", "cumulative", "repeatCount", "timingFunction"]
}
