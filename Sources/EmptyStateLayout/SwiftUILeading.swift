/// The distance between the baselines of a SwiftUI `Text` in a Dynamic Type font, which is
/// larger than the font's own line height (UIKit's labels use the latter). Apple's HIG gives it
/// at the default size (subheadline 15 pt → 20, title2 22 pt → 28); measured on iOS's snapshots
/// (../shared/modern-corpus, RSSReader's two-line description and, at
/// `.accessibilityExtraExtraExtraLarge`, its wrapped title and description): subheadline 15 pt
/// → 19.67, 49 pt → 58, title2 56 pt → 68. `1.15 × size + 2.75` is within 1 pt of all of these.
enum SwiftUILeading {
    static func lineHeight(fontSize: Double) -> Double { 1.15 * fontSize + 2.75 }
}
