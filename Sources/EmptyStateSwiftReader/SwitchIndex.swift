import Foundation
import SwiftSyntax

/// A switch's clauses by case name, built once per switch (a switch of 100,000 cases is
/// looked up, not scanned, for each screen).
struct SwitchIndex {
    var clauses: [SwitchCaseSyntax] = []
    var byCase: [String: Int] = [:]
    /// The case names in the order the clauses name them.
    var caseOrder: [String] = []
    var defaultClause: Int?
    /// `case TODAY_COURSE_SEGMENT:`: the cases named by a constant, with the constant.
    var constantCases: [(name: String, constant: ExprSyntax)] = []

    init(_ node: SwitchExprSyntax) {
        for element in node.cases {
            guard case let .switchCase(clause) = element else { continue }
            let index = clauses.count
            clauses.append(clause)
            switch clause.label {
            case .default: defaultClause = defaultClause ?? index
            case let .case(label):
                for item in label.caseItems {
                    let named = EnumCondition.caseName(pattern: item.pattern) ?? Self.typeCase(item.pattern) ?? Self.literalCase(item.pattern)
                        ?? Self.tupleCase(item.pattern)
                    let constant = named == nil ? Self.constantCase(item.pattern) : nil
                    if let name = named ?? constant, byCase[name] == nil {
                        byCase[name] = index
                        caseOrder.append(name)
                        if constant != nil, let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression {
                            constantCases.append((name, expression))
                        }
                    }
                    // `case _:` is a default.
                    if item.pattern.is(WildcardPatternSyntax.self) { defaultClause = defaultClause ?? index }
                }
            }
        }
    }

    var isEnumSwitch: Bool { !byCase.isEmpty }

    /// The constant case a known subject's key (`0`) is the value of, evaluated by `value`.
    func constantCase(for key: String, value: (ExprSyntax) throws -> Value) rethrows -> String? {
        try constantCases.first { try Self.caseKey(of: value($0.constant)) == key }?.name
    }

    /// The case name a reading takes a literal switch's `default:` clause by (no literal is it).
    static let defaultCase = "default"

    /// `case "Shopper":`, `case 0:`: a case named by its literal, so that a switch over a text or
    /// a number the app reads at run time (`shoppable_type`, a search scope, kindling-sprubix)
    /// is a screen per case, as a switch over an enum is. A text that is no name is not one.
    static func literalCase(_ pattern: PatternSyntax) -> String? {
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let integer = expression.as(IntegerLiteralExprSyntax.self), let value = Int(integer.literal.text) { return String(value) }
        guard let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
              let text = string.segments.first?.as(StringSegmentSyntax.self)?.content.text,
              let first = text.unicodeScalars.first, CharacterSet.letters.contains(first),
              text.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" }) else { return nil }
        return text
    }

    /// `case (.supplier, false):` of `switch (kind, isFiltered)` (iOSMerchandiseControl): each
    /// part's name joined, `supplier, false`; nil when a part is a wildcard or a binding.
    static func tupleCase(_ pattern: PatternSyntax) -> String? {
        guard let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self),
              tuple.elements.count > 1 else { return nil }
        var parts: [String] = []
        for element in tuple.elements {
            let expression = element.expression
            if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
                parts.append(member.declName.baseName.text)
            } else if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
                parts.append(boolean.literal.text)
            } else if let name = literalCase(PatternSyntax(ExpressionPatternSyntax(expression: expression))) {
                parts.append(name)
            } else {
                return nil
            }
        }
        return parts.joined(separator: ", ")
    }

    /// The case a known tuple subject takes (`(kind, isFiltered)` with both given by the call).
    static func tupleKey(of parts: [Value]) -> String? {
        var keys: [String] = []
        for part in parts {
            if case let .bool(value) = part { keys.append(value ? "true" : "false"); continue }
            guard let key = caseKey(of: part) else { return nil }
            keys.append(key)
        }
        return keys.joined(separator: ", ")
    }

    /// The case a known subject takes: an enum's case, or the literal a text or number is.
    static func caseKey(of value: Value) -> String? {
        if let name = value.memberName { return name }
        if let number = value.number, number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return value.plainString
    }

    /// `case TODAY_COURSE_SEGMENT:` (NKU-Helper's `let TODAY_COURSE_SEGMENT = 0` beside
    /// `LEFT_TASK_SEGMENT = 1`), `case self.left:`: a case named by a constant of the app, so that a
    /// switch over a value the run time sets (the menu's index) is a screen per constant, as a
    /// switch over an enum is; the constants name every value the app gives it.
    static func constantCase(_ pattern: PatternSyntax) -> String? {
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           case let name = reference.baseName.text, name != "_", name != "self", name.first.map({ $0.isLetter || $0 == "_" }) == true {
            return name
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, Evaluator.isSelf(base) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `case is URLError:` and `case let error as URLError:`: a case named after the type (the
    /// condition `error is URLError`), so that a switch over an error's type is a variant per type.
    static func typeCase(_ pattern: PatternSyntax) -> String? {
        if let isType = pattern.as(IsTypePatternSyntax.self) { return isType.type.trimmedSource }
        let text = pattern.trimmedSource
        guard let range = text.range(of: #"^(let|var)\s+\w+\s+as\s+([\w.]+)$"#, options: .regularExpression) else { return nil }
        return text[range].split(separator: " ").last.map(String.init)
    }
}

extension ReadContext {
    func switchIndex(_ node: SwitchExprSyntax) throws -> SwitchIndex {
        if let index = switchIndexes[node.id] { return index }
        try charge(node.cases.count, at: node)
        let index = SwitchIndex(node)
        switchIndexes[node.id] = index
        return index
    }
}
