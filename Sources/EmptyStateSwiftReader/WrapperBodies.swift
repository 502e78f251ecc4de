import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// What a view's body is: its screen alone (the view made for it) or a screen of the app that also
/// shows its data.
extension WrapperViews {
    /// `SearchViewBase(…)` as a whole body: a call of a wrapper that shows the app's data too.
    static func callsContentWrapper(_ node: Syntax, _ context: ReadContext) -> Bool {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return false }
        let callee = TypeName.normalized(call.calledExpression.trimmedSource)
        guard let wrapper = context.wrappers[callee] else { return false }
        if wrapper.showsContent == true { return true }
        // `LoadingErrorView(loadingState: …) { List { … } }` (MetroTime's HomeView): a wrapper
        // given the caller's list draws it whenever its screen is not shown.
        let closures = [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
        return closures.contains { showsContent(in: Syntax($0)) }
    }

    /// Collections a view shows its data in: a view with one outside its empty state is a
    /// screen of the app, not a view made for its empty state.
    static let contentViews: Set<String> = ["ForEach", "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "Grid"]

    /// Whether the type's members show a collection of data outside any `ContentUnavailableView`.
    static func showsContent(in members: Syntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = node.calledExpression.trimmedSource
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

    /// Whether a screen is its view's whole `body`: the body's one expression is it (with
    /// its modifiers), not one branch or part of a larger view. A container of the screen alone
    /// (`UnavailableWrapper { ContentUnavailableView(…) }`, `VStack { … }`) is the screen too.
    static func isOnlyItsBody(_ node: Syntax) -> Bool {
        // `List { … }.nearbyLocation(…)`: a modifier of the app's own applied to a view shows
        // that view under it, so the body is more than the screen (site's ShowsSummary).
        if let call = node.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
           base.is(FunctionCallExprSyntax.self) || base.is(MacroExpansionExprSyntax.self) {
            return false
        }
        var screen = node
        var current = node.parent
        while let parent = current {
            if let variable = parent.as(VariableDeclSyntax.self) {
                guard let binding = variable.bindings.first, binding.pattern.trimmedSource == "body",
                      let expression = ConstantsVisitor.computedValue(binding) ?? drawnAfterLocals(binding) else { return false }
                return core(of: expression, reaching: screen) == screen.id
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                // `VStack { Spacer(); ContentUnavailableView(…); Spacer() }` (TemplateSwiftUIProject's
                // ContentErrorView): spacers only centre the screen, which is all the body draws.
                // (`compactMap`: a syntax collection's own `filter` makes a detached copy.)
                let drawn = closure.statements.compactMap { isSpacer($0.item) ? nil : $0 }
                guard drawn.count == 1, let only = drawn.first.flatMap({ expression(of: $0.item) }),
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
               availability.body.id == block.id, AvailabilityCheck.isCheck(availability), block.statements.count == 1,
               let only = block.statements.first?.item.as(ExprSyntax.self), core(of: only, reaching: screen) == screen.id {
                screen = Syntax(availability)
                current = availability.parent
                continue
            }
            // `Group { if let error { ContentUnavailableView(…) } }`: a view that draws its screen
            // or nothing (`if` with no `else`) is the screen where it draws.
            if let block = parent.as(CodeBlockSyntax.self), let lone = block.parent?.as(IfExprSyntax.self),
               lone.body.id == block.id, lone.elseBody == nil, lone.parent?.is(IfExprSyntax.self) != true, block.statements.count == 1,
               let only = block.statements.first.flatMap({ expression(of: $0.item) }), core(of: only, reaching: screen) == screen.id {
                screen = Syntax(lone)
                current = lone.parent
                continue
            }
            if parent.is(CodeBlockSyntax.self) || parent.is(FunctionDeclSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// A body that names a few values before the one view it draws (`#if os(macOS) let word =
    /// "Click" #else let word = "Tap" #endif` and then `ContentUnavailableView(…)`, throttle2):
    /// that view, as a body of it alone.
    static func drawnAfterLocals(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        guard let statements = ConstantsVisitor.getterStatements(binding), statements.count > 1, let last = statements.last else { return nil }
        func declaresOnly(_ item: CodeBlockItemSyntax.Item) -> Bool {
            if item.is(VariableDeclSyntax.self) { return true }
            guard let conditional = item.as(IfConfigDeclSyntax.self),
                  let items = IfConfigActivity.statements(of: conditional, takenOnly: false) else { return false }
            return items.allSatisfy { declaresOnly($0.item) }
        }
        guard statements.dropLast().allSatisfy({ declaresOnly($0.item) }) else { return nil }
        return expression(of: last.item) ?? last.item.as(ReturnStmtSyntax.self)?.expression
    }

    /// `Spacer()`, `Spacer(minLength: 8)`, `Spacer().frame(height: 40)`: room, not a view that shows.
    static func isSpacer(_ item: CodeBlockItemSyntax.Item) -> Bool {
        var expression = self.expression(of: item)
        while let call = expression?.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                expression = base
                continue
            }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Spacer"
        }
        return false
    }

    /// A statement's expression (`if` and `switch` stand as statements of their own).
    static func expression(of item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// The call under an expression's modifiers (`ContentUnavailableView(…).padding()`), stopping at `screen`.
    static func core(of expression: ExprSyntax, reaching screen: Syntax) -> SyntaxIdentifier {
        var core = expression
        while let call = core.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            if call.id == screen.id { break }
            core = base
        }
        return core.id
    }
}
