import Foundation
import Yams

extension TemplateSource {
    /// The line of each top-level key of a template file (`title` → 3), and of each key inside a
    /// variant (`variants.loading.title` → 12), from the YAML marks: where a finding about an
    /// element is reported, so that a pull request shows it at the line that declares it.
    /// Empty for an imported screen: its tree was made from code and has no lines of its own.
    public var keyLines: [String: Int] {
        guard origin == nil, case let .mapping(top) = root else { return [:] }
        var lines: [String: Int] = [:]
        for (key, value) in top {
            guard case let .scalar(name) = key, let line = key.mark?.line else { continue }
            lines[name.string] = line
            guard name.string == "variants", case let .mapping(variants) = value else { continue }
            for (variantKey, variant) in variants {
                guard case let .scalar(variantName) = variantKey, case let .mapping(keys) = variant else { continue }
                let prefix = "variants.\(variantName.string)"
                lines[prefix] = variantKey.mark?.line
                for (inner, _) in keys {
                    if case let .scalar(innerName) = inner, let line = inner.mark?.line { lines[prefix + "." + innerName.string] = line }
                }
            }
        }
        return lines
    }
}

extension TemplateSource {
    /// The template's `strings:` files and folders, as absolute paths: inputs of every screen it
    /// draws (what `check --changed-since` watches). Read from the tree, so that a template
    /// source keeps its layout for the modules built against it.
    public var stringsPaths: [String] {
        guard case let .mapping(top) = root, let node = top.first(where: { $0.key.string == "strings" })?.value else { return [] }
        let items: [Node]
        if case let .sequence(sequence) = node { items = Array(sequence) } else { items = [node] }
        return items.compactMap { item in
            guard let name = item.string else { return nil }
            return URL(fileURLWithPath: name.hasPrefix("/") ? name : directory + "/" + name).standardizedFileURL.path
        }
    }
}
