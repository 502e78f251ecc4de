import SwiftParser
import SwiftSyntax

/// `ud.bool(forKey: "isLogin") == nil` (Fridge-Checker): UserDefaults' `bool`, `integer`,
/// `float` and `double(forKey:)` return no optional, so comparing one with nil is constant
/// (Swift warns that it always returns false). Such parts are dropped from a condition, false
/// from `a || b` and true from `a && b`, so that `(isLogin == false || isLogin == nil) && x` is
/// the condition `isLogin == false && x` another method of the screen tests: one flag, not two.
enum NonOptionalComparisons {
    private static let nonOptionalGetters: Set<String> = ["bool", "integer", "float", "double"]

    /// `x == nil` (true when `!=`) where `x` is never nil; nil for anything else.
    static func constant(_ expr: ExprSyntax) -> Bool? {
        guard let sequence = expr.unparenthesized.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { return nil }
        let operand: ExprSyntax
        if elements[2].is(NilLiteralExprSyntax.self) { operand = elements[0] } else if elements[0].is(NilLiteralExprSyntax.self) { operand = elements[2] } else { return nil }
        guard isNeverNil(operand) else { return nil }
        return op == "!="
    }

    /// `UserDefaults.standard.bool(forKey: "k")`, `ud.integer(forKey: key)`.
    static func isNeverNil(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.unparenthesized.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
              nonOptionalGetters.contains(member.declName.baseName.text),
              call.arguments.count == 1, call.arguments.first?.label?.text == "forKey" else { return false }
        return true
    }

    /// The condition without its constant parts, as one expression; the condition itself when
    /// it has none (its text, and so the flag it is, unchanged).
    static func simplified(_ condition: [Syntax]) -> [Syntax] {
        guard condition.count == 1, let expr = Evaluator.expression(of: condition[0]) else { return condition }
        let reduced = reduce(expr)
        guard reduced.changed, reduced.constant == nil else { return condition }
        var parser = Parser(reduced.text)
        return [Syntax(ExprSyntax.parse(from: &parser))]
    }

    /// Whether the condition is constant once its constant parts are taken: `x == nil || y == nil`.
    static func constantValue(of condition: [Syntax]) -> Bool? {
        guard condition.count == 1, let expr = Evaluator.expression(of: condition[0]) else { return nil }
        let reduced = reduce(expr)
        return reduced.changed ? reduced.constant : nil
    }

    private struct Reduced {
        var text: String
        var constant: Bool?
        var changed = false
        /// Its top level is `a || b`: in parentheses where it is a part of `&&`.
        var isDisjunction = false
    }

    private static func reduce(_ expr: ExprSyntax) -> Reduced {
        let inner = expr.unparenthesized
        if let value = constant(inner) { return Reduced(text: value ? "true" : "false", constant: value, changed: true) }
        guard let sequence = inner.as(SequenceExprSyntax.self) else { return Reduced(text: inner.trimmedSource) }
        // `||` binds looser than `&&`: split there first. `?:` and `=` leave the text as it is.
        for (op, neutral) in [("||", false), ("&&", true)] {
            guard let parts = Evaluator.operands(of: sequence, splitAt: op)?.map(Self.expression) else { continue }
            var kept: [Reduced] = []
            var changed = false
            for part in parts {
                let reduced = reduce(part)
                changed = changed || reduced.changed
                if let value = reduced.constant {
                    if value != neutral { return Reduced(text: value ? "true" : "false", constant: value, changed: true) }
                    continue
                }
                kept.append(reduced)
            }
            if kept.isEmpty { return Reduced(text: neutral ? "true" : "false", constant: neutral, changed: true) }
            if kept.count == 1 { return Reduced(text: kept[0].text, changed: changed, isDisjunction: kept[0].isDisjunction) }
            let texts = kept.map { op == "&&" && $0.isDisjunction ? "(\($0.text))" : $0.text }
            return Reduced(text: texts.joined(separator: " \(op) "), changed: changed, isDisjunction: op == "||")
        }
        return Reduced(text: sequence.elements.map(\.trimmedSource).joined(separator: " "))
    }

    /// A part of a sequence as one expression.
    private static func expression(_ elements: [ExprSyntax]) -> ExprSyntax {
        if elements.count == 1 { return elements[0] }
        return ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.map { $0.trimmed })))
    }
}
