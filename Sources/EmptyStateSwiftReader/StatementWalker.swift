import SwiftSyntax

/// How a walk through statements ended.
enum Flow {
    case next
    case returned(Value)
    case broke
    case fellThrough
}

/// Walks a function's statements as one branch of the app would run them: locals are
/// recorded, conditions on the branch's case, Booleans and button state are decided, and the
/// first `return` reached is the result. A condition not understood is read as false (a
/// `guard` as true), with a warning naming it: the reading never guesses silently.
extension Evaluator {
    /// What the statements return (a single expression is returned, as Swift does).
    mutating func run(_ items: CodeBlockItemListSyntax) throws -> Value? {
        if case let .returned(value) = try walk(items, single: true) { return value }
        return nil
    }

    /// The statements before a screen that set the locals it shows (`let title: String`, then
    /// a `switch` assigning it), walked as the app runs them; a `return` among them ends the walk.
    mutating func walkPreceding(_ items: [CodeBlockItemSyntax]) throws {
        for item in items {
            try context.charge(at: item)
            guard case .next = try step(item, single: false) else { return }
        }
    }

    mutating func walk(_ items: CodeBlockItemListSyntax, single: Bool) throws -> Flow {
        let only = single && items.count == 1
        for item in items {
            try context.charge(at: item)
            let flow = try step(item, single: only)
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    /// A nested block: its own locals go when it ends.
    mutating func block(_ items: CodeBlockItemListSyntax, single: Bool, outer: Int) throws -> Flow {
        let flow = try walk(items, single: single)
        scope.restore(outer)
        return flow
    }

    private mutating func step(_ item: CodeBlockItemSyntax, single: Bool) throws -> Flow {
        switch item.item {
        case let .decl(decl):
            if let variable = decl.as(VariableDeclSyntax.self) { try declare(variable) }
            if let conditional = decl.as(IfConfigDeclSyntax.self), let first = conditional.clauses.first,
               case let .statements(statements)? = first.elements {
                return try block(statements, single: single, outer: scope.mark())
            }
            return .next
        case let .stmt(statement):
            if let returned = statement.as(ReturnStmtSyntax.self) {
                return .returned(try returned.expression.map { try value($0) } ?? .null)
            }
            if let guardStatement = statement.as(GuardStmtSyntax.self) { return try self.guardStatement(guardStatement) }
            if let expression = statement.as(ExpressionStmtSyntax.self) { return try expressionStatement(expression.expression, single: single) }
            if let doStatement = statement.as(DoStmtSyntax.self) {
                return try block(doStatement.body.statements, single: single, outer: scope.mark())
            }
            if statement.is(BreakStmtSyntax.self) { return .broke }
            if statement.is(FallThroughStmtSyntax.self) { return .fellThrough }
            if statement.is(ThrowStmtSyntax.self) { return .returned(.null) }
            return .next
        case let .expr(expression):
            return try expressionStatement(expression, single: single)
        }
    }

    private mutating func expressionStatement(_ expr: ExprSyntax, single: Bool) throws -> Flow {
        if let ifExpr = expr.as(IfExprSyntax.self) { return try ifStatement(ifExpr, single: single) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return try switchStatement(switchExpr, single: single) }
        if let sequence = expr.as(SequenceExprSyntax.self), try assign(sequence) { return .next }
        if let call = expr.as(FunctionCallExprSyntax.self), try mutateLocal(call) { return .next }
        if single { return .returned(try value(expr)) }
        return .next
    }

    mutating func ifStatement(_ node: IfExprSyntax, single: Bool) throws -> Flow {
        let outer = scope.mark()
        if let caseName = env.caseName, let index = try context.ifChainIndex(node, stateParameter: env.stateParameter),
           index.indexable {
            if let branch = index.byCase[caseName] { return try block(index.bodies[branch].statements, single: single, outer: outer) }
            if let finalElse = index.finalElse { return try block(finalElse.statements, single: single, outer: outer) }
            return .next
        }
        var decided = try conditions(node.conditions)
        if decided == nil, env.assumesIfConditions || env.assumesGetterConditions && !namesLocal(node.conditions) {
            decided = assumedAllSet(node.conditions) ?? assumed(node.conditions.map { Syntax($0) })
        }
        if decided == true { return try block(node.body.statements, single: single, outer: outer) }
        scope.restore(outer)
        if decided == nil {
            diagnostics.warn(env.place, "condition not understood: \(context.text(of: node.conditions)); read as false", at: node.conditions)
        }
        switch node.elseBody {
        case let .ifExpr(elseIf)?: return try ifStatement(elseIf, single: single)
        case let .codeBlock(elseBlock)?: return try block(elseBlock.statements, single: single, outer: outer)
        case nil: return .next
        }
    }

    /// Whether a condition names a local of the statements walked (`parts.isEmpty` after
    /// `parts.append(…)`): what they decide themselves, no choice of the app's state.
    private func namesLocal(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier = token.tokenKind { return scope[token.text] != nil }
            return false
        }
    }

    private mutating func guardStatement(_ node: GuardStmtSyntax) throws -> Flow {
        let outer = scope.mark()
        var decided = try conditions(node.conditions)
        // `guard let type else { … }` of a view's optional property its callers give: each
        // outcome is read (`typeIsNotNil`, as `type ?? fallback` is), and each call decides it.
        if decided == nil, let property = Self.callerGivenOptional(node.conditions, in: Syntax(node)) {
            decided = assumedSet(property)
        }
        switch decided {
        case true?: return .next
        case false?:
            scope.restore(outer)
            return try block(node.body.statements, single: false, outer: outer)
        case nil:
            diagnostics.warn(env.place, "condition not understood: \(context.text(of: node.conditions)); read as true", at: node.conditions)
            return .next
        }
    }

    /// `if let buttonLabel, let action` of a view's optional properties its callers give (Coinsa's
    /// `EmptyStateView`): set when each is, each its own condition (`buttonLabelIsNotNil`), so that
    /// each call decides them as it decides one; nil unless every condition is such a binding.
    func assumedAllSet(_ conditions: ConditionElementListSyntax) -> Bool? {
        guard conditions.count > 1 else { return nil }
        var properties: [ExprSyntax] = []
        for element in conditions {
            guard let property = Self.callerGivenOptional([element], in: Syntax(conditions)) else { return nil }
            properties.append(property)
        }
        return properties.map { assumedSet($0) }.reduce(true) { $0 && $1 == true }
    }

    /// `guard let type` or `if let type` (or `= type`, `= self.type`) alone, of an optional
    /// stored property of the struct the statement is in: the property, as an expression.
    static func callerGivenOptional(_ conditions: some Swift.Collection<ConditionElementSyntax>, in node: Syntax) -> ExprSyntax? {
        guard conditions.count == 1, case let .optionalBinding(binding)? = conditions.first?.condition,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        if let value = binding.initializer?.value, readPath(value) != name { return nil }
        guard let decl = WrapperViews.typeDecl(around: node), decl.is(StructDeclSyntax.self),
              WrapperViews.optionalProperty(name, around: node) != nil else { return nil }
        return binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
    }

    /// All conditions true, one false, or not known (nil); `if let` binds its name.
    mutating func conditions(_ list: ConditionElementListSyntax) throws -> Bool? {
        var unknown = false
        for element in list {
            switch element.condition {
            case let .expression(expr):
                switch try testing(expr) {
                case let .bool(result): if !result { return false }
                default: unknown = true
                }
            case let .availability(availability):
                if availability.availabilityKeyword.text == "#unavailable" { return false }
            case let .optionalBinding(binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { unknown = true; continue }
                // `guard let self = self`, `let strongSelf = self` in a `[weak self]` closure: the
                // controller whose view draws is there.
                if Self.bindsSelf(name, binding.initializer?.value) { continue }
                if list.count == 1, let property = runTimeOptional(binding), assumedSet(property) == false { return false }
                let bound = try binding.initializer.map { try value($0.value) }
                    ?? (try reference(name, at: Syntax(binding.pattern), local: true))
                switch bound {
                case .null: return false
                case .unknown:
                    // Known under the name it was bound from (`if let title = primaryTitle`), so that a
                    // wrapper's call puts its argument for `primaryTitle` there.
                    unknown = true
                    if binding.initializer != nil { scope.declare(name, bound) }
                default: scope.declare(name, bound)
                }
            case let .matchingPattern(match):
                guard let name = EnumCondition.caseName(pattern: match.pattern),
                      EnumCondition.isSubject(match.initializer.value, stateParameter: env.stateParameter),
                      let current = env.caseName else { unknown = true; continue }
                if name != current { return false }
            }
        }
        return unknown ? nil : true
    }

    static func bindsSelf(_ name: String, _ initializer: ExprSyntax?) -> Bool {
        guard let initializer else { return name == "self" || name == "`self`" }
        return initializer.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The case a local (a parameter a call bound) holds, when it holds one.
    private func boundCase(_ choice: ExprSyntax) -> String? {
        guard let reference = choice.as(DeclReferenceExprSyntax.self), let held = scope[reference.baseName.text],
              case .member = held else { return nil }
        return SwitchIndex.caseKey(of: held)
    }

    mutating func switchStatement(_ node: SwitchExprSyntax, single: Bool) throws -> Flow {
        let index = try context.switchIndex(node)
        if let typeTested = try typeTestedTupleClause(node, index) {
            guard let clause = typeTested ?? index.defaultClause else { return .next }
            return try run(clause, of: index, single: single)
        }
        var key: String?
        let storedChoice = EnumCondition.isStoredChoice(node.choice)
        if let tuple = node.choice.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            // A tuple's parts each known, or each part's case taken in this reading.
            let parts = try tuple.elements.map { try value($0.expression) }
            key = SwitchIndex.tupleKey(of: parts)
            if key == nil, env.assumedConditions != nil, !env.inCondition { key = assumedTupleCase(tuple, parts, in: index) }
            if key == nil { return .next }
        } else if EnumCondition.isState(node.choice, stateParameter: env.stateParameter) {
            key = env.state
        } else if index.isEnumSwitch, EnumCondition.isSubject(node.choice, stateParameter: env.stateParameter) {
            // A parameter a call bound to a case (`switch style` in `setupConfiguration(style: .primary, …)`): that case.
            key = env.caseName ?? boundCase(node.choice)
            // The screen's case is none of this switch's (ArabianTyres' `.make` screen reading
            // the key enum's `switch selectedLang`): a subject of its own, taken below.
            if let taken = key, index.byCase[taken] == nil, index.defaultClause == nil, !index.byCase.isEmpty { key = nil }
        } else if !storedChoice {
            key = try SwitchIndex.caseKey(of: value(node.choice))
        }
        var knownSubject = false
        if key == nil, !index.constantCases.isEmpty, !storedChoice, let known = try SwitchIndex.caseKey(of: value(node.choice)) {
            // A known subject takes the constant whose value it is, else the `default:`.
            knownSubject = true
            key = try index.constantCase(for: known) { try value($0) }
        }
        if key == nil, !knownSubject, index.isEnumSwitch, !env.inCondition {
            var subject = storedChoice ? Value.notKnown(node.choice) : try value(node.choice)
            // `AppLanguage(rawValue: setting)` of a raw value only the run time knows: a case
            // the run time picks, as any unknown subject's (ArabianTyres' language switch).
            if let call = subject.call, call.argument("rawValue")?.value.isUnknown == true { subject = .notKnown(node.choice) }
            key = assumedCase(of: subject, in: index)
        }
        guard let clause = key.flatMap({ index.byCase[$0] }) ?? index.defaultClause else { return .next }
        return try run(clause, of: index, single: single) { evaluator in
            if let key { evaluator.bindPayload(of: key, in: index.clauses[clause], at: node.choice) }
        }
    }

    /// A clause's statements, falling through to the next as Swift's `fallthrough` says.
    private mutating func run(_ first: Int, of index: SwitchIndex, single: Bool, binding: (inout Evaluator) -> Void = { _ in }) throws -> Flow {
        var clause = first
        let outer = scope.mark()
        binding(&self)
        while true {
            let flow = try block(index.clauses[clause].statements, single: single, outer: outer)
            switch flow {
            case .fellThrough where clause + 1 < index.clauses.count: clause += 1
            case .broke, .fellThrough: return .next
            default: return flow
            }
        }
    }
}
