import EmptyStateModel
import SwiftSyntax

/// One function body's `UIContentUnavailableConfiguration`s: `var config = .empty()` (or
/// `.loading()`, `.search()`, or a typed variable assigned one later), the assignments to its
/// properties in order, and `contentUnavailableConfiguration = .search()` without a variable.
/// Every statement is walked once, both branches of an `if` included; nested bodies are not
/// entered (they are read by themselves).
final class ConfigurationVisitor: SyntaxAnyVisitor {
    struct Record {
        var node: Syntax
        var preset: String
        /// The variable, or nil for one assigned directly to the view controller.
        var variable: String?
        var value: Value?
        /// The call that made the configuration: a variable holding anything else no longer holds it.
        var made: SyntaxIdentifier?
        /// The app's configuration it started from (`var config = Shared.configuration`), as
        /// read where that is declared; what this body sets replaces its keys.
        var base: TemplateValue?
    }

    private var evaluator: Evaluator
    private let body: CodeBlockItemListSyntax
    private(set) var records: [Record] = []
    private var active: [String: Int] = [:]
    private var typed: Set<String> = []
    /// Locals declared without a value (`var button: UIButton.Configuration`), which the
    /// branches of an `if` then set: each branch is a variant, as one that sets a configuration.
    private var declaredUnset: Set<String> = []
    private var madeBy: [SyntaxIdentifier: Int] = [:]
    private(set) var failure: Error?
    /// The branch read of each `if` whose branches are variants (by its head); the others
    /// read none of theirs but the final `else`.
    private let choices: [SyntaxIdentifier: Int]
    /// Those `if`s met on the way, in order.
    var variantBranches: [VariantBranches] = []
    /// The `switch`es whose clauses are variants met on the way (the reading takes the clause
    /// `choices` names, else the first).
    private(set) var switchBranches: [SwitchBranches] = []

    init(_ body: CodeBlockItemListSyntax, _ context: ReadContext, diagnostics: Diagnostics, typeName: String?,
         choices: [SyntaxIdentifier: Int] = [:], assumed: [String: Bool] = [:]) {
        self.body = body
        self.choices = choices
        evaluator = Evaluator(context: context, diagnostics: diagnostics, typeName: typeName)
        // A ternary on any condition is read both ways, each a variant (`ConditionVariants`).
        evaluator.env.assumedConditions = assumed
        super.init(viewMode: .sourceAccurate)
    }

