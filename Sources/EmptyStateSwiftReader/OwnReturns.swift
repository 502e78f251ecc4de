import SwiftSyntax

/// The values of a body's own `return`s, not those of its closures or nested functions; nil for
/// a bare `return`.
final class OwnReturns: SyntaxVisitor {
    private var values: [ExprSyntax?] = []

    static func values(in body: some SyntaxProtocol) -> [ExprSyntax?] {
        let finder = OwnReturns(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.values
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        values.append(node.expression)
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
