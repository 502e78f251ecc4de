import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// EmptyDataSet-Swift's closure API, beside its data source: `collectionView.emptyDataSetView {
/// view in view.titleLabelString(…).detailLabelString(…).image(…) }` configures the view the
/// library draws (KeepSafe's circle). Each such call is a DZN screen of the type it is written
/// in; its setters are read as the data source's methods are, with the type's own members.
enum EmptyDataSetViewClosures {
    static let methodName = "emptyDataSetView"

    /// The library's setters (EmptyDataSetView+Extension.swift) and the template key each sets.
    static let keys: [String: String] = [
        "titleLabelString": "title", "detailLabelString": "description", "image": "image",
        "imageTintColor": "image.tintColor", "imageAnimation": "image.animation",
        "buttonTitle": "button.title", "buttonImage": "button.image", "buttonBackgroundImage": "button.backgroundImage",
        "dataSetBackgroundColor": "backgroundColor", "customView": "customView", "verticalOffset": "verticalOffset",
        "verticalSpace": "spaceHeight", "shouldFadeIn": "fadeIn", "shouldDisplay": "shouldDisplay",
        "isImageViewAnimateAllowed": "animateImageView",
    ]
    /// What the library's view does on touch or scroll: nothing a picture shows.
    static let silent: Set<String> = ["isTouchAllowed", "isScrollAllowed", "didTapContentView", "didTapDataButton", "applyConfiguration"]

    /// `inherited`: the file's constants with those of a type's ancestors in other files (ATON's
    /// `self?.emptyViewForTableView(…)`, its base controller's method), nil when it has none.
    static func read(_ calls: [ClosureCall], _ context: ReadContext, inherited: (String) -> Constants? = { _ in nil }) throws -> [FoundScreen] {
        var screens: [FoundScreen] = []
        let own = context.constants
        defer { context.constants = own }
        for (call, closure) in calls {
            try context.charge(at: call)
            context.constants = EnclosingType.name(of: Syntax(call)).flatMap(inherited) ?? own
            // A closure that only sets how the view behaves (`emptyview.isUserInteractionEnabled =
            // false` beside a data source's methods, LegitList) draws nothing: no screen of its own.
            screens += try screensInFunction(call, closure, context).filter(drawsSomething)
            if screens.count > Limits.screens { return screens }
        }
        return screens
    }

    /// The parts a picture of the library's view shows.
    static let drawnKeys = JointVariants.partKeys.union([NibViewReference.key, "backgroundColor", "variants"])

    /// Whether the closure's reading draws a part, or left something unread that may (a view
    /// built of the app's own helpers is kept, with its warnings).
    static func drawsSomething(_ screen: FoundScreen) -> Bool {
        guard screen.warnings.isEmpty, case let .map(entries) = screen.template else { return true }
        return entries.contains { drawnKeys.contains($0.key) }
    }

    /// An `emptyDataSetView { … }` call and its closure.
    typealias ClosureCall = (call: FunctionCallExprSyntax, closure: ClosureExprSyntax)

    /// The `emptyDataSetView { … }` calls in the relevant declarations, found once per file for
    /// both the class index (the types that make them) and the screens.
    static func calls(in relevance: Relevance) -> [ClosureCall] {
        var calls: [ClosureCall] = []
        for declaration in relevance.declarations {
            let finder = CallFinder()
            finder.walk(declaration)
            calls += finder.calls
        }
        return calls
    }

    /// The types whose code calls `emptyDataSetView { … }`.
    static func configuringTypes(_ calls: [ClosureCall]) -> Set<String> {
        Set(calls.compactMap { EnclosingType.name(of: Syntax($0.call)) })
    }

