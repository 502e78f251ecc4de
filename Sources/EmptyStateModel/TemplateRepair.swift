/// A part of an imported screen that could not be drawn, and what is drawn instead: the value at
/// `path` (map keys, and `[N]` for a list's items) replaced by `value`, or removed when it is nil.
/// Kept with the screen, so that the file `import --out` writes and every command that draws the
/// code directly draw the same thing.
public struct TemplateRepair: Equatable, Hashable, Sendable, Codable {
    public var path: [String]
    public var value: TemplateValue?

    public init(path: [String], value: TemplateValue?) { self.path = path; self.value = value }

    /// `button.title`, `actions[1]`, `variants.loading.image`.
    public var pathDescription: String {
        path.enumerated().map { index, step in step.hasPrefix("[") || index == 0 ? step : "." + step }.joined()
    }
}

extension TemplateValue {
    /// The value at `path`, or nil when the path leads nowhere.
    public func value(at path: some Collection<String>) -> TemplateValue? {
        guard let step = path.first else { return self }
        switch self {
        case let .map(entries):
            return entries.first { $0.key == step }?.value.value(at: path.dropFirst())
        case let .list(items):
            guard let index = TemplateRepair.index(step), items.indices.contains(index) else { return nil }
            return items[index].value(at: path.dropFirst())
        default:
            return nil
        }
    }

    /// This value with the one at `path` replaced (`nil`: removed); unchanged when the path leads nowhere.
    public func replacing(at path: some Collection<String>, with replacement: TemplateValue?) -> TemplateValue {
        guard let step = path.first else { return replacement ?? .null }
        let rest = path.dropFirst()
        switch self {
        case var .map(entries):
            guard let index = entries.firstIndex(where: { $0.key == step }) else { return self }
            if rest.isEmpty, replacement == nil { entries.remove(at: index) } else {
                entries[index].value = entries[index].value.replacing(at: rest, with: replacement)
            }
            return .map(entries)
        case var .list(items):
            guard let index = TemplateRepair.index(step), items.indices.contains(index) else { return self }
            if rest.isEmpty, replacement == nil { items.remove(at: index) } else {
                items[index] = items[index].replacing(at: rest, with: replacement)
            }
            return .list(items)
        default:
            return self
        }
    }
}

extension TemplateRepair {
    /// `[3]` → 3.
    static func index(_ step: String) -> Int? {
        guard step.hasPrefix("["), step.hasSuffix("]") else { return nil }
        return Int(step.dropFirst().dropLast())
    }
}
