import EmptyStateModel
import Yams

/// SwiftUI's `ContentUnavailableView` draws a localized key's inline Markdown (`InlineMarkdown`):
/// a `style: swiftui` text given as a `key` is read so, after the style's fonts are set; a `text`
/// is drawn as written (as `Text(verbatim:)`), and UIKit and DZN never read Markdown.
extension ScreenDecoder {
    static func isKeyText(_ node: Node) -> Bool { node.mapping?["key"] != nil }

    func markdownApplied(_ text: StyledText) -> StyledText {
        guard let parsed = InlineMarkdown.parse(text.text) else { return text }
        var result = text
        result.text = parsed.text
        let base = text.font
        for span in parsed.spans where !span.text.isEmpty {
            switch span.kind {
            case .strong:
                guard let base else { continue }
                var bold = base
                bold.weight = .bold
                result.runs.append(TextRun(match: span.text, font: bold))
            case .link:
                result.runs.append(TextRun(match: span.text, color: environment.tint.resolved(with: environment.traits)))
            case .emphasis, .strike, .code:
                continue
            }
        }
        return result
    }
}
