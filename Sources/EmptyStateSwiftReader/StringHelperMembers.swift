import SwiftSyntax

/// What an app's own `extension String` members do to the string, told from their bodies:
/// parse it as Markdown, or fill its format's specifiers. Read where the app calls them
/// (`String(localized: "Try [adding it](%@).").placeholders("#add").toMarkdown()`).
enum StringHelperMembers {
    /// `AttributedString(markdown: self)` (or `NSAttributedString(markdown: self)`) in the body.
    static func parsesMarkdown(_ body: some SyntaxProtocol) -> Bool {
        handsItself(as: "markdown", in: body)
    }

    /// A method returning a String that takes a variadic list of arguments (`_ arguments: any
    /// LosslessStringConvertible...`) or hands itself to `String(format:)`: what it is given goes
    /// into the string's specifiers, as `String(format:)` puts it.
    static func fillsFormat(_ function: FunctionDeclSyntax) -> Bool {
        guard function.signature.returnClause?.type.trimmedSource == "String",
              let first = function.signature.parameterClause.parameters.first else { return false }
        if first.ellipsis != nil { return true }
        guard let body = function.body, body.description.utf8.count < 4_000 else { return false }
        return handsItself(as: "format", in: body)
    }

    /// A getter of one expression that makes a text of the string itself: `Text(self)`,
    /// `Text(verbatim: self)`, `String(self)`.
    static func showsItself(_ accessor: AccessorBlockSyntax) -> Bool {
        guard case let .getter(items) = accessor.accessors, items.count == 1, case let .expr(expr)? = items.first?.item,
              let call = expr.as(FunctionCallExprSyntax.self), ["Text", "String"].contains(call.calledExpression.trimmedSource),
              call.arguments.count == 1, let only = call.arguments.first, only.label == nil || only.label?.text == "verbatim",
              let reference = only.expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.tokenKind == .keyword(.self)
    }

    /// A method returning an attributed string made of the string itself with attributes it is
    /// given (kai-membership's `setTextWithFormat(font:textAlignment:lineHeight:textColor:)`:
    /// `NSMutableAttributedString(string: self, …)`): the words are the string's.
    static func stylesItself(_ function: FunctionDeclSyntax) -> Bool {
        guard let returned = function.signature.returnClause?.type.trimmedSource, returned.contains("AttributedString"),
              let body = function.body, body.description.utf8.count < 4_000, !LocalizerVisitor.localizes(body) else { return false }
        return handsItself(as: "string", in: body)
    }

    /// Whether the body passes `self` as the argument labelled `label` (`markdown: self`).
    private static func handsItself(as label: String, in body: some SyntaxProtocol) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(label), let argument = token.parent?.as(LabeledExprSyntax.self),
                  argument.label?.id == token.id, let reference = argument.expression.as(DeclReferenceExprSyntax.self) else { return false }
            return reference.baseName.tokenKind == .keyword(.self)
        }
    }
}
