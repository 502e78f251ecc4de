import SwiftSyntax

/// Finds SwiftUI's `ContentUnavailableView`s: its initializers, `.search` and `.search(text:)`.
final class ContentUnavailableViewVisitor: AppCodeVisitor {
    private(set) var found: [ExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    /// A view in `#if os(macOS)` is no part of the iPhone app.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        IfConfigActivity.isInactive(node) ? .skipChildren : .visitChildren
    }

    /// `if #available(iOS 26, *) { ContentUnavailableView(…) } else { ContentUnavailableView(…) }`:
    /// one screen, drawn as the newest system shows it (the older ones' copy, restyled, is the
    /// same screen on an older phone).
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard let newest = AvailabilityCheck.bodyOfTwoCopies(node, holdsScreen: Self.holdsView) else { return .visitChildren }
        walk(newest)
        return .skipChildren
    }

    private static func holdsView(_ node: Syntax) -> Bool {
        let finder = ContentUnavailableViewVisitor()
        finder.walk(node)
        return !finder.found.isEmpty
    }

    /// A view nested in another's label (`ContentUnavailableView { switch error { case .results:
    /// ContentUnavailableView.search(text: query) … } }`) is a part of that one, not a screen.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isView(node.calledExpression) || Self.isSearch(node.calledExpression) else { return .visitChildren }
        add(ExprSyntax(node))
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.isSearch(ExprSyntax(node)),
           node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id {
            add(ExprSyntax(node))
        }
        return .visitChildren
    }

    private func add(_ node: ExprSyntax) {
        guard found.count <= Limits.screens else { return }
        found.append(node)
    }

    /// `ContentUnavailableView`, `SwiftUI.ContentUnavailableView`, `ContentUnavailableView<…>`.
    static func isView(_ expr: ExprSyntax) -> Bool {
        if let generic = expr.as(GenericSpecializationExprSyntax.self) { return isView(generic.expression) }
        guard let path = Evaluator.typePath(expr) else { return false }
        return TypeName.normalized(path) == "ContentUnavailableView"
    }

    /// `ContentUnavailableView.search`.
    static func isSearch(_ expr: ExprSyntax) -> Bool {
        guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "search",
              let base = member.base else { return false }
        return isView(base)
    }
}
