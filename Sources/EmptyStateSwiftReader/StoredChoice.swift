import SwiftSyntax

/// A choice the app stores as its raw value and reads back (`@AppStorage("filter") var
/// filterOptionRaw = FilterOption.all.rawValue`, then `switch FilterOption(rawValue:
/// filterOptionRaw) ?? .all`, MST): the run time's case of that enum, each case a screen as a
/// `switch` over an enum property's is.
extension EnumCondition {
    /// `Type(rawValue: x) ?? .case`, `Type(rawValue: x)!`, `(Type(rawValue: x) ?? .case)`.
    static func isStoredChoice(_ subject: ExprSyntax) -> Bool {
        var expression = subject
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            expression = only.expression
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return isRawValueInit(forced.expression) }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.trimmedSource == "??" {
            return isRawValueInit(infix.leftOperand) && infix.rightOperand.is(MemberAccessExprSyntax.self)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[1].trimmedSource == "??" && isRawValueInit(elements[0]) && elements[2].is(MemberAccessExprSyntax.self)
        }
        return false
    }

    /// The name a stored choice's conditions take: its stored property's, without `Raw`
    /// (`filterOptionRaw` → `filterOption`, so `filterOptionIsPending`).
    static func storedChoiceName(_ subject: ExprSyntax) -> String? {
        guard isStoredChoice(subject) else { return nil }
        let stored = subject.tokens(viewMode: .sourceAccurate).first { token in
            if case .identifier = token.tokenKind, token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .colon { return true }
            return false
        }
        guard var name = stored?.text, !name.isEmpty else { return nil }
        for suffix in ["RawValue", "Raw"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    private static func isRawValueInit(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              call.arguments.first?.label?.text == "rawValue",
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return type.first?.isUppercase == true
    }
}
