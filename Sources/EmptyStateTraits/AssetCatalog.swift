/// An Xcode asset catalog (`.xcassets` folder) as Xcode writes it: color sets and image
/// sets, in folders that may nest, named `Group/name` under a folder with "Provides
/// Namespace". Everything is read and checked by `load(path:)`; a set that cannot be read is
/// kept in `broken`, said only to the screens that use it (an app's one odd color set must not
/// fail the screens that never draw it). What Xcode warns of and builds anyway (an image set's
/// missing file) is kept in `problems`.
public struct AssetCatalog: Sendable {
    /// The catalog folder, as given to `load(path:)`.
    public let path: String
    let colors: [String: DynamicColor]
    let images: [String: ImageSet]
    /// Symbol sets (`NAME.symbolset`): the symbol's name → the path of its SVG symbol template.
    public let symbols: [String: String]
    /// What the catalog has wrong that Xcode builds anyway (an image set's file missing): warnings.
    public let problems: [String]
    /// The sets that cannot be read, by kind and name.
    public let broken: BrokenEntries
    /// What a color set has that this tool reads approximately (an entry it cannot read, a
    /// system color it does not know), by name: warnings for the screens that use the color.
    let colorNotes: [String: [String]]

    /// Reads the catalog at `path`; throws a `CatalogError` only when the folder itself cannot be
    /// read (a set that cannot be read is in `broken`).
    public static func load(path: String) throws -> AssetCatalog {
        var root = path
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        guard let cache = CatalogCache.current else { return try read(root) }
        return try cache.catalog(root) { try read(root) }
    }

    private static func read(_ root: String) throws -> AssetCatalog {
        var loader = CatalogLoader()
        try loader.walk(folder: root, namespace: "", depth: 0)
        return AssetCatalog(path: root, colors: loader.colors, images: loader.images, symbols: loader.symbols,
                            problems: loader.problems, broken: loader.broken, colorNotes: loader.colorNotes)
    }

    /// The color set called `named` (with its namespace, `Brand/accent`).
    public func color(named name: String) -> DynamicColor? { colors[name] }

    /// What the color set called `name` is read with approximately: one warning each.
    public func notes(forColorNamed name: String) -> [String] { colorNotes[name] ?? [] }

    /// The file of the image set called `named` for `traits` at a screen `scale` (2 or 3
    /// on iPhones), chosen as `ImageSelection` describes; nil when there is no such set or
    /// it has no image for these traits.
    public func image(named name: String, traits: TraitCollection, scale: Int) -> CatalogImage? {
        images[name].flatMap { ImageSelection.select($0, traits: traits, scale: scale) }
    }

    /// The color set names, sorted, for "did you mean" suggestions.
    public var colorNames: [String] { colors.keys.sorted() }

    /// Whether the catalog has an image set called `name`.
    public func hasImage(named name: String) -> Bool { images[name] != nil }

    /// The image set names, sorted.
    public var imageNames: [String] { images.keys.sorted() }
}
