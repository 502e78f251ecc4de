import SwiftSyntax

/// An expression's source text as placeholders and warnings show it: on one line, at most
/// `Limits.expressionText` characters.
enum SourceText {
    static func of(_ node: some SyntaxProtocol) -> String {
        shorten(node.trimmedDescription)
    }

    static func shorten(_ text: String) -> String {
        var result = ""
        var count = 0
        var pendingSpace = false
        for character in text {
            if character.isWhitespace || character.isNewline {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" "); count += 1; pendingSpace = false }
            result.append(character)
            count += 1
            if count > Limits.expressionText { break }
        }
        if count > Limits.expressionText {
            return String(result.prefix(Limits.expressionText - 1)) + "…"
        }
        return result
    }

    /// `⟨viewModel.title⟩`: a text that is not known until the app runs.
    static func placeholder(_ node: some SyntaxProtocol) -> String {
        "\u{27E8}\(of(node))\u{27E9}"
    }
}
