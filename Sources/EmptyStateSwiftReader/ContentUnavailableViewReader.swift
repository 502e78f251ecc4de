import EmptyStateModel
import SwiftSyntax

/// One `ContentUnavailableView` as a `style: swiftui` template: its label (title and symbol),
/// description, up to three actions, `.search` / `.search(text:)` as `preset: search`, and the
/// view's modifiers (`.symbolRenderingMode`, `.foregroundStyle`, `.background`, and the
/// buttons' environment).
enum ContentUnavailableViewReader {
    static let buttonEnvironment: Set<String> = ["buttonStyle", "tint", "accentColor", "controlSize", "buttonBorderShape", "disabled"]
    static let silent: Set<String> = ["frame", "padding", "transition", "animation", "id", "listRowBackground", "listRowSeparator",
                                      "accessibilityLabel", "accessibilityIdentifier", "onAppear", "task", "refreshable", "zIndex"]

    /// The view read once: every condition the reading cannot decide (a ternary on anything)
    /// is taken as `assumed` says, false when not named there (`SwiftUIConditionVariants`).
    static func screen(_ core: ExprSyntax, _ context: ReadContext, assumed: [String: Bool] = [:]) throws -> FoundScreen {
        let diagnostics = Diagnostics(context)
        let typeName = EnclosingType.name(of: Syntax(core))
        var evaluator = Evaluator(context: context, diagnostics: diagnostics, typeName: typeName)
        evaluator.env.assumedConditions = assumed
        try PrecedingLocals.declare(before: Syntax(core), in: &evaluator)
        let reading = Reading(diagnostics: diagnostics, place: "", node: Syntax(core))

        // The view with its modifiers: `ContentUnavailableView(…).background(…).tint(…)`.
        var top = core
        while let member = top.parent?.as(MemberAccessExprSyntax.self), member.base?.id == top.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            top = ExprSyntax(call)
        }
        let value = try evaluator.value(top)
        var modifiers: [Call] = []
        var view = value
        while case let .call(call) = view, Syntax(call.syntax).id != Syntax(core).id, let inner = call.receiverValue {
            modifiers.append(call)
            view = inner
        }
        modifiers.reverse()
        // The app's own initializer (`ContentUnavailableView(.search)` of an `EmptyStateConfig`):
        // the call it makes.
        if case let .call(call) = view, TypeName.normalized(call.name) == "ContentUnavailableView",
           let expanded = try UnavailableViewInitializers.expanded(call, evaluator) {
            view = expanded
        }

        var map = MapBuilder()
        map["style"] = .string("swiftui")
        var image = MapBuilder()
        var buttons: [ActionReader.Button] = []
        var horizontal = false
        var nested: TemplateValue?

