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
    /// A single line that did not fit and was shortened with an ellipsis.
    public var truncated: Bool
    public init(lines: [LineMetrics], truncated: Bool = false) { self.lines = lines; self.truncated = truncated }
}

/// What the layout needs to know about text and images; the renderer answers with Pango and
/// the image decoders, tests answer with fixed numbers.
public protocol ContentMeasuring {
    /// Wraps `text` at `width` points (or keeps it on one line, truncated, when `singleLine`).
    func measure(_ text: StyledText, role: LabelRole, width: Double, singleLine: Bool) throws -> TextMeasurement
    /// The image's size in points, as `UIImage.size`.
    func size(of image: ImageSpec) throws -> Size
}