    func read() throws -> [Record] {
        walk(body)
        if let failure { throw failure }
        // In a stable order: two variables may hold one configuration (`config = empty`).
        for (name, index) in active.sorted(by: { $0.key < $1.key }) { capture(name, into: index) }
        return records
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if failure != nil { return .skipChildren }
        if node.id != body.id, BodyFinder.ownsBody(node) { return .skipChildren }
        // Statements in `#if os(macOS)` are no part of the iPhone app.
        if let clause = node.as(IfConfigClauseSyntax.self), IfConfigActivity.isInactive(clause) { return .skipChildren }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard failure == nil else { return .skipChildren }
        do {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let isTyped = binding.typeAnnotation.map { Self.mentionsConfiguration($0.type) } ?? false
                if isTyped { typed.insert(name) } else { typed.remove(name) }
                finish(name)
                if let initializer = binding.initializer {
                    if node.bindingSpecifier.tokenKind == .keyword(.var), let shared = try appConfiguration(initializer.value) {
                        evaluator.scope[name] = shared.value
                        start(name, shared.preset, at: Syntax(node), made: shared.value.call?.syntax.id, base: shared.template)
                        continue
                    }
                    if node.bindingSpecifier.tokenKind == .keyword(.var), let parameter = Self.configurationParameter(initializer.value) {
                        // `var newConfig = config`: the caller's configuration, its preset a placeholder
                        // each call fills in (`WrapperCalls`).
                        let value = Value.call(Call(receiver: .type("UIContentUnavailableConfiguration"), name: "empty", arguments: [],
                                                    closures: [], syntax: Syntax(initializer.value)))
                        evaluator.scope[name] = value
                        start(name, "\u{27E8}\(parameter)\u{27E9}", at: Syntax(node), made: value.call?.syntax.id)
                        continue
                    }
                    let value = try evaluator.value(initializer.value)
                    evaluator.scope[name] = value
                    if let preset = Self.preset(value, typed: isTyped) { start(name, preset, at: Syntax(node), made: value.call?.syntax.id) }
                } else if binding.accessorBlock == nil {
                    evaluator.scope[name] = .notKnown(binding.pattern)
                    declaredUnset.insert(name)
                }
            }
        } catch { failure = error }
        return .skipChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard failure == nil else { return .skipChildren }
        // `if #available(iOS 18, *) { config.secondaryText = … } else { … }`: the screen as the
        // newest system draws it, as a `ContentUnavailableView`'s is (`#unavailable`: its `else`).
        if AvailabilityCheck.isCheck(node) {
            if let newest = AvailabilityCheck.newestBranch(node) { walk(newest) }
            return .skipChildren
        }
        let changing = Set(active.keys).union(declaredUnset)
        // A branch that makes a configuration of its own is read as before: in the branches
        // not read, it would be lost.
        guard !changing.isEmpty, node.parent?.is(IfExprSyntax.self) != true,
              !node.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "UIContentUnavailableConfiguration" }),
              !Self.makesConfiguration(in: Syntax(node), of: typed),
              let chain = VariantBranches(node, changes: { Self.assigns(toAnyOf: changing, in: $0) }) else {
            return .visitChildren
        }
        if let choice = choices[node.id] {
            // The branch chosen; one past the last is the final `else` (or nothing).
            if choice < chain.branches.count { walk(chain.branches[choice].body) } else if let otherwise = chain.otherwise { walk(otherwise) }
        } else {
            variantBranches.append(chain)
            if let otherwise = chain.otherwise { walk(otherwise) }
        }
        return .skipChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard failure == nil else { return .skipChildren }
        let changing = Set(active.keys).union(declaredUnset)
        // A clause that makes a configuration of its own is read as before, as an `if`'s branch is.
        guard !changing.isEmpty, !node.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "UIContentUnavailableConfiguration" }),
              !Self.makesConfiguration(in: Syntax(node), of: typed),
              let cases = SwitchBranches(node, changes: { Self.assigns(toAnyOf: changing, in: $0) }) else {
            return .visitChildren
        }
        if choices[node.id] == nil { switchBranches.append(cases) }
        walk(cases.clause(choices[node.id]).statements)
        return .skipChildren
    }

    /// Whether a branch makes a configuration in a typed variable by a preset's leading dot
    /// (`var config: UIContentUnavailableConfiguration?` … `if empty { config = .empty() }`).
    static func makesConfiguration(in node: Syntax, of typed: Set<String>) -> Bool {
        guard !typed.isEmpty else { return false }
        return assignments(in: node).contains { sequence in
            let elements = Array(sequence.elements)
            guard elements.count == 3, let target = elements[0].as(DeclReferenceExprSyntax.self), typed.contains(target.baseName.text),
                  let call = elements[2].as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base == nil else { return false }
            return presetNames.contains(member.declName.baseName.text)
        }
    }

    static let presetNames: Set<String> = ["empty", "loading", "search"]

    /// The assignments (`lhs = rhs` sequences) written anywhere in a node.
    static func assignments(in node: Syntax) -> some Sequence<SequenceExprSyntax> {
        node.tokens(viewMode: .sourceAccurate).lazy.compactMap { $0.parent?.as(AssignmentExprSyntax.self)?.parent?.parent?.as(SequenceExprSyntax.self) }
    }

    /// Whether a body sets a property of one of the variables (`config.button = …`).
    static func assigns(toAnyOf names: Set<String>, in body: some SyntaxProtocol) -> Bool {
        for sequence in assignments(in: Syntax(body)) {
            guard let first = sequence.elements.first, let target = Evaluator.Target(first), !target.path.isEmpty else { continue }
            if names.contains(target.root) { return true }
        }
        return false
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard failure == nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .skipChildren }
        do {
            evaluator.scope[name] = try node.initializer.map { try evaluator.value($0.value) }
                ?? evaluator.reference(name, at: Syntax(node.pattern), local: true)
        } catch { failure = error }
        return .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard failure == nil else { return .skipChildren }
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        do {
            // `contentUnavailableConfiguration = .search()`: a configuration without a variable.
            if Self.isViewControllerProperty(elements[0]) {
                // `= config`: that variable's configuration, already a screen.
                if elements.count == 3, elements[2].is(DeclReferenceExprSyntax.self) { return .skipChildren }
                // `= lastSearchWasEmpty ? .search() : nil` (iMast): the configuration, shown when the
                // condition holds; nil shows the content.
                let nonNil = Self.nonNilSide(of: elements)
                // `= commands.isEmpty ? emptyCatalog : nil`: that property's configuration, a screen where it is built.
                if let nonNil, nonNil.is(DeclReferenceExprSyntax.self) || (nonNil.as(MemberAccessExprSyntax.self)?.base.map(Evaluator.isSelf) ?? false) {
                    return .skipChildren
                }
                let value = try nonNil.map { try evaluator.value($0) } ?? evaluator.sequenceValue(elements, from: 2, whole: node)
                // `= isSearching ? .search() : config`, read where it gives `config`: that variable's
                // configuration, shown from here. One screen, placed here, whose other reading (the
                // `.search()`) is its variant, not a second screen.
                if let made = value.call?.syntax.id, let held = madeBy[made] {
                    records[held].node = Syntax(node)
                    return .skipChildren
                }
                if let preset = Self.preset(value, typed: true) {
                    records.append(Record(node: Syntax(node), preset: preset, variable: nil, value: value))
                }
                return .skipChildren
            }
            // `config = .loading()`: a new configuration in the same variable.
            if let target = Evaluator.Target(elements[0]), target.path.isEmpty, target.key == nil,
               typed.contains(target.root) || active[target.root] != nil {
                let value = try evaluator.sequenceValue(elements, from: 2, whole: node)
                if let preset = Self.preset(value, typed: true) {
                    finish(target.root)
                    evaluator.scope[target.root] = value
                    start(target.root, preset, at: Syntax(node), made: value.call?.syntax.id)
                    return .skipChildren
                }
            }
            _ = try evaluator.assign(node)
        } catch { failure = error }
        return .skipChildren
    }

    /// `.map { isLoading, isEmpty in if … { return UIContentUnavailableConfiguration.loading() } … }`
    /// handed on to `contentUnavailableConfiguration = $0`: a preset a closure returns is a
    /// screen where it is made (a function that returns one is read where it is called instead).
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        // A preset made right there: `return config` is the variable's screen already.
        guard failure == nil, let expr = node.expression, expr.is(FunctionCallExprSyntax.self),
              Self.returnsFromClosure(Syntax(node)) else { return .visitChildren }
        do {
            let value = try evaluator.value(expr)
            if let preset = Self.preset(value, typed: false) {
                records.append(Record(node: Syntax(node), preset: preset, variable: nil, value: value))
            }
        } catch { failure = error }
        return .skipChildren
    }

    /// Whether the innermost function-like scope around a node is a closure.
    static func returnsFromClosure(_ node: Syntax) -> Bool {
        var current = node.parent
        while let scope = current {
            if scope.is(ClosureExprSyntax.self) { return true }
            if scope.is(FunctionDeclSyntax.self) || scope.is(AccessorBlockSyntax.self) || scope.is(InitializerDeclSyntax.self) { return false }
            current = scope.parent
        }
        return false
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard failure == nil else { return .skipChildren }
        guard node.parent?.is(CodeBlockItemSyntax.self) == true else { return .visitChildren }
        do { _ = try evaluator.mutateLocal(node) } catch { failure = error }
        return .skipChildren
    }

    /// A configuration is one screen however many variables hold it (`config = empty`):
    /// records are keyed by the call that made it.
    private func start(_ name: String, _ preset: String, at node: Syntax, made: SyntaxIdentifier?, base: TemplateValue? = nil) {
        if let made, let index = madeBy[made] {
            active[name] = index
            return
        }
        if let made { madeBy[made] = records.count }
        active[name] = records.count
        records.append(Record(node: node, preset: preset, variable: name, value: nil, made: made, base: base))
    }

    /// A configuration of the app's own (a static property holding one, a function returning
    /// one, given by the app's wrappers): its template, and a value that collects what this
    /// body sets on it.
    private func appConfiguration(_ expr: ExprSyntax) throws -> (template: TemplateValue, preset: String, value: Value)? {
        let context = evaluator.context
        guard !context.wrappers.isEmpty else { return nil }
        var use: WrapperUse?
        if let call = expr.as(FunctionCallExprSyntax.self),
           let wrapper = WrapperCallVisitor.wrapper(called: call.calledExpression, at: Syntax(call), in: context.wrappers) {
            use = WrapperUse(node: Syntax(call), arguments: call.arguments, wrapper: wrapper)
        } else if let member = expr.as(MemberAccessExprSyntax.self), let wrapper = WrapperCallVisitor.preset(member, at: Syntax(member), in: context.wrappers) {
            use = WrapperUse(node: Syntax(member), arguments: nil, wrapper: wrapper)
        }
        guard let use, use.wrapper.kind == .uikit, WrapperViews.definition(of: use.node) != use.wrapper.name else { return nil }
        let template = try WrapperCalls.template(use, context, evaluator.diagnostics)
        guard case let .string(preset)? = template["preset"] else { return nil }
        context.usedWrappers.insert(use.wrapper.name)
        let value = Value.call(Call(receiver: .type("UIContentUnavailableConfiguration"), name: preset, arguments: [], closures: [], syntax: use.node))
        return (template, preset, value)
    }

    private func finish(_ name: String) {
        guard let index = active.removeValue(forKey: name) else { return }
        capture(name, into: index)
    }

    /// The configuration as the variable holds it now, unless the variable has been given
    /// something else since (`config = nil` after `config = empty`): then the other variable's,
    /// or what was kept before, stands.
    private func capture(_ name: String, into index: Int) {
        guard let value = evaluator.scope[name] else { return }
        if let made = records[index].made, value.call?.syntax.id != made { return }
        records[index].value = value
    }

    /// `UIContentUnavailableConfiguration.empty()` (or `.loading()`, `.search()`; after a
    /// leading dot only where the type is known): the preset.
    static func preset(_ value: Value, typed: Bool) -> String? {
        guard let call = value.call, presetNames.contains(call.name) else { return nil }
        switch call.receiver {
        case let .type(type): return TypeName.normalized(type) == "UIContentUnavailableConfiguration" ? call.name : nil
        case .implicit: return typed ? call.name : nil
        default: return nil
        }
    }

    /// A parameter of the enclosing function typed as a configuration (`config:
    /// UIContentUnavailableConfiguration`), named alone: its name.
    static func configurationParameter(_ expr: ExprSyntax) -> String? {
        guard let reference = expr.as(DeclReferenceExprSyntax.self), let function = WrapperViews.enclosingFunction(Syntax(expr)) else { return nil }
        let name = reference.baseName.text
        let parameter = function.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
        return parameter.map { mentionsConfiguration($0.type) } == true ? name : nil
    }

    static func mentionsConfiguration(_ type: TypeSyntax) -> Bool {
        type.trimmedSource.contains("UIContentUnavailableConfiguration")
    }

    /// `x = condition ? value : nil` (or `nil : value`): the value.
    static func nonNilSide(of elements: [ExprSyntax]) -> ExprSyntax? {
        guard elements.count == 5, let ternary = elements[3].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        if elements[4].is(NilLiteralExprSyntax.self), !ternary.thenExpression.is(NilLiteralExprSyntax.self) { return ternary.thenExpression }
        if ternary.thenExpression.is(NilLiteralExprSyntax.self), !elements[4].is(NilLiteralExprSyntax.self) { return elements[4] }
        return nil
    }

    /// `contentUnavailableConfiguration`, `self.contentUnavailableConfiguration`, `vc.contentUnavailableConfiguration`.
    static func isViewControllerProperty(_ expr: ExprSyntax) -> Bool {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "contentUnavailableConfiguration" }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "contentUnavailableConfiguration" }
        return false
    }
}

