import EmptyStateModel

/// One laid-out line of a label, in points.
public struct LineMetrics: Equatable, Sendable {
    /// The line's height: the tallest font on it, by that font's iOS line height.
    public var height: Double
    /// From the line's top to its baseline.
    public var ascent: Double
    /// The ink advance of the line's text.
    public var width: Double
    public init(height: Double, ascent: Double, width: Double) {
        self.height = height; self.ascent = ascent; self.width = width
    }
}

/// How a text wraps at a given width.
public struct TextMeasurement: Equatable, Sendable {
    public var lines: [LineMetrics]
    /// A single line cut short with an ellipsis, as a button's title is when it does not fit.
    public var truncated: Bool
    /// Characters no font has a glyph for (drawn as boxes: "tofu").
    public var missingGlyphs: Int
    /// Those characters' code points, each once, in the order met (at most a few).
    public var missingCharacters: [UInt32]
    public init(lines: [LineMetrics], truncated: Bool = false, missingGlyphs: Int = 0, missingCharacters: [UInt32] = []) {
        self.lines = lines; self.truncated = truncated; self.missingGlyphs = missingGlyphs; self.missingCharacters = missingCharacters
    }
}

/// What the layout needs to know about text and images; the renderer answers with Pango and
/// the image decoders, tests answer with fixed numbers.
public protocol ContentMeasuring {
    /// Wraps `text` at `width` points (or keeps it on one line, truncated, when `singleLine`).
    func measure(_ text: StyledText, role: LabelRole, width: Double, singleLine: Bool) throws -> TextMeasurement
    /// The image's size in points, as `UIImage.size`.
    func size(of image: ImageSpec) throws -> Size
}
