import EmptyStateSourceReading
import SwiftSyntax

/// An app's initializer in an extension of a framework type that delegates to one of the type's
/// own (`extension Text { init(_ key: LocalizedKey) { self.init(key.rawValue.localized) } }`),
/// kept as a snippet (`SnippetTree.member`) and run where another file calls it (`UnavailableViewInitializers`,
/// `AppTypeInitializers`).
enum DelegatingInitializers {
    /// The initializer's one statement, `self.init(…)`.
    static func delegated(_ initializer: InitializerDeclSyntax) -> FunctionCallExprSyntax? {
        guard let statements = initializer.body?.statements, statements.count == 1,
              let call = ConstantsVisitor.singleExpression(statements)?.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "init",
              callee.base?.trimmedSource == "self" else { return nil }
        return call
    }

    /// A snippet's initializer and the call it delegates to, parsed back.
    static func parsed(_ snippet: SourceSnippet, _ context: ReadContext) -> (initializer: InitializerDeclSyntax, delegated: FunctionCallExprSyntax)? {
        guard let tree = SnippetTree.parse(snippet, into: context), case let .decl(decl)? = tree.statements.first?.item,
              let initializer = decl.as(ExtensionDeclSyntax.self)?.memberBlock.members.first?.decl.as(InitializerDeclSyntax.self),
              let delegated = delegated(initializer) else { return nil }
        return (initializer, delegated)
    }

    /// The delegated call's arguments, evaluated by `evaluator` (its scope holding the parameters).
    static func arguments(of delegated: FunctionCallExprSyntax, _ evaluator: Evaluator) throws -> [Argument] {
        try delegated.arguments.map { argument in
            Argument(label: argument.label?.text, value: try evaluator.value(argument.expression), syntax: argument.expression)
        }
    }
}
