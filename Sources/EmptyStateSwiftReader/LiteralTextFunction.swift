import SwiftSyntax

/// A function whose every `return` is a string literal (GrokCast's `CitySearch.emptyMessage(for
/// query:)`: "No cities found. …" for an empty query, else "No cities found for “\(trimmed)”. …"):
/// a text of the app's own words, its interpolations what the call gives or the run time knows.
/// Run where it is called, as a localizing function is.
enum LiteralTextFunction {
    static func returnsLiterals(_ body: CodeBlockSyntax) -> Bool {
        if let only = ConstantsVisitor.singleExpression(body.statements) { return isWords(only) }
        let values = OwnReturns.values(in: body)
        return !values.isEmpty && values.allSatisfy { $0.map(isWords) ?? false }
    }

    /// A string literal with words of its own, not only interpolations.
    static func isWords(_ value: ExprSyntax) -> Bool {
        guard let literal = value.as(StringLiteralExprSyntax.self) else { return false }
        return literal.segments.contains { segment in
            segment.as(StringSegmentSyntax.self)?.content.text.contains(where: { $0.isLetter }) == true
        }
    }
}
