import EmptyStateModel

/// `UIFont.TextStyle`: the eleven styles of iOS Dynamic Type.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// UIKit's style names, case-insensitive (`body`, `Title1`, `CAPTION2`). Only the real
    /// names: `title` or `caption` would silently pick one of two styles.
    public static func named(_ name: String) -> TextStyle? {
        let key = name.lowercased()
        return allCases.first { $0.rawValue.lowercased() == key }
    }

    /// The system font `UIFont.preferredFont(forTextStyle:compatibleWith:)` returns on iOS
    /// for this style at `category` (see `DynamicTypeTable`).
    public func font(for category: ContentSizeCategory) -> FontSpec {
        FontSpec(size: DynamicTypeTable.pointSize(self, category), weight: DynamicTypeTable.weight(self), followsDynamicType: true)
    }

    /// A custom font's size scaled the way `UIFontMetrics(forTextStyle:).scaledValue(for:)`
    /// scales it: in proportion to this style's size at `category` over its size at
    /// `.large`, the size a design is drawn at. No rounding: UIFontMetrics returns the
    /// unrounded product too, and Pango takes fractional sizes, so `scaledSize(16, .AX5)`
    /// for body is exactly `16 * 53 / 17` (49.88…) and `.large` gives `size` back unchanged.
    public func scaledSize(_ size: Double, for category: ContentSizeCategory) -> Double {
        size * DynamicTypeTable.pointSize(self, category) / DynamicTypeTable.pointSize(self, .large)
    }
}
