import SwiftSyntax

/// An expression's source text as placeholders and warnings show it: on one line, at most
/// `Limits.expressionText` characters.
enum SourceText {
    /// At most `Limits.expressionText` characters, on one line.
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
}

extension ReadContext {
    /// A node's source text, shortened, read from the file's bytes (never more than a few
    /// hundred of them, whatever the node's size).
    func text(of node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return owner(of: node).quote(from: start, to: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// `⟨viewModel.title⟩`: a text that is not known until the app runs.
    func placeholder(_ node: some SyntaxProtocol) -> String {
        "\u{27E8}\(text(of: node))\u{27E9}"
    }
}

extension Reading {
    func text(_ node: some SyntaxProtocol) -> String { diagnostics.context.text(of: node) }
    func placeholder(_ node: some SyntaxProtocol) -> String { diagnostics.context.placeholder(node) }
}