    /// The screens of a call in a method that prepares what the closure shows (Budphy's
    /// `settingEmptyDataSet(isLoading: Bool = true)`: `placeholder` chosen by `isLoading`, made into
    /// `myAttrString`, which the closure's `titleLabelString` takes): the method's statements before
    /// the call are run first, once for each value of each Boolean parameter they test (a screen
    /// per outcome that differs).
    private static func screensInFunction(_ call: FunctionCallExprSyntax, _ closure: ClosureExprSyntax, _ context: ReadContext) throws -> [FoundScreen] {
        guard let function = WrapperViews.enclosingFunction(Syntax(call)), function.body != nil else {
            return [try withConditionVariants(call, closure, context)]
        }
        let preceding = precedingStatements(of: call, in: function)
        guard !preceding.isEmpty else { return [try withConditionVariants(call, closure, context)] }
        let source = preceding.map(\.trimmedDescription).joined(separator: "\n")
        let flags = function.signature.parameterClause.parameters.compactMap { parameter -> String? in
            let name = (parameter.secondName ?? parameter.firstName).text
            guard parameter.type.trimmedDescription == "Bool", name != "_", source.contains(name) else { return nil }
            return name
        }.prefix(2)
        var outcomes: [[(String, Bool)]] = [[]]
        for flag in flags { outcomes = outcomes.flatMap { [$0 + [(flag, true)], $0 + [(flag, false)]] } }
        var screens: [FoundScreen] = []
        for outcome in outcomes {
            var screen = try withConditionVariants(call, closure, context) { evaluator in
                for (name, value) in outcome { evaluator.scope.declare(name, .bool(value)) }
                try evaluator.walkPreceding(preceding)
            }
            guard !screens.contains(where: { $0.template == screen.template }) else { continue }
            if outcomes.count > 1 {
                screen.caseName = outcome.map { name, value in value ? name : "not" + name.prefix(1).uppercased() + name.dropFirst() }.joined(separator: "-")
            }
            screens.append(screen)
        }
        // One outcome left: the screen whatever the parameters are.
        if screens.count == 1 { screens[0].caseName = nil }
        return screens
    }

    /// What runs before the call in its function: the locals declared in each block around it
    /// (HomeViewController's `let strNotice = indexPath.row == 1 ? … : …` in a table cell's
    /// `else`, SweptNear), then every statement before it in its own block.
    private static func precedingStatements(of call: FunctionCallExprSyntax, in function: FunctionDeclSyntax) -> [CodeBlockItemSyntax] {
        var lists: [CodeBlockItemListSyntax] = []
        var current = Syntax(call).parent
        while let node = current, node.id != function.id {
            if let list = node.as(CodeBlockItemListSyntax.self) { lists.insert(list, at: 0) }
            // The closure's own statements are what it sets, not what prepares it.
            if node.is(ClosureExprSyntax.self) { lists.removeAll() }
            current = node.parent
        }
        var preceding: [CodeBlockItemSyntax] = []
        for (number, list) in lists.enumerated() {
            let before = list.filter { $0.endPosition <= call.position }
            if number == lists.count - 1 {
                preceding += before
            } else {
                preceding += before.filter { if case let .decl(decl) = $0.item { return decl.is(VariableDeclSyntax.self) } else { return false } }
            }
        }
        return preceding
    }

