import SwiftSyntax

/// An `if` (with its `else if`s) on any condition whose branches change a configuration
/// already made (`if !manager.isCheckingUpdates { config.button = .filled() }`): each branch is
/// a variant of the screen, named after its condition; the screen itself is what shows when
/// no condition holds (the final `else`, or nothing). Conditions that are not about the app's
/// state (`#available`) or that bind names (`if let`) are not variants: all their branches are
/// read, in order, as before.
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
            let name = ConditionName.unique(ConditionName.of([Syntax(link.conditions)]), among: taken)
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

    /// A Boolean expression, not `#available`, `if let` or `if case`.
    static func isStateCondition(_ element: ConditionElementSyntax) -> Bool {
        guard case let .expression(expr) = element.condition else { return false }
        return !expr.is(MacroExpansionExprSyntax.self)
    }
}
