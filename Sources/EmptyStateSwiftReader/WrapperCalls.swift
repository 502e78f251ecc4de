import EmptyStateSourceReading
import EmptyStateModel
import SwiftSyntax

/// The screens of a file's wrapper calls: each call's template, its arguments in place of the
/// wrapper's parameters.
enum WrapperCalls {
    static func read(_ tree: SourceFileSyntax, _ wrappers: [WrapperView], _ context: ReadContext) throws -> [(screen: FoundScreen, wrapper: String)] {
        let visitor = WrapperCallVisitor(wrappers, context)
        visitor.walk(tree)
        var result: [(screen: FoundScreen, wrapper: String)] = []
        for use in visitor.uses where try !passesOnlyRunTimeValues(use, context) {
            let called = try screen(use, context)
            // A call that gives none of what the wrapper shows (JourneyJar's `OptionalText`:
            // `OptionalView(text) { Text($0) }`, whose view draws its placeholder only `if let
            // noDataLabel`) draws nothing: no screen.
            if drawsNothing(called.template), !drawsNothing(use.wrapper.template), (use.wrapper.moreTemplates ?? []).isEmpty { continue }
            result.append((called, use.wrapper.name))
            var drawnByThisCall = [called.template]
            // A view with a screen per case of its state: each is a screen of the call.
            for template in use.wrapper.moreTemplates ?? [] {
                var other = use
                other.wrapper.template = template
                other.wrapper.moreTemplates = nil
                let drawn = try screen(other, context)
                // One the call leaves out (`if let absent = descriptor.absent` where it gives none).
                if drawsNothing(drawn.template), !drawsNothing(template) { continue }
                // Two cases the call words alike (`failedLocation` and `failedServer`, both the
                // default copy) are one screen.
                if drawnByThisCall.contains(drawn.template) { continue }
                drawnByThisCall.append(drawn.template)
                result.append((drawn, use.wrapper.name))
            }
        }
        return result
    }

