import EmptyStateModel
import SwiftSyntax

/// A view that chooses among its screens may draw one through its own method, once per case
/// with what that case gives (gildongmu's `NearbyStateOverlayView`: `case .failedServer:
/// copyView(descriptor.failedServer)`, `if let empty = descriptor.emptyList { copyView(empty) }`,
/// where `copyView(_ copy:)` is one `ContentUnavailableView` of `copy.title`). Each call is a
/// screen of its own: the method's screen with its parameter's placeholders written as what
/// the call passes (`⟨descriptor.failedServer.title⟩`), which each call of the view then reads
/// from what it gives the view (`WrapperCalls`).
enum ScreenMethodCalls {
    static func expanded(_ screens: [FoundScreen], _ context: ReadContext) -> [FoundScreen] {
        var result: [FoundScreen] = []
        for screen in screens {
            guard let copies = perCall(screen, context) else { result.append(screen); continue }
            result += copies
        }
        return result
    }

    private static func perCall(_ screen: FoundScreen, _ context: ReadContext) -> [FoundScreen]? {
        guard screen.kind == .swiftui, let function = WrapperViews.enclosingFunction(screen.node),
              let decl = WrapperViews.typeDecl(around: screen.node),
              WrapperViews.screenMethods(of: decl).contains(function.name.text),
              let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(ClassDeclSyntax.self)?.memberBlock,
              let body = bodyExpression(members) else { return nil }
        let parameters = ParameterizedFunction.Parameter.list(function.signature.parameterClause)
        guard !parameters.isEmpty else { return nil }
        let calls = MethodCallFinder.calls(of: function.name.text, in: Syntax(body))
        guard let first = calls.first else { return nil }
        // Only a view that chooses among its screens by what its callers give.
        let properties = WrapperViews.storedProperties(members)
        guard let inputs = WrapperViews.parameters(members, properties, context)?.map(\.property), !inputs.isEmpty,
              WrapperViews.isChosenAmongScreens(Syntax(first), inputs: Set(inputs)) else { return nil }
        var copies: [FoundScreen] = []
        for call in calls {
            let labels = call.arguments.map { $0.label?.text }
            guard let binding = ParameterizedFunction.bind(labels, to: parameters) else { return nil }
            var renamed: [String: String] = [:]
            for (argument, index) in zip(call.arguments, binding) {
                guard let source = passedPath(argument.expression) else { return nil }
                renamed[parameters[index].name] = source
            }
            var copy = screen
            copy.template = rewritten(screen.template, renamed)
            copies.append(copy)
        }
        return copies
    }

    /// The `body` property's expression.
    private static func bodyExpression(_ members: MemberBlockSyntax) -> ExprSyntax? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  binding.pattern.trimmedSource == "body" else { continue }
            return ConstantsVisitor.computedValue(binding)
        }
        return nil
    }

    /// What an argument names as a path of members (`descriptor.failedServer`); a name an
    /// enclosing `if let` binds is what it binds (`empty` of `if let empty = descriptor.emptyList`).
    /// Nil for anything else (a literal, a call).
    private static func passedPath(_ expression: ExprSyntax) -> String? {
        var source = expression.trimmedSource
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            var current = Syntax(expression).parent
            search: while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(VariableDeclSyntax.self) {
                if let branch = node.as(IfExprSyntax.self) {
                    for condition in branch.conditions {
                        guard let bound = condition.condition.as(OptionalBindingConditionSyntax.self),
                              bound.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                        source = bound.initializer?.value.trimmedSource ?? name
                        break search
                    }
                }
                current = node.parent
            }
        }
        return source.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(TextCarriers.isName) ? source : nil
    }

    /// The template with `⟨copy.title⟩` written `⟨descriptor.failedServer.title⟩`: each
    /// placeholder whose root is a key of `renamed` rooted at its value instead.
    static func rewritten(_ value: TemplateValue, _ renamed: [String: String]) -> TemplateValue {
        switch value {
        case let .string(text):
            guard text.contains("\u{27E8}") else { return value }
            var result = text
            for (name, path) in renamed {
                result = result.replacingOccurrences(of: "\u{27E8}\(name).", with: "\u{27E8}\(path).")
                    .replacingOccurrences(of: "\u{27E8}\(name)\u{27E9}", with: "\u{27E8}\(path)\u{27E9}")
            }
            return .string(result)
        case let .map(entries):
            return .map(entries.map { TemplateEntry($0.key, rewritten($0.value, renamed)) })
        case let .list(items):
            return .list(items.map { rewritten($0, renamed) })
        default:
            return value
        }
    }
}

/// The calls `name(…)` or `self.name(…)` in a view's body, in order.
private final class MethodCallFinder: SyntaxVisitor {
    let name: String
    var found: [FunctionCallExprSyntax] = []

    init(_ name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func calls(of name: String, in node: Syntax) -> [FunctionCallExprSyntax] {
        let finder = MethodCallFinder(name)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if Evaluator.ownMethodName(node.calledExpression) == name { found.append(node) }
        return .visitChildren
    }
}
