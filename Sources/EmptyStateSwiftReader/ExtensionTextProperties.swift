import EmptyStateSourceReading
import SwiftSyntax

/// A text property an extension of a type the app does not declare gives every value of it
/// (HeplioApp's `extension Error { var loadFailureAdvice: String { isRateLimited ?
/// LoadFailure.rateLimited : LoadFailure.generic } }`), read off a value only the run time
/// knows (`Text(error.loadFailureAdvice)`): its getter, with the value in place of `self`, so
/// that `isRateLimited` there is the condition `error.isRateLimited`, as a ternary on it beside
/// it is, each outcome a variant.
enum ExtensionTextProperties {
    /// A larger getter is logic of its own, not a text.
    static let snippetBytes = 2_048
    static let textTypes: Set<String> = ["String", "LocalizedStringKey", "AttributedString"]

    /// The file's such properties by name: the getter's one expression, the extension's own
    /// members written `self.member`. An `Optional`'s forwarders (`self?.loadFailureAdvice ??
    /// …`) are left to the wrapped type's.
    static func declared(in tree: SourceFileSyntax, _ context: ReadContext) -> [String: SourceSnippet] {
        var result: [String: SourceSnippet] = [:]
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, let ext = decl.as(ExtensionDeclSyntax.self),
                  TypeName.normalized(ext.extendedType.trimmedSource) != "Optional" else { continue }
            let members = Set(ext.memberBlock.members.compactMap { member -> String? in
                if let variable = member.decl.as(VariableDeclSyntax.self) { return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                return member.decl.as(FunctionDeclSyntax.self)?.name.text
            })
            for member in ext.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                      !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type.trimmedSource, textTypes.contains(type),
                      let statements = ConstantsVisitor.getterStatements(binding), let expr = ConstantsVisitor.singleExpression(statements),
                      expr.trimmedLength.utf8Length <= snippetBytes, result[name] == nil,
                      let text = ownMembersOfSelf(expr, members) else { continue }
                let (line, column) = context.location(of: expr)
                result[name] = SourceSnippet(path: context.file, line: line, column: column, text: text)
            }
        }
        return result
    }

    /// `isRateLimited ? a : b` → `self.isRateLimited ? a : b`: the extension's own members, named
    /// bare, are `self`'s. Nil when it names another member of the value (ruddarr's
    /// `recoverySuggestion ?? String(localized: "Try again later.")`, `LocalizedError`'s): what the
    /// run time's value holds, not a text of the app's.
    private static func ownMembersOfSelf(_ expr: ExprSyntax, _ members: Set<String>) -> String? {
        var text = ""
        for token in expr.tokens(viewMode: .sourceAccurate) {
            text += token.leadingTrivia.description
            let bare = token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
                && token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .colon
            if case let .identifier(name) = token.tokenKind, bare {
                if members.contains(name) {
                    text += "self." + name
                } else if name.first?.isLowercase == true {
                    return nil
                } else {
                    text += token.text
                }
            } else {
                text += token.text
            }
            text += token.trailingTrivia.description
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension Evaluator {
    /// `error.loadFailureAdvice` of an extension's text property: its getter read with `base`
    /// (`error`) for `self`. Nil when no extension declares it or it cannot be read.
    func extensionTextProperty(_ name: String, of base: ExprSyntax) throws -> Value? {
        guard let snippet = context.appTexts.extensionProperties[name], !Self.isSelf(base), base.trimmedLength.utf8Length < 200 else { return nil }
        let key = "extension.\(name)"
        guard !context.evaluatingConstants.contains(key) else { return nil }
        context.evaluatingConstants.insert(key)
        defer { context.evaluatingConstants.remove(key) }
        var placed = snippet
        placed.text = snippet.text.replacingOccurrences(of: "self.", with: base.trimmedSource + ".")
        guard let tree = SnippetTree.parse(placed, into: context), tree.statements.count == 1,
              case let .expr(expr)? = tree.statements.first?.item else { return nil }
        let value = try self.value(expr)
        return value.isUnknown ? nil : value
    }
}
