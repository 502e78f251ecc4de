import EmptyStateModel
import SwiftSyntax

/// A view of a SwiftUI builder closure, with the modifiers of the stacks around it.
struct BuiltView {
    var value: Value
    /// Modifiers of the enclosing containers, innermost first.
    var inherited: [Call]
    /// Inside an HStack.
    var horizontal: Bool
}

/// The views a SwiftUI builder closure lists: stacks and groups are opened, an `if` shows the
/// branch its conditions decide or else its first branch (with a warning), a `ForEach` is not read.
enum ViewBuilderReader {
    static let containers: Set<String> = ["VStack", "HStack", "ZStack", "Group", "LazyVStack", "LazyHStack", "ViewThatFits", "ControlGroup"]

    static func views(_ closure: ClosureExprSyntax?, _ evaluator: Evaluator, _ reading: Reading) throws -> [BuiltView] {
        guard let closure else { return [] }
        var result: [BuiltView] = []
        try collect(closure.statements, inherited: [], horizontal: false, into: &result, evaluator, reading)
        return result
    }

    private static func collect(_ items: CodeBlockItemListSyntax, inherited: [Call], horizontal: Bool, into result: inout [BuiltView],
                                _ evaluator: Evaluator, _ reading: Reading) throws {
        // The closure's own locals, in order (`description: { let noun = filter == .all ?
        // "workouts" : …; Text("There are no \(noun)…") }`, ShoeHealth).
        var evaluator = evaluator
        for item in items {
            let expr: ExprSyntax
            switch item.item {
            case let .expr(e): expr = e
            case let .stmt(statement):
                guard let e = statement.as(ExpressionStmtSyntax.self)?.expression else { continue }
                expr = e
            case let .decl(declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) { try PrecedingLocals.declare(variable, in: &evaluator) }
                // `#if !EXTENSION SignOutButton() #endif` (Zeitgeist): the views of the clause an
                // iPhone build takes, the first one it may take when the flag is the app's own.
                if let conditional = declaration.as(IfConfigDeclSyntax.self),
                   let clause = conditional.clauses.first(where: { !IfConfigActivity.isInactive($0) }),
                   case let .statements(statements)? = clause.elements {
                    try collect(statements, inherited: inherited, horizontal: horizontal, into: &result, evaluator, reading)
                }
                continue
            }
            if let ifExpr = expr.as(IfExprSyntax.self) {
                try collect(ifExpr, inherited: inherited, horizontal: horizontal, into: &result, evaluator, reading)
                continue
            }
            if let switchExpr = expr.as(SwitchExprSyntax.self) {
                guard let clause = try chosenClause(switchExpr, evaluator) else {
                    reading.warn("a switch of views is not read", at: Syntax(expr))
                    continue
                }
                if let statements = clause?.statements {
                    _ = try evaluator.context.nested(switchExpr, reading.diagnostics) {
                        try collect(statements, inherited: inherited, horizontal: horizontal, into: &result, evaluator, reading)
                    }
                }
                continue
            }
            try expand(try evaluator.value(expr), inherited: inherited, horizontal: horizontal, into: &result, evaluator, reading)
        }
    }

    /// The clause a `switch` of views shows: the case its subject names (`mode: .maintenance`
    /// given by a wrapper's call), or in a reading that assumes conditions, each case in turn
    /// (`mode == .maintenance`, named as that comparison is anywhere else). `.some(nil)`: none
    /// shows; nil: not decided.
    private static func chosenClause(_ node: SwitchExprSyntax, _ evaluator: Evaluator) throws -> SwitchCaseSyntax?? {
        let index = try evaluator.context.switchIndex(node)
        let subject = try evaluator.value(node.choice)
        var key = SwitchIndex.caseKey(of: subject)
        if let known = key, index.byCase[known] == nil, !index.constantCases.isEmpty {
            key = try index.constantCase(for: known) { try evaluator.value($0) }
        }
        // A reading that takes none of the cases shows the default clause.
        var assumedNone = false
        if key == nil, evaluator.env.assumedConditions != nil, evaluator.env.branchesAreVariants {
            key = evaluator.assumedCase(of: subject, in: index)
            assumedNone = key == nil && index.defaultClause != nil
        }
        guard index.isEnumSwitch, key != nil || !subject.isUnknown || assumedNone else { return nil }
        guard let clause = key.flatMap({ index.byCase[$0] }) ?? index.defaultClause else { return .some(nil) }
        return .some(index.clauses[clause])
    }

