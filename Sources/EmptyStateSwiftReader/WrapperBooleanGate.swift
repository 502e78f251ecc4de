import SwiftSyntax

/// A wrapper view that draws its empty state on one side of an `if` over a `Bool` it is given
/// (NasMon's `if showsProgress { ProgressView … } else { ContentUnavailableView … }`): a call that
/// passes the other side's literal draws no empty state, so it is no screen.
enum WrapperBooleanGate {
    /// The parameter and the value it must have for the screen to be drawn: the innermost `if`
    /// whose one condition is the parameter (or its negation) and whose branch draws the node.
    static func gate(around node: Syntax, _ parameters: Set<String>) -> (parameter: String, shownWhen: Bool)? {
        var child = node
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self), !parent.is(StructDeclSyntax.self), !parent.is(ClassDeclSyntax.self) {
            if let branch = parent.as(IfExprSyntax.self), branch.conditions.count == 1,
               case let .expression(condition)? = branch.conditions.first?.condition,
               let (name, negated) = tested(condition), parameters.contains(name) {
                if branch.body.id == child.id { return (name, !negated) }
                if branch.elseBody?.id == child.id { return (name, negated) }
            }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// `flag`, `self.flag`, `!flag`: the name tested and whether it is negated.
    private static func tested(_ condition: ExprSyntax) -> (String, Bool)? {
        var expression = condition.unparenthesized
        var negated = false
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated = true
            expression = prefix.expression.unparenthesized
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, negated) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return (member.declName.baseName.text, negated)
        }
        return nil
    }
}
