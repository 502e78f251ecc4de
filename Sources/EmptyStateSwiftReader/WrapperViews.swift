import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// Finds wrapper views among a file's screens: a screen read inside a struct or class whose
/// placeholders name that type's stored properties.
enum WrapperViews {
    static func find(_ found: [FoundScreen], _ context: ReadContext) -> [WrapperView] {
        let screens = ScreenMethodCalls.expanded(found, context).map(namedByStoredProperties)
        var wrappers: [WrapperView] = []
        var seen = Set<String>()
        // A view's fixed screens read before the one that makes it a wrapper (its error screen
        // above the empty one that shows the caller's title): drawn at its calls too.
        var fixedBefore: [(type: String, template: TemplateValue)] = []
        // A screen that shows only what the view shares with its caller (`@Binding var searchText`
        // in primuse's `SearchView`, `ContentUnavailableView.search(text: searchText)`) is the
        // view's own, wherever it is shown: no caller words it.
        let feds = screens.map { $0.kind == .swiftui && showsOnlyBindings($0) ? nil : callerFedParameters($0, context) }
        // Views with a screen their callers word: their other screens join that one's wrapper.
        let fedTypes = Set(zip(screens, feds).compactMap { screen, fed in
            fed == nil ? nil : typeDecl(around: screen.node).flatMap { EnclosingType.qualifiedName(of: $0) }
        })
        var choosing = ChoosingViews()
        // The parameters of the views that choose among their screens, for the paths their
        // screens' placeholders read from them (`⟨descriptor.failedServer.title⟩`).
        var choosingParameters: [String: [WrapperView.Parameter]] = [:]
        for (screen, fed) in zip(screens, feds) {
            // A view given what it shows by its callers (`ListScreenScaffold(phase:errorTitle:…)`
            // switching on its `phase`) is their wrapper, not its state enum's cases.
            let fedView = screen.kind == .swiftui && fed != nil
            if let wrapper = (fedView ? nil : EnumCaseWrapper.wrapper(screen, context)) ?? functionWrapper(screen, context) ?? staticPreset(screen, context),
               seen.insert(wrapper.name).inserted {
                wrappers.append(wrapper)
                continue
            }
            guard let decl = typeDecl(around: screen.node), let name = EnclosingType.qualifiedName(of: decl) else { continue }
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
            // A view that only chooses among its screens by what its callers give: each call
            // draws them all (the other screens join it below as `moreTemplates`).
            // So does a `ViewModifier`: what its `body(content:)` draws is drawn wherever it is
            // applied (site's `NearbyLocationModifier`, applied by `View.nearbyLocation(…)`).
            if used.isEmpty, screen.kind == .swiftui, !fedTypes.contains(name),
               let parameters = choosing.parameters(of: name, members, properties, context),
               choosing.choosesAmongScreens(name, screen.node, inputs: Set(parameters.map(\.property)))
                || isModifierBody(screen.node) && !isShownOnlyWhenGiven(screen.node, Set(parameters.filter(\.hasDefault).map(\.property))) {
                seen.insert(name)
                choosingParameters[name] = choosing.parameters(of: name, members, properties, context)
                var wrapper = WrapperView(typeName: name, function: nil, file: context.file, parameters: [], kind: screen.kind, template: screen.template)
                if isFilePrivate(decl) { wrapper.fileOnly = true }
                wrappers.append(wrapper)
                continue
            }
            if used.isEmpty {
                // What its own ContentUnavailableView does not show, it may take without a default
                // (`@ObservedObject var presenting` that its tap sets, throttle2); not a view whose
                // body is another wrapper given an id (`CardDetailView(id:)` around a detail base).
                guard screen.kind == .swiftui, Self.initializersTakeOnlyActions(members),
                      isOnlyItsBody(screen.node), !callsContentWrapper(screen.node, context),
                      let parameters = parameters(members, properties, context),
                      parameters.allSatisfy(\.hasDefault) || isContentUnavailableView(screen.node) && mentioned(properties.map(\.name), in: screen.template).isEmpty else {
                    if screen.kind == .swiftui { fixedBefore.append((name, screen.template)) }
                    continue
                }
                seen.insert(name)
                // What it takes that its variants are on (Zeitgeist's `PlaceholderView(forRole:
                // .NoProjects)`, whose label's `text` switches on `forRole`): the case each call
                // passes decides them.
                let subjects = WrapperSubstitution.variantNames(screen.template)
                let deciding = parameters.filter { parameter in subjects.contains { WrapperSubstitution.isVariant($0, on: parameter.property) } }
                wrappers.append(WrapperView(typeName: name, function: nil, file: context.file, parameters: deciding, kind: screen.kind, template: screen.template))
                continue
            }
            // A type is a wrapper when its initializer is given what the screen shows: one whose
            // initializer sets none of it (`init(account:)` of a helper with a `filterTitle`) is not.
            guard let (parameters, derived) = fed else { continue }
            seen.insert(name)
            var wrapper = WrapperView(typeName: name, function: nil, file: context.file, parameters: parameters, kind: screen.kind, template: screen.template)
            if !derived.isEmpty { wrapper.derived = derived }
            let conveniences = WrapperConveniences.snippets(of: name, members: members, in: Syntax(decl.root), context)
            if !conveniences.isEmpty { wrapper.conveniences = conveniences }
            let optional = Set(parameters.filter { $0.hasDefault && $0.defaultValue == nil && $0.type.hasSuffix("?") }.map(\.property))
            wrapper.shownOnlyWhenGiven = Self.unwrappedParameter(around: screen.node, optional)
            if screen.kind == .swiftui, let gate = WrapperBooleanGate.gate(around: screen.node, Set(parameters.map(\.property))) {
                if gate.shownWhen { wrapper.shownWhen = gate.parameter } else { wrapper.hiddenWhen = gate.parameter }
            }
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
            if screen.kind == .dzn { wrapper.parameters += flagParameters(of: wrapper.template, properties, set: set) }
            if isFilePrivate(decl) { wrapper.fileOnly = true }
            let storing = WrapperSetters.storingMethods(members, properties: Set(parameters.map(\.property)))
            if !storing.isEmpty { wrapper.setterMethods = storing }
            wrappers.append(wrapper)
        }
        for index in wrappers.indices where wrappers[index].function == nil {
            guard let parameters = choosingParameters[wrappers[index].name] else { continue }
            let templates = [wrappers[index].template] + (wrappers[index].moreTemplates ?? [])
            let roots = Set(templates.flatMap(WrapperSubstitution.placeholders).compactMap { TextCarriers.split($0)?.property })
            wrappers[index].parameters = parameters.filter { roots.contains($0.property) }
        }
        for fixed in fixedBefore.reversed() {
            guard let index = wrappers.firstIndex(where: { $0.name == fixed.type && $0.function == nil && $0.kind == .swiftui }) else { continue }
            wrappers[index].moreTemplates = [fixed.template] + (wrappers[index].moreTemplates ?? [])
        }
        return wrappers
    }

