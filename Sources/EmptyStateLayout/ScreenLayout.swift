import EmptyStateModel

/// A label's frame and how its text sits in it.
public struct LabelLayout: Equatable, Sendable {
    public var frame: Rect
    public var text: StyledText
    public var role: LabelRole
    public var measurement: TextMeasurement
    /// Top of each line, in points, from the canvas's top.
    public var lineTops: [Double]
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
}
