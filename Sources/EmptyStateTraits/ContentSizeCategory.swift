/// The user's preferred text size, `UIContentSizeCategory`, with SwiftUI's short
/// `DynamicTypeSize` names (https://developer.apple.com/documentation/swiftui/dynamictypesize).
/// Cases are declared smallest first, so `Comparable` follows the order of the slider.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case AX1, AX2, AX3, AX4, AX5

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.index < rhs.index
    }

    private var index: Int { ContentSizeCategory.allCases.firstIndex(of: self)! }

    /// The five sizes Settings › Accessibility › Larger Text adds
    /// (`UIContentSizeCategory.isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .AX1 }

    /// Case-insensitive: the raw names (`xSmall`, `AX3`), the short forms `xs` `s` `m` `l`
    /// `xl` `xxl` `xxxl`, `accessibility1`…`accessibility5`, and UIKit's long names
    /// (`extraSmall`, `extraExtraLarge`, `accessibilityMedium` = AX1 …
    /// `accessibilityExtraExtraExtraLarge` = AX5).
    public init?(name: String) {
        let key = name.lowercased()
        if let found = ContentSizeCategory.allCases.first(where: { $0.rawValue.lowercased() == key }) {
            self = found
            return
        }
        guard let found = ContentSizeCategory.aliases[key] else { return nil }
        self = found
    }

    private static let aliases: [String: ContentSizeCategory] = [
        "xs": .xSmall, "s": .small, "m": .medium, "l": .large,
        "xl": .xLarge, "xxl": .xxLarge, "xxxl": .xxxLarge,
        "extrasmall": .xSmall, "extralarge": .xLarge,
        "extraextralarge": .xxLarge, "extraextraextralarge": .xxxLarge,
        "accessibility1": .AX1, "accessibility2": .AX2, "accessibility3": .AX3,
        "accessibility4": .AX4, "accessibility5": .AX5,
        "accessibilitymedium": .AX1, "accessibilitylarge": .AX2,
        "accessibilityextralarge": .AX3, "accessibilityextraextralarge": .AX4,
        "accessibilityextraextraextralarge": .AX5,
    ]
}
