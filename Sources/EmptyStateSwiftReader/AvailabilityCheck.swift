import SwiftSyntax

/// `if #available(iOS 18, *) { … } else { … }`: the readers draw a screen as the newest system
/// does, so of such a check they read the branch that system takes.
enum AvailabilityCheck {
    /// `if #available(iOS 17, *)` (or `#unavailable`) alone.
    static func isCheck(_ ifExpr: IfExprSyntax) -> Bool {
        ifExpr.conditions.count == 1 && ifExpr.conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true
    }

    /// The branch the newest system runs: the body of `#available`, the `else` of `#unavailable`.
    static func newestBranch(_ ifExpr: IfExprSyntax) -> Syntax? {
        guard case let .availability(availability)? = ifExpr.conditions.first?.condition else { return nil }
        guard availability.availabilityKeyword.text == "#unavailable" else { return Syntax(ifExpr.body) }
        return ifExpr.elseBody.map { Syntax($0) }
    }

    /// An availability check whose branches both hold a screen (the newest's and an older copy
    /// of it): the body, one screen; nil for any other `if`.
    static func bodyOfTwoCopies(_ ifExpr: IfExprSyntax, holdsScreen: (Syntax) -> Bool) -> CodeBlockSyntax? {
        guard ifExpr.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }), let elseBody = ifExpr.elseBody,
              holdsScreen(Syntax(ifExpr.body)), holdsScreen(Syntax(elseBody)) else { return nil }
        return ifExpr.body
    }
}
