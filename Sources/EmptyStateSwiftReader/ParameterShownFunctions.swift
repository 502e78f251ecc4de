import SwiftSyntax

/// A view's function that shows its screen when the parameter it tests is empty, called more
/// than once: each call passes its own list, so each call is a screen (a wrapper, as a view that
/// does this is).
extension WrapperViews {
    /// Whether the screen shows under an `if` that tests one of the function's parameters, one of
    /// the function's top-level branches (`private func reportList(reports: [Report]) -> some View
    /// { Group { if reports.isEmpty { ContentUnavailableView(…) }; ForEach(reports) { … } } }`,
    /// app-ios, called for each tab's reports): what each call passes says whether it shows, so
    /// each call is a screen, as each call of a view that does this is, when there are several.
    /// A branch deep in a section (a chart's header, then its modes, then no data) is the
    /// section's screen, and so is one that only passes a parameter on (`if let item = selected(now:)`).
    static func isShownByParameter(_ screen: Syntax, in function: FunctionDeclSyntax, names: Set<String>) -> Bool {
        guard !names.isEmpty, function.signature.returnClause != nil, let body = function.body else { return false }
        var current = screen.parent
        while let node = current, node.id != function.id {
            if let branch = node.as(IfExprSyntax.self), isTopLevel(branch, of: body),
               branch.conditions.contains(where: { tests($0, names) }) {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// `reports.isEmpty`, `!items.isEmpty`, `(show)`, `items.count == 0`: the condition tests a
    /// parameter itself. A view model passed on (`vm.loader.items.isEmpty`) is the same at every
    /// call: what it holds does not tell the calls apart (multi-casual-ios-app's list and search).
    private static func tests(_ condition: ConditionElementSyntax, _ names: Set<String>) -> Bool {
        guard case let .expression(expr) = condition.condition else { return false }
        return isParameterTest(expr, names)
    }

    private static func isParameterTest(_ expr: ExprSyntax, _ names: Set<String>) -> Bool {
        if let negated = expr.as(PrefixOperatorExprSyntax.self) { return isParameterTest(negated.expression, names) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first { return isParameterTest(inner.expression, names) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return isParameterTest(infix.leftOperand, names) }
        if let sequence = expr.as(SequenceExprSyntax.self), let first = sequence.elements.first { return isParameterTest(first, names) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return names.contains(reference.baseName.text) }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return names.contains(base.baseName.text)
        }
        return false
    }

    /// A statement of the body, or of the closure of the body's one container (`Group { … }`).
    private static func isTopLevel(_ branch: IfExprSyntax, of body: CodeBlockSyntax) -> Bool {
        guard let item = branch.parent?.as(ExpressionStmtSyntax.self)?.parent ?? branch.parent,
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        if list.parent?.id == body.id { return true }
        guard let closure = list.parent?.as(ClosureExprSyntax.self), body.statements.count == 1,
              let only = body.statements.first else { return false }
        guard closure.parent?.as(FunctionCallExprSyntax.self)?.trailingClosure?.id == closure.id else { return false }
        // The container is the body's one statement (its modifiers aside).
        var current = closure.parent
        while let node = current, node.id != only.id {
            guard node.is(FunctionCallExprSyntax.self) || node.is(MemberAccessExprSyntax.self) || node.is(ExpressionStmtSyntax.self) else { return false }
            current = node.parent
        }
        return current != nil
    }

    /// Whether the file names the function in two places besides its declaration (`name(`): a
    /// section of one view (`trendChartSection(result:)`, called once) is that view's screen.
    static func isCalledTwice(_ function: FunctionDeclSyntax, _ context: ReadContext) -> Bool {
        let call = Array((function.name.text + "(").utf8)
        return Relevance.offsets(of: call, in: context.bytes).count >= 3
    }
}
