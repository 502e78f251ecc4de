import EmptyStateLocalization
import EmptyStateModel
import EmptyStateSymbols
import EmptyStateTraits
import Foundation
import Yams

/// Where an imported screen is in the code it was read from.
public struct ImportOrigin: Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var screen: String
    public init(line: Int, column: Int, screen: String) { self.line = line; self.column = column; self.screen = screen }
}

/// A template file read and parsed once, to be resolved for any traits: what a command keeps
/// while it renders a trait matrix (template + traits → a plain `Template`).
public struct TemplateSource: @unchecked Sendable {
    public let path: String
    /// The matrix the template declares (`traits:`); the command line's lists win over it.
    public let traitAxes: TraitAxes
    let root: Node
    let defaultName: String
    let directory: String
    let catalogs: [AssetCatalog]
    /// The folders of the template's asset catalogs (their files are inputs of every render).
    public let catalogPaths: [String]
    let maximumContentSize: ContentSizeCategory?
    let tintNode: Node?
    /// The template's `symbols:` folders, then the command's (`--symbols`), and `--strict-symbols`.
    public let symbolFolders: [String]
    let symbolOptions: SymbolOptions
    let waivers: [ConditionalWaiver]
    /// `deploymentTarget`: the template's, else the project file's.
    let deploymentTarget: OSVersion?
    /// The `emptystate.yaml` that holds for the template, if any (an input of every render).
    public let project: ProjectFile?
    /// Whether the template gives its own `canvas:` (then the project's `devices:` do not apply).
    let hasCanvas: Bool
    /// The template's `strings:`: String Catalogs and `.lproj` folders.
    public let strings: StringTable
    /// The language its texts are written in: the catalogs' source language, else `en`.
    public var developmentLanguage: String { strings.sourceLanguage }
    /// Every locale the strings have, the development language first (what `--locale all` means).
    public var locales: [String] { strings.locales }

    init(path: String, root: Node, defaultName: String, symbols: SymbolOptions = SymbolOptions()) throws {
        self.path = path
        self.root = root
        self.defaultName = defaultName
        directory = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        let reader = NodeReader(file: path)
        let decoder = ScreenDecoder(reader: reader, directory: directory)
        let top = try reader.mapping(root, known: Keys.top, what: "the template")
        func value(_ key: String) -> Node? { top.first { $0.key == key }?.value }
        project = try ProjectFile.governing(directory: directory)
        hasCanvas = value("canvas") != nil
        traitAxes = try (value("traits").map { try decoder.traitAxes($0) } ?? TraitAxes()).over(project?.traitAxes ?? TraitAxes())
        let loaded = try value("assets").map { try decoder.catalogs($0) } ?? []
        catalogs = loaded.map(\.catalog)
        catalogPaths = loaded.map(\.path)
        maximumContentSize = try value("maximumContentSize").map { try decoder.contentSize($0, what: "maximumContentSize") }
        tintNode = value("tintColor")
        strings = try value("strings").map { try decoder.strings($0) } ?? StringTable()
        symbolOptions = symbols
        waivers = try value("accessibilityWaivers").map { try decoder.waivers($0) } ?? []
        deploymentTarget = try value("deploymentTarget").map { try decoder.deploymentTarget($0) } ?? project?.deploymentTarget
        symbolFolders = try (value("symbols").map { try decoder.symbolFolders($0) } ?? []) + (project?.symbolFolders ?? [])
            + symbols.folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    /// The trait collections to render: the axes asked for over the template's own, `all`
    /// locales expanded, the development language named as the default (today's names and
    /// bytes), and right-to-left languages laid out right to left.
    public func traitCollections(asked: TraitAxes) -> [TraitCollection] {
        var axes = asked.over(traitAxes)
        if axes.locales == ["all"] { axes.locales = locales }
        var result: [TraitCollection] = []
        for var traits in axes.combinations {
            if traits.locale == developmentLanguage { traits.locale = nil }
            if let locale = traits.locale.flatMap(LocaleIdentifier.init), locale.isRightToLeft { traits.layoutDirection = .rightToLeft }
            if !result.contains(traits) { result.append(traits) }
        }
        return result
    }

    /// The stand-in symbol set, found once per process.
    static let standIn = StandInSet.installed()
    /// Whether the stand-in symbol set is installed (`make setup`), and how many SF Symbol names it maps.
    public static var hasStandInSymbols: Bool { standIn != nil }
    public static var standInNameCount: Int { StandInSet.names.count }

    /// The template as it looks with `traits`: every color, text style and image resolved.
    /// For a screen imported from source code: where it is in the code, so that a mistake in it
    /// is said there (`Detail.m:345:5: screen Detail-airbnb: …`), not at a line of generated YAML.
    public var origin: ImportOrigin?

    public func template(traits: TraitCollection = .default) throws -> Template {
        guard let origin else { return try resolve(traits: traits) }
        do {
            return try resolve(traits: traits)
        } catch let error as TemplateError {
            throw TemplateError(file: path, line: origin.line, column: origin.column, message: "screen \(origin.screen): \(error.message)")
        }
    }

    func resolve(traits: TraitCollection) throws -> Template {
        var decoder = ScreenDecoder(reader: NodeReader(file: path), directory: directory)
        decoder.projectFonts = project?.fonts ?? []
        decoder.environment = TraitEnvironment(traits: traits, catalogs: catalogs, maximumContentSize: maximumContentSize)
        decoder.environment.strings = strings
        decoder.environment.symbols = SymbolLibrary(catalogSymbols: catalogs.map(\.symbols), folders: symbolFolders,
                                                    standIn: Self.standIn)
        decoder.environment.strictSymbols = symbolOptions.strict
        decoder.environment.deploymentTarget = deploymentTarget
        decoder.environment.developmentLanguage = LocaleIdentifier(developmentLanguage) ?? LocaleIdentifier("en")!
        if let name = traits.locale {
            guard let locale = LocaleIdentifier(name) else {
                throw TemplateError(file: path, message: "'\(name)' is not a locale identifier (such as en, de, pt-BR, zh-Hans, or en-XA, en-XL, ar-XB, bounded)")
            }
            if locale != decoder.environment.developmentLanguage { decoder.environment.locale = locale }
            // A right-to-left language lays out right to left, as iOS does for its localization.
            if locale.isRightToLeft { decoder.environment.traits.layoutDirection = .rightToLeft }
        }
        if let tintNode { decoder.environment.tint = try decoder.dynamicColor(tintNode, what: "tintColor") }
        var template = try decoder.template(root, defaultName: defaultName)
        for skipped in strings.skipped { decoder.environment.notes.add(skipped) }
        for problem in catalogs.flatMap(\.problems) { decoder.environment.notes.add(problem) }
        template.warnings = decoder.environment.notes.messages
        try checkWaiverVariants(of: template)
        template.accessibilityWaivers = (waivers + (project?.waivers ?? [])).filter { $0.applies(to: traits) }.map(\.waiver)
        if !hasCanvas { template.devices = project?.devices ?? [] }
        return template
    }
}