        switch view {
        case .member:
            map["preset"] = .string("search")
        case let .call(call) where call.name == "search":
            map["preset"] = .string("search")
            if let text = call.argument("text") {
                // A query the code computes shows as its placeholder, as any text does.
                if let query = text.value.plainString { map["query"] = .string(query) } else {
                    reading.at("query").notLiteral(text.value)
                    map["query"] = .string(reading.placeholder(text.value.syntax ?? Syntax(core)))
                }
            }
        case let .call(call):
            if let title = call.unlabeled.first { map["title"] = TextReader.swiftUIText(title.value, reading.at("title")) }
            ImageReader.labelImage(call, &image, reading.at("image"))
            if let description = call.argument("description"), !description.value.isClosure {
                map["description"] = TextReader.swiftUIText(description.value, reading.at("description"))
            }
            var choosing = evaluator
            choosing.env.branchesAreVariants = true
            if let labelClosure = call.closure("label") ?? call.closure(nil) {
                var views = try ViewBuilderReader.views(labelClosure, choosing, reading)
                // A button in the label (`ContentUnavailableView { Button("Retry") { … } }`) is one
                // to tap, drawn where the actions are.
                while buttons.count < Limits.actions, let index = views.firstIndex(where: { view in
                    guard let call = ViewBuilderReader.unwind(view.value).core.call, case .none = call.receiver else { return false }
                    return ActionReader.kinds.contains(TypeName.normalized(call.name))
                }) {
                    let view = views.remove(at: index)
                    if let button = try ActionReader.button(view, outer: modifiers, evaluator, reading.at(ActionReader.keys[buttons.count])) { buttons.append(button) }
                }
                if let index = views.firstIndex(where: { NestedView.expression($0.value) != nil }),
                   let expression = NestedView.expression(views.remove(at: index).value) {
                    // Another `ContentUnavailableView` as the label: it draws its own parts there.
                    let inner = try screen(expression, context, assumed: evaluator.env.assumedConditions ?? [:])
                    nested = inner.template
                    inner.warnings.forEach(diagnostics.add)
                }
                let label = try LabelContent.read(views, evaluator, reading)
                for view in label.buttons where buttons.count < Limits.actions {
                    if let button = try ActionReader.button(view, outer: modifiers, evaluator, reading.at(ActionReader.keys[buttons.count])) { buttons.append(button) }
                }
                map["title"] = label.title
                if call.closure("description") == nil, let second = label.secondText { map["description"] = second }
                if !label.image.isEmpty { image = label.image }
            }
            if let descriptionClosure = call.closure("description") {
                var describing = choosing
                describing.env.loneBranchesAreVariants = true
                // `description: { EmptyView() }` shows none.
                let views = try ViewBuilderReader.views(descriptionClosure, describing, reading).filter { view in
                    ViewBuilderReader.unwind(view.value).core.call.map { $0.isInitializer(of: ["EmptyView"]) && $0.arguments.isEmpty } != true
                }
                var lines: [TemplateValue] = []
                // Texts after a button of the description are not lines of it; a button of the
                // label (GasWise's `label: { Button { … } label: { Text("Add Vehicle") } }`) is no
                // part of the description.
                var describedButtons = false
                for (index, view) in views.enumerated() {
                    // A button in the description (`Text(e); Button("What do I do now?")`, or alone:
                    // `description: { Button(.errorTryAgain) { retry() } }`, KIRAKIRA-Apple) is drawn
                    // below the text, where the actions are.
                    if buttons.count < Limits.actions, DescriptionLines.isButton(view),
                       let button = try ActionReader.button(view, outer: modifiers, evaluator, reading.at(ActionReader.keys[buttons.count])) {
                        buttons.append(button)
                        describedButtons = true
                        continue
                    }
                    if index == 0 || (!describedButtons && DescriptionLines.isText(view)),
                       let text = TextReader.swiftUIText(view.value, reading.at("description")) {
                        lines.append(text)
                        continue
                    }
                    reading.warn("the description's other views are not read", at: view.value.syntax)
                    break
                }
                if let description = DescriptionLines.joined(lines) { map["description"] = description }
            }
            if call.closure("actions") == nil, let passedOn = call.argument("actions"),
               let property = WrapperActionSlots.slot(passedOn.value, in: Syntax(core)) {
                // `actions: actions`: the wrapper's caller's actions, passed on whole.
                buttons.append(ActionReader.Button(template: WrapperActionSlots.placeholder(property), properties: nil))
            }
            if let actionsClosure = call.closure("actions") {
                var acting = choosing
                acting.env.loneBranchesAreVariants = true
                let views = try ViewBuilderReader.views(actionsClosure, acting, reading)
                horizontal = views.contains { $0.horizontal }
                // A text among them (`Text("Try asking:")` over three example questions) is no
                // action, and takes no action's place.
                for view in views {
                    guard buttons.count < Limits.actions else {
                        reading.warn("more than \(Limits.actions) actions; the others are not read", at: view.value.syntax)
                        break
                    }
                    if let property = WrapperActionSlots.slot(view.value, in: Syntax(core)) {
                        // The caller's actions go here (a wrapper's `@ViewBuilder actions`).
                        buttons.append(ActionReader.Button(template: WrapperActionSlots.placeholder(property), properties: nil))
                    } else if let button = try ActionReader.button(view, outer: modifiers, evaluator, reading.at(ActionReader.keys[buttons.count])) {
                        buttons.append(button)
                    }
                }
            }
        default:
            break
        }

        for modifier in modifiers {
            if modifier.name == "background" || modifier.name == "backgroundStyle" {
                if let color = modifier.unlabeled.first {
                    map["backgroundColor"] = ColorReader.color(color.value, .swiftui, reading.at("backgroundColor")).map(TemplateValue.string)
                } else {
                    reading.at("backgroundColor").warn("a background view is not read", at: modifier.syntax)
                }
            } else if SymbolModifiers.names.contains(modifier.name) && modifier.name != "font" {
                _ = SymbolModifiers.apply(modifier, to: &image, reading.at("image"))
            } else if !buttonEnvironment.contains(modifier.name), !silent.contains(modifier.name) {
                reading.warn(".\(modifier.name)(…) is not read", at: modifier.syntax)
            }
        }
        if image["name"] != nil || image["systemName"] != nil {
            map["image"] = image.value(MapBuilder.imageOrder)
        } else if !image.isEmpty {
            reading.at("image").warn("the symbol's modifiers apply to the preset's image, which a template cannot restyle", at: Syntax(core))
        }
        for (index, button) in buttons.enumerated() {
            map[ActionReader.keys[index]] = button.template
            if let properties = button.properties, index < 2 { map[index == 0 ? "buttonProperties" : "secondaryButtonProperties"] = properties }
        }
        if horizontal, buttons.count > 1 { map["actions"] = .string("horizontal") }
        if let nested { NestedView.merge(nested, into: &map) }

        return FoundScreen(typeName: typeName, caseName: BranchCase.of(Syntax(core)), node: Syntax(core), kind: .swiftui,
                           template: map.value(MapBuilder.screenOrder), warnings: diagnostics.all)
    }
}

/// Every ContentUnavailableView of a file.
enum SwiftUIScreens {
    static func read(_ relevance: Relevance, _ context: ReadContext) throws -> [FoundScreen] {
        let visitor = ContentUnavailableViewVisitor()
        for declaration in relevance.declarations { visitor.walk(declaration) }
        let flags = context.appTexts.languageFlags
        return try visitor.found.filter { !DeviceLanguage.isRuledOut(Syntax($0), flags: flags) }
            .map { try SwiftUIConditionVariants.screen($0, context) }
    }
}
