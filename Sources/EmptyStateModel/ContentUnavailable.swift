/// Which layout a screen uses: DZNEmptyDataSet's (the default), UIKit's
/// `UIContentUnavailableConfiguration` or SwiftUI's `ContentUnavailableView`.
public enum LayoutStyle: String, CaseIterable, Sendable {
    case dzn, uikit, swiftui
}

/// `UIContentUnavailableConfiguration.alignment`.
public enum ContentAlignment: String, CaseIterable, Sendable {
    case center, natural
}

/// The layout properties of a content-unavailable view (both modern styles): margins, the
/// paddings between its parts, alignment, the readable width, the background's corners. The
/// defaults are UIKit's (see docs/modern-styles.md for where each figure comes from).
public struct ContentUnavailableLayout: Equatable, Sendable {
    public var alignment: ContentAlignment = .center
    /// `directionalLayoutMargins`: around the content, inside the view.
    public var margins = DirectionalInsets(top: 16, leading: 32, bottom: 16, trailing: 32)
    public var imageToTextPadding = 15.0
    public var textToSecondaryTextPadding = 3.0
    public var textToButtonPadding = 20.0
    public var buttonToSecondaryButtonPadding = 15.0
    /// The content is at most this wide (UIKit's readable content guide); nil: the margins only.
    public var readableWidth: Double? = 672
    /// `background.cornerRadius`: the background drawn as a rounded rectangle over the view.
    public var backgroundCornerRadius: Double?

    public init() {}

    /// The symbol's point size at the `large` content size in both modern styles (UIKit's
    /// `UIContentUnavailableConstants_IOS`, iOS 18.2 class dumps; the template stage grows it
    /// with Dynamic Type).
    public static let symbolPointSizeAtLarge = 48.0
}
