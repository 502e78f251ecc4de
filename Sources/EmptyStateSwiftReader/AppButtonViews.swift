import EmptyStateSourceReading
import SwiftSyntax

/// The app's own button views that take nothing (`OpenArticleSavingSheetButton()` among a
/// screen's actions, foundationTerminal): a `View` whose body is one `Button`, and whose stored
/// properties all have a value or a wrapper that gives one (`@Environment`, `@State`). Its body
/// is handed to the other files as a snippet, read as the button where a screen makes one.
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
    static func isButton(_ expr: ExprSyntax) -> Bool {
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) { return name.baseName.text == "Button" }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
            current = base
        }
        return false
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
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if name == "body", let statements = ConstantsVisitor.getterStatements(binding) {
                        body = ConstantsVisitor.singleExpression(statements)
                    } else if binding.accessorBlock == nil, binding.initializer == nil, variable.attributes.isEmpty {
                        return .visitChildren  // a property its callers must give: `X()` is not how it is made
                    }
                }
            }
            if let body, AppButtonViews.isButton(body) { found.append((node.name.text, body)) }
            return .visitChildren
        }
    }
}
