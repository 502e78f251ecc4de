import EmptyStateSourceReading
import EmptyStateModel
import SwiftSyntax

/// What a wrapper's call passes, parameter by parameter: the texts of a struct passed whole,
/// a made type's value, what the initializer computes, which parameter each argument is for.
extension WrapperCalls {
    /// A struct of texts passed (`noTasksMessageLabels: .init(title: "You're All Set")`): each
    /// member the call gives, or its default, as `property.member`; passed on from the caller's
    /// own value (`noTasksMessageLabels: noTasksMessageLabels`), each stays a placeholder of it.
    static func carriedTexts(_ expression: ExprSyntax, _ members: [WrapperView.Parameter], of parameter: WrapperView.Parameter,
                             _ evaluator: Evaluator, _ reading: Reading,
                             into arguments: inout [String: WrapperSubstitution.Argument]) throws {
        let call = expression.as(FunctionCallExprSyntax.self)
        let made = call.map { call in
            let callee = call.calledExpression.trimmedSource
            return callee == ".init" || callee.hasSuffix(".init") || TypeName.normalized(callee) == TypeName.normalized(parameter.type.trimmingCharacters(in: ["?"]))
        } ?? false
        // A value made elsewhere (`copy: .defaultFailure`, `OverlayCopy.noNetwork`, a static
        // preset of the type): the members its initializer stored.
        var instance: Call?
        if !made, case let .call(object) = try passedInstance(expression, for: parameter, evaluator),
           evaluator.madeType(object) == TypeName.declared(parameter.type) {
            instance = object
        }
        for member in members {
            let key = parameter.property + "." + member.property
            if let instance {
                let verbatim = ["String", "String?"].contains(member.type)
                if let value = try evaluator.storedMember(member.property, of: instance), !value.isUnknown {
                    let text = (verbatim ? TextReader.text(value, reading) : TextReader.swiftUIText(value, reading)) ?? .null
                    arguments[key] = .init(text: text, plain: value.plainString)
                    continue
                }
            }
            guard made, let call else {
                let placeholder = "\u{27E8}\(expression.trimmedSource).\(member.property)\u{27E9}"
                arguments[key] = .init(text: .string(placeholder), plain: placeholder)
                continue
            }
            guard let given = call.arguments.first(where: { $0.label?.text == member.label }) else {
                let text = member.defaultValue.map { value -> TemplateValue in
                    guard case let .string(words) = value, !["String", "String?"].contains(member.type) else { return value }
                    return .map([TemplateEntry("key", .string(words)), TemplateEntry("default", .string(words))])
                }
                arguments[key] = .init(text: text ?? .null, plain: member.defaultValue.flatMap { if case let .string(words) = $0 { return words } else { return nil } })
                continue
            }
            let value = try evaluator.value(given.expression)
            let verbatim = ["String", "String?"].contains(member.type)
            let text = (verbatim ? TextReader.text(value, reading) : TextReader.swiftUIText(value, reading)) ?? .null
            arguments[key] = .init(text: text, plain: value.plainString)
        }
    }

    /// The texts at member paths of what a call passes (`⟨descriptor.failedServer.title⟩` of
    /// `descriptor: .list(empty: …)`): each path read from the value, where it is known.
    static func pathTexts(_ paths: Set<String>, _ expression: ExprSyntax, of parameter: WrapperView.Parameter, _ evaluator: Evaluator,
                          _ reading: Reading, into arguments: inout [String: WrapperSubstitution.Argument]) throws {
        let root = try passedInstance(expression, for: parameter, evaluator)
        guard case .call = root else { return }
        for path in paths.sorted() {
            let names = path.split(separator: ".").dropFirst()
            guard names.allSatisfy(TextCarriers.isName),
                  let value = try evaluator.memberPath(root, names.map(String.init)), !value.isUnknown else { continue }
            if case .null = value { arguments[path] = .init(text: .null, plain: nil); continue }
            arguments[path] = .init(text: TextReader.text(value, reading) ?? .null, plain: value.plainString)
        }
    }

