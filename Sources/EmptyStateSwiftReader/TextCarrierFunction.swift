import SwiftSyntax

/// An app's helper that dresses the text it is given (`static func getAttributedString(text:
/// String) -> NSAttributedString { let attributes = […]; return NSAttributedString(string: text,
/// attributes: attributes) }`, SweptNear's Utils): called from another file with a literal, its
/// value is that literal in the helper's font, as when it is declared beside the call.
enum TextCarrierFunction {
    /// A helper that dresses a text is a few lines; a longer body builds more than that.
    static let statementLimit = 4

    /// Whether the body's one `return` (or its single expression) makes a text of `parameter`
    /// itself, with nothing but locals before it: no loop, no branch, no call on the parameter
    /// (`items.joined()`, `error.localizedDescription` stay unknown where they are called).
    static func carries(_ body: CodeBlockSyntax, parameter: String) -> Bool {
        let statements = Array(body.statements)
        guard !statements.isEmpty, statements.count <= statementLimit else { return false }
        for statement in statements.dropLast() {
            guard case let .decl(decl) = statement.item, decl.is(VariableDeclSyntax.self) else { return false }
        }
        let last = statements[statements.count - 1].item
        let returned: ExprSyntax?
        switch last {
        case let .stmt(stmt): returned = stmt.as(ReturnStmtSyntax.self)?.expression
        case let .expr(expr): returned = statements.count == 1 ? expr : nil
        default: returned = nil
        }
        guard let call = returned.flatMap(unwrapped)?.as(FunctionCallExprSyntax.self),
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ProtocolExtensions.textTypes.contains(type) else { return false }
        // The text is the parameter as given: `NSAttributedString(string: text, …)`, `Text(text)`.
        guard let argument = call.arguments.first, argument.label == nil || argument.label?.text == "string" else { return false }
        return argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    }

    private static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return unwrapped(inner.expression)
        }
        return expr
    }
}
