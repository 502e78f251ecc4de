import SwiftSyntax

/// An `if … else if …` chain whose every condition is one enum comparison (`kind == .a`,
/// `case .a = kind`): its branches by case name, built once, so that a chain of thousands of
/// else-ifs is looked up, not walked, for each screen.
struct IfChainIndex {
    var bodies: [CodeBlockSyntax] = []
    var byCase: [String: Int] = [:]
    var finalElse: CodeBlockSyntax?
    var indexable = true

    init(_ head: IfExprSyntax, stateParameter: String?) {
        var current: IfExprSyntax? = head
        while let link = current {
            guard link.conditions.count == 1, let condition = link.conditions.first,
                  let name = Self.caseName(condition, stateParameter: stateParameter) else {
                indexable = false
                return
            }
            if byCase[name] == nil { byCase[name] = bodies.count }
            bodies.append(link.body)
            switch link.elseBody {
            case let .ifExpr(next)?: current = next
            case let .codeBlock(block)?: finalElse = block; current = nil
            case nil: current = nil
            }
        }
    }

    private static func caseName(_ condition: ConditionElementSyntax, stateParameter: String?) -> String? {
        switch condition.condition {
        case let .expression(expr):
            guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
            let elements = Array(sequence.elements)
            guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
            return EnumCondition.comparedCase(elements[0], elements[2], stateParameter: stateParameter)
        case let .matchingPattern(match):
            guard let name = EnumCondition.caseName(pattern: match.pattern),
                  EnumCondition.isSubject(match.initializer.value, stateParameter: stateParameter) else { return nil }
            return name
        default:
            return nil
        }
    }
}

extension ReadContext {
    /// The chain's index, for the head of a chain (an `if` that is not an `else if`).
    func ifChainIndex(_ node: IfExprSyntax, stateParameter: String?) throws -> IfChainIndex? {
        guard node.elseBody != nil, node.parent?.is(IfExprSyntax.self) != true else { return nil }
        if let index = ifChainIndexes[node.id] { return index }
        var length = 0
        var current: IfExprSyntax? = node
        while let link = current { length += 1; if case let .ifExpr(next)? = link.elseBody { current = next } else { current = nil } }
        try charge(length, at: node)
        let index = IfChainIndex(node, stateParameter: stateParameter)
        ifChainIndexes[node.id] = index
        return index
    }
}
