import SwiftSyntax

/// The enum case a view is shown in: the nearest `case .empty:` of a `switch`, or the body of an
/// `if state == .empty` / `if case .failed = state`, within the same declaration.
enum BranchCase {
    static func of(_ node: Syntax) -> String? {
        var child = node
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(VariableDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(MacroExpansionDeclSyntax.self) || EnclosingType.declaresType(parent) {
                return nil
            }
            if let clause = parent.as(SwitchCaseSyntax.self) {
                guard case let .case(label) = clause.label else { return nil }
                for item in label.caseItems {
                    if let name = EnumCondition.caseName(pattern: item.pattern) { return name }
                }
                return nil
            }
            if let ifExpr = parent.as(IfExprSyntax.self), ifExpr.body.id == child.id, let name = caseName(ifExpr.conditions) {
                return name
            }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// `state == .empty`, `.empty == state`, `case .empty = state` among the conditions.
    static func caseName(_ conditions: ConditionElementListSyntax, stateParameter: String? = nil) -> String? {
        for element in conditions {
            switch element.condition {
            case let .expression(expr):
                if let name = comparisons(in: expr, stateParameter: stateParameter).first(where: { $0.equal })?.name { return name }
            case let .matchingPattern(match):
                if let name = EnumCondition.caseName(pattern: match.pattern),
                   EnumCondition.isSubject(match.initializer.value, stateParameter: stateParameter) { return name }
            default: break
            }
        }
        return nil
    }

    /// Every `subject == .case` and `subject != .case` in a condition (a flat sequence).
    static func comparisons(in expr: ExprSyntax, stateParameter: String?) -> [(name: String, equal: Bool, node: Syntax)] {
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return [] }
        let elements = Array(sequence.elements)
        var found: [(String, Bool, Syntax)] = []
        for index in stride(from: 1, to: elements.count - 1, by: 1) {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { continue }
            if let name = EnumCondition.comparedCase(elements[index - 1], elements[index + 1], stateParameter: stateParameter) {
                found.append((name, op == "==", Syntax(sequence)))
            }
        }
        return found
    }
}
