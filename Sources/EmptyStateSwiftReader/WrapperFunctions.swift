import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// Functions that return or pass on an empty state (`func emptyView(title:) -> some View`,
/// `static func search(text:)`, a helper that hands its parameters to a state): each call a screen.
extension WrapperViews {
    /// The presets and shared helpers among a file's call sites of other wrappers.
    static func presets(_ screens: [FoundScreen], _ context: ReadContext) -> [WrapperView] {
        var seen = Set<String>()
        // A helper that passes its own parameters on (`func showPlaceholder(title:subtitle:)
        // { state = .placeholder(title: title, subtitle: subtitle) }`) is a wrapper as one that
        // draws them is. A function that draws a view with a screen per case draws them all (its call sites
        // have as many screens).
        var presets: [WrapperView] = []
        for preset in screens.compactMap({ screen in functionWrapper(screen, context) ?? staticPreset(screen, context) ?? bindingTarget(screen, context) }) {
            guard seen.insert(preset.name).inserted else {
                if let index = presets.firstIndex(where: { $0.name == preset.name }), preset.kind == .swiftui, presets[index].kind == .swiftui,
                   presets[index].template != preset.template, !(presets[index].moreTemplates ?? []).contains(preset.template) {
                    presets[index].moreTemplates = (presets[index].moreTemplates ?? []) + [preset.template]
                }
                continue
            }
            presets.append(preset)
        }
        return presets
    }

    /// A function other types call by its name: a static function, a free function, a method
    /// of an extension of a UIKit base class or of SwiftUI's `View`.
    static func isSharedByOthers(_ function: FunctionDeclSyntax, _ kind: ImportedScreen.Kind, screen: Syntax? = nil) -> Bool {
        let owner = EnclosingType.memberOwner(of: Syntax(function)).type ?? ""
        return kind != .dzn && (StaticMember.isStatic(function.modifiers) || owner.isEmpty || WrapperCallVisitor.baseClasses.contains(owner)
            // A method of `extension View` that is the screen: any view calls it by its name.
            || owner == WrapperCallVisitor.viewExtensionOwner && kind == .swiftui && (isWholeBody(screen, of: function) || isPresentedBy(screen, function)))
    }

    /// Whether the function presents the screen from its one statement (`func messageComposer(_
    /// state:) -> some View { sheet(item: state) { … ContentUnavailableView … } }`, mlr-app-ios): a
    /// modifier of `self` (or a view the statement starts) with the screen inside its closures.
    /// The screen is a `ContentUnavailableView` written there: one that another function or view
    /// draws (BubbleApp's `withSheets` → `viewSheet(destination:)` → `EmptySheetView`) is that
    /// one's screen, where it is called.
    static func isPresentedBy(_ screen: Syntax?, _ function: FunctionDeclSyntax) -> Bool {
        guard let screen, let drawn = screen.as(FunctionCallExprSyntax.self),
              drawn.calledExpression.trimmedSource.hasPrefix("ContentUnavailableView"),
              let statements = function.body?.statements, statements.count == 1, let only = statements.first?.item,
              let statement = expression(of: only) ?? only.as(ReturnStmtSyntax.self)?.expression else { return false }
        var core = statement
        while let call = core.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, base.trimmedSource != "self" {
            core = base
        }
        guard let modifier = core.as(FunctionCallExprSyntax.self),
              modifier.calledExpression.is(DeclReferenceExprSyntax.self)
                || modifier.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedSource == "self" else { return false }
        var node: Syntax? = screen
        while let current = node, current.id != statement.id { node = current.parent }
        return node != nil && screen.id != statement.id
    }

    /// Whether the function's one statement is the screen, with its modifiers (`func
    /// unavailable(for error: AppError) -> some View { ContentUnavailableView { … } }`).
    static func isWholeBody(_ screen: Syntax?, of function: FunctionDeclSyntax) -> Bool {
        guard let screen, let statements = function.body?.statements, statements.count == 1, let only = statements.first?.item,
              var statement = expression(of: only) ?? only.as(ReturnStmtSyntax.self)?.expression else { return false }
        // `modifier(NearbyLocationModifier(…))`: the modifier applied to the view is the screen.
        if let applied = statement.as(FunctionCallExprSyntax.self), ["modifier", "self.modifier"].contains(applied.calledExpression.trimmedSource),
           applied.arguments.count == 1, let modifier = applied.arguments.first?.expression {
            statement = modifier
        }
        return core(of: statement, reaching: screen) == screen.id
    }