    /// The screen with every condition its reading does not know (`type == USER_ALL ? "No users
    /// yet" : "No banned users yet"`) false, and a variant per condition taken true alone, or per
    /// pair whose joint reading draws what neither does (HotTakes' `if featuredBtn.isSelected { if
    /// viewModel.isDataLoaded { fetMsg = … } }`), named after them, as a data source's conditions
    /// are. A base that draws nothing (`var msg = ""` until the data has loaded) leaves the screen
    /// to the first reading that draws something.
    private static func withConditionVariants(_ call: FunctionCallExprSyntax, _ closure: ClosureExprSyntax, _ context: ReadContext,
                                              prepare: (inout Evaluator) throws -> Void = { _ in }) throws -> FoundScreen {
        context.assumedFalse = []
        let base = try screen(call, closure, context, prepare: prepare)
        guard !context.assumedFalse.isEmpty, case let .map(baseEntries) = base.template else { context.assumedFalse = []; return base }
        var conditions: [(text: String, name: String)] = []
        var singles: [[TemplateEntry]] = []
        func entries(_ assumed: [String: Bool]) throws -> [TemplateEntry] {
            let reading = try screen(call, closure, context, assumed: assumed, prepare: prepare)
            if case let .map(entries) = reading.template { return entries }
            return []
        }
        // Each condition met, true alone, those met only in another's reading included.
        while conditions.count < min(context.assumedFalse.count, Limits.variants) {
            let condition = context.assumedFalse[conditions.count]
            conditions.append(condition)
            singles.append(try entries([condition.text: true]))
        }
        context.assumedFalse = []
        var readings: [(name: String, entries: [TemplateEntry])] = [("", baseEntries)]
        readings += zip(conditions, singles).map { ($0.name, $1) }
        let joints = try JointVariants.ownScreens(base: baseEntries, singles: singles,
                                                  exclusive: { JointVariants.exclusive(conditions[$0].text, conditions[$1].text) }) { first, second in
            try entries([conditions[first].text: true, conditions[second].text: true])
        }
        context.assumedFalse = []
        readings += joints.map { (JointVariants.name(conditions[$0.first].name, conditions[$0.second].name), $0.joint) }
        let shown = readings.filter { JointVariants.showsSomething($0.entries) }
        guard let main = shown.first else { return base }
        var variants = MapBuilder()
        var drawn: Set<[TemplateEntry]> = [main.entries]
        for reading in shown.dropFirst() where drawn.insert(reading.entries).inserted {
            guard let differences = MapBuilder.differences(of: reading.entries, from: main.entries),
                  case let .map(changed) = differences, !changed.isEmpty else { continue }
            variants[ConditionName.unique(reading.name, among: Set(variants.entries.map(\.key)))] = differences
        }
        var map = MapBuilder()
        for entry in main.entries { map[entry.key] = entry.value }
        if !variants.isEmpty { map["variants"] = variants.value([]) }
        var result = base
        result.template = map.value(MapBuilder.screenOrder)
        return result
    }

