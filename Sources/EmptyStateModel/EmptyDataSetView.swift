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

    public init() {}

    /// The gap DZN writes into its visual format string: `%.f` of the space, 11 when it is 0.
    public var effectiveSpace: Double {
        let space = spaceHeight == 0 ? 11 : spaceHeight
        return space.rounded(.toNearestOrEven)
    }

    public var showsTitle: Bool { !(title?.text.isEmpty ?? true) }
    public var showsDetail: Bool { !(detail?.text.isEmpty ?? true) }
}
