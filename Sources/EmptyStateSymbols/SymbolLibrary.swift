import EmptyStateModel
import Foundation

/// Where a symbol's glyphs come from, in this order: (1) the symbol sets of the template's
/// asset catalogs, (2) folders of symbol templates exported from the SF Symbols app
/// (`NAME.svg`), (3) the stand-in set: the icon mapped to the SF Symbol name, else one composed
/// from the name's parts for any name of the SF Symbols name list.
public struct SymbolLibrary: Sendable {
    /// Symbol sets by catalog: the symbol's name → its SVG template's path.
    public var catalogSymbols: [[String: String]]
    /// Folders of exported symbol templates, searched in order.
    public var folders: [String]
    /// nil: not installed; names only the stand-in set would draw are then errors.
    public var standIn: StandInSet?
    /// Every SF Symbol name; nil: not installed, and names the table does not map are errors.
    /// The installed list is read only when a name needs it: a screen whose symbols are all
    /// templates or mapped starts as fast as before (reading it costs a cold render 30 ms).
    public var nameList: SymbolNameList? {
        get { usesInstalledNameList ? SymbolNameList.installed : givenNameList }
        set { givenNameList = newValue; usesInstalledNameList = false }
    }
    private var givenNameList: SymbolNameList?
    private var usesInstalledNameList = true

    /// `nameList`: nil takes the installed list (set `nameList = nil` afterwards for none).
    public init(catalogSymbols: [[String: String]] = [], folders: [String] = [], standIn: StandInSet? = StandInSet.installed(),
                nameList: SymbolNameList? = nil) {
        self.catalogSymbols = catalogSymbols; self.folders = folders; self.standIn = standIn
        if let nameList { self.nameList = nameList }
    }

    /// Where a symbol was found.
    public enum Origin: Equatable, Sendable {
        /// A symbol template: a catalog's symbol set or an exported file.
        case template(path: String)
        /// The stand-in set's icon drawn for the SF Symbol name (`outline/inbox`), and its file.
        case standIn(icon: String, path: String)
        /// A stand-in composed from the name's parts, and what it is composed of
        /// (`outline/lock in a circle, filled, badge: outline/plus`), and the set's VERSION file,
        /// which changes when its icons do.
        case composed(recipe: String, path: String)
    }

    public struct Found: Sendable {
        public var outline: SymbolOutline
        public var origin: Origin
        /// What the template could not give exactly (an interpolation that fell back).
        public var notes: [String]
        /// Drawn as the first letters of its name (`homepod` → "ho"): no icon and no part of the
        /// name stands for the picture.
        public var drawsLetters = false
    }

    static let templates = BoundedMemo<String, SymbolTemplate>(capacity: 256, maximumBytes: 64 << 20)

    /// The symbol's outline; `mode` picks the layer annotations a template gives for it
    /// (hierarchical and palette rendering read the hierarchical ones).
    public func symbol(named name: String, weight: FontWeight, scale: SymbolScale,
                       mode: SymbolRenderingMode = .monochrome) throws -> Found {
        guard SymbolFile.isSafeName(name) else {
            throw SymbolError("'\(String(String.UnicodeScalarView(name.unicodeScalars.prefix(80))))' is not a symbol name (one name, no '/', '\\' or control characters)")
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
        if let icon = StandInSet.icon(for: name), standIn.map({ !$0.drawsGlyph(name) }) ?? true {
            guard let standIn else { throw SymbolError(notInstalled(name)) }
            // A `.fill` name mapped to an outline icon (the set has no filled one) is filled as SF Symbols' are.
            let filled = Self.isFilledName(name) && icon.hasPrefix("outline/")
            let drawing = try standIn.drawing(icon: icon)
            let outline = SymbolProportions.fitted(standIn.outline(filled ? drawing.silhouetteFilled : drawing, weight: weight, scale: scale),
                                                   name: name, weight: weight, scale: scale)
            return Found(outline: outline, origin: .standIn(icon: icon, path: standIn.path(of: icon)), notes: [])
        }
        guard let nameList else {
            throw SymbolError("'\(name)' has no symbol template here, and the SF Symbols name list is not installed (\(InstalledData.lookedIn(SymbolNameList.searched()))): run make setup, or tools/install-symbol-names.sh")
        }
        let verdict = nameList.verdict(name)
        if verdict == .unknown { throw SymbolError(unknownMessage(name)) }
        guard let standIn else { throw SymbolError(notInstalled(name)) }
        let composed = try standIn.composed(name)
        var notes: [String] = []
        if verdict == .unlisted {
            notes.append("not in the SF Symbols name list (\(nameList.allNames.count) names; an older or a newer name?): drawn from its parts")
        }
        // `doc.badge.plus.fill`, `mic.slash.fill`: a `.fill` the recipe did not take is the base's silhouette.
        let drawing = Self.isFilledName(name) && !composed.recipe.filled ? composed.drawing.silhouetteFilled : composed.drawing
        var found = Found(outline: SymbolProportions.fitted(standIn.outline(drawing, weight: weight, scale: scale), name: name, weight: weight, scale: scale),
                          origin: .composed(recipe: composed.recipe.description, path: standIn.folder + "/VERSION"), notes: notes)
        if case .initial = composed.recipe.glyph { found.drawsLetters = true }
        return found
    }

    /// `car.fill`, `doc.fill.badge.plus`: a name SF Symbols draws filled.
    static func isFilledName(_ name: String) -> Bool { name.split(separator: ".").contains("fill") }

    func notInstalled(_ name: String) -> String {
        "'\(name)' has no symbol template here, and the stand-in symbol set (Tabler Icons) is not installed (\(InstalledData.lookedIn(StandInSet.searched()))): run make setup, or tools/install-stand-in-symbols.sh"
    }

    /// Every name this library can draw, sorted.
    public var names: [String] {
        var all = Set(StandInSet.names)
        if let nameList { all.formUnion(nameList.allNames) }
        for symbols in catalogSymbols { all.formUnion(symbols.keys) }
        for folder in folders {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for file in files.prefix(20_000) where file.hasSuffix(".svg") { all.insert(String(file.dropLast(4))) }
        }
        return all.sorted()
    }

    func unknownMessage(_ name: String) -> String {
        var places = [nameList.map { "SF Symbols' \($0.allNames.count) names" } ?? "the stand-in set's \(StandInSet.names.count) SF Symbol names"]
        if !catalogSymbols.isEmpty { places.insert("the template's asset catalogs", at: 0) }
        if !folders.isEmpty { places.insert("the symbol folders (\(folders.joined(separator: ", ")))", at: places.count - 1) }
        var message = "'\(name)' is not an SF Symbol name: it is none of \(places.joined(separator: ", "))"
        let near = NearestSymbol.suggestions(for: name, among: names)
        if !near.isEmpty { message += "; did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?" }
        return message
    }
}
