/// The distance between the baselines of a SwiftUI `Text` in a Dynamic Type font, which is
/// larger than the font's own line height (UIKit's labels use the latter). Apple's HIG lists
/// each text style's leading (subheadline 15 pt → 20 at the default size, 49 → 58 at AX5; title2
/// 22 → 28, 56 → 66); measured on iOS's snapshots (../shared/modern-corpus, RSSReader, baseline
/// to baseline): its two-line description 19.67 (59 pixels at @3x), and at AX5 its description
/// 58 and its title "Failed / to Load" 66. `1.15 × size + 2.75` is within 1.2 pt of all of
/// these (20.0, 59.1, 67.15). The HIG's own line through them (`1.1176 × size + 3.24`) was tried:
/// it moves the AX5 empty view 0.13 pt closer and the overflowing AX5 error view 0.3 pt further
/// (that view is 43 pt off for another reason, docs/modern-styles.md), so the fit stays until
/// that one is understood. Where the leading is less than the font's own line height (SF's
/// 1.193 × 49 = 58.5 at AX5) lines keep the font's height: no label sets lines tighter here.
enum SwiftUILeading {
    static func lineHeight(fontSize: Double) -> Double { 1.15 * fontSize + 2.75 }
}
