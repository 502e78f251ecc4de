/// The file `AssetCatalog.image(named:traits:scale:)` picked, and how to draw it.
public struct CatalogImage: Equatable, Sendable {
    /// The file's path: the catalog's path as given to `load(path:)`, then the folders.
    public var path: String
    /// The file's scale (@1x, @2x, @3x); 1 for vectors and single-scale bitmaps.
    public var scale: Int
    /// "Render As: Template Image" (`template-rendering-intent: template`): draw the
    /// image's alpha in the tint color, as `UIImage.RenderingMode.alwaysTemplate`.
    public var isTemplate: Bool
    /// "Direction: Left to Right, Mirrors": drawn mirrored in a right-to-left layout, as
    /// `UIImage.flipsForRightToLeftLayoutDirection`.
    public var flipsForRightToLeft: Bool
    /// A single-scale PDF or SVG, to be drawn at any size without resampling.
    public var isVector: Bool
    /// "Direction: Right to Left, Mirrors": the art faces right-to-left and is drawn
    /// mirrored in a left-to-right layout.
    public var flipsForLeftToRight: Bool

    public init(path: String, scale: Int, isTemplate: Bool = false, flipsForRightToLeft: Bool = false,
                isVector: Bool = false, flipsForLeftToRight: Bool = false) {
        self.path = path
        self.scale = scale
        self.isTemplate = isTemplate
        self.flipsForRightToLeft = flipsForRightToLeft
        self.isVector = isVector
        self.flipsForLeftToRight = flipsForLeftToRight
    }

    /// Whether to draw the image mirrored horizontally in a layout going `direction`.
    public func isMirrored(in direction: LayoutDirection) -> Bool {
        direction == .rightToLeft ? flipsForRightToLeft : flipsForLeftToRight
    }
}
