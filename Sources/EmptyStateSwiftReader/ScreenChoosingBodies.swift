import EmptyStateSourceReading
import SwiftSyntax

/// What `WrapperViews.find` learns of a view once, however many screens it has (a switch of
/// thousands of cases is walked once, not once per case).
struct ChoosingViews {
    private var parametersByType: [String: [WrapperView.Parameter]?] = [:]
    private var choosesByType: [String: Bool] = [:]

    /// The initializer's parameters of a view that shows no collection besides its screens.
    mutating func parameters(of type: String, _ members: MemberBlockSyntax, _ properties: [WrapperViews.Property],
                             _ context: ReadContext) -> [WrapperView.Parameter]? {
        if let known = parametersByType[type] { return known }
        let found = WrapperViews.showsContent(in: Syntax(members)) ? nil : WrapperViews.parameters(members, properties, context)
        parametersByType[type] = found
        return found
    }

    mutating func choosesAmongScreens(_ type: String, _ screen: Syntax, inputs: Set<String>) -> Bool {
        if let known = choosesByType[type] { return known }
        let found = WrapperViews.isChosenAmongScreens(screen, inputs: inputs)
        choosesByType[type] = found
        return found
    }
}

/// Views whose body only chooses among their screens by what their callers give (site's
/// `NearbyLocationView`: `switch locationAuthorization { case .allowed: if filteredDataIsEmpty {
/// ContentUnavailableView(…) } case .restricted: ContentUnavailableView(…) … }`). Each call of
/// such a view may draw any of them: its calls are the screens, as a wrapper's are.
extension WrapperViews {
    /// Whether `screen`'s body is made of screens alone (every leaf a `ContentUnavailableView`
    /// or nothing), chosen by `if` and `switch` over at least one of `inputs` (the properties its
    /// callers set).
    static func isChosenAmongScreens(_ screen: Syntax, inputs: Set<String>) -> Bool {
        guard !inputs.isEmpty, let body = bodyExpression(around: screen) else { return false }
        let ownScreens = screenMethods(of: typeDecl(around: screen))
        var leaves = 0, choosesByInput = false
        func screensAlone(_ items: CodeBlockItemListSyntax) -> Bool {
            items.allSatisfy { item in
                if item.item.is(BreakStmtSyntax.self) { return true }
                return expression(of: item.item).map(screensAlone) ?? false
            }
        }
        func screensAlone(_ expression: ExprSyntax) -> Bool {
            if let branch = expression.as(IfExprSyntax.self) {
                if mentions(inputs, Syntax(branch.conditions)) { choosesByInput = true }
                guard screensAlone(branch.body.statements) else { return false }
                switch branch.elseBody {
                case .none: return true
                case let .ifExpr(next)?: return screensAlone(ExprSyntax(next))
                case let .codeBlock(block)?: return screensAlone(block.statements)
                }
            }
            if let choice = expression.as(SwitchExprSyntax.self) {
                if mentions(inputs, Syntax(choice.choice)) { choosesByInput = true }
                return choice.cases.allSatisfy { element in
                    guard let switchCase = element.as(SwitchCaseSyntax.self) else { return false }
                    return screensAlone(switchCase.statements)
                }
            }
            let made = drawn(expression)
            if isContentUnavailableView(Syntax(made)) { leaves += 1; return true }
            guard let call = made.as(FunctionCallExprSyntax.self) else { return false }
            let callee = call.calledExpression.trimmedSource
            // gildongmu's `copyView(descriptor.failedServer)`: the view's own method that draws a
            // screen of what it is given.
            if ownScreens.contains(callee) { leaves += 1; return true }
            // Nothing, or the spinner of a state still loading (`case .loading: ProgressView(…)`).
            return callee == "EmptyView" || callee == "ProgressView"
        }
        return screensAlone(body) && choosesByInput && leaves >= 2
    }

    /// The view's methods whose body is one screen (`private func copyView(_ copy:
    /// NearbyOverlayCopy) -> some View { ContentUnavailableView { … } }`), by name.
    static func screenMethods(of decl: Syntax?) -> Set<String> {
        let members = decl?.as(StructDeclSyntax.self)?.memberBlock ?? decl?.as(ClassDeclSyntax.self)?.memberBlock
        var names = Set<String>()
        for member in members?.members ?? [] {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                  body.statements.count == 1, let only = body.statements.first else { continue }
            var item = only.item
            if case let .stmt(statement) = item, let returned = statement.as(ReturnStmtSyntax.self)?.expression { item = .expr(returned) }
            guard case let .expr(expression) = item, isContentUnavailableView(Syntax(drawn(expression))) else { continue }
            names.insert(function.name.text)
        }
        return names
    }

    /// The expression of the `body` a node is drawn in.
    private static func bodyExpression(around node: Syntax) -> ExprSyntax? {
        var current = node.parent
        while let parent = current {
            if let variable = parent.as(VariableDeclSyntax.self) {
                guard let binding = variable.bindings.first, binding.pattern.trimmedSource == "body" else { return nil }
                return ConstantsVisitor.computedValue(binding)
            }
            if EnclosingType.declaresType(parent) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// The view under an expression's modifiers (`ContentUnavailableView(…).padding()`).
    private static func drawn(_ expression: ExprSyntax) -> ExprSyntax {
        var core = expression
        while let call = core.as(FunctionCallExprSyntax.self), !isContentUnavailableView(Syntax(call)),
              let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            core = base
        }
        return core
    }

    private static func mentions(_ names: Set<String>, _ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind.isIdentifier && names.contains($0.text) }
    }
}

extension TokenKind {
    /// Any name (`error`, `authError`), not a keyword.
    var isIdentifier: Bool { if case .identifier = self { return true } else { return false } }
}

extension WrapperViews {
    /// Whether a node is drawn by a `ViewModifier`'s `body(content:)`.
    static func isModifierBody(_ node: Syntax) -> Bool {
        guard let function = enclosingFunction(node), function.name.text == "body", let decl = typeDecl(around: node) else { return false }
        return isViewModifier(decl)
    }

    /// Whether the node is drawn under an `if` that tests one of `options`, the parameters a
    /// caller may leave out (`if let searchText, searchText.isEmpty` in CellarDoor's
    /// `EmptyableViewModifier`, whose callers pass a search text or not): not every application
    /// of the modifier shows it.
    /// The optional parameter (of `options`) an `if let` around the node unwraps (`if
    /// !hasAnyEntries, let emptyStateMessage { … }`, `if let message = emptyStateMessage`): the
    /// node is drawn only when a caller gives it.
    static func unwrappedParameter(around node: Syntax, _ options: Set<String>) -> String? {
        for branch in ifsDrawing(node) {
            for condition in branch.conditions {
                guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                      let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let name = binding.initializer.map { $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text } ?? bound
                if let name, options.contains(name) { return name }
            }
        }
        return nil
    }

    /// The `if`s whose body draws the node, innermost first, up to its function (or type).
    private static func ifsDrawing(_ node: Syntax) -> [IfExprSyntax] {
        var found: [IfExprSyntax] = []
        var child = node
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self), !parent.is(StructDeclSyntax.self) {
            if let branch = parent.as(IfExprSyntax.self), branch.body.id == child.id { found.append(branch) }
            child = parent
            current = parent.parent
        }
        return found
    }

    static func isShownOnlyWhenGiven(_ node: Syntax, _ options: Set<String>) -> Bool {
        !options.isEmpty && ifsDrawing(node).contains { mentions(options, Syntax($0.conditions)) }
    }
}
