import EmptyStateModel
import EmptyStateTraits

/// The point size of a content-unavailable view's SF Symbol (`style: uikit` and `style: swiftui`)
/// when the template gives none: 48 pt at `large`, grown with Dynamic Type as iOS grows it.
///
/// - UIKit: `UIContentUnavailableConstants_IOS` (class dumps of iOS 18.2) scales its 48 pt with
///   `UIFontMetrics.default`, that is body's scaling: `48 × body(category) / 17`, at every size.
/// - SwiftUI: body's scaling too, up to AX3, where it stops. Measured on the real iOS snapshots
///   of ../shared/modern-corpus (RSSReader's `ContentUnavailableView`, @3x, anti-aliased edges
///   included): the `tray` symbol's ink is 40.00 × 55.27 pt at `large` and 94.19 × 130.10 pt at
///   SwiftUI's `.accessibilityExtraExtraExtraLarge`, ×2.354 in both directions, which is body's
///   AX3 / large (40 / 17 = 2.353) to within 0.1 % (the next nearest ratio of the Dynamic Type
///   table, callout's at AX3, is 0.9 % off). That snapshot's texts are at AX5, the size the name
///   stands for (the title's ink grows ×2.545 = title2's 56 / 22; AX3 would be ×2.0), so past
///   AX3 the symbol no longer grows while the texts do. Apple documents neither figure.
enum ContentUnavailableSymbolSize {
    /// The size at `large`, the size a design is drawn at, in both styles.
    static let basePointSize = ContentUnavailableLayout.symbolPointSizeAtLarge
    /// The largest category SwiftUI's symbol grows to (measured; see above).
    static let swiftUILargestCategory = ContentSizeCategory.AX3

    /// The symbol's point size in `style` at `category` (the content size, already capped by the
    /// template's `maximumContentSize`). Exactly 48 at `large`: `48 × 17 / 17`.
    static func pointSize(_ style: LayoutStyle, for category: ContentSizeCategory) -> Double {
        switch style {
        case .uikit: TextStyle.body.scaledSize(basePointSize, for: category)
        case .swiftui: TextStyle.body.scaledSize(basePointSize, for: min(category, swiftUILargestCategory))
        case .dzn: basePointSize
        }
    }
}
