/// An asset catalog's sets that cannot be read (invalid JSON, an unknown color space…), by
/// name and kind: the catalog still loads, and only a screen that asks for one of these is
/// told why, then draws the nearest thing.
public struct BrokenEntries: Sendable {
    public var colors: [String: CatalogError] = [:]
    public var images: [String: CatalogError] = [:]
    public var symbols: [String: CatalogError] = [:]

    public init() {}
}
