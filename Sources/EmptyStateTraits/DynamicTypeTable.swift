import EmptyStateModel

/// iOS Dynamic Type sizes, in points, copied from Apple's Human Interface Guidelines,
/// Typography › Specifications › "iOS, iPadOS Dynamic Type sizes"
/// (https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes).
/// UIKit agrees with every cell but one: on iOS 13.3 it returns 41 for caption2 at AX5
/// where the HIG prints 40 (measured by github.com/temoki/UIKit_DynamicType); the HIG's
/// figure is kept, being Apple's published one.
/// One row per content size category, columns in `TextStyle.allCases` order:
/// largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2.
enum DynamicTypeTable {
    private static let rows: [ContentSizeCategory: [Double]] = [
        .xSmall:   [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        .small:    [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        .medium:   [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        .large:    [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        .xLarge:   [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        .xxLarge:  [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        .xxxLarge: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        .AX1:      [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        .AX2:      [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        .AX3:      [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        .AX4:      [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        .AX5:      [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]

    static func pointSize(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        // Both tables are complete (a test checks every cell), so the lookups cannot fail.
        rows[category]![TextStyle.allCases.firstIndex(of: style)!]
    }

    /// The same HIG table: every style is Regular except Headline, which is Semibold.
    static func weight(_ style: TextStyle) -> FontWeight {
        style == .headline ? .semibold : .regular
    }
}
