import EmptyStateModel

/// One thing the accessibility review found on one screen, with what it measured.
public struct AccessibilityFinding: Codable, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Codable, CaseIterable, Sendable {
        /// A text (or an icon-only button's glyph) too close in luminance to what is behind it.
        case contrast
        /// A text whose size ignores the content size category.
        case dynamicType
        /// A text cut short or clipped at the screen's content size.
        case truncated
        /// A button smaller than 44 × 44 pt.
        case touchTarget
        /// An image or an image-only button that VoiceOver has no words for.
        case missingLabel
    }
    public struct Size: Codable, Equatable, Sendable {
        public var width, height: Double
        public init(width: Double, height: Double) { self.width = width; self.height = height }
    }

    public var kind: Kind
    /// `image`, `title`, `description`, `button`, `secondaryButton`, `tertiaryButton`.
    public var element: String
    public var message: String
    /// Contrast: the measured ratio (two decimals, never rounded up to the one needed) and the one needed.
    public var ratio: Double?
    public var needed: Double?
    /// Touch target: the button's hit area in points.
    public var size: Size?
    /// Accepted by the template (`accessibilityWaivers:`), for this reason.
    public var waived: String?
    /// What would pass: the nearest color of the same hue, the padding that reaches 44 pt.
    public var fix: String?

    public init(kind: Kind, element: String, message: String, ratio: Double? = nil, needed: Double? = nil, size: Size? = nil) {
        self.kind = kind; self.element = element; self.message = message; self.ratio = ratio; self.needed = needed; self.size = size
    }

    /// `contrast: description #8E8E93 on #1C1C1E is 4.08:1, needs 4.5:1`, and the waiver's reason.
    public var description: String {
        "\(kind.rawValue): \(message)" + (waived.map { " (waived: \($0))" } ?? "")
    }
}
