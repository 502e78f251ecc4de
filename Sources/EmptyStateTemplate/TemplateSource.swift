import EmptyStateModel
import EmptyStateTraits
import Foundation
import Yams

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

    init(path: String, root: Node, defaultName: String) throws {
        self.path = path
        self.root = root
        self.defaultName = defaultName
        directory = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        let reader = NodeReader(file: path)
        let decoder = ScreenDecoder(reader: reader, directory: directory)
        let top = try reader.mapping(root, known: Keys.top, what: "the template")
        func value(_ key: String) -> Node? { top.first { $0.key == key }?.value }
        traitAxes = try value("traits").map { try decoder.traitAxes($0) } ?? TraitAxes()
        let loaded = try value("assets").map { try decoder.catalogs($0) } ?? []
        catalogs = loaded.map(\.catalog)
        catalogPaths = loaded.map(\.path)
        maximumContentSize = try value("maximumContentSize").map { try decoder.contentSize($0, what: "maximumContentSize") }
        tintNode = value("tintColor")
    }

    /// The template as it looks with `traits`: every color, text style and image resolved.
    public func template(traits: TraitCollection = .default) throws -> Template {
        var decoder = ScreenDecoder(reader: NodeReader(file: path), directory: directory)
        decoder.environment = TraitEnvironment(traits: traits, catalogs: catalogs, maximumContentSize: maximumContentSize)
        if let tintNode { decoder.environment.tint = try decoder.dynamicColor(tintNode, what: "tintColor") }
        return try decoder.template(root, defaultName: defaultName)
    }
}
