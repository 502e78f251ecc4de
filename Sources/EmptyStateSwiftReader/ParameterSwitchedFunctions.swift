import SwiftSyntax

/// A view's function that picks what its screen shows by a `switch` over its parameters, then
/// draws it (`private func namedEntityEmptyState(kind:isFiltered:) -> some View { let title:
/// String; switch (kind, isFiltered) { case (.supplier, false): title = L(…) … }; return
/// ContentUnavailableView { Label(title, …) } }`, iOSMerchandiseControl): each call passes its
/// own case, so each call is a screen, as each call of a wrapper view is.
extension WrapperViews {
    static func isSwitchedByParameter(_ screen: Syntax, in function: FunctionDeclSyntax, names: Set<String>) -> Bool {
        guard !names.isEmpty, function.signature.returnClause != nil, let statements = function.body?.statements else { return false }
        // The statement the screen is in, at the body's top level.
        var current = screen
        while let parent = current.parent, parent.id != statements.id { current = parent }
        guard let screenItem = current.as(CodeBlockItemSyntax.self) else { return false }
        for item in statements {
            if item.id == screenItem.id { return false }
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            guard let switchExpr = expression?.as(SwitchExprSyntax.self) else { continue }
            if namesParameter(switchExpr.choice, names) { return true }
        }
        return false
    }

    /// `kind`, `(kind, isFiltered)`: the subject is a parameter, or a tuple of them.
    private static func namesParameter(_ subject: ExprSyntax, _ names: Set<String>) -> Bool {
        if let reference = subject.as(DeclReferenceExprSyntax.self) { return names.contains(reference.baseName.text) }
        guard let tuple = subject.as(TupleExprSyntax.self) else { return false }
        return tuple.elements.contains { namesParameter($0.expression, names) }
    }
}