    /// What a call passes for a parameter of one of the app's types, a leading-dot preset or
    /// factory of the type read as the value it makes (`copy: .defaultFailure`).
    static func passedInstance(_ expression: ExprSyntax, for parameter: WrapperView.Parameter, _ evaluator: Evaluator) throws -> Value {
        try evaluator.resolvingImplicitMember(try argumentValue(expression, for: parameter, evaluator), as: TypeName.declared(parameter.type))
    }

    /// What a call passes for a parameter; `label: .init(localized: "NO_RESULTS")` for a `String`
    /// parameter is `String(localized:)`, the parameter's type made.
    static func argumentValue(_ expression: ExprSyntax, for parameter: WrapperView.Parameter, _ evaluator: Evaluator) throws -> Value {
        let value = try evaluator.value(expression)
        guard case var .call(made) = value, made.name == "init", case .implicit = made.receiver else { return value }
        made.receiver = .none
        made.name = TypeName.normalized(parameter.type.trimmingCharacters(in: ["?", "!"]))
        return .call(made)
    }

    /// The expression a call passes for one of the wrapper's parameters (by its property).
    static func argument(for property: String, in arguments: LabeledExprListSyntax, of wrapper: WrapperView) -> ExprSyntax? {
        zip(arguments, parameters(for: arguments.map { $0.label?.text }, of: wrapper)).first { $0.1?.property == property }?.0.expression
    }

    /// The parameter each argument of a call is for: by position for a view state's case, else
    /// by its label (an unlabeled one to the next unlabeled parameter); nil for none.
    /// Each shown property the wrapper's initializer computes, evaluated with the initializer's
    /// parameters bound to what the call passes.
    static func derive(_ derived: [String: WrapperView.Derived], passed: [(label: String?, expression: ExprSyntax)], of wrapper: WrapperView,
                               shown: Set<String>, _ evaluator: Evaluator, _ context: ReadContext, _ diagnostics: Diagnostics,
                               into arguments: inout [String: WrapperSubstitution.Argument],
                               given: inout Set<String>) throws {
        var inner = evaluator
        for (argument, parameter) in zip(passed, Self.parameters(for: passed.map { $0.label }, of: wrapper)) {
            guard let parameter, !argument.expression.is(ClosureExprSyntax.self) else { continue }
            inner.scope.declare(parameter.name ?? parameter.property, try argumentValue(argument.expression, for: parameter, evaluator))
        }
        for (property, computed) in derived.sorted(by: { $0.key < $1.key }) where shown.contains(property) && !given.contains(property) {
            guard let tree = SnippetTree.parse(computed.assignment, into: context),
                  let item = tree.statements.first?.item, let sequence = item.as(SequenceExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
                  let expr = Array(sequence.elements).last else { continue }
            let value = try inner.value(expr)
            guard !value.isUnknown else { continue }
            let reading = Reading(diagnostics: diagnostics, place: property, node: Syntax(expr))
            let verbatim = ["String", "String?"].contains(computed.type) || wrapper.kind == .dzn
            let text = (verbatim ? TextReader.text(value, reading) : TextReader.swiftUIText(value, reading)) ?? .null
            arguments[property] = .init(text: text, plain: value.plainString)
            given.insert(property)
        }
    }

    static func parameters(for labels: [String?], of wrapper: WrapperView) -> [WrapperView.Parameter?] {
        if wrapper.byPosition == true { return labels.indices.map { $0 < wrapper.parameters.count ? wrapper.parameters[$0] : nil } }
        var unlabeled = wrapper.parameters.filter { $0.label == nil }.makeIterator()
        return labels.map { label in label.map { label in wrapper.parameters.first { $0.label == label } } ?? unlabeled.next() }
    }
}
