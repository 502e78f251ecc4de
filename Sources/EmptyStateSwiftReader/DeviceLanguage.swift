import EmptyStateSourceReading
import SwiftSyntax

/// Tests of the device's language (`Locale.current.languageCode == "zh"`,
/// `Bundle.main.preferredLocalizations.first?.hasPrefix("zh-Hans") == true`, an app's flag made of
/// one: CatchIdea's `let isLanguageChineseSimple: Bool = { … }()`), answered as the iPhone set to
/// English that an import stands for answers them: a language test is no variant, and the
/// branch a Chinese or Japanese phone takes is not the screen an English user sees. Other
/// locales are the traits stage's (`--locale`), through the strings the texts look up.
enum DeviceLanguage {
    /// What an English iPhone (region US) gives for each way to ask, by how the asking ends.
    private static let answers: [(suffix: String, value: String)] = [
        ("preferredLanguages.first", EnglishIPhone.preferredLanguage), ("preferredLanguages[0]", EnglishIPhone.preferredLanguage),
        ("preferredLanguages()[0]", EnglishIPhone.preferredLanguage), ("preferredLanguages().first", EnglishIPhone.preferredLanguage),
        ("preferredLocalizations.first", EnglishIPhone.languageCode), ("preferredLocalizations[0]", EnglishIPhone.languageCode),
        ("Locale.current.languageCode", EnglishIPhone.languageCode), ("Locale.autoupdatingCurrent.languageCode", EnglishIPhone.languageCode),
        ("Locale.current.language.languageCode.identifier", EnglishIPhone.languageCode),
        ("Locale.autoupdatingCurrent.language.languageCode.identifier", EnglishIPhone.languageCode),
        ("Locale.current.identifier", EnglishIPhone.localeIdentifier), ("Locale.autoupdatingCurrent.identifier", EnglishIPhone.localeIdentifier),
        ("Locale.current.language.minimalIdentifier", EnglishIPhone.languageCode), ("Locale.current.language.maximalIdentifier", "en-Latn-US"),
    ]

    /// The names one of `answers` is asked through.
    static let askingNames: Set<String> = ["Locale", "NSLocale", "preferredLanguages", "preferredLocalizations"]

