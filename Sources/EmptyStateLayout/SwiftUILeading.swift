import EmptyStateModel

/// The distance between the baselines of a SwiftUI `Text` in a Dynamic Type font, which is
/// larger than the font's own line height (UIKit's labels use the latter). Apple's HIG lists
/// each text style's leading (subheadline 15 pt → 20 at the default size, 49 → 58 at AX5; title2
/// 22 → 28, 56 → 66); measured on iOS's snapshots (../shared/modern-corpus, RSSReader, baseline
/// to baseline): its two-line description 19.67 (59 pixels at @3x), and at AX5 its description
/// 58 and its title "Failed / to Load" 66. The HIG's line through its figures,
/// `1.1176 × size + 3.24`, gives 20.0, 58.0 and 65.8, within 0.35 pt of every measure. (A fit
/// through the measures, `1.15 × size + 2.75`, was used while the AX5 error view was misplaced;
/// with iOS's overflow rule the HIG's line is closer: `make fidelity-modern` at AX5 v_mae 0.43 pt
/// against 0.66.) Where the leading is less than the font's own line height (SF's
/// 1.193 × 49 = 58.5 at AX5) lines keep the font's height: no label sets lines tighter here.
/// A custom font (`.custom(_:size:relativeTo:)`) has no such table: its lines are its own
/// line height, ascender + descender + the `hhea` line gap, as `UIFont.lineHeight` gives it.
enum SwiftUILeading {
    static func lineHeight(fontSize: Double) -> Double { 1.1176 * fontSize + 3.24 }

    /// `text` with SwiftUI's leading between its lines when it wraps in a Dynamic Type font and
    /// sets no line spacing of its own; otherwise as it is.
    static func spaced(_ text: StyledText, measurement m: TextMeasurement) -> StyledText {
        guard text.lineSpacing == nil, let font = text.font, font.followsDynamicType, font.isSystem,
              m.lines.count > 1, let natural = m.lines.first?.height else { return text }
        var spaced = text
        spaced.lineSpacing = max(0, lineHeight(fontSize: font.size) - natural)
        return spaced
    }
}
