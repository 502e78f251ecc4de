import SwiftSyntax

/// Stored properties a method fills on first use (`if emptyView == nil { emptyView =
/// Bundle.main.loadNibNamed(…) }` … `return emptyView`, handler-ios): nil when the method
/// starts, then what the method gives them, as a local would be. Other assignments to
/// properties are not followed.
final class LazyCachedProperties: SyntaxVisitor {
    private(set) var names: [String] = []

    static func names(in body: CodeBlockSyntax) -> [String] {
        let visitor = LazyCachedProperties(viewMode: .sourceAccurate)
        visitor.walk(body)
        return visitor.names
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.conditions.count == 1, case let .expression(condition) = node.conditions.first?.condition,
              let name = Self.comparedWithNil(condition), !names.contains(name),
              Self.assigns(name, in: node.body) else { return .visitChildren }
        names.append(name)
        return .visitChildren
    }

    /// `name == nil`, or `(name == nil)`.
    private static func comparedWithNil(_ expr: ExprSyntax) -> String? {
        var expr = expr
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { expr = only.expression }
        guard let elements = expr.as(SequenceExprSyntax.self)?.elements.map({ $0 }), elements.count == 3,
              elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==", elements[2].is(NilLiteralExprSyntax.self),
              let reference = elements[0].as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        return reference.baseName.text
    }

    /// Whether the block's own statements assign `name` (`name = …`).
    private static func assigns(_ name: String, in block: CodeBlockSyntax) -> Bool {
        block.statements.contains { item in
            guard let elements = WrapperViews.expression(of: item.item)?.as(SequenceExprSyntax.self)?.elements.map({ $0 }), elements.count >= 3,
                  elements[1].is(AssignmentExprSyntax.self) else { return false }
            return elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
    }
}
