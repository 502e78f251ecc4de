import SwiftSyntax

/// The views a type makes itself the DZNEmptyDataSet data source of (`classView.emptyDataSetSource
/// = self`): with one such view, the methods' scroll view is that view, so `if scrollView ==
/// classView` holds on every screen rather than being a variant.
enum DataSourceViews {
    /// The one view the type names, or nil when it names none or several.
    static func only(in node: Syntax, typeName: String?, _ context: ReadContext) -> ExprSyntax? {
        let byType = context.dataSourceViews ?? {
            let visitor = Visitor()
            visitor.walk(node.root)
            context.dataSourceViews = visitor.views
            return visitor.views
        }()
        let views = byType[typeName ?? ""] ?? []
        return Set(views.map(Evaluator.readPath)).count == 1 ? views.first : nil
    }

    /// `view.emptyDataSetSource = value`: the view and the value; nil for any other expression.
    static func assignment(_ node: SequenceExprSyntax) -> (view: ExprSyntax?, value: ExprSyntax)? {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "emptyDataSetSource" else { return nil }
        return (target.base, elements[2])
    }

    private final class Visitor: SyntaxVisitor {
        /// By the name of the type the assignment is in ("" outside any).
        var views: [String: [ExprSyntax]] = [:]

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let assigned = DataSourceViews.assignment(node), Evaluator.isSelf(assigned.value),
                  let view = assigned.view else { return .visitChildren }
            views[EnclosingType.name(of: Syntax(node)) ?? "", default: []].append(view)
            return .skipChildren
        }
    }
}