    /// A method that hands its configuration back (`func getEmptyGroupConfiguration() ->
    /// UIContentUnavailableConfiguration?`): whoever calls it shows it, often another type
    /// through a protocol (`contentUnavailableConfiguration = decorator?.getEmptyGroupConfiguration()`).
    static func returnsConfiguration(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.returnClause?.type.trimmedSource.trimmingCharacters(in: ["?", "!"]) == "UIContentUnavailableConfiguration"
    }

    /// A function whose parameters the screen's placeholders name: a wrapper called by its name.
    /// So is one that other types call by its name whatever it draws (a static function, a free
    /// function, a method of an extension of a UIKit base class): its callers are the screens.
    static func functionWrapper(_ screen: FoundScreen, _ context: ReadContext) -> WrapperView? {
        guard let function = enclosingFunction(screen.node) else { return nil }
        let names = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        let owner = functionOwner(function)
        guard isSharedByOthers(function, screen.kind, screen: screen.node) || returnsConfiguration(function)
                || isSubclassesHelper(function, screen.kind, context)
                || !Set(WrapperSubstitution.placeholders(in: screen.template)).intersection(names).isEmpty
                || isShownByParameter(screen.node, in: function, names: Set(names)) && isCalledTwice(function, context)
                || isSwitchedByParameter(screen.node, in: function, names: Set(names)) else { return nil }
        let evaluator = Evaluator(context: context, diagnostics: Diagnostics(context), typeName: nil)
        let parameters = function.signature.parameterClause.parameters.map { parameter -> WrapperView.Parameter in
            let defaultValue = parameter.defaultValue.flatMap { try? evaluator.value($0.value) }?.plainString.map(TemplateValue.string)
            return WrapperView.Parameter(label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
                                         property: (parameter.secondName ?? parameter.firstName).text, type: parameter.type.trimmedSource,
                                         defaultValue: defaultValue, hasDefault: parameter.defaultValue != nil)
        }
        return WrapperView(typeName: owner, function: function.name.text, file: context.file, parameters: parameters,
                           kind: screen.kind, template: screen.template, shownWhen: ShownWhen.parameter(of: function))
    }

    /// A base controller's method that shows a configuration (quantuta's `BaseViewController
    /// .showLoading()`), which the app's subclasses of it call: each call is the screen.
    static func isSubclassesHelper(_ function: FunctionDeclSyntax, _ kind: ImportedScreen.Kind, _ context: ReadContext) -> Bool {
        guard kind == .uikit, !function.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }),
              let owner = EnclosingType.memberOwner(of: Syntax(function)).type else { return false }
        // An `open class` is there to be subclassed, whether or not the index knows its subclasses yet.
        let isOpen = WrapperViews.typeDecl(around: Syntax(function))?.as(ClassDeclSyntax.self)?.modifiers.contains { $0.name.text == "open" } == true
        return isOpen || context.classes.superclasses.values.contains(owner)
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
            if EnclosingType.declaresType(node) { return nil }
            current = node.parent
        }
        return nil
    }

    /// The wrapper a screen is the definition of, by `WrapperView.name`.
    static func definition(of node: Syntax) -> String? {
        if let binding = bindingProperty(around: node) { return reactiveOwner + "." + binding.property }
        if let state = EnumCaseWrapper.around(node) { return state.name }
        if let member = StaticMember.around(node), member.function == nil { return member.wrapperName }
        if let function = enclosingFunction(node) {
            let owner = functionOwner(function)
            return owner.isEmpty ? function.name.text : owner + "." + function.name.text
        }
        return typeDecl(around: node).flatMap { EnclosingType.qualifiedName(of: $0) }
    }

    /// Whether a wrapper's call is all its view does: the view's whole body, or the body of a
    /// `ViewModifier` (which shows it over the content it modifies). A larger view that shows
    /// one in a branch is a screen of its own, not a wrapper.
    static func isPassingOn(_ node: Syntax) -> Bool {
        guard let decl = typeDecl(around: node) else { return false }
        return isViewModifier(decl) || isOnlyItsBody(node)
    }

    /// `struct NearbyLocationModifier: ViewModifier`.
    static func isViewModifier(_ decl: Syntax) -> Bool {
        decl.as(StructDeclSyntax.self)?.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedSource == "ViewModifier" } ?? false
    }
}
