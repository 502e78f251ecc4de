import EmptyStateModel
import Foundation

/// Where a symbol's glyphs come from, in this order: (1) the symbol sets of the template's
/// asset catalogs, (2) folders of symbol templates exported from the SF Symbols app
/// (`NAME.svg`), (3) the stand-in set, mapped from SF Symbol names.
public struct SymbolLibrary: Sendable {
    /// Symbol sets by catalog: the symbol's name → its SVG template's path.
    public var catalogSymbols: [[String: String]]
    /// Folders of exported symbol templates, searched in order.
    public var folders: [String]
    /// nil: not installed; names only the stand-in set would draw are then errors.
    public var standIn: StandInSet?

    public init(catalogSymbols: [[String: String]] = [], folders: [String] = [], standIn: StandInSet? = StandInSet.installed()) {
        self.catalogSymbols = catalogSymbols; self.folders = folders; self.standIn = standIn
    }

    /// Where a symbol was found.
    public enum Origin: Equatable, Sendable {
        /// A symbol template: a catalog's symbol set or an exported file.
        case template(path: String)
        /// The stand-in set's icon drawn for the SF Symbol name (`outline/inbox`), and its file.
        case standIn(icon: String, path: String)
    }

    public struct Found: Sendable {
        public var outline: SymbolOutline
        public var origin: Origin
        /// What the template could not give exactly (an interpolation that fell back).
        public var notes: [String]
    }

    static let templates = BoundedMemo<String, SymbolTemplate>(capacity: 256, maximumBytes: 64 << 20)

    /// The symbol's outline; `mode` picks the layer annotations a template gives for it
    /// (hierarchical and palette rendering read the hierarchical ones).
    public func symbol(named name: String, weight: FontWeight, scale: SymbolScale,
                       mode: SymbolRenderingMode = .monochrome) throws -> Found {
        guard SymbolFile.isSafeName(name) else {
            throw SymbolError("'\(name.unicodeScalars.prefix(80))' is not a symbol name (one name, no '/', '\\' or control characters)")
        }
        var path = catalogSymbols.lazy.compactMap { $0[name] }.first
        if path == nil { path = folders.lazy.map { $0 + "/" + name + ".svg" }.first(where: SymbolFile.exists) }
        if let path {
            let text = try SymbolFile.read(path)
            let template: SymbolTemplate
            do {
                template = try Self.templates.value(for: text, bytes: text.utf8.count) { try SymbolTemplate(svg: text, file: path) }
            } catch let error as SymbolTemplateError {
                throw SymbolError(error.description)
            }
            let outline = try template.outline(weight: weight, scale: scale, annotations: mode == .monochrome ? .monochrome : .hierarchical)
            return Found(outline: outline, origin: .template(path: path), notes: template.notes)
        }
        if let icon = StandInSet.icon(for: name) {
            guard let standIn else {
                throw SymbolError("'\(name)' has no symbol template here, and the stand-in symbol set (Tabler Icons) is not installed: run make setup, or tools/install-stand-in-symbols.sh")
            }
            return Found(outline: try standIn.outline(icon: icon, weight: weight, scale: scale), origin: .standIn(icon: icon, path: standIn.folder + "/" + icon + ".svg"), notes: [])
        }
        throw SymbolError(unknownMessage(name))
    }

    /// Every name this library can draw, sorted.
    public var names: [String] {
        var all = Set(StandInSet.names)
        for symbols in catalogSymbols { all.formUnion(symbols.keys) }
        for folder in folders {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for file in files.prefix(20_000) where file.hasSuffix(".svg") { all.insert(String(file.dropLast(4))) }
        }
        return all.sorted()
    }

    func unknownMessage(_ name: String) -> String {
        var places = ["the stand-in set's \(StandInSet.names.count) SF Symbol names"]
        if !catalogSymbols.isEmpty { places.insert("the template's asset catalogs", at: 0) }
        if !folders.isEmpty { places.insert("the symbol folders (\(folders.joined(separator: ", ")))", at: places.count - 1) }
        var message = "'\(name)' is not a symbol in \(places.joined(separator: ", "))"
        let near = NearestSymbol.suggestions(for: name, among: names)
        if !near.isEmpty { message += "; did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?" }
        return message
    }
}
