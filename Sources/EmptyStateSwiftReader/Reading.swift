import EmptyStateModel
import SwiftSyntax

/// Where a value is read: the template key (for warnings), the warnings, and a node to point
/// at when the value itself has no syntax (a literal of the wrong kind).
struct Reading {
    let diagnostics: Diagnostics
    var place: String
    var node: Syntax

    func at(_ key: String) -> Reading {
        var reading = self
        reading.place = place.isEmpty ? key : "\(place).\(key)"
        return reading
    }

    /// `place: not a literal: expression` for a value not known.
    func notLiteral(_ value: Value) {
        diagnostics.notLiteral(place, value.syntax ?? node)
    }

    func warn(_ message: String, at syntax: Syntax? = nil) {
        diagnostics.warn(place, message, at: syntax ?? node)
    }
}

extension Value {
    /// Where the value was written, when the value keeps it.
    var syntax: Syntax? {
        switch self {
        case let .unknown(syntax), let .member(_, _, syntax): return syntax
        case let .call(call): return call.syntax
        case let .array(collection), let .dictionary(collection): return collection.syntax
        case let .closure(closure): return Syntax(closure)
        case let .string(string):
            for case let .value(_, expr) in string.parts { return Syntax(expr) }
            return nil
        default: return nil
        }
    }
}

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
    static let textOrder = ["text", "key", "default", "args", "font", "color", "kern", "lineSpacing", "alignment",
                            "lineBreakMode", "numberOfLines", "shadow", "runs"]
    static let fontOrder = ["name", "size", "weight", "textStyle", "relativeTo"]
    static let imageOrder = ["name", "systemName", "pointSize", "textStyle", "weight", "scale", "renderingMode", "tintColor",
                             "colors", "animation", "capInsets", "alignmentRectInsets", "flipsForRightToLeft", "maxSize", "cornerRadius"]
    static let buttonOrder = ["style", "size", "cornerStyle", "cornerRadius", "title", "subtitle", "image", "backgroundImage",
                              "imagePlacement", "imagePadding", "contentInsets", "baseBackgroundColor", "baseForegroundColor", "width"]
    static let animationOrder = ["keyPath", "from", "to", "duration", "cumulative", "repeatCount", "timingFunction"]
}
