import SwiftSyntax

/// The locals a body declares before a screen (`let description = String(localized: …)` above
/// `ContentUnavailableView { … } description: { Text(description) }`): each `let`/`var` of the
/// blocks around it that comes before it, and each `if let` whose body holds it (`if let
/// errorMessage = viewModel.errorMessage { ContentUnavailableView(errorMessage, …) }`), outermost
/// first, up to the member it is declared in.
enum PrecedingLocals {
    static func declare(before node: Syntax, in evaluator: inout Evaluator) throws {
        shadowingParameters(around: node, in: &evaluator)
        var levels: [Level] = []
        var current = node
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self), !parent.is(SourceFileSyntax.self) {
            if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                let preceding = Array(list.prefix { $0.id != item.id })
                let declared = preceding.flatMap { Self.declarations(in: $0.item) }
                if declared.contains(where: { $0.bindings.contains { $0.initializer == nil } }) || Self.reassigns(preceding, declared) {
                    levels.append(.statements(preceding))
                } else {
                    levels.append(.bindings(declared.flatMap { declaration in
                        declaration.bindings.compactMap { binding in binding.initializer.map { (binding.pattern, $0.value) } }
                    }))
                }
            }
            // `case .failed(let message):` around the screen: the values the app makes the case with.
            if let clause = current.as(SwitchCaseSyntax.self), case let .case(label) = clause.label,
               let subject = clause.parent?.parent?.as(SwitchExprSyntax.self)?.subject,
               let caseName = label.caseItems.lazy.compactMap({ EnumCondition.caseName(pattern: $0.pattern) }).first {
                levels.append(.payload(caseName, clause, subject))
            }
            if let block = current.as(CodeBlockSyntax.self), let ifExpr = parent.as(IfExprSyntax.self), ifExpr.body.id == block.id {
                levels.append(.bindings(ifExpr.conditions.compactMap { element in
                    guard case let .optionalBinding(binding) = element.condition, let initializer = binding.initializer else { return nil }
                    return (binding.pattern, initializer.value)
                }))
            }
            current = parent
        }
        for level in levels.reversed() {
            switch level {
            case let .bindings(bindings):
                for (pattern, initializer) in bindings { try declare(pattern, initializer, in: &evaluator) }
            case let .payload(caseName, clause, subject):
                evaluator.bindPayload(of: caseName, in: clause, at: subject, ofKnownEnum: true)
            case let .statements(statements):
                // An `if` on the app's state among them (`if !isSearching { switch filter { … } }`,
                // Pawtrackr) is an outcome of the screen's, as a ternary in its arguments is.
                let held = evaluator.env.assumesIfConditions
                if evaluator.env.assumedConditions != nil { evaluator.env.assumesIfConditions = true }
                try evaluator.walkPreceding(statements)
                evaluator.env.assumesIfConditions = held
            }
        }
    }

    /// A block's locals before the screen: their initial values, or, where one is declared
    /// without a value (`let title: String` set by the `switch` after it, iOSMerchandiseControl),
    /// the statements that set them, walked as the app runs them.
    private enum Level {
        case bindings([(pattern: PatternSyntax, value: ExprSyntax)])
        case statements([CodeBlockItemSyntax])
        case payload(String, SwitchCaseSyntax, ExprSyntax)
    }

    /// A builder closure's own `let`/`var`, met as its views are read.
    static func declare(_ variable: VariableDeclSyntax, in evaluator: inout Evaluator) throws {
        for binding in variable.bindings {
            guard let initializer = binding.initializer else { continue }
            try declare(binding.pattern, initializer.value, in: &evaluator)
        }
    }

    /// One the reader cannot evaluate stays its name where it is used (`⟨query⟩`).
    private static func declare(_ pattern: PatternSyntax, _ initializer: ExprSyntax, in evaluator: inout Evaluator) throws {
        guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        let value = try evaluator.value(initializer)
        evaluator.scope.declare(name, value.isUnknown ? .notKnown(pattern) : value)
    }

    /// A `var` given a first value and then set again by a statement before the screen (`var
    /// title = …` then `switch viewModel.selectedFilter { case .active: title = … }`, Pawtrackr):
    /// the statements are walked, so that each case is an outcome, not the first value alone.
    private static func reassigns(_ preceding: [CodeBlockItemSyntax], _ declared: [VariableDeclSyntax]) -> Bool {
        let variables = Set(declared.filter { $0.bindingSpecifier.tokenKind == .keyword(.var) }.flatMap { declaration in
            declaration.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        })
        guard !variables.isEmpty else { return false }
        return preceding.contains { item in
            guard !item.item.is(VariableDeclSyntax.self) else { return false }
            return item.tokens(viewMode: .sourceAccurate).contains { token in
                guard case let .identifier(name) = token.tokenKind, variables.contains(name),
                      let next = token.nextToken(viewMode: .sourceAccurate) else { return false }
                return next.tokenKind == .binaryOperator("=") || next.tokenKind == .equal
            }
        }
    }

    /// A statement's `let`/`var`, or those of the `#if` clauses an iPhone build may take (`#if
    /// os(macOS) let word = "Click" #else let word = "Tap" #endif`, throttle2: `Tap`).
    private static func declarations(in item: CodeBlockItemSyntax.Item) -> [VariableDeclSyntax] {
        if let variable = item.as(VariableDeclSyntax.self) { return [variable] }
        guard let conditional = item.as(IfConfigDeclSyntax.self),
              let items = IfConfigActivity.statements(of: conditional, takenOnly: true) else { return [] }
        return items.flatMap { declarations(in: $0.item) }
    }

    /// `private func emptyCardContent(icon: String, …)` in a type that also has a `var icon`:
    /// in the function's body `icon` is the parameter (what each call gives), not the property.
    private static func shadowingParameters(around node: Syntax, in evaluator: inout Evaluator) {
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockItemSyntax.self), !parent.is(SourceFileSyntax.self) {
            if let function = parent.as(FunctionDeclSyntax.self) {
                let constants = evaluator.context.constants
                let type = evaluator.typeName
                for parameter in function.signature.parameterClause.parameters {
                    let name = parameter.secondName ?? parameter.firstName
                    guard name.tokenKind != .wildcard, evaluator.scope[name.text] == nil,
                          constants.lookup(name.text, in: type) != nil || constants.getter(name.text, in: type) != nil
                            || type.flatMap({ constants.propertyTypes[$0]?[name.text] }) != nil else { continue }
                    evaluator.scope.declare(name.text, .notKnown(name))
                }
                return
            }
            current = parent.parent
        }
    }
}
