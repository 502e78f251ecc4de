/// The figures of a styled button per `UIButton.Configuration.Size`: the text style of its
/// title and subtitle, its content insets and its corner radius with `cornerStyle: dynamic`.
///
/// Where they come from: UIKit documents none of them (UIButton.Configuration, "Meet the UIKit
/// button system", WWDC21, shows the sizes without numbers). These are UIKit's figures as iOS
/// 15–18 lay a configured button out at the default content size (large), as iOS developers
/// report them and as one checks them in a simulator's view debugger: a `.medium` filled button
/// with a one-line title is 34.33 pt tall (body 17 pt, line 20.33 pt, + 7 + 7), `.large`
/// 50.33 pt (+ 15 + 15, the height Apple's full-width buttons have), `.small` 28 pt
/// (subheadline 15 pt, + 5 + 5), `.mini` about 22 pt (footnote 13 pt, + 3.5 + 3.5); leading and
/// trailing insets 12, 20, 10 and 8 pt. Corner radii: small 6, medium 8 (UIKit's `.medium`
/// corner style on a medium button), large 12 (a large button's). Heights follow the title's
/// text style, so they grow with Dynamic Type as UIKit's do. The HIG's 44 × 44 pt hit target
/// is about the touchable area, not the drawn shape, so it does not enlarge these.
public struct ButtonMetrics: Equatable, Sendable {
    public var titleStyle: String
    public var subtitleStyle: String
    public var insets: DirectionalInsets
    public var dynamicCornerRadius: Double

    public static let smallCornerRadius = 6.0
    public static let mediumCornerRadius = 8.0
    public static let largeCornerRadius = 12.0
    /// `cornerStyle: fixed` without `cornerRadius`: UIBackgroundConfiguration's default look.
    public static let fixedCornerRadius = 6.0
    /// Between the image and the title when `imagePadding` is not given.
    public static let imagePadding = 6.0
    /// Between the title and the subtitle (`titlePadding`).
    public static let titlePadding = 2.0
    /// SwiftUI's bordered capsule keeps its title 0.59 of its radius from each end when that is
    /// more than the insets: measured on iOS's snapshots (../shared/modern-corpus, RSSReader's
    /// "Add Item", @3x): at the default size the 26 pt capsule keeps the small size's 10 pt
    /// (0.59 × 13 = 7.7 is less), at `.accessibilityExtraExtraExtraLarge` the 68.67 pt capsule
    /// is 227.33 pt wide around a 183.33 pt title ink, 20.2 pt from the title's advance to
    /// each end (20.2 / 34.33 = 0.59) while its top and bottom keep the 5 pt insets. The radius
    /// is one line's: titles wrapped to two and three lines at AX5 keep 21–23 pt too.
    public static let swiftUICapsuleEndClearance = 0.59

    public static func of(_ size: ButtonSizeClass) -> ButtonMetrics {
        switch size {
        case .mini: return ButtonMetrics(titleStyle: "footnote", subtitleStyle: "caption2",
                                         insets: DirectionalInsets(top: 3.5, leading: 8, bottom: 3.5, trailing: 8), dynamicCornerRadius: smallCornerRadius)
        case .small: return ButtonMetrics(titleStyle: "subheadline", subtitleStyle: "caption1",
                                          insets: DirectionalInsets(top: 5, leading: 10, bottom: 5, trailing: 10), dynamicCornerRadius: smallCornerRadius)
        case .medium: return ButtonMetrics(titleStyle: "body", subtitleStyle: "footnote",
                                           insets: DirectionalInsets(top: 7, leading: 12, bottom: 7, trailing: 12), dynamicCornerRadius: mediumCornerRadius)
        case .large: return ButtonMetrics(titleStyle: "body", subtitleStyle: "footnote",
                                          insets: DirectionalInsets(top: 15, leading: 20, bottom: 15, trailing: 20), dynamicCornerRadius: largeCornerRadius)
        }
    }
}
