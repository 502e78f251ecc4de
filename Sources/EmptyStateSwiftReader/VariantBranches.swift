import SwiftSyntax

/// An `if` (with its `else if`s) on any condition whose branches change a configuration
/// already made (`if !manager.isCheckingUpdates { config.button = .filled() }`): each branch is
/// a variant of the screen, named after its condition; the screen itself is what shows when
/// no condition holds (the final `else`, or nothing). Conditions that are not about the app's
/// state (`#available`) or that bind a call's result (`if let image = UIImage(named: …)`) are not
/// variants: all their branches are read, in order, as before.
struct VariantBranches {
    struct Branch {
        var name: String
        var body: CodeBlockSyntax
        var conditions: ConditionElementListSyntax
    }

    var head: IfExprSyntax
    var branches: [Branch] = []
    var otherwise: CodeBlockSyntax?

    /// The chain headed by `node`, when it is one (`changes` tells whether a body changes a
    /// configuration).
    init?(_ node: IfExprSyntax, changes: (CodeBlockSyntax) -> Bool) {
        guard node.parent?.is(IfExprSyntax.self) != true else { return nil }
        head = node
        var current: IfExprSyntax? = node
        var changed = false
        var taken = Set<String>()
        while let link = current {
            guard link.conditions.allSatisfy({ Self.isStateCondition($0) }) else { return nil }
            let name = ConditionName.unique(Self.name(of: link.conditions), among: taken)
            taken.insert(name)
            branches.append(Branch(name: name, body: link.body, conditions: link.conditions))
            changed = changed || changes(link.body)
            switch link.elseBody {
            case let .ifExpr(next)?: current = next
            case let .codeBlock(block)?: otherwise = block; changed = changed || changes(block); current = nil
            case nil: current = nil
            }
        }
        guard changed, branches.count <= Limits.variants else { return nil }
    }

    /// A Boolean expression, not `#available` or `if case`; or an `if let` of a stored value
    /// (`if let message = store.errorMessage`, `if let errorMessage`), which holds or not as a
    /// flag does (mx-space-core's error branch beside its filter's copy). An `if let` of a call
    /// (`if let image = UIImage(named: …)`) is read in order, as before.
    static func isStateCondition(_ element: ConditionElementSyntax) -> Bool {
        switch element.condition {
        case let .expression(expr): return !expr.is(MacroExpansionExprSyntax.self)
        case let .optionalBinding(binding):
            guard binding.bindingSpecifier.tokenKind == .keyword(.let) || binding.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
            guard let value = binding.initializer?.value else { return true }
            return isStoredValue(value)
        default: return false
        }
    }

    /// A branch's name: its condition's, or for `if let message = store.errorMessage` the value
    /// it binds (`storeErrorMessage`), not the local's name beside it.
    private static func name(of conditions: ConditionElementListSyntax) -> String {
        guard conditions.count == 1, case let .optionalBinding(binding)? = conditions.first?.condition else {
            return ConditionName.of([Syntax(conditions)])
        }
        return ConditionName.of([binding.initializer.map { Syntax($0.value) } ?? Syntax(binding.pattern)])
    }

    /// `errorMessage`, `store.errorMessage`, `self.viewModel.error`: names and members only.
    private static func isStoredValue(_ expr: ExprSyntax) -> Bool {
        if expr.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return isStoredValue(base)
    }
}
