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
        let items: [Node]
        if case .sequence = node { items = try reader.sequence(node, what: "assets", limit: 16) } else { items = [node] }
        return try items.map { item in
            let name = try pathString(item, what: "assets")
            let path = URL(fileURLWithPath: name.hasPrefix("/") ? name : directory + "/" + name).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw reader.error("asset catalog \(reader.quote(name)) not found (looked for the folder \(path))", at: item)
            }
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
        let items: [Node]
        if case .sequence = node { items = try reader.sequence(node, what: "symbols", limit: 16) } else { items = [node] }
        return try items.map { item in
            let name = try pathString(item, what: "symbols")
            let path = URL(fileURLWithPath: name.hasPrefix("/") ? name : directory + "/" + name).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw reader.error("symbols \(reader.quote(name)) is not a folder (looked for \(path))", at: item)
            }
            return path
        }
    }
}
