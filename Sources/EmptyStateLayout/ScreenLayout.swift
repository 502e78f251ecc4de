import EmptyStateModel

/// A label's frame and how its text sits in it.
public struct LabelLayout: Equatable, Sendable {
    public var frame: Rect
    public var text: StyledText
    public var role: LabelRole
    public var measurement: TextMeasurement
    /// Top of each line, in points, from the canvas's top.
    public var lineTops: [Double]
    /// A button's title shaped by its text's `lineBreakMode` and `numberOfLines` (a configured
    /// button's, which wraps unless told otherwise), rather than kept on one line and truncated in
    /// the middle as a DZN button's title label is.
    public var shapedByLineBreakMode = false
}

/// The button: its alignment rect (what Auto Layout places), the frame its background is drawn
/// in, and its content.
public struct ButtonLayout: Equatable, Sendable {
    public var state: ControlState
    public var alignmentFrame: Rect
    public var backgroundFrame: Rect
    public var background: ImageSpec?
    public var backgroundAdjustment: ImageAdjustment = .none
    public var image: ImageSpec?
    public var imageAdjustment: ImageAdjustment = .none
    public var imageFrame: Rect?
    public var title: LabelLayout?
    /// Which action it is (the primary is DZN's button).
    public var role: ActionRole = .primary
    /// A styled button: its colors in `state`, and the corner radius of its background.
    public var configuration: ButtonConfiguration?
    public var look: ButtonLook?
    public var cornerRadius: Double = 0
    public var subtitle: LabelLayout?
}

/// Something that did not fit, laid out as UIKit would and reported.
public struct LayoutWarning: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// Cut short with an ellipsis.
        case truncated
        /// Past the screen's (or the insets') edge, clipped.
        case overflow
        /// On more lines than the same text in the development language.
        case wrapped
        /// Characters no font has a glyph for (drawn as boxes: "tofu").
        case missingGlyphs
    }
    public var kind: Kind
    /// What it concerns: `title`, `description`, `button`, `secondaryButton`, `content`, …
    public var element: String
    public var message: String
    public var description: String { "\(kind.rawValue): \(element): \(message)" }
}

/// Every frame of one screen in points: the output of the layout stage.
public struct ScreenLayout: Equatable, Sendable {
    public var canvas: Canvas
    public var view: EmptyDataSetView
    public var contentFrame: Rect
    public var image: Rect?
    public var title: LabelLayout?
    public var detail: LabelLayout?
    public var button: ButtonLayout?
    public var customView: Rect?
    /// Where the image is drawn when it is not its frame (max size, content mode): centered
    /// in the frame, clipped to it.
    public var imageContent: Rect?
    public var secondaryButton: ButtonLayout?
    public var tertiaryButton: ButtonLayout?
    /// The bars, when the view has `chrome`.
    public var chrome: ChromeLayout?
    /// The area the content is centered in: the canvas, or what bars and insets leave.
    public var region: Rect
    public var warnings: [LayoutWarning] = []

    public init(canvas: Canvas, view: EmptyDataSetView, contentFrame: Rect) {
        self.canvas = canvas; self.view = view; self.contentFrame = contentFrame
        region = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
    }

    /// The canvas less its safe-area insets.
    public var safeArea: Rect {
        let s = canvas.safeArea
        return Rect(x: s.left, y: s.top, width: max(0, canvas.size.width - s.left - s.right),
                    height: max(0, canvas.size.height - s.top - s.bottom))
    }

    /// Puts each placed action where its role goes.
    mutating func setButtons(_ placed: [ButtonLayout]) {
        for button in placed {
            switch button.role {
            case .primary: self.button = button
            case .secondary: secondaryButton = button
            case .tertiary: tertiaryButton = button
            }
        }
    }

    /// The actions, primary first.
    public var buttons: [ButtonLayout] { [button, secondaryButton, tertiaryButton].compactMap { $0 } }
}
