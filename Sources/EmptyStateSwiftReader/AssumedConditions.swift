import SwiftSyntax

extension Evaluator {
    /// A condition not understood, in a reading that assumes each (`Environment.assumedConditions`):
    /// its assumed value, false unless this reading takes it; a condition assumed false is noted,
    /// so that another reading takes it. Nil when conditions are left unknown. A condition and
    /// its negation (`searchText.isEmpty`, `!searchText.isEmpty`) are one condition: the one
    /// met first is assumed, the other is its opposite, in every reading.
    func assumed(_ condition: [Syntax]) -> Bool? {
        guard let assumed = env.assumedConditions else { return nil }
        let polarity = condition.count == 1 ? Self.polarity(of: condition[0]) : nil
        let text = polarity.map { Self.text($0.base, negated: $0.negated) } ?? condition.map(\.trimmedDescription).joined(separator: " ")
        let opposite = polarity.map { Self.text($0.base, negated: !$0.negated) }
        if let value = assumed[text] { return value }
        if let opposite, let value = assumed[opposite] { return !value }
        if let opposite, context.assumedFalse.contains(where: { $0.text == opposite }) { return true }
        if !context.assumedFalse.contains(where: { $0.text == text }) {
            context.assumedFalse.append((text: text, name: ConditionName.of(condition)))
        }
        return false
    }

    /// A condition as what it tests and whether it is negated: `!(x)`, `!x` and `!!!x` are `x`
    /// negated; parentheses around the whole do not count.
    static func polarity(of condition: Syntax) -> (base: String, negated: Bool)? {
        var expr = condition.as(ConditionElementSyntax.self).flatMap { element -> ExprSyntax? in
            if case let .expression(expr) = element.condition { return expr }
            return nil
        } ?? condition.as(ExprSyntax.self)
        var negated = false
        while var current = expr {
            while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                current = only.expression
            }
            guard let prefix = current.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" else {
                return (current.trimmedDescription, negated)
            }
            negated.toggle()
            expr = prefix.expression
        }
        return nil
    }

    /// The one text a condition is known by: `x`, `!x`, `!(a && b)`.
    static func text(_ base: String, negated: Bool) -> String {
        guard negated else { return base }
        return base.contains(" ") ? "!(\(base))" : "!" + base
    }
}
