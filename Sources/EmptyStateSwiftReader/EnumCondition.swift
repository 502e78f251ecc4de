import EmptyStateSourceReading
import SwiftSyntax

/// Which conditions and patterns name an enum case (`kind == .airbnb`, `case .airbnb:`,
/// `if case .failed = state`). The branch discovery and the evaluation use the same rules, so
/// that every case discovered is a case decided.
enum EnumCondition {
    /// Names after a dot that are constants, not cases.
    static let notCases: Set<String> = ["pi", "infinity", "zero", "greatestFiniteMagnitude", "leastNormalMagnitude", "nan",
                                        "max", "min", "none", "some", "identity", "init", "self"]
    /// Subjects that are traits of the screen, not its content: their comparisons are not cases.
    static let traitSubjects = TraitSubjects.names

    /// `.airbnb` or `Kind.airbnb`: the case the expression names.
    static func caseName(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let first = name.first, first.isLowercase || first == "_", !notCases.contains(name) else { return nil }
        if let base = member.base, Evaluator.typePath(base) == nil { return nil }
        return name
    }

    /// `subject == .case` (or `.case == subject`): the case, when the subject is not a literal,
    /// a trait or the button's state.
    static func comparedCase(_ lhs: ExprSyntax, _ rhs: ExprSyntax, stateParameter: String?) -> String? {
        // A leading dot is the case, whatever its first letter (`AppSettings.userType == .Patient`),
        // and the other side its subject, a static property of a type included.
        for (candidate, subject) in [(rhs, lhs), (lhs, rhs)] {
            guard let member = candidate.as(MemberAccessExprSyntax.self), member.base == nil else { continue }
            let name = member.declName.baseName.text
            let subjectMember = subject.as(MemberAccessExprSyntax.self)
            guard !notCases.contains(name), subjectMember.map({ $0.base != nil }) ?? true else { continue }
            if let subjectMember, let base = subjectMember.base, Evaluator.typePath(base) != nil {
                if !traitSubjects.contains(subjectMember.declName.baseName.text) { return name }
            } else if isSubject(subject, stateParameter: stateParameter) {
                return name
            }
        }
        if let name = caseName(rhs), isSubject(lhs, stateParameter: stateParameter) { return name }
        if let name = caseName(lhs), isSubject(rhs, stateParameter: stateParameter) { return name }
        return nil
    }

    static func isSubject(_ expr: ExprSyntax, stateParameter: String?) -> Bool {
        if expr.is(StringLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
            || expr.is(BooleanLiteralExprSyntax.self) || expr.is(NilLiteralExprSyntax.self) || caseName(expr) != nil {
            return false
        }
        var last: String?
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.text == stateParameter { return false }
            last = reference.baseName.text
        } else if let member = expr.as(MemberAccessExprSyntax.self) {
            last = member.declName.baseName.text
        }
        if let last, traitSubjects.contains(last) { return false }
        return true
    }

    /// `case .a`, `case Kind.a`, `case .a(let x)`, `case let .a(x)`: the case name.
    /// `case .Outfits:`: a leading dot in a pattern is a case whatever its first letter (Swift 1
    /// and 2 named cases so, kindling-sprubix).
    private static func capitalizedCase(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        let name = member.declName.baseName.text
        guard name.first?.isUppercase == true, !notCases.contains(name) else { return nil }
        return name
    }

    static func caseName(pattern: PatternSyntax) -> String? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(pattern: binding.pattern) }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) { return caseName(call.calledExpression) ?? capitalizedCase(call.calledExpression) }
        if let name = caseName(expression) ?? capitalizedCase(expression) { return name }
        // `case .none:` or `case .zero:` among the app's own cases (`case error, empty, none`,
        // `enum SegmentIndex { case zero, one, two }`) is one of them; an Optional's switch names
        // `.some` or `nil` beside `.none`, or nothing else.
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil,
              case let name = member.declName.baseName.text, notCases.contains(name), !["some", "init", "self"].contains(name),
              let clause = pattern.parent?.parent?.parent?.parent?.as(SwitchCaseSyntax.self),
              let cases = clause.parent?.as(SwitchCaseListSyntax.self) else { return nil }
        let others = cases.compactMap { $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self)?.caseItems }.joined()
            .filter { $0.pattern.id != pattern.id }
        let optional = name == "none" && others.contains { item in
            let text = item.pattern.trimmedSource
            return text.hasPrefix(".some") || text.hasPrefix("let") || text.hasPrefix("var") || text.hasSuffix("?") || text == "nil"
        }
        if !optional, others.contains(where: { caseName(pattern: $0.pattern) != nil }) { return name }
        return nil
    }

    /// Whether a switch's subject is the button's state parameter.
    static func isState(_ subject: ExprSyntax, stateParameter: String?) -> Bool {
        guard let stateParameter else { return false }
        return subject.as(DeclReferenceExprSyntax.self)?.baseName.text == stateParameter
    }
}
