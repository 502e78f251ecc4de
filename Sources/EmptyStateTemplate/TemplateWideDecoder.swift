import EmptyStateLocalization
import EmptyStateModel
import EmptyStateTraits
import Foundation
import Yams

/// The template-wide keys: `traits:` (the matrix the template is reviewed in) and `assets:`
/// (asset catalogs whose colors and images resolve by name).
extension ScreenDecoder {
    /// `traits: { colorScheme: [light, dark], contentSize: [large, AX3], contrast: …, layoutDirection: … }`;
    /// each a name or a list, or `all`.
    func traitAxes(_ node: Node) throws -> TraitAxes {
        var axes = TraitAxes()
        for (key, _, value) in try reader.mapping(node, known: Keys.traits, what: "traits") {
            let what = "traits.\(key)"
            switch key {
            case "colorScheme": axes.colorSchemes = try list(value, what: what) { ColorScheme(name: $0) }
            case "contentSize": axes.contentSizes = try list(value, what: what) { ContentSizeCategory(name: $0) }
            case "contrast": axes.contrasts = try list(value, what: what) { Contrast(name: $0) }
            case "layoutDirection": axes.layoutDirections = try list(value, what: what) { LayoutDirection(name: $0) }
            case "locale": axes.locales = try locales(value, what: what)
            default: break
            }
        }
        return axes
    }

    private func list<Value: CaseIterable & RawRepresentable & Equatable>(
        _ node: Node, what: String, parse: (String) -> Value?
    ) throws -> [Value] where Value.RawValue == String {
        let items: [Node]
        if case .sequence = node { items = try reader.sequence(node, what: what, limit: 20) } else { items = [node] }
        guard !items.isEmpty else { throw reader.error("\(what) is an empty list", at: node) }
        var values: [Value] = []
        for item in items {
            let name = try reader.string(item, what: what)
            if name.lowercased() == "all", items.count == 1 { return Array(Value.allCases) }
            guard let value = parse(name) else {
                let names = Value.allCases.map(\.rawValue)
                var message = "\(what) \(reader.quote(name)) is not one of \(names.joined(separator: ", ")), all"
                if let near = NearestKey.suggestion(for: name, among: names) { message += "; did you mean '\(near)'?" }
                throw reader.error(message, at: item)
            }
            if !values.contains(value) { values.append(value) }
        }
        return values
    }

    /// Locale identifiers, or `all`.
    private func locales(_ node: Node, what: String) throws -> [String] {
        let items: [Node]
        if case .sequence = node { items = try reader.sequence(node, what: what, limit: 200) } else { items = [node] }
        guard !items.isEmpty else { throw reader.error("\(what) is an empty list", at: node) }
        return try items.map { item in
            let name = try reader.string(item, what: what)
            if name == "all", items.count == 1 { return name }
            guard let locale = LocaleIdentifier(name) else {
                throw reader.error("\(what) \(reader.quote(name)) is not a locale identifier (such as en, de, pt-BR, zh-Hans, or en-XA, en-XL, ar-XB, bounded)", at: item)
            }
            return locale.identifier
        }
    }

    /// `strings: Localizable.xcstrings` or a list of String Catalogs, `.strings` files and
    /// folders of `.lproj`s, relative to the template.
    func strings(_ node: Node) throws -> StringTable {
        let items: [Node]
        if case .sequence = node { items = try reader.sequence(node, what: "strings", limit: 64) } else { items = [node] }
        let paths = try items.map { item -> String in
            let name = try pathString(item, what: "strings")
            let path = URL(fileURLWithPath: name.hasPrefix("/") ? name : directory + "/" + name).standardizedFileURL.path
            guard FileManager.default.fileExists(atPath: path) else {
                throw reader.error("strings \(reader.quote(name)) not found (looked for \(path))", at: item)
            }
            return path
        }
        do {
            return try StringTable.load(paths: paths)
        } catch let error as LocalizationError {
            throw TemplateError(file: error.path, line: error.line, column: error.column, message: error.message)
        }
    }

    /// `assets: path/to/Assets.xcassets` or a list of them, relative to the template.
    func catalogs(_ node: Node) throws -> [(catalog: AssetCatalog, path: String)] {
        try folders(node, key: "assets") { name, path in "asset catalog \(name) not found (looked for the folder \(path))" }.map { path in
            do {
                return (try AssetCatalog.load(path: path), path)
            } catch let error as CatalogError {
                throw TemplateError(catalog: error)
            }
        }
    }

    /// `symbols: design/symbols` or a list of folders of symbol templates exported from the SF
    /// Symbols app (`NAME.svg`), relative to the template.
    func symbolFolders(_ node: Node) throws -> [String] {
        try folders(node, key: "symbols") { name, path in "symbols \(name) is not a folder (looked for \(path))" }
    }

    /// A folder or a list of folders (at most 16), relative to the template; one that is not
    /// there is an error at its node, worded by `missing(quoted name, path)`.
    private func folders(_ node: Node, key: String, missing: (String, String) -> String) throws -> [String] {
        let items: [Node]
        if case .sequence = node { items = try reader.sequence(node, what: key, limit: 16) } else { items = [node] }
        return try items.map { item in
            let name = try pathString(item, what: key)
            let path = URL(fileURLWithPath: name.hasPrefix("/") ? name : directory + "/" + name).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw reader.error(missing(reader.quote(name), path), at: item)
            }
            return path
        }
    }
}
