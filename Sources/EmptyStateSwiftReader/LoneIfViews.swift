import SwiftSyntax

extension Evaluator {
    /// Whether an `if … else if …` chain ends in a plain `else`: an `if` without one is no value
    /// but in a view builder, where it draws nothing when not taken.
    static func hasFinalElse(_ node: IfExprSyntax) -> Bool {
        switch node.elseBody {
        case let .ifExpr(next)?: return hasFinalElse(next)
        case .codeBlock?: return true
        case nil: return false
        }
    }
}