/// Every UIContentUnavailableConfiguration of a file: one screen per configuration variable
/// per function.
enum UIKitScreens {
    static func read(_ relevance: Relevance, _ context: ReadContext) throws -> [FoundScreen] {
        var screens: [FoundScreen] = []
        for body in BodyFinder(relevance).find() {
            let diagnostics = Diagnostics(context)
            let typeName = EnclosingType.name(of: Syntax(body))
            var visitor = ConfigurationVisitor(body, context, diagnostics: diagnostics, typeName: typeName)
            context.assumedFalse = []
            var records = try visitor.read()
            var ternaries = context.assumedFalse
            var chains = visitor.variantBranches
            let switches = visitor.switchBranches
            // The `if`s and ternaries of the clauses the screen does not take are variants too;
            // the base reading's state is then put back.
            let (baseTernaries, baseCases) = (ternaries, context.fallbackCases)
            for cases in switches {
                for clause in cases.clauses.indices.dropFirst() {
                    context.assumedFalse = []
                    let other = ConfigurationVisitor(body, context, diagnostics: Diagnostics(context), typeName: typeName, choices: [cases.head.id: clause])
                    _ = try other.read()
                    for chain in other.variantBranches where !chains.contains(where: { $0.head.id == chain.head.id }) { chains.append(chain) }
                    for ternary in context.assumedFalse where !ternaries.contains(where: { $0.text == ternary.text }) { ternaries.append(ternary) }
                }
            }
            if !switches.isEmpty {
                context.assumedFalse = baseTernaries
                context.fallbackCases = baseCases
            }
            // An index's chains (`selectedSegmentIndex == 0`, `== 1`, …): the screen is index 0's;
            // a switch's clauses so too.
            let indexes = IndexSubject.find(chains) + switches.map(\.indexSubject)
            let indexBase = indexes.reduce(into: [SyntaxIdentifier: Int]()) { base, index in base.merge(index.choices(for: 0)) { held, _ in held } }
            if !indexBase.isEmpty {
                visitor = ConfigurationVisitor(body, context, diagnostics: diagnostics, typeName: typeName, choices: indexBase)
                records = try visitor.read()
                chains = chains.filter { indexBase[$0.head.id] == nil }
            }
            let variants = try ConditionVariants.read(chains, ternaries, body, records, context, typeName: typeName,
                                                      indexes: indexes, indexBase: indexBase)
            for (index, record) in records.enumerated() {
                let screenDiagnostics = Diagnostics(context)
                screenDiagnostics.merge(diagnostics)
                let reading = Reading(diagnostics: screenDiagnostics, place: "", node: record.node)
                var template = ConfigurationReader.template(record, reading)
                if let more = variants[index], case var .map(entries) = template {
                    entries.append(TemplateEntry("variants", more))
                    template = .map(entries)
                }
                screens.append(FoundScreen(typeName: typeName, caseName: nil, node: record.node, kind: .uikit,
                                           template: template, warnings: screenDiagnostics.all))
                if screens.count > Limits.screens { return screens }
            }
        }
        return screens
    }
}
