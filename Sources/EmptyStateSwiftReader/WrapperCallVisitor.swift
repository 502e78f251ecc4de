import EmptyStateSourceReading
import EmptyStateModel
import SwiftSyntax

/// One use of a wrapper: a call (`UnavailableView("No History", systemImage: "book")`) or a
/// preset named without one (`UnavailableView.search`).
struct WrapperUse {
    var node: Syntax
    var arguments: LabeledExprListSyntax?
    var wrapper: WrapperView
}

/// The call sites of an app's wrapper views in one file, each a screen named after the type it
/// is shown in, the wrapper's template with the call's arguments in place. Previews
/// (`#Preview`, `PreviewProvider`) are not screens of the app.
final class WrapperCallVisitor: AppCodeVisitor {
    private let wrappers: [String: WrapperView]
    private let context: ReadContext
    private(set) var uses: [WrapperUse] = []

    init(_ wrappers: [WrapperView], _ context: ReadContext) {
        self.wrappers = Self.byName(wrappers.filter { $0.fileOnly != true || $0.file == context.file })
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    static func byName(_ wrappers: [WrapperView]) -> [String: WrapperView] {
        Dictionary(wrappers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `if #available(iOS 18, *) { Wrapper(…) } else { Wrapper(…) }`: one screen, as the newest
    /// system draws it (the older copy is that screen on an older phone), as for a
    /// `ContentUnavailableView` (`ContentUnavailableViewVisitor`).
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard let newest = AvailabilityCheck.bodyOfTwoCopies(node, holdsScreen: holdsScreen) else { return .visitChildren }
        walk(newest)
        return .skipChildren
    }

    private func holdsScreen(_ node: Syntax) -> Bool {
        let finder = WrapperCallVisitor(Array(wrappers.values), context)
        finder.walk(node)
        let views = ContentUnavailableViewVisitor()
        views.walk(node)
        return !finder.uses.isEmpty || !views.found.isEmpty
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard uses.count < Limits.screens, let wrapper = Self.wrapper(called: node.calledExpression, at: Syntax(node), in: wrappers, classes: context.classes),
              WrapperOverloads.fits(node, wrapper) else {
            return .visitChildren
        }
        add(WrapperUse(node: Syntax(node), arguments: node.arguments, wrapper: wrapper))
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard uses.count < Limits.screens, !Self.isCallee(node), let wrapper = Self.preset(node, at: Syntax(node), in: wrappers) else {
            return .visitChildren
        }
        add(WrapperUse(node: Syntax(node), arguments: nil, wrapper: wrapper))
        return .visitChildren
    }

    private func add(_ use: WrapperUse) {
        // A call in `#if os(macOS)` is no screen of the iPhone app, but the wrapper is called: its
        // own body is not a screen either.
        if IfConfigActivity.isInsideInactiveClause(use.node) {
            context.usedWrappers.insert(use.wrapper.name)
            return
        }
        // A wrapper using itself (`Self(…)` in its own static function) is its definition; a
        // configuration kept in a `var` to be changed is read with the changes (`ConfigurationVisitor`);
        // a call that hides the empty state shows none.
        guard !WrapperOverloads.isBody(use.node, of: [use.wrapper]), !Self.startsAConfiguration(use),
              !hides(use) else { return }
        uses.append(use)
    }

    /// `showEmpty(false, …)` for a wrapper shown under its Boolean parameter.
    private func hides(_ use: WrapperUse) -> Bool {
        // `EntryListView(sections:configurationMap:)` without the message its empty state needs.
        if let needed = use.wrapper.shownOnlyWhenGiven, let arguments = use.arguments {
            guard let argument = WrapperCalls.argument(for: needed, in: arguments, of: use.wrapper) else { return true }
            if argument.is(NilLiteralExprSyntax.self) { return true }
        }
        guard let shownWhen = use.wrapper.shownWhen, let arguments = use.arguments,
              let argument = WrapperCalls.argument(for: shownWhen, in: arguments, of: use.wrapper) else { return false }
        return argument.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }

    /// `var config = Shared.configuration`: a UIKit configuration that the code goes on to change.
    static func startsAConfiguration(_ use: WrapperUse) -> Bool {
        guard use.wrapper.kind == .uikit, let clause = use.node.parent?.as(InitializerClauseSyntax.self),
              let variable = clause.parent?.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        return variable.bindingSpecifier.tokenKind == .keyword(.var)
    }

    private static func isCallee(_ node: MemberAccessExprSyntax) -> Bool {
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }

    /// UIKit's classes whose extensions' methods every view controller or view calls by name.
    static let baseClasses: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController", "UIView", "UIScrollView"]

    /// `Type.preset` (or `Self.preset`) not called: a static preset whose parameters all have defaults.
    static func preset(_ member: MemberAccessExprSyntax, at node: Syntax, in wrappers: [String: WrapperView]) -> WrapperView? {
        guard let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        var owner = base.baseName.text
        if owner == "Self", let caller = EnclosingType.name(of: node) { owner = caller }
        guard let wrapper = Self.member(owner, member.declName.baseName.text, at: node, in: wrappers), wrapper.function != nil,
              wrapper.parameters.allSatisfy(\.hasDefault) else { return nil }
        return wrapper
    }

    /// `Wrapper(…)`, `Wrapper.init(…)`, `Wrapper.search(…)`; a method by its name alone (or
    /// `self.`) only from its own type (or from any type, for a free function or an extension
    /// of a UIKit base class).
    static let viewExtensionOwner = "View"

    static func wrapper(called callee: ExprSyntax, at node: Syntax, in wrappers: [String: WrapperView],
                        classes: AppClasses = AppClasses()) -> WrapperView? {
        func method(_ name: String) -> WrapperView? {
            let caller = EnclosingType.name(of: node)
            // A superclass's method is the subclass's (`self?.showPlaceholder(…)` in a view model
            // of the app's base view model).
            let owners = Set(caller.map { [$0] + classes.ancestors(of: $0) } ?? [])
            return wrappers.values.sorted { $0.name < $1.name }.first { wrapper in
                wrapper.function == name && wrapper.byPosition != true
                    && (wrapper.typeName.isEmpty || owners.contains(wrapper.innermostType) || baseClasses.contains(wrapper.typeName)
                        // A method of `extension View`, called by its name in any view's body.
                        || wrapper.typeName == viewExtensionOwner && wrapper.kind == .swiftui && caller != nil)
            }
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            // `Inner()` in `LoadingView`'s body: its own nested view first.
            var outer = EnclosingType.path(of: node)
            while !outer.isEmpty {
                if let nested = wrappers[(outer + [reference.baseName.text]).joined(separator: ".")], nested.function == nil { return nested }
                outer.removeLast()
            }
            return wrappers[reference.baseName.text].flatMap { $0.function == nil ? $0 : nil } ?? method(reference.baseName.text)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        // A modifier of the app's own (`extension View { func emptyOverlay(…) }`), called on any view.
        if let modifier = wrappers[viewExtensionOwner + "." + name], modifier.kind == .swiftui { return modifier }
        // `.placeholder(title: …)`: a view state's case, made where its type is known.
        guard let written = member.base else {
            // Assigned to a property of another enum (`phase = .failed(…)` of a `Phase`, where
            // the wrapper is a `LoadState`'s case): not that state.
            let assignedType = assignedTo(node).flatMap { target -> String? in
                let property = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
                guard !property.contains("."), let declared = WrapperViews.storedProperty(property, around: node)?.type,
                      !declared.isEmpty else { return nil }
                return TypeName.normalized(declared.trimmingCharacters(in: ["?", "!"])).split(separator: ".").last.map(String.init)
            }
            return wrappers.values.sorted { $0.name < $1.name }.first { wrapper in
                wrapper.byPosition == true && wrapper.function == name
                    && assignedType.map { $0 == wrapper.typeName.split(separator: ".").last.map(String.init) } ?? true
            }
        }
        // `self?.show(…)`, `self!.show(…)`: as `self.show(…)`.
        let unwrapped = Evaluator.unwrapped(written)
        guard let base = unwrapped.as(DeclReferenceExprSyntax.self) else { return configurationMethod(name, at: node, in: wrappers) }
        if name == "init" { return wrappers[base.baseName.text] }
        if base.baseName.text == "self" { return method(name) }
        if base.baseName.text == "Self", let caller = EnclosingType.name(of: node) { return wrappers[caller + "." + name] }
        return Self.member(base.baseName.text, name, at: node, in: wrappers)
            ?? (base.baseName.text.first?.isUppercase == false ? configurationMethod(name, at: node, in: wrappers) : nil)
    }

    /// What `node` is assigned to (`contentUnavailableConfiguration = node`), as written.
    static func assignedTo(_ node: Syntax) -> String? {
        if let assignment = node.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
           assignment.rightOperand.id == node.id {
            return assignment.leftOperand.trimmedSource
        }
        // Unfolded: `lhs`, `=`, `node` in a sequence.
        guard let list = node.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return nil }
        let elements = Array(list)
        guard elements.count == 3, elements[2].id == node.id, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return elements[0].trimmedSource
    }

    /// `contentUnavailableConfiguration = decorator?.getEmptyGroupConfiguration()`: a UIKit
    /// configuration's maker called on a value and shown, when one type of the app declares a
    /// method of that name (`cell.configureView(…)` elsewhere is another method).
    static func configurationMethod(_ name: String, at node: Syntax, in wrappers: [String: WrapperView]) -> WrapperView? {
        guard assignedTo(node)?.hasSuffix("contentUnavailableConfiguration") == true else { return nil }
        let matching = wrappers.values.filter { $0.function == name && $0.kind == .uikit && !$0.typeName.isEmpty && $0.byPosition != true }
        return matching.count == 1 ? matching[0] : nil
    }

    /// `Owner.name` as written at `node`: the wrapper of that name, or of a type `Owner` nested
    /// in a type the call is inside (`EmptyListConfigurator.make()` in `PickerCoordinator` is
    /// `PickerCoordinator.EmptyListConfigurator.make`), or of the one nested type so named.
    static func member(_ owner: String, _ name: String, at node: Syntax, in wrappers: [String: WrapperView]) -> WrapperView? {
        if let wrapper = wrappers[owner + "." + name] { return wrapper }
        var outer = EnclosingType.path(of: node)
        while !outer.isEmpty {
            if let wrapper = wrappers[(outer + [owner, name]).joined(separator: ".")] { return wrapper }
            outer.removeLast()
        }
        let nested = wrappers.values.filter { $0.function == name && $0.typeName.hasSuffix("." + owner) }
        return nested.count == 1 ? nested[0] : nil
    }
}

enum WrapperCalls {
    static func read(_ tree: SourceFileSyntax, _ wrappers: [WrapperView], _ context: ReadContext) throws -> [(screen: FoundScreen, wrapper: String)] {
        let visitor = WrapperCallVisitor(wrappers, context)
        visitor.walk(tree)
        var result: [(screen: FoundScreen, wrapper: String)] = []
        for use in visitor.uses where try !passesOnlyRunTimeValues(use, context) {
            result.append((try screen(use, context), use.wrapper.name))
            // A view with a screen per case of its state: each is a screen of the call.
            for template in use.wrapper.moreTemplates ?? [] {
                var other = use
                other.wrapper.template = template
                other.wrapper.moreTemplates = nil
                result.append((try screen(other, context), use.wrapper.name))
            }
        }
        return result
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
        passed += WrapperAssignments.arguments(of: use.node).filter { assigned in wrapper.parameters.contains { $0.label == assigned.label } }
        // Set by a modifier-style method called on it (`.contentUnavailableImage(systemName: "calendar")`).
        passed += WrapperSetters.arguments(of: use.node).filter { set in wrapper.parameters.contains { $0.label == set.label } }
        // A trailing closure is the last parameter's argument, as Swift matches it.
        if let trailing = use.node.as(FunctionCallExprSyntax.self)?.trailingClosure, let last = wrapper.parameters.last,
           slots.contains(last.property) {
            passed.append((label: last.label, expression: ExprSyntax(trailing)))
        }
        for (argument, parameter) in zip(passed, parameters(for: passed.map { $0.label }, of: wrapper)) {
            guard let parameter else { continue }
            given.insert(parameter.property)
            if argument.expression.is(NilLiteralExprSyntax.self) { passedNil.insert(parameter.property) }
            // `mode: .maintenance` (or `Mode.maintenance`): the case decides the wrapper's variants on it.
            if let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
               member.base.map({ $0.trimmedSource.first?.isUppercase == true }) ?? true,
               member.declName.baseName.text.first?.isLowercase == true {
                cases[parameter.property] = member.declName.baseName.text
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
            let isImage = ["UIImage", "Image"].contains(TypeName.normalized(parameter.type.replacingOccurrences(of: "?", with: "")))
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
        if use.node.as(FunctionCallExprSyntax.self)?.trailingClosure != nil,
           let last = wrapper.parameters.last(where: { $0.type.contains("->") && $0.label?.hasPrefix("#") != true }) {
            given.insert(last.property)
        }
        // An argument no parameter takes (`ErrorView(error: e, $refresh)`, SwiftEvolution's other
        // initializer, which sets `retry` itself): what the call leaves out is not known to be nil.
        if zip(passed, parameters(for: passed.map { $0.label }, of: wrapper)).contains(where: { $0.1 == nil }) {
            for parameter in wrapper.parameters where !shown.contains(parameter.property) { given.insert(parameter.property) }
        }
        for parameter in wrapper.parameters where !given.contains(parameter.property) {
            arguments[parameter.property] = .init(text: parameter.defaultValue ?? .null, plain: parameter.defaultValue.flatMap {
                if case let .string(text) = $0 { return text } else { return nil }
            })
        }
        // A slot the call passes nothing for draws no button (its default is an empty builder).
        for slot in slots where !given.contains(slot) { slotButtons[slot] = [] }
        let template = WrapperActionSlots.filled(wrapper.template, with: slotButtons)
        let substituted = WrapperSubstitution.substitute(template, arguments) ?? .map([])
        let passedOn = passedOnOptionals(passed, of: wrapper, at: use.node)
        // What the call passes decides the wrapper's optionals, shown or not (`retryAction: retry`
        // for an `if let retryAction { Button(…) }`).
        let passedHidden = given.filter { arguments[$0] == nil }
        let valued = Set(arguments.filter { $0.value.text != .null }.keys).union(passedHidden.subtracting(passedNil)).subtracting(passedOn.keys)
        let absent = Set(arguments.filter { $0.value.text == .null }.keys).union(passedHidden.intersection(passedNil))
        // Given a value known here (a closure, a literal), not one the run time may leave nil
        // (`message: messages[chat.id]`, Supremo-AI): only those decide a variant that pairs
        // the optional with another condition.
        let known = Set(arguments.filter { $0.value.text != .null && WrapperSubstitution.placeholders(in: $0.value.text).isEmpty }.keys)
        let sure = passedHidden.subtracting(passedNil).union(known)
        return WrapperButtons.drawn(WrapperSubstitution.deciding(substituted, given: valued, absent: absent, cases: cases, booleans: booleans,
                                                                 passedOn: passedOn, sure: sure),
                                    from: template)
    }

    /// `ErrorView(…, retryLabel: retryLabel)` in a wrapper's body, passing on its own optional
    /// (MetroTime's LoadingErrorView): whether it is set is for that wrapper's callers to
    /// decide, so the inner wrapper's property maps to the outer one's.
    static func passedOnOptionals(_ passed: [(label: String?, expression: ExprSyntax)], of wrapper: WrapperView, at node: Syntax) -> [String: String] {
        var result: [String: String] = [:]
        for (argument, parameter) in zip(passed, parameters(for: passed.map { $0.label }, of: wrapper)) {
            guard let parameter else { continue }
            guard let name = optionalRoot(argument.expression), let property = WrapperViews.storedProperty(name, around: node), property.type.hasSuffix("?"), !property.isPrivate else { continue }
            result[parameter.property] = name
        }
        return result
    }

    /// `retryLabel`, `self.retryLabel`, or the root of an optional chain on one
    /// (`itemID?.type.errorLabel`, ShelfPlayer's ErrorView): nil whenever that property is.
    private static func optionalRoot(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if Evaluator.isSelf(base) { return member.declName.baseName.text }
        var current = base
        while true {
            if let chained = current.as(OptionalChainingExprSyntax.self) {
                return chained.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            guard let inner = current.as(MemberAccessExprSyntax.self)?.base else { return nil }
            current = inner
        }
    }

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
        for member in members {
            let key = parameter.property + "." + member.property
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
    private static func derive(_ derived: [String: WrapperView.Derived], passed: [(label: String?, expression: ExprSyntax)], of wrapper: WrapperView,
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