    /// An `if` whose conditions the code decides (`if let actionTitle` where the caller left
    /// the optional nil, a Boolean constant) shows the branch SwiftUI would; one it cannot decide
    /// shows its first branch, with a warning.
    private static func collect(_ ifExpr: IfExprSyntax, inherited: [Call], horizontal: Bool, into result: inout [BuiltView],
                                _ evaluator: Evaluator, _ reading: Reading) throws {
        var bound = evaluator
        var decided = try bound.conditions(ifExpr.conditions)
        // In a reading that assumes conditions (a view's own, or a wrapper's call), a choice
        // between texts is a variant per branch, as a ternary's are (`description: { if
        // query.isEmpty { Text(…) } else { Text(…) } }`), and so is the description's lone `if`
        // (shown or not); the label's lone `if` (a part shown or not) and the actions' are read
        // as shown, as before.
        // Only Boolean tests: an `if let` of a wrapper's parameter is decided at each of its calls.
        let tests = ifExpr.conditions.allSatisfy { if case .expression = $0.condition { return true } else { return false } }
        if decided == nil, evaluator.env.assumedConditions != nil, evaluator.env.branchesAreVariants,
           ifExpr.elseBody != nil || evaluator.env.loneBranchesAreVariants, tests {
            decided = bound.assumed(ifExpr.conditions.map { Syntax($0) })
        }
        // `if let retryLabel { retryLabel } else { Text("Retry") }`, `if let retryAction {
        // Button(…) }` of a wrapper's optional that its callers give or leave nil (MetroTime's
        // ErrorView): each outcome is read, and each call decides it, as a `guard let` of one is.
        if decided == nil, evaluator.env.assumedConditions != nil, evaluator.env.branchesAreVariants,
           let property = Evaluator.callerGivenOptional(ifExpr.conditions, in: Syntax(ifExpr)) {
            decided = bound.assumedSet(property)
        }
        if decided == nil, evaluator.env.assumedConditions != nil, evaluator.env.branchesAreVariants {
            decided = bound.assumedAllSet(ifExpr.conditions)
        }
        // `if let url = searchURL(for: query) { Button(…) }` among the actions: what an app
        // function returns is known at run time only, so the part is shown in one reading and
        // not in the other, as a Boolean's lone `if` is. So too a model's optional (`if let
        // oauthStart = vm.oauthStart { Button("Finish OAuth") … }`, Bisquit).
        if decided == nil, ifExpr.elseBody == nil, evaluator.env.assumedConditions != nil, evaluator.env.loneBranchesAreVariants,
           evaluator.env.branchesAreVariants, ifExpr.conditions.count == 1,
           case let .optionalBinding(binding) = ifExpr.conditions.first?.condition, let optional = binding.initializer?.value,
           Self.isModelProperty(optional) {
            decided = bound.assumedSet(optional)
        }
        if decided == true, ifExpr.elseBody == nil, evaluator.env.loneBranchesAreVariants, evaluator.env.branchesAreVariants,
           ifExpr.conditions.count == 1, case let .optionalBinding(binding) = ifExpr.conditions.first?.condition,
           let optional = binding.initializer?.value, Self.isAppFunctionCall(optional), evaluator.assumedSet(optional) == false {
            decided = false
        }
        if decided == false {
            switch ifExpr.elseBody {
            case let .ifExpr(elseIf)?: try collect(elseIf, inherited: inherited, horizontal: horizontal, into: &result, evaluator, reading)
            case let .codeBlock(block)?:
                _ = try evaluator.context.nested(block, reading.diagnostics) {
                    try collect(block.statements, inherited: inherited, horizontal: horizontal, into: &result, evaluator, reading)
                }
            case nil: break
            }
            return
        }
        if decided == nil {
            reading.warn("shown only when \(reading.text(ifExpr.conditions)); read as shown", at: Syntax(ifExpr.conditions))
        }
        _ = try evaluator.context.nested(ifExpr, reading.diagnostics) {
            try collect(ifExpr.body.statements, inherited: inherited, horizontal: horizontal, into: &result, bound, reading)
        }
    }

    /// `vm.oauthStart`, `viewModel.pendingInvite`: a property of an object the view holds (not
    /// the view's own, which a caller may give).
    static func isModelProperty(_ expr: ExprSyntax) -> Bool {
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.text != "self" && base.baseName.text.first?.isLowercase == true
    }

    /// `searchURL(for: query)`, `self.searchURL(…)`, `vm.url(for: item)`: a function of the app,
    /// called by a lower-case name (an initializer, `URL(string:)`, is read as one).
    static func isAppFunctionCall(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name?.first?.isLowercase == true
    }

    private static func expand(_ value: Value, inherited: [Call], horizontal: Bool, into result: inout [BuiltView],
                               _ evaluator: Evaluator, _ reading: Reading) throws {
        let (core, modifiers) = unwind(value)
        if let call = core.call, case .none = call.receiver {
            let name = TypeName.normalized(call.name)
            if containers.contains(name), let closure = call.closure(nil) ?? call.closure("content") {
                _ = try evaluator.context.nested(closure, reading.diagnostics) {
                    try collect(closure.statements, inherited: modifiers + inherited, horizontal: horizontal || name == "HStack",
                                into: &result, evaluator.readingClosures(of: call), reading)
                }
                return
            }
            if name == "ForEach" {
                reading.warn("ForEach is not read", at: call.syntax)
                return
            }
        }
        result.append(BuiltView(value: value, inherited: inherited, horizontal: horizontal))
    }

    /// A view and its modifiers (innermost first): `Button(…).buttonStyle(…).tint(…)`.
    static func unwind(_ value: Value) -> (core: Value, modifiers: [Call]) {
        var modifiers: [Call] = []
        var current = value
        while case let .call(call) = current, let inner = call.receiverValue {
            modifiers.append(call)
            current = inner
        }
        return (current, modifiers.reversed())
    }
}
