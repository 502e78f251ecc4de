/// The gap after each member of the content chain, as TBEmptyDataSet and
/// UIContentUnavailableConfiguration give them (`imageToTextPadding`, `textToSecondaryTextPadding`,
/// `textToButtonPadding`). A gap left nil is DZN's one `spaceHeight`, so a template without
/// `spacing:` lays out exactly as DZNEmptyDataSet does.
public struct GapSpacing: Equatable, Sendable {
    public var afterImage: Double?
    public var afterTitle: Double?
    public var afterDescription: Double?
    /// Between two actions, stacked or side by side.
    public var betweenButtons: Double?

    public init(afterImage: Double? = nil, afterTitle: Double? = nil, afterDescription: Double? = nil, betweenButtons: Double? = nil) {
        self.afterImage = afterImage; self.afterTitle = afterTitle
        self.afterDescription = afterDescription; self.betweenButtons = betweenButtons
    }

    public var isEmpty: Bool { self == GapSpacing() }
}

/// How the actions (primary, secondary, tertiary button) are arranged.
public enum ActionsAxis: String, CaseIterable, Sendable {
    /// Stacked, primary on top, as Primer's Blankslate and UIContentUnavailableConfiguration.
    case vertical
    /// Side by side when they fit in the content's width (trailing to leading: primary at the
    /// trailing end, as an alert's buttons); stacked otherwise.
    case horizontal
}

/// `[top, leading, bottom, trailing]` in points, as NSDirectionalEdgeInsets: leading is the
/// left in a left-to-right layout and the right in a right-to-left one.
public struct DirectionalInsets: Equatable, Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// As UIEdgeInsets for a layout direction.
    public func edgeInsets(rightToLeft: Bool) -> EdgeInsets {
        EdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }
}
