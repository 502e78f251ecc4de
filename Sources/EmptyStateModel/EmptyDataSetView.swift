/// The model of DZNEmptyDataSet's `DZNEmptyDataSetView`: everything its data source and
/// delegate tell it, with the library's defaults.
public struct EmptyDataSetView: Equatable, Sendable {
    public var backgroundColor: Color = .clear
    public var image: ImageSpec?
    public var title: StyledText?
    public var detail: StyledText?
    public var button: ButtonSpec = ButtonSpec()
    public var customView: ImageSpec?
    public var verticalOffset: Double = 0
    /// `spaceHeightForEmptyDataSet`; 0 means DZN's default of 11.
    public var spaceHeight: Double = 0
    public var fadeIn: Bool = true
    public var animateImageView: Bool = false
    public var shouldDisplay: Bool = true

    // Beyond DZNEmptyDataSet (each nil or empty by default, so DZN's layout is untouched).
    /// Gaps per member; a nil gap is `effectiveSpace`.
    public var spacing = GapSpacing()
    public var secondaryButton: ButtonSpec?
    public var tertiaryButton: ButtonSpec?
    public var actionsAxis: ActionsAxis = .vertical
    /// Around the content, inside what the bars leave.
    public var insets: DirectionalInsets?
    /// Bars drawn around the view; when present the content is centered in the safe area
    /// less the bars.
    public var chrome: Chrome?
    /// DZN's layout, or a content-unavailable view's (`contentUnavailable` then holds its
    /// properties; `spacing`, `spaceHeight` and `verticalOffset` are DZN's alone).
    public var layoutStyle: LayoutStyle = .dzn
    public var contentUnavailable = ContentUnavailableLayout()
    /// Resolved from the layout direction: leading and trailing swap in right to left.
    public var rightToLeft = false
    /// VoiceOver's labels, hints and hidden elements.
    public var accessibility = ViewAccessibility()

    public init() {}

    /// The gap DZN writes into its visual format string: `%.f` of the space, 11 when it is 0.
    public var effectiveSpace: Double {
        let space = spaceHeight == 0 ? 11 : spaceHeight
        return space.rounded(.toNearestOrEven)
    }

    /// The button of a role (the primary is DZN's `button`).
    public func action(_ role: ActionRole) -> ButtonSpec? {
        switch role {
        case .primary: return button
        case .secondary: return secondaryButton
        case .tertiary: return tertiaryButton
        }
    }

    public var showsTitle: Bool { !(title?.text.isEmpty ?? true) }
    public var showsDetail: Bool { !(detail?.text.isEmpty ?? true) }
}