    private static func screen(_ call: FunctionCallExprSyntax, _ closure: ClosureExprSyntax, _ context: ReadContext,
                               assumed: [String: Bool] = [:], prepare: (inout Evaluator) throws -> Void = { _ in }) throws -> FoundScreen {
        let typeName = EnclosingType.name(of: Syntax(call))
        let diagnostics = Diagnostics(context)
        var evaluator = Evaluator(context: context, diagnostics: diagnostics, typeName: typeName,
                                  env: DZNTypeReader.environment(nil, [:], assumed: assumed))
        try prepare(&evaluator)
        let parameter = closure.signature?.parameterClause.flatMap(parameterName) ?? "$0"
        var map = MapBuilder(), image = MapBuilder(), button = MapBuilder()
        var buttonStates: [String: MapBuilder] = [:]
        var custom: CustomViewReader.Content?
        for item in Self.statements(closure.statements) {
            try context.charge(at: item)
            guard case let .expr(expr) = item.item, let setters = chain(expr, on: parameter) else {
                // The view made and filled in first (`let holder = self?.emptyView(…)`, then
                // `holder?.descriptionLabel.text = …`, ATON), or `guard let self`: run as the app runs them.
                if Self.setsUp(item) { try evaluator.walkPreceding([item]); continue }
                Reading(diagnostics: diagnostics, place: "emptyDataSetView", node: Syntax(item)).warn("a statement in the closure is not read")
                continue
            }
            for setter in setters {
                guard let key = keys[setter.name] else {
                    if !silent.contains(setter.name) {
                        Reading(diagnostics: diagnostics, place: "emptyDataSetView", node: Syntax(setter.call)).warn(".\(setter.name)(…) is not read")
                    }
                    continue
                }
                guard let argument = setter.call.arguments.first?.expression else { continue }
                let value = try evaluator.value(argument)
                let reading = Reading(diagnostics: diagnostics, place: key, node: Syntax(setter.call))
                switch key {
                case "title", "description": map[key] = TextReader.text(value, reading)
                case "image": image.merge(ImageReader.image(value, reading))
                case "image.tintColor": image["tintColor"] = ColorReader.color(value, .uikit, reading).map(TemplateValue.string)
                case "image.animation": image["animation"] = AnimationReader.animation(value, reading)
                case "backgroundColor": map[key] = ColorReader.color(value, .uikit, reading).map(TemplateValue.string)
                case "verticalOffset", "spaceHeight": map[key] = NumberReader.number(value, reading).map(TemplateValue.number)
                case "fadeIn", "shouldDisplay", "animateImageView": map[key] = NumberReader.bool(value, reading).map(TemplateValue.bool)
                case "customView":
                    if case .null = value { break }
                    if let content = CustomViewReader.content(value, reading) { custom = content } else { reading.warn("a custom view is not read") }
                default:
                    // `buttonTitle(_:for:)`: per control state, `.normal` unless another is named.
                    let state = setter.call.arguments.first { $0.label?.text == "for" }.flatMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text } ?? "normal"
                    guard DZNTypeReader.states.contains(state) else { reading.warn("the state \(state) is not drawn"); continue }
                    let part = String(key.dropFirst("button.".count))
                    let read = part == "title" ? TextReader.text(value, reading) : ImageReader.image(value, reading)
                    if let read { buttonStates[part, default: MapBuilder()][state] = read }
                }
            }
        }
        for part in ["title", "image", "backgroundImage"] {
            if let states = buttonStates[part], !states.isEmpty { button[part] = states.value(DZNTypeReader.states) }
        }
        if image["name"] != nil || image["systemName"] != nil { map["image"] = image.value(MapBuilder.imageOrder) }
        if !button.isEmpty { map["button"] = button.value(["title", "image", "backgroundImage"]) }
        if let custom { CustomViewReader.apply(custom, to: &map) }
        return FoundScreen(typeName: typeName, caseName: nil, node: Syntax(call), kind: .dzn,
                           template: map.value(MapBuilder.screenOrder), warnings: diagnostics.all)
    }

    /// The closure's statements, with the body of an `if let self = self { … }` (pos-ios; any
    /// `if` of optional bindings only, without `else`) read in its place: the view the library
    /// draws is configured only when the bindings hold, so the screen is what the body sets.
    static func statements(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        items.flatMap { item -> [CodeBlockItemSyntax] in
            guard let branch = WrapperViews.expression(of: item.item)?.as(IfExprSyntax.self), branch.elseBody == nil,
                  branch.conditions.allSatisfy({ $0.condition.is(OptionalBindingConditionSyntax.self) }) else { return [item] }
            return statements(branch.body.statements)
        }
    }

    /// A local's declaration, an assignment, or a `guard`: a step that prepares what the setters show.
    private static func setsUp(_ item: CodeBlockItemSyntax) -> Bool {
        switch item.item {
        case .decl: return true
        case let .stmt(statement): return statement.is(GuardStmtSyntax.self)
        case let .expr(expr):
            guard let sequence = expr.as(SequenceExprSyntax.self) else { return false }
            return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
        }
    }

    private static func parameterName(_ clause: ClosureSignatureSyntax.ParameterClause) -> String? {
        switch clause {
        case let .simpleInput(names): return names.first?.name.text
        case let .parameterClause(list): return list.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// `view.titleLabelString(a).image(b)`: the setters in the order they run; nil for a
    /// statement that is not such a chain on the closure's parameter.
    private static func chain(_ expr: ExprSyntax, on parameter: String) -> [(name: String, call: FunctionCallExprSyntax)]? {
        var setters: [(name: String, call: FunctionCallExprSyntax)] = []
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            setters.append((member.declName.baseName.text, call))
            current = base
        }
        guard current.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter, !setters.isEmpty else { return nil }
        return setters.reversed()
    }

    /// The `emptyDataSetView { … }` calls in a declaration, with their closure.
    private final class CallFinder: SyntaxVisitor {
        var calls: [(FunctionCallExprSyntax, ClosureExprSyntax)] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if name == EmptyDataSetViewClosures.methodName,
               let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self) {
                calls.append((node, closure))
            }
            return .visitChildren
        }
    }
}