    /// The string an English iPhone gives for `expr` when it asks for the device's language
    /// (`?`, `!`, `?? ""`, `.lowercased()` and a local bound to one seen through); nil otherwise.
    static func deviceValue(_ expr: ExprSyntax, _ scope: [String: String]) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return scope[reference.baseName.text] }
        if let fallback = expr.as(SequenceExprSyntax.self), fallback.elements.count == 3,
           fallback.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let first = fallback.elements.first {
            return deviceValue(first, scope)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           ["lowercased", "uppercased"].contains(member.declName.baseName.text), let value = deviceValue(base, scope) {
            return member.declName.baseName.text == "lowercased" ? value.lowercased() : value.uppercased()
        }
        let written = String(expr.trimmedDescription.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace })
        return answers.first { written.hasSuffix($0.suffix) && (written.count == $0.suffix.count || written.dropLast($0.suffix.count).last == ".") }?.value
    }

    /// The outcome of a test of the device's language on an English iPhone; nil when `expr` is
    /// not one (or holds a part that is not).
    static func outcome(_ expr: ExprSyntax, _ scope: [String: String] = [:], flags: [String: Bool]) -> Bool? {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return outcome(only.expression, scope, flags: flags)
        }
        // `return true` in a flag's body.
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return outcome(prefix.expression, scope, flags: flags).map(!)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return flags[reference.baseName.text] }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base != nil { return flags[member.declName.baseName.text] }
        if let sequence = expr.as(SequenceExprSyntax.self) { return outcome(sequence, scope, flags: flags) }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        if call.arguments.isEmpty, let name = calledName(call) { return flags[name + "()"] }
        guard call.arguments.count == 1, let argument = call.arguments.first?.expression,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let method = member.declName.baseName.text
        // `["zh-Hans", "zh-Hant"].contains(language)`
        if method == "contains", let array = base.as(ArrayExprSyntax.self), let value = deviceValue(argument, scope) {
            let literals = array.elements.map { literal($0.expression) }
            guard literals.allSatisfy({ $0 != nil }) else { return nil }
            return literals.contains { $0 == value }
        }
        guard let value = deviceValue(base, scope), let text = literal(argument) else { return nil }
        switch method {
        case "hasPrefix", "starts": return value.hasPrefix(text)
        case "hasSuffix": return value.hasSuffix(text)
        case "contains": return value.contains(text)
        default: return nil
        }
    }

    /// `a == "zh" || a == "zh-Hans"`, `x && y`: split at `||`, then at `&&` (which binds tighter),
    /// each operand a comparison of three parts or one expression.
    private static func outcome(_ sequence: SequenceExprSyntax, _ scope: [String: String], flags: [String: Bool]) -> Bool? {
        outcome(parts: Array(sequence.elements), scope, flags: flags)
    }

    /// A sequence's elements as written (operands and operators, not yet folded).
    static func outcome(parts: [ExprSyntax], _ scope: [String: String] = [:], flags: [String: Bool]) -> Bool? {
        func split(_ parts: ArraySlice<ExprSyntax>, at op: String) -> [ArraySlice<ExprSyntax>] {
            var slices: [ArraySlice<ExprSyntax>] = []
            var start = parts.startIndex
            for index in parts.indices where parts[index].as(BinaryOperatorExprSyntax.self)?.operator.text == op {
                slices.append(parts[start..<index])
                start = index + 1
            }
            slices.append(parts[start...])
            return slices
        }
        var any = false
        for disjunct in split(parts[...], at: "||") {
            var all = true
            for conjunct in split(disjunct, at: "&&") {
                guard let value = operand(Array(conjunct), scope, flags: flags) else { return nil }
                all = all && value
            }
            any = any || all
        }
        return any
    }

    private static func operand(_ parts: [ExprSyntax], _ scope: [String: String], flags: [String: Bool]) -> Bool? {
        if parts.count == 1 { return outcome(parts[0], scope, flags: flags) }
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        switch op {
        case "??":
            // `language?.hasPrefix("zh") ?? false`
            guard parts[2].is(BooleanLiteralExprSyntax.self) else { return nil }
            return outcome(parts[0], scope, flags: flags)
        case "==", "!=":
            if let literal = parts[2].as(BooleanLiteralExprSyntax.self), let tested = outcome(parts[0], scope, flags: flags) {
                let holds = tested == (literal.literal.tokenKind == .keyword(.true))
                return op == "==" ? holds : !holds
            }
            for (subject, other) in [(parts[0], parts[2]), (parts[2], parts[0])] {
                guard let value = deviceValue(subject, scope), let text = literal(other) else { continue }
                return op == "==" ? value == text : value != text
            }
            return nil
        default: return nil
        }
    }

    /// An `if`'s or `guard`'s conditions on an English iPhone: true when each holds (an
    /// `if let language = Locale.current.languageCode` binds `language` in `scope`), nil when
    /// one is no language test.
    static func conditionsHold(_ conditions: some Sequence<ConditionElementSyntax>, _ scope: inout [String: String], flags: [String: Bool]) -> Bool? {
        var holds = true
        for element in conditions {
            switch element.condition {
            case let .optionalBinding(binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let bound = binding.initializer.map(\.value).flatMap { deviceValue($0, scope) }
                    ?? (binding.initializer == nil ? scope[name] : nil)
                guard let bound else { return nil }
                scope[name] = bound
            case let .expression(expr):
                guard let value = outcome(expr, scope, flags: flags) else { return nil }
                holds = holds && value
            default: return nil
            }
        }
        return holds
    }

    /// What a Boolean body gives on an English iPhone (a flag's closure or getter: `if let id =
    /// Bundle.main.preferredLocalizations.first, id.contains("zh-Hans") { return true } else {
    /// return false }`); nil when it does not depend on the language alone.
    static func bodyOutcome(_ statements: CodeBlockItemListSyntax, flags: [String: Bool]) -> Bool? {
        var scope: [String: String] = [:]
        return run(statements, &scope, flags: flags, depth: 0) ?? nil
    }

    /// nil: ran to the end without returning; .some(nil): returned what is not known.
    private static func run(_ statements: CodeBlockItemListSyntax, _ scope: inout [String: String], flags: [String: Bool], depth: Int) -> Bool?? {
        guard depth < 8 else { return .some(nil) }
        if statements.count == 1, case let .expr(expr) = statements.first!.item, !expr.is(IfExprSyntax.self) {
            return .some(outcome(expr, scope, flags: flags))
        }
        for statement in statements {
            // `if …` as a statement, whichever way the parser wraps it.
            let ifExpr = statement.item.as(IfExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            if let ifExpr {
                if let result = runIf(ifExpr, &scope, flags: flags, depth: depth) { return result }
                continue
            }
            switch statement.item {
            case let .stmt(stmt):
                if let returned = stmt.as(ReturnStmtSyntax.self) {
                    return .some(returned.expression.flatMap { outcome($0, scope, flags: flags) })
                }
                guard let guardStmt = stmt.as(GuardStmtSyntax.self),
                      let holds = conditionsHold(guardStmt.conditions, &scope, flags: flags) else { return .some(nil) }
                if !holds { return run(guardStmt.body.statements, &scope, flags: flags, depth: depth + 1) ?? .some(nil) }
            case .expr:
                return .some(nil)
            case let .decl(decl):
                // `let language = Locale.preferredLanguages.first ?? ""`
                guard let variable = decl.as(VariableDeclSyntax.self) else { return .some(nil) }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer.flatMap({ deviceValue($0.value, scope) }) else { return .some(nil) }
                    scope[name] = value
                }
            }
        }
        return nil
    }

    private static func runIf(_ ifExpr: IfExprSyntax, _ scope: inout [String: String], flags: [String: Bool], depth: Int) -> Bool?? {
        var inner = scope
        guard let holds = conditionsHold(ifExpr.conditions, &inner, flags: flags) else { return .some(nil) }
        if holds { return run(ifExpr.body.statements, &inner, flags: flags, depth: depth + 1) }
        switch ifExpr.elseBody {
        case let .codeBlock(block)?: return run(block.statements, &scope, flags: flags, depth: depth + 1)
        case let .ifExpr(next)?: return runIf(next, &scope, flags: flags, depth: depth + 1)
        case nil: return nil
        }
    }

    private static func literal(_ expr: ExprSyntax) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self), literal.segments.count <= 1 else { return nil }
        return literal.representedLiteralValue
    }

    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}

