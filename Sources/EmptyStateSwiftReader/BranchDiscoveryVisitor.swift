import SwiftSyntax

/// What a type's DZN methods branch on: the enum cases (`switch kind { case .airbnb: … }`,
/// `if kind == .airbnb`, `if case .airbnb = kind`), each a screen, and the Boolean properties
/// (`if isLoading`, `if self.isLoading`, `return isLoading` in a delegate method), each a
/// variant. The same rules as the evaluation (`EnumCondition`), so that each is decided there.
final class BranchDiscoveryVisitor: SyntaxVisitor {
    private(set) var cases: [String] = []
    private(set) var caseNodes: [String: Syntax] = [:]
    private(set) var booleans: [String] = []
    private(set) var truncatedAt: Syntax?
    /// Whether a `switch` named cases; when only comparisons did (`if kind == .patient`), the
    /// cases a comparison tests are not all the enum has.
    private(set) var switched = false
    /// What comparisons test (`kind` in `kind == .offline`, `conversation` in `if case .notCreated
    /// = conversation`): a chain on two subjects leaves cases of both untested.
    private(set) var comparedSubjects: Set<String> = []
    private var seenBooleans: Set<String> = []
    private var stateParameter: String?
    private var locals: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    func discover(_ method: DZNMethod) {
        stateParameter = method.stateParameter
        locals = method.parameters
        if let body = method.decl.body {
            walk(body)
            // `return isLoading` (or a body of just `isLoading`) in a delegate method.
            if method.key.isBool, let value = returned(body.statements) {
                for name in Self.booleanNames(value, locals: locals) { addBoolean(name) }
            }
        }
    }

    private func returned(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let only = items.first else { return nil }
        switch only.item {
        case let .expr(expr): return expr
        case let .stmt(statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }

    private func addCase(_ name: String, at node: Syntax) {
        guard caseNodes[name] == nil else { return }
        guard cases.count < Limits.cases else { truncatedAt = truncatedAt ?? node; return }
        cases.append(name)
        caseNodes[name] = node
    }

    private func addBoolean(_ name: String) {
        guard !seenBooleans.contains(name) else { return }
        seenBooleans.insert(name)
        booleans.append(name)
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        if !EnumCondition.isState(node.choice, stateParameter: stateParameter),
           EnumCondition.isSubject(node.choice, stateParameter: stateParameter) {
            var literals = false
            for element in node.cases {
                guard case let .switchCase(clause) = element, case let .case(label) = clause.label else { continue }
                for item in label.caseItems {
                    if let name = EnumCondition.caseName(pattern: item.pattern) ?? SwitchIndex.constantCase(item.pattern) {
                        addCase(name, at: Syntax(node)); switched = true
                    } else if let literal = SwitchIndex.literalCase(item.pattern) {
                        addCase(literal, at: Syntax(node)); switched = true; literals = true
                    }
                }
            }
            // Texts and numbers are never all named: the default clause is a screen too (yolo's
            // `switch logNumber { case 0: … default: … }`), unless it draws nothing (`break`,
            // `fatalError(…)`).
            if literals, let fallback = node.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }).first(where: { $0.label.is(SwitchDefaultLabelSyntax.self) }),
               !Self.drawsNothing(fallback.statements) {
                addCase(SwitchIndex.defaultCase, at: Syntax(node))
            }
        }
        return .visitChildren
    }

    /// `break`, `fatalError("…")`, `preconditionFailure(…)`, `assertionFailure(…)` alone.
    private static func drawsNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.allSatisfy { item in
            if item.item.as(BreakStmtSyntax.self) != nil { return true }
            guard case let .expr(expr) = item.item, let call = expr.as(FunctionCallExprSyntax.self) else { return false }
            return ["fatalError", "preconditionFailure", "assertionFailure"].contains(call.calledExpression.trimmedSource)
        }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        for comparison in BranchCase.comparisons(in: ExprSyntax(node), stateParameter: stateParameter) {
            addCase(comparison.name, at: Syntax(node))
        }
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst().dropLast() where elements[index].is(BinaryOperatorExprSyntax.self) {
            let sides = [elements[index - 1], elements[index + 1]]
            if EnumCondition.comparedCase(sides[0], sides[1], stateParameter: stateParameter) != nil,
               let subject = sides.first(where: { !Self.isCaseName($0) }) {
                comparedSubjects.insert(Evaluator.subjectText(Syntax(subject)))
            }
        }
        // `isLoading ? a : b`
        for (index, element) in elements.enumerated() where index > 0 && element.is(UnresolvedTernaryExprSyntax.self) {
            for name in Self.booleanNames(elements[index - 1], locals: locals) { addBoolean(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = EnumCondition.caseName(pattern: node.pattern),
           EnumCondition.isSubject(node.initializer.value, stateParameter: stateParameter) {
            addCase(name, at: Syntax(node))
            comparedSubjects.insert(Evaluator.subjectText(Syntax(node.initializer.value)))
        }
        return .visitChildren
    }

    private static func isCaseName(_ expr: ExprSyntax) -> Bool {
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil { return true }
        return EnumCondition.caseName(expr) != nil
    }

    override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind {
        if case let .expression(expr) = node.condition {
            for name in Self.booleanNames(expr, locals: locals) { addBoolean(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { locals.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { locals.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// `isLoading`, `self.isLoading`, `!isLoading`, `isLoading && !hasError`: the properties.
    static func booleanNames(_ expr: ExprSyntax, locals: Set<String>) -> [String] {
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return booleanNames(prefix.expression, locals: locals)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return booleanNames(only.expression, locals: locals)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let first = name.first, first.isLowercase, !locals.contains(name), name != "self" else { return [] }
            return [name]
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, Evaluator.isSelf(base) {
            return [member.declName.baseName.text]
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count.isMultiple(of: 2) == false,
                  stride(from: 1, to: elements.count, by: 2).allSatisfy({ index in
                      ["&&", "||"].contains(elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
                  }) else { return [] }
            return stride(from: 0, to: elements.count, by: 2).flatMap { booleanNames(elements[$0], locals: locals) }
        }
        return []
    }
}
