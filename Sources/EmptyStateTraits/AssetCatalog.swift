/// An Xcode asset catalog (`.xcassets` folder) as Xcode writes it: color sets and image
/// sets, in folders that may nest, named `Group/name` under a folder with "Provides
/// Namespace". Everything is read and checked by `load(path:)`, so that a mistake is
/// reported once, up front, with the file it is in; lookups afterwards cannot fail. What
/// Xcode warns of and builds anyway (an image set's missing file) is kept in `problems`.
public struct AssetCatalog: Sendable {
    /// The catalog folder, as given to `load(path:)`.
    public let path: String
    let colors: [String: DynamicColor]
    let images: [String: ImageSet]
    /// Symbol sets (`NAME.symbolset`): the symbol's name → the path of its SVG symbol template.
    public let symbols: [String: String]
    /// What the catalog has wrong that Xcode builds anyway (an image set's file missing): warnings.
    public let problems: [String]

    /// Reads the catalog at `path`; throws a `CatalogError` naming the first bad file.
    public static func load(path: String) throws -> AssetCatalog {
        var root = path
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        var loader = CatalogLoader()
        try loader.walk(folder: root, namespace: "", depth: 0)
        return AssetCatalog(path: root, colors: loader.colors, images: loader.images, symbols: loader.symbols, problems: loader.problems)
    }

    /// The color set called `named` (with its namespace, `Brand/accent`).
    public func color(named name: String) -> DynamicColor? { colors[name] }

    /// The file of the image set called `named` for `traits` at a screen `scale` (2 or 3
    /// on iPhones), chosen as `ImageSelection` describes; nil when there is no such set or
    /// it has no image for these traits.
    public func image(named name: String, traits: TraitCollection, scale: Int) -> CatalogImage? {
        images[name].flatMap { ImageSelection.select($0, traits: traits, scale: scale) }
    }

    /// The color set names, sorted, for "did you mean" suggestions.
    public var colorNames: [String] { colors.keys.sorted() }

    /// The image set names, sorted.
    public var imageNames: [String] { images.keys.sorted() }
}
