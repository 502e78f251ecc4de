import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// Finds wrapper views among a file's screens: a screen read inside a struct or class whose
/// placeholders name that type's stored properties.
enum WrapperViews {
    static func find(_ screens: [FoundScreen], _ context: ReadContext) -> [WrapperView] {
        var wrappers: [WrapperView] = []
        var seen = Set<String>()
        // A view's fixed screens read before the one that makes it a wrapper (its error screen
        // above the empty one that shows the caller's title): drawn at its calls too.
        var fixedBefore: [(type: String, template: TemplateValue)] = []
        for screen in screens {
            // A view given what it shows by its callers (`ListScreenScaffold(phase:errorTitle:…)`
            // switching on its `phase`) is their wrapper, not its state enum's cases.
            let fed = callerFedParameters(screen, context)
            let fedView = screen.kind == .swiftui && fed != nil
            if let wrapper = (fedView ? nil : EnumCaseWrapper.wrapper(screen, context)) ?? functionWrapper(screen, context) ?? staticPreset(screen, context),
               seen.insert(wrapper.name).inserted {
                wrappers.append(wrapper)
                continue
            }
            guard let decl = typeDecl(around: screen.node), let name = EnclosingType.typeName(decl) else { continue }
            if seen.contains(name) {
                // Another screen of a view already a wrapper: drawn at its calls too, whether its
                // callers give what it shows (a case of the phase it is given) or not (its fixed
                // error screen).
                // One drawn twice (the same call in two branches) is one screen.
                if screen.kind == .swiftui, let index = wrappers.firstIndex(where: { $0.name == name && $0.function == nil }),
                   wrappers[index].template != screen.template, !(wrappers[index].moreTemplates ?? []).contains(screen.template) {
                    wrappers[index].moreTemplates = (wrappers[index].moreTemplates ?? []) + [screen.template]
                }
                continue
            }
            let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(ClassDeclSyntax.self)?.memberBlock
            guard let members else { continue }
            let properties = storedProperties(members)
            let used = usedProperties(screen, properties, context)
            // A view that is only the screen (`struct NoInternet: View { var body: some View {
            // ContentUnavailableView(…) } }`) and needs nothing (what it may take has defaults, an
            // `@AppStorage var theme = …`): each place that shows it is the screen, as a wrapper's
            // calls are (its own body only when nothing calls it).
            // A view whose whole body is its screen, which it words from what its callers give
            // (`Text(ErrorUtils.toAppError(error).errorDescription)`): each call is the screen.
            if used.isEmpty, screen.kind == .swiftui, isOnlyItsBody(screen.node), !mentioned(properties.map(\.name), in: screen.template).isEmpty,
               let parameters = parameters(members, properties, context), !parameters.isEmpty {
                seen.insert(name)
                var wrapper = WrapperView(typeName: name, function: nil, file: context.file, parameters: parameters, kind: screen.kind, template: screen.template)
                if isFilePrivate(decl) { wrapper.fileOnly = true }
                wrappers.append(wrapper)
                continue
            }
            if used.isEmpty {
                guard screen.kind == .swiftui, !members.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }),
                      isOnlyItsBody(screen.node), !callsContentWrapper(screen.node, context),
                      parameters(members, properties, context)?.allSatisfy(\.hasDefault) == true else {
                    if screen.kind == .swiftui { fixedBefore.append((name, screen.template)) }
                    continue
                }
                seen.insert(name)
                wrappers.append(WrapperView(typeName: name, function: nil, file: context.file, parameters: [], kind: screen.kind, template: screen.template))
                continue
            }
            // A type is a wrapper when its initializer is given what the screen shows: one whose
            // initializer sets none of it (`init(account:)` of a helper with a `filterTitle`) is not.
            guard let parameters = fed else { continue }
            seen.insert(name)
            var wrapper = WrapperView(typeName: name, function: nil, file: context.file, parameters: parameters, kind: screen.kind, template: screen.template)
            let derived = derivedProperties(members, properties, context).filter { used.contains($0.key) }
            if !derived.isEmpty { wrapper.derived = derived }
            if showsContent(in: Syntax(members)) { wrapper.showsContent = true }
            // What the screen shows of the properties no initializer parameter sets: their
            // declared values, or what a modifier-style method called on the wrapper gives.
            let setters = WrapperSetters.setters(of: name, members: members, in: Syntax(decl.root))
            let set = Set(parameters.map(\.property))
            for property in properties where used.contains(property.name) && !set.contains(property.name) && !property.isLet {
                guard let initializer = property.initializer else { continue }
                let method = setters.first { $0.value == property.name }?.key
                wrapper.parameters.append(WrapperView.Parameter(label: method.map(WrapperSetters.label) ?? "#=" + property.name, property: property.name,
                                                                type: property.type, defaultValue: declaredValue(initializer, context), hasDefault: true))
            }
            if isFilePrivate(decl) { wrapper.fileOnly = true }
            wrappers.append(wrapper)
        }
        for fixed in fixedBefore.reversed() {
            guard let index = wrappers.firstIndex(where: { $0.name == fixed.type && $0.function == nil && $0.kind == .swiftui }) else { continue }
            wrappers[index].moreTemplates = [fixed.template] + (wrappers[index].moreTemplates ?? [])
        }
        return wrappers
    }

    /// The initializer's parameters of the screen's struct or class, when it is given some of
    /// what the screen shows (nil otherwise).
    static func callerFedParameters(_ screen: FoundScreen, _ context: ReadContext) -> [WrapperView.Parameter]? {
        guard let decl = typeDecl(around: screen.node),
              let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(ClassDeclSyntax.self)?.memberBlock else { return nil }
        let properties = storedProperties(members)
        let carriers = carriedProperties(screen, properties, context)
        let used = directProperties(screen, properties).union(carriers)
        guard !used.isEmpty, var parameters = parameters(members, properties, context),
              parameters.contains(where: { used.contains($0.property) })
                || !used.isDisjoint(with: derivedProperties(members, properties, context).keys) else { return nil }
        // A struct of texts the screen shows member by member: what each of its calls gives.
        for index in parameters.indices where carriers.contains(parameters[index].property) {
            parameters[index].members = TextCarriers.members(ofType: parameters[index].type, around: screen.node, context)
        }
        // A whole screen of the app (a hashtag's timeline) that shows its empty state in one
        // branch and only words a property into a text ("…for #\(hashtagName).") is a screen of
        // its own with a run-time part; its callers give it a text, an image or a button to show
        // whole (`title: "No Items"`) when it is their wrapper.
        if !isOnlyItsBody(screen.node), used.isDisjoint(with: wholePlaceholders(in: screen.template)),
           showsContent(in: Syntax(members)) { return nil }
        return parameters
    }

    /// `SearchViewBase(…)` as a whole body: a call of a wrapper that shows the app's data too.
    static func callsContentWrapper(_ node: Syntax, _ context: ReadContext) -> Bool {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return false }
        let callee = TypeName.normalized(call.calledExpression.trimmedDescription)
        return context.wrappers[callee]?.showsContent == true
    }

    /// Collections a view shows its data in: a view with one outside its empty state is a
    /// screen of the app, not a view made for its empty state.
    static let contentViews: Set<String> = ["ForEach", "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "Grid"]

    /// Whether the type's members show a collection of data outside any `ContentUnavailableView`.
    static func showsContent(in members: Syntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = node.calledExpression.trimmedDescription
                if callee == "ContentUnavailableView" { return .skipChildren }
                if WrapperViews.contentViews.contains(callee) { found = true; return .skipChildren }
                return .visitChildren
            }
            override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(members)
        return finder.found
    }

    /// The names among `names` that a template's placeholders mention anywhere in their
    /// expressions (`error` in `⟨ErrorUtils.toAppError(error).errorDescription⟩`).
    static func mentioned(_ names: [String], in template: TemplateValue) -> Set<String> {
        let words = Set(WrapperSubstitution.placeholders(in: template).flatMap { placeholder in
            placeholder.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        })
        return Set(names).intersection(words)
    }

    /// `private struct Impl`, `fileprivate class …`.
    static func isFilePrivate(_ decl: Syntax) -> Bool {
        let modifiers = decl.as(StructDeclSyntax.self)?.modifiers ?? decl.as(ClassDeclSyntax.self)?.modifiers
        return modifiers?.contains { ["private", "fileprivate"].contains($0.name.text) } ?? false
    }

    /// Whether a wrapper's call shows its type's own struct of texts (`⟨noTasksMessageLabels.title⟩`).
    static func passesTextsOn(_ screen: FoundScreen, _ context: ReadContext) -> Bool {
        guard let decl = typeDecl(around: screen.node),
              let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(ClassDeclSyntax.self)?.memberBlock else { return false }
        return !carriedProperties(screen, storedProperties(members), context).isEmpty
    }

    /// The stored properties a screen's placeholders name, whole (`⟨title⟩`) or, for a struct of
    /// the app's carrying texts, member by member (`⟨labels.title⟩`).
    static func usedProperties(_ screen: FoundScreen, _ properties: [Property], _ context: ReadContext) -> Set<String> {
        directProperties(screen, properties).union(carriedProperties(screen, properties, context))
    }

    /// The properties the screen's placeholders name whole (`⟨title⟩`).
    private static func directProperties(_ screen: FoundScreen, _ properties: [Property]) -> Set<String> {
        Set(WrapperSubstitution.placeholders(in: screen.template)).intersection(properties.map(\.name))
    }

    /// The properties that are structs of texts the screen shows member by member (`⟨labels.title⟩`).
    private static func carriedProperties(_ screen: FoundScreen, _ properties: [Property], _ context: ReadContext) -> Set<String> {
        let types = Dictionary(properties.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        return TextCarriers.shown(in: screen.template, properties: types, around: screen.node, context)
    }

    /// The properties a template shows whole (`title: ⟨title⟩`, `⟨labels.title⟩` by its
    /// `labels`), not as a part of a text or a format's argument.
    static func wholePlaceholders(in template: TemplateValue) -> Set<String> {
        var names = Set<String>()
        func visit(_ value: TemplateValue) {
            switch value {
            case let .string(text):
                if let whole = WrapperSubstitution.wholePlaceholder(text) {
                    names.insert(WrapperSubstitution.propertyName(whole))
                    if let (property, _) = TextCarriers.split(whole) { names.insert(property) }
                }
            case let .map(entries):
                for entry in entries where entry.key != "args" { visit(entry.value) }
            case let .list(items):
                items.forEach(visit)
            default:
                break
            }
        }
        visit(template)
        return names
    }

    /// The presets and shared helpers among a file's call sites of other wrappers.
    static func presets(_ screens: [FoundScreen], _ context: ReadContext) -> [WrapperView] {
        var seen = Set<String>()
        // A helper that passes its own parameters on (`func showPlaceholder(title:subtitle:)
        // { state = .placeholder(title: title, subtitle: subtitle) }`) is a wrapper as one that
        // draws them is.
        return screens.compactMap { screen in functionWrapper(screen, context) ?? staticPreset(screen, context) }
            .filter { seen.insert($0.name).inserted }
    }

    /// A function other types call by its name: a static function, a free function, a method
    /// of an extension of a UIKit base class.
    static func isSharedByOthers(_ function: FunctionDeclSyntax, _ kind: ImportedScreen.Kind) -> Bool {
        let owner = EnclosingType.memberOwner(of: Syntax(function)).type ?? ""
        return kind != .dzn && (StaticMember.isStatic(function.modifiers) || owner.isEmpty || WrapperCallVisitor.baseClasses.contains(owner))
    }

    /// A method that hands its configuration back (`func getEmptyGroupConfiguration() ->
    /// UIContentUnavailableConfiguration?`): whoever calls it shows it, often another type
    /// through a protocol (`contentUnavailableConfiguration = decorator?.getEmptyGroupConfiguration()`).
    static func returnsConfiguration(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.returnClause?.type.trimmedDescription.trimmingCharacters(in: ["?", "!"]) == "UIContentUnavailableConfiguration"
    }

    /// A function whose parameters the screen's placeholders name: a wrapper called by its name.
    /// So is one that other types call by its name whatever it draws (a static function, a free
    /// function, a method of an extension of a UIKit base class): its callers are the screens.
    static func functionWrapper(_ screen: FoundScreen, _ context: ReadContext) -> WrapperView? {
        guard let function = enclosingFunction(screen.node) else { return nil }
        let names = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        let owner = functionOwner(function)
        guard isSharedByOthers(function, screen.kind) || returnsConfiguration(function)
                || !Set(WrapperSubstitution.placeholders(in: screen.template)).intersection(names).isEmpty else { return nil }
        let evaluator = Evaluator(context: context, diagnostics: Diagnostics(context), typeName: nil)
        let parameters = function.signature.parameterClause.parameters.map { parameter -> WrapperView.Parameter in
            let defaultValue = parameter.defaultValue.flatMap { try? evaluator.value($0.value) }?.plainString.map(TemplateValue.string)
            return WrapperView.Parameter(label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
                                         property: (parameter.secondName ?? parameter.firstName).text, type: parameter.type.trimmedDescription,
                                         defaultValue: defaultValue, hasDefault: parameter.defaultValue != nil)
        }
        return WrapperView(typeName: owner, function: function.name.text, file: context.file, parameters: parameters,
                           kind: screen.kind, template: screen.template, shownWhen: ShownWhen.parameter(of: function))
    }

    /// A static property whose value is the screen (`static var search = Unavailable(…)`, a
    /// shared configuration built in a closure): a preset without parameters, used as `Type.name`.
    static func staticPreset(_ screen: FoundScreen, _ context: ReadContext) -> WrapperView? {
        guard screen.kind != .dzn, let member = StaticMember.around(screen.node), member.function == nil else { return nil }
        return WrapperView(typeName: member.owner, function: member.name, file: context.file, parameters: [],
                           kind: screen.kind, template: screen.template)
    }

    /// The type a function wrapper belongs to, with the types it is nested in
    /// (`Coordinator.EmptyListConfigurator`): two coordinators may each nest a configurator of
    /// one name, each called from inside its own.
    static func functionOwner(_ function: FunctionDeclSyntax) -> String {
        EnclosingType.qualifiedOwner(of: Syntax(function)) ?? EnclosingType.memberOwner(of: Syntax(function)).type ?? ""
    }

    /// The function a screen is declared in, within its type.
    static func enclosingFunction(_ node: Syntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function }
            if EnclosingType.typeName(node) != nil { return nil }
            current = node.parent
        }
        return nil
    }

    /// The wrapper a screen is the definition of, by `WrapperView.name`.
    static func definition(of node: Syntax) -> String? {
        if let state = EnumCaseWrapper.around(node) { return state.name }
        if let member = StaticMember.around(node), member.function == nil { return member.wrapperName }
        if let function = enclosingFunction(node) {
            let owner = functionOwner(function)
            return owner.isEmpty ? function.name.text : owner + "." + function.name.text
        }
        return typeDecl(around: node).flatMap { EnclosingType.typeName($0) }
    }

    /// Whether a wrapper's call is all its view does: the view's whole body, or the body of a
    /// `ViewModifier` (which shows it over the content it modifies). A larger view that shows
    /// one in a branch is a screen of its own, not a wrapper.
    static func isPassingOn(_ node: Syntax) -> Bool {
        guard let decl = typeDecl(around: node) else { return false }
        let inherited = decl.as(StructDeclSyntax.self)?.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return inherited.contains("ViewModifier") || isOnlyItsBody(node)
    }

    /// The struct or class (never an extension) a screen is declared in.
    /// Whether a screen is its view's whole `body`: the body's one expression is it (with
    /// its modifiers), not one branch or part of a larger view. A container of the screen alone
    /// (`UnavailableWrapper { ContentUnavailableView(…) }`, `VStack { … }`) is the screen too.
    static func isOnlyItsBody(_ node: Syntax) -> Bool {
        var screen = node
        var current = node.parent
        while let parent = current {
            if let variable = parent.as(VariableDeclSyntax.self) {
                guard let binding = variable.bindings.first, binding.pattern.trimmedDescription == "body",
                      let expression = ConstantsVisitor.computedValue(binding) else { return false }
                return core(of: expression, reaching: screen) == screen.id
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self),
                      core(of: only, reaching: screen) == screen.id,
                      let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
                      call.additionalTrailingClosures.isEmpty, Evaluator.typePath(call.calledExpression) != nil else { return false }
                screen = Syntax(call)
                current = call.parent
                continue
            }
            // `if #available(iOS 17, *) { ContentUnavailableView(…) } else { an older fallback }`:
            // the screen is all an iPhone that can show it draws.
            if let block = parent.as(CodeBlockSyntax.self), let availability = block.parent?.as(IfExprSyntax.self),
               availability.body.id == block.id, isAvailabilityCheck(availability), block.statements.count == 1,
               let only = block.statements.first?.item.as(ExprSyntax.self), core(of: only, reaching: screen) == screen.id {
                screen = Syntax(availability)
                current = availability.parent
                continue
            }
            if parent.is(CodeBlockSyntax.self) || parent.is(FunctionDeclSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// `if #available(iOS 17, *)` alone.
    private static func isAvailabilityCheck(_ ifExpr: IfExprSyntax) -> Bool {
        ifExpr.conditions.count == 1 && ifExpr.conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true
    }

    /// The call under an expression's modifiers (`ContentUnavailableView(…).padding()`), stopping at `screen`.
    private static func core(of expression: ExprSyntax, reaching screen: Syntax) -> SyntaxIdentifier {
        var core = expression
        while let call = core.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            if call.id == screen.id { break }
            core = base
        }
        return core.id
    }

    static func typeDecl(around node: Syntax) -> Syntax? {
        var current = node.parent
        while let node = current {
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) { return node }
            if node.is(ExtensionDeclSyntax.self) || node.is(EnumDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    struct Property {
        var name: String; var type: String; var initializer: ExprSyntax?; var isLet: Bool
        /// `private`/`fileprivate`: the view's own state (`@State private var searchText = ""`),
        /// which no caller's memberwise initializer sets.
        var isPrivate = false
    }

    /// The stored property `name` of the struct or class a node is in.
    static func storedProperty(_ name: String, around node: Syntax) -> Property? {
        guard let decl = typeDecl(around: node),
              let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(ClassDeclSyntax.self)?.memberBlock else { return nil }
        return storedProperties(members).first { $0.name == name }
    }

    /// Instance properties without accessors, in order (what a memberwise initializer takes).
    static func storedProperties(_ members: MemberBlockSyntax) -> [Property] {
        var result: [Property] = []
        for item in members.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
                  !variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Environment" }) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let isPrivate = variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
                result.append(Property(name: name, type: binding.typeAnnotation?.type.trimmedDescription ?? "",
                                       initializer: binding.initializer?.value, isLet: variable.bindingSpecifier.text == "let",
                                       isPrivate: isPrivate))
            }
        }
        return result
    }

    /// The parameters of the type's initializer that sets its properties (`self.title = title`),
    /// or of its memberwise initializer when it declares none.
    static func parameters(_ members: MemberBlockSyntax, _ properties: [Property], _ context: ReadContext) -> [WrapperView.Parameter]? {
        func defaultValue(_ expr: ExprSyntax?) -> TemplateValue? { declaredValue(expr, context) }
        let inits = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard !inits.isEmpty else {
            // Memberwise: every `var` and every `let` without a value, labelled by name.
            return properties.filter { !($0.isLet && $0.initializer != nil) && !$0.isPrivate }.map {
                WrapperView.Parameter(label: $0.name, property: $0.name, type: $0.type, defaultValue: defaultValue($0.initializer),
                                      hasDefault: $0.initializer != nil || $0.type.hasSuffix("?"))
            }
        }
        return bestInitializer(inits, properties).map { initializer, assigned in
            initializer.signature.parameterClause.parameters.map { parameter -> WrapperView.Parameter in
                let inner = (parameter.secondName ?? parameter.firstName).text
                let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
                var result = WrapperView.Parameter(label: label, property: assigned[inner] ?? inner, type: parameter.type.trimmedDescription,
                                                   defaultValue: defaultValue(parameter.defaultValue?.value), hasDefault: parameter.defaultValue != nil)
                if result.property != inner { result.name = inner }
                return result
            }
        }
    }

    /// A default argument or a property's declared value, when it is a literal text.
    static func declaredValue(_ expr: ExprSyntax?, _ context: ReadContext) -> TemplateValue? {
        let evaluator = Evaluator(context: context, diagnostics: Diagnostics(context), typeName: nil)
        guard let expr, let value = try? evaluator.value(expr) else { return nil }
        if case .null = value { return nil }
        if let text = value.plainString { return .string(text) }
        return nil
    }

    /// The initializer that sets the most stored properties from its parameters (the first of
    /// those that set as many), and what it sets: parameter → property.
    static func bestInitializer(_ inits: [InitializerDeclSyntax], _ properties: [Property]) -> (InitializerDeclSyntax, [String: String])? {
        var best: (InitializerDeclSyntax, [String: String], Int)?
        for initializer in inits {
            let assigned = assignments(initializer)
            let parameters = initializer.signature.parameterClause.parameters.map { (assigned[($0.secondName ?? $0.firstName).text] ?? ($0.secondName ?? $0.firstName).text) }
            let count = parameters.filter { name in properties.contains { $0.name == name } }.count
            if best == nil || count > best!.2 { best = (initializer, assigned, count) }
        }
        return best.map { ($0.0, $0.1) }
    }

    /// The stored properties the chosen initializer computes from its parameters
    /// (`self.unavailablePrompt = "Content.unavailable.\(String(localized: titleKey))"`).
    static func derivedProperties(_ members: MemberBlockSyntax, _ properties: [Property], _ context: ReadContext) -> [String: WrapperView.Derived] {
        let inits = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard let (initializer, _) = bestInitializer(inits, properties) else { return [:] }
        var result: [String: WrapperView.Derived] = [:]
        for item in initializer.body?.statements ?? [] {
            guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), !elements[2].is(DeclReferenceExprSyntax.self) else { continue }
            var name = elements[0].trimmedDescription
            if name.hasPrefix("self.") { name.removeFirst(5) }
            guard let property = properties.first(where: { $0.name == name }) else { continue }
            let (line, column) = context.location(of: sequence)
            result[name] = WrapperView.Derived(assignment: SourceSnippet(path: context.file, line: line, column: column,
                                                                         text: sequence.trimmedDescription), type: property.type)
        }
        return result
    }

    /// `self.title = title` and `_title = State(initialValue: title)` in an initializer: parameter → property.
    static func assignments(_ initializer: InitializerDeclSyntax) -> [String: String] {
        var result: [String: String] = [:]
        for item in initializer.body?.statements ?? [] {
            guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            var property = elements[0].trimmedDescription
            if property.hasPrefix("self.") { property.removeFirst(5) }
            if property.hasPrefix("_") { property.removeFirst() }
            if let reference = elements[2].as(DeclReferenceExprSyntax.self) { result[reference.baseName.text] = property }
        }
        return result
    }
}