/// The app's flags that test the device's language (`let isLanguageChineseSimple: Bool = { … }()`,
/// `var isChinese: Bool { Locale.current.languageCode == "zh" }`, `static func isEnglish() -> Bool`),
/// by name (`name()` for a function): their outcome on an English iPhone.
enum DeviceLanguageFlags {
    static func declared(in tree: SourceFileSyntax, bytes: [UInt8]) -> [String: Bool] {
        guard DeviceLanguage.askingNames.contains(where: { !Relevance.offsets(of: Array($0.utf8), in: bytes).isEmpty }) else { return [:] }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.flags
    }

    private final class Visitor: SyntaxVisitor {
        var flags: [String: Bool] = [:]

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let declared = binding.typeAnnotation?.type.trimmedDescription
                // Only a definition that asks for the language (or names a flag that does) is one:
                // `var isAuthenticated = false` is state, not a language test.
                guard declared == nil || declared == "Bool", DeviceLanguage.asks(binding, flags: flags) else { continue }
                if let value = binding.initializer?.value {
                    // `= { … }()`: the closure run once.
                    if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                       let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                        flags[name] = DeviceLanguage.bodyOutcome(closure.statements, flags: flags)
                    } else {
                        flags[name] = DeviceLanguage.outcome(value, flags: flags)
                    }
                } else if declared == "Bool", let getter = ConstantsVisitor.getterStatements(binding) {
                    flags[name] = DeviceLanguage.bodyOutcome(getter, flags: flags)
                }
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.signature.parameterClause.parameters.isEmpty, node.signature.returnClause?.type.trimmedDescription == "Bool",
                  let body = node.body, DeviceLanguage.asks(body, flags: flags) else { return .skipChildren }
            flags[node.name.text + "()"] = DeviceLanguage.bodyOutcome(body.statements, flags: flags)
            return .skipChildren
        }
    }
}

extension Evaluator {
    /// `assumed`'s answer for a test of the device's language, with a warning naming it.
    func languageOutcome(_ condition: [Syntax]) -> Bool? {
        guard let node = condition.first else { return nil }
        let flags = context.appTexts.languageFlags
        // Only a condition that asks for the language, or names a flag that does, is one.
        guard condition.contains(where: { DeviceLanguage.asks($0, flags: flags) }) else { return nil }
        var scope: [String: String] = [:]
        let outcome: Bool?
        if condition.allSatisfy({ $0.is(ConditionElementSyntax.self) }) {
            outcome = DeviceLanguage.conditionsHold(condition.compactMap { $0.as(ConditionElementSyntax.self) }, &scope, flags: flags)
        } else if condition.count == 1, let expr = node.as(ExprSyntax.self) {
            outcome = DeviceLanguage.outcome(expr, flags: flags)
        } else if condition.allSatisfy({ $0.is(ExprSyntax.self) }) {
            outcome = DeviceLanguage.outcome(parts: condition.compactMap { $0.as(ExprSyntax.self) }, flags: flags)
        } else {
            outcome = nil
        }
        guard let outcome else { return nil }
        let written = condition.map { $0.as(ConditionElementSyntax.self).map { $0.condition.trimmedSource } ?? $0.trimmedSource }
            .joined(separator: condition.first?.is(ConditionElementSyntax.self) == true ? ", " : " ")
        diagnostics.warn(env.place, "\(written): the device's language, not a variant; an English iPhone's answer is read", at: node)
        return outcome
    }
}

extension DeviceLanguage {
    /// Whether `node` stands in a branch an English iPhone never takes (`if isChinese {
    /// ContentUnavailableView("没有消息", …) } else { … }`): what a phone set to another language
    /// shows there is that language's screen, not one of the app's screens in English.
    static func isRuledOut(_ node: Syntax, flags: [String: Bool]) -> Bool {
        var child = node
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self), !parent.is(SourceFileSyntax.self) {
            if let ifExpr = parent.as(IfExprSyntax.self), child.id != ifExpr.conditions.id {
                var scope: [String: String] = [:]
                if asks(ifExpr.conditions, flags: flags), let holds = conditionsHold(ifExpr.conditions, &scope, flags: flags) {
                    let inBody = child.id == ifExpr.body.id
                    if inBody != holds { return true }
                }
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    /// Whether `node` asks for the language, or names a flag that does.
    static func asks(_ node: some SyntaxProtocol, flags: [String: Bool]) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            askingNames.contains(token.text) || flags[token.text] != nil || flags[token.text + "()"] != nil
        }
    }
}
