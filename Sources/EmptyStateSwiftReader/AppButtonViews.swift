import EmptyStateSourceReading
import SwiftSyntax

/// The app's own button views that take nothing but actions (`OpenArticleSavingSheetButton()`
/// among a screen's actions, foundationTerminal; `GetInsightButton(closure: generateInsight)`,
/// DailyLock): a `View` whose body is one `Button`, and whose stored properties all have a value,
/// a wrapper that gives one (`@Environment`, `@State`), or are a function the label does not call.
/// Its body is handed to the other files as a snippet, read as the button where a screen makes one.
enum AppButtonViews {
    /// A longer body is more than a button.
    static let snippetBytes = 2_048

    static func declared(in tree: SourceFileSyntax, _ context: ReadContext) -> [String: SourceSnippet] {
        let collector = Collector()
        collector.walk(tree)
        var result: [String: SourceSnippet] = [:]
        for (name, body) in collector.found where body.trimmedLength.utf8Length <= snippetBytes {
            let (line, column) = context.location(of: body)
            result[name] = SourceSnippet(path: context.file, line: line, column: column, text: body.trimmedSource)
        }
        return result
    }

    /// The button a snippet holds, parsed where it is in its file.
    static func body(_ snippet: SourceSnippet, _ context: ReadContext) -> ExprSyntax? {
        guard let tree = SnippetTree.parse(snippet, into: context), tree.statements.count == 1,
              case let .expr(expr)? = tree.statements.first?.item else { return nil }
        return expr
    }

    /// `Button(…)`, `Button { … } label: { … }`, with modifiers after it.
    static func isButton(_ expr: ExprSyntax) -> Bool { button(expr) != nil }

    /// The `Button(…)` call under a body's modifiers.
    static func button(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) { return name.baseName.text == "Button" ? call : nil }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            current = base
        }
        return nil
    }

    /// The names a body's button shows through: what its title and label closure name. Its
    /// action (`action:` or the trailing closure with a `label:` after it) shows nothing.
    static func namesShown(by body: ExprSyntax) -> Set<String> {
        guard let button = button(body) else { return [] }
        var shown: [Syntax] = button.arguments.filter { $0.label?.text != "action" }.map { Syntax($0) }
        let hasLabelClosure = button.additionalTrailingClosures.contains { $0.label.text == "label" }
        if let trailing = button.trailingClosure, !hasLabelClosure { shown.append(Syntax(trailing)) }
        shown += button.additionalTrailingClosures.filter { $0.label.text == "label" }.map { Syntax($0) }
        var names: Set<String> = []
        for node in shown {
            for token in node.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind { names.insert(name) }
            }
        }
        return names
    }

    /// `() -> Void`, `(() async throws -> Void)?`, `@escaping @MainActor () -> Void`.
    private static func isFunction(_ type: TypeSyntax?) -> Bool {
        guard var type else { return false }
        while true {
            if type.is(FunctionTypeSyntax.self) { return true }
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType; continue }
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
            if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType; continue }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type; continue
            }
            return false
        }
    }

    private final class Collector: SyntaxAnyVisitor {
        var found: [(name: String, body: ExprSyntax)] = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            Relevance.isContainer(node) ? .visitChildren : .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map { TypeName.normalized($0.type.trimmedSource) } ?? []
            guard inherited.contains("View"), node.genericParameterClause == nil else { return .visitChildren }
            var body: ExprSyntax?
            var actions: Set<String> = []
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if name == "body", let statements = ConstantsVisitor.getterStatements(binding) {
                        body = ConstantsVisitor.singleExpression(statements)
                    } else if binding.accessorBlock == nil, binding.initializer == nil, variable.attributes.isEmpty {
                        // An action its callers give changes what a tap does, not what is drawn.
                        guard AppButtonViews.isFunction(binding.typeAnnotation?.type) else { return .visitChildren }
                        actions.insert(name)
                    }
                }
            }
            // A label that calls one of the given functions draws what the caller gives: not known here.
            if let body, AppButtonViews.isButton(body), AppButtonViews.namesShown(by: body).isDisjoint(with: actions) {
                found.append((node.name.text, body))
            }
            return .visitChildren
        }
    }
}