    /// No initializer, or only ones whose every parameter is an action or has a default
    /// (GasWise's `init(addVehicle: ((Bool) -> Void)? = nil)` around a fixed screen): it is given
    /// nothing it shows.
    static func initializersTakeOnlyActions(_ members: MemberBlockSyntax) -> Bool {
        members.members.allSatisfy { member in
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { return true }
            return initializer.signature.parameterClause.parameters.allSatisfy { parameter in
                parameter.defaultValue != nil || parameter.type.trimmedSource.contains("->")
            }
        }
    }

    /// `ContentUnavailableView(…)` or `ContentUnavailableView.search(…)` itself, not a wrapper's call.
    static func isContentUnavailableView(_ node: Syntax) -> Bool {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return node.as(ExprSyntax.self).map(ContentUnavailableViewVisitor.isSearch) ?? false }
        return ContentUnavailableViewVisitor.isView(call.calledExpression) || ContentUnavailableViewVisitor.isSearch(call.calledExpression)
    }

    /// The initializer's parameters of the screen's struct or class, and the shown properties it
    /// computes from them, when it is given some of what the screen shows (nil otherwise).
    static func callerFedParameters(_ screen: FoundScreen, _ context: ReadContext)
        -> (parameters: [WrapperView.Parameter], derived: [String: WrapperView.Derived])? {
        guard let decl = typeDecl(around: screen.node),
              let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(ClassDeclSyntax.self)?.memberBlock else { return nil }
        let properties = storedProperties(members)
        let carriers = carriedProperties(screen, properties, context)
        let used = directProperties(screen, properties).union(carriers)
        guard !used.isEmpty, var parameters = parameters(members, properties, context) else { return nil }
        let derived = derivedProperties(members, properties, context).filter { used.contains($0.key) }
        guard parameters.contains(where: { used.contains($0.property) }) || !derived.isEmpty else { return nil }
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
        return (parameters, derived)
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
}