    /// `a ? b : c`, as parsed (a sequence holding the unresolved ternary) or folded.
    static func isTernary(_ expression: ExprSyntax) -> Bool {
        if expression.is(TernaryExprSyntax.self) { return true }
        return expression.as(SequenceExprSyntax.self)?.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) } ?? false
    }

    /// What a template says of the app's files and platform, not of what the screen draws.
    private static let settingKeys: Set<String> = ["name", "assets", "strings", "deploymentTarget", "style"]

    /// Whether a template holds nothing but settings: no text, image, button or other part.
    static func drawsNothing(_ template: TemplateValue) -> Bool {
        guard case let .map(entries) = template else { return false }
        return entries.allSatisfy { settingKeys.contains($0.key) }
    }

    /// A view state's case made with nothing but what the run time holds (`return .error(message:
    /// message)` in a reducer, passing an error on): plumbing, not a screen. The screen is where
    /// the state is drawn, or where the case is made with what it shows (`.placeholder(title:
    /// "No Items")`).
    static func passesOnlyRunTimeValues(_ use: WrapperUse, _ context: ReadContext) throws -> Bool {
        guard use.wrapper.byPosition == true, let arguments = use.arguments, !arguments.isEmpty else { return false }
        // A helper that passes its own parameters on (`showPlaceholder(title:subtitle:)`) is a wrapper of its own.
        let parameters = Set(WrapperViews.enclosingFunction(use.node)?.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text } ?? [])
        if arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self).map { parameters.contains($0.baseName.text) } ?? false }) {
            return false
        }
        let evaluator = Evaluator(context: context, diagnostics: Diagnostics(context), typeName: EnclosingType.name(of: use.node))
        for argument in arguments where !(try evaluator.value(argument.expression).isUnknown) { return false }
        return true
    }

    /// A call whose arguments depend on conditions the reader cannot decide (`message: filtered
    /// ? "Try another filter." : "Add your first item."`) is read with every such condition
    /// false, the screen, then once per condition with it true: what differs is a variant named
    /// after it, as a `ContentUnavailableView`'s own arguments are (`SwiftUIConditionVariants`).
    static func screen(_ use: WrapperUse, _ context: ReadContext) throws -> FoundScreen {
        let diagnostics = Diagnostics(context)
        context.assumedFalse = []
        let base = try self.template(use, context, diagnostics, assumed: [:])
        let template = try SwiftUIConditionVariants.adding(conditionsOf: context, to: base) { assumed in
            try self.template(use, context, Diagnostics(context), assumed: assumed)
        }
        return FoundScreen(typeName: EnclosingType.name(of: use.node), caseName: BranchCase.of(use.node), node: use.node,
                           kind: use.wrapper.kind, template: template, warnings: diagnostics.all)
    }

    /// The wrapper's template with the use's arguments in place of its parameters (their
    /// defaults where none is passed).
    static func template(_ use: WrapperUse, _ context: ReadContext, _ diagnostics: Diagnostics,
                         assumed: [String: Bool]? = nil) throws -> TemplateValue {
        let wrapper = use.wrapper
        var evaluator = Evaluator(context: context, diagnostics: diagnostics, typeName: EnclosingType.name(of: use.node))
        evaluator.env.assumedConditions = assumed
        try PrecedingLocals.declare(before: use.node, in: &evaluator)
        var arguments: [String: WrapperSubstitution.Argument] = [:]
        var given = Set<String>(), passedNil = Set<String>()
        var cases: [String: String] = [:]
        var booleans: [String: Bool] = [:]
        // Only what the template shows is read (a `Bool` or a `UIAction` passed is no text).
        let placeholders = Set(WrapperSubstitution.placeholders(in: wrapper.template))
        let shown = placeholders.union(placeholders.compactMap { TextCarriers.split($0)?.property })
        let slots = WrapperActionSlots.slots(in: wrapper.template)
        var slotButtons: [String: [TemplateValue]] = [:]
        var passed = (use.arguments.map(Array.init) ?? []).map { (label: $0.label?.text, expression: $0.expression) }
        // Set after it is made (`controller.title = …`), where the wrapper takes that property.
        passed += WrapperAssignments.arguments(of: use.node, setters: wrapper.setterMethods ?? [:], storedObject: wrapper.kind == .dzn)
            .filter { assigned in wrapper.parameters.contains { $0.label == assigned.label } }
        // Set by a modifier-style method called on it (`.contentUnavailableImage(systemName: "calendar")`).
        passed += WrapperSetters.arguments(of: use.node).filter { set in wrapper.parameters.contains { $0.label == set.label } }
        // A trailing closure is the last parameter's argument, as Swift matches it.
        let trailing = use.node.as(FunctionCallExprSyntax.self)?.trailingClosure
        if let trailing, let last = wrapper.parameters.last, slots.contains(last.property) {
            passed.append((label: last.label, expression: ExprSyntax(trailing)))
        }
        if let delegated = try WrapperConveniences.delegatedArguments(passed, trailing: trailing, of: wrapper, context) { passed = delegated }
        let matched = parameters(for: passed.map { $0.label }, of: wrapper)
        let ruledOut = WrapperRuledOutCases.ruledOut(around: use.node)
        var excluded: [String: Set<String>] = [:]
        for (argument, parameter) in zip(passed, matched) {
            guard let parameter else { continue }
            given.insert(parameter.property)
            if let cases = ruledOut[argument.expression.trimmedSource] { excluded[parameter.property, default: []].formUnion(cases) }
            if argument.expression.is(NilLiteralExprSyntax.self) { passedNil.insert(parameter.property) }
            // `mode: .maintenance` (or `Mode.maintenance`): the case decides the wrapper's variants on it.
            // Zeitgeist's cases are capitalized (`forRole: .AuthError`).
            if let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
               member.base.map({ $0.trimmedSource.first?.isUppercase == true }) ?? true,
               member.declName.baseName.text.first?.isLetter == true, !["Type", "Protocol"].contains(member.declName.baseName.text) {
                cases[parameter.property] = member.declName.baseName.text
            } else if Self.isTernary(argument.expression), case let .member(_, name, _) = try evaluator.value(argument.expression),
                      name.first?.isLetter == true {
                // `kind: isRefreshing ? .loading : .empty`: the case of the side this reading takes.
                cases[parameter.property] = name
            }
            if let literal = argument.expression.as(BooleanLiteralExprSyntax.self) {
                booleans[parameter.property] = literal.literal.tokenKind == .keyword(.true)
            }
            guard shown.contains(parameter.property) else { continue }
            let reading = Reading(diagnostics: diagnostics, place: parameter.property, node: Syntax(argument.expression))
            if slots.contains(parameter.property), let closure = argument.expression.as(ClosureExprSyntax.self) {
                slotButtons[parameter.property] = try WrapperActionSlots.buttons(closure, evaluator, reading)
                continue
            }
            if let members = parameter.members {
                try carriedTexts(argument.expression, members, of: parameter, evaluator, reading, into: &arguments)
                continue
            }
            // Paths read from what the call passes (`⟨descriptor.failedServer.title⟩`).
            let paths = placeholders.filter { $0.hasPrefix(parameter.property + ".") }
            if !paths.isEmpty { try pathTexts(paths, argument.expression, of: parameter, evaluator, reading, into: &arguments) }
            let value = try argumentValue(argument.expression, for: parameter, evaluator)
            if case .null = value { arguments[parameter.property] = .init(text: .null, plain: nil); continue }
            // SFSafeSymbols' `SFSymbol` parameter (`symbol: .wifiSlash`): the symbol's name.
            if TypeName.normalized(parameter.type.replacingOccurrences(of: "?", with: "")) == "SFSymbol", let symbol = SafeSymbolName.name(value) {
                arguments[parameter.property] = .init(text: .string(symbol), plain: symbol)
                continue
            }
            // A configuration passed in (`config: .empty()`) gives the wrapper its preset.
            if parameter.type.contains("UIContentUnavailableConfiguration") {
                if let preset = ConfigurationVisitor.preset(value, typed: true) { arguments[parameter.property] = .init(text: .string(preset), plain: preset) }
                continue
            }
            // A `String` parameter shows its text as given; a LocalizedStringKey or a Text is localized.
            // So does an attributed string, and any text of a DZN data source.
            let verbatim = ["String", "String?"].contains(parameter.type) || parameter.type.contains("AttributedString") || wrapper.kind == .dzn
            var image: TemplateValue?
            let isImage = WrapperViews.isImageType(parameter.type)
            if isImage {
                var map = MapBuilder()
                if ImageReader.read(value, &map, reading.at("image")) { image = map.value(MapBuilder.imageOrder) }
            }
            // An image read as one is no text (and no warning that it is not).
            let text = image != nil ? .null : (verbatim ? TextReader.text(value, reading) : TextReader.swiftUIText(value, reading)) ?? .null
            arguments[parameter.property] = .init(text: text, plain: value.plainString, image: image)
        }
        // What the initializer computes from the call's arguments (`"Content.unavailable.\(String(localized: titleKey))"`).
        if let derived = wrapper.derived {
            try derive(derived, passed: passed, of: wrapper, shown: shown, evaluator, context, diagnostics, into: &arguments, given: &given)
        }
        // A trailing closure is the last parameter's (`ErrorStateView(title:message:) { retry() }`
        // for `var retry: (() -> Void)? = nil`, mlr-app-ios).
        if trailing != nil, let last = wrapper.parameters.last(where: { $0.type.contains("->") && $0.label?.hasPrefix("#") != true }) {
            given.insert(last.property)
        }
        // An argument no parameter takes (`ErrorView(error: e, $refresh)`, SwiftEvolution's other
        // initializer, which sets `retry` itself): what the call leaves out is not known to be nil.
        if matched.contains(where: { $0 == nil }) {
            for parameter in wrapper.parameters where !shown.contains(parameter.property) { given.insert(parameter.property) }
        }
        for parameter in wrapper.parameters where !given.contains(parameter.property) {
            // An image parameter's default (`image: UIImage? = UIImage(named: "nodata")`): its keys.
            if WrapperViews.isImageType(parameter.type), case .map? = parameter.defaultValue {
                arguments[parameter.property] = .init(text: .null, plain: nil, image: parameter.defaultValue)
                continue
            }
            arguments[parameter.property] = .init(text: parameter.defaultValue ?? .null, plain: parameter.defaultValue.flatMap {
                if case let .string(text) = $0 { return text } else { return nil }
            })
        }
        // A flag no call sets keeps its declared value (`var useImage = false`), which decides its variant.
        for parameter in wrapper.parameters where !given.contains(parameter.property) {
            if case let .bool(value)? = parameter.defaultValue { booleans[parameter.property] = value }
        }
        // A slot the call passes nothing for draws no button (its default is an empty builder).
        for slot in slots where !given.contains(slot) { slotButtons[slot] = [] }
        let template = WrapperActionSlots.filled(wrapper.template, with: slotButtons)
        let substituted = WrapperSubstitution.substitute(template, arguments) ?? .map([])
        var optionals = CallOptionals(arguments: arguments, given: given, passedNil: passedNil,
                                      passedOn: CallOptionals.passedOn(Array(zip(passed, matched)), at: use.node))
        // What is never nil (`message: error.localizedDescription`, MuzakKit) sets its optional
        // surely, though the text is the run time's.
        for (argument, parameter) in zip(passed, matched) where NeverNil.expression(Syntax(argument.expression)) {
            if let parameter { optionals.sure.insert(parameter.property) }
        }
        let decided = WrapperSubstitution.deciding(WrapperRuledOutCases.dropping(substituted, excluded), given: optionals.given, absent: optionals.absent,
                                                   cases: cases, booleans: booleans, passedOn: optionals.passedOn, sure: optionals.sure)
        return WrapperButtons.drawn(decided, from: template)
    }
}
