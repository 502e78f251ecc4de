import Foundation
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
    ///
    /// So are a class's or struct's own (Sports' `class LeaguesViewModel { var sport: Sports; var
    /// emptyDataTitle: String { "No \(sport.title) Leagues Available" } }`, read off
    /// `viewModel.emptyDataTitle` in another file), kept as `Type.name`: two view models may
    /// each have an `emptyDataTitle`.
    static func declared(in tree: SourceFileSyntax, _ context: ReadContext) -> [String: SourceSnippet] {
        var result: [String: SourceSnippet] = [:]
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item else { continue }
            if let ext = decl.as(ExtensionDeclSyntax.self), TypeName.normalized(ext.extendedType.trimmedSource) != "Optional" {
                collect(ext.memberBlock, prefix: "", into: &result, context)
            } else if let owner = decl.as(ClassDeclSyntax.self) {
                collect(owner.memberBlock, prefix: owner.name.text + ".", into: &result, context)
            } else if let owner = decl.as(StructDeclSyntax.self) {
                collect(owner.memberBlock, prefix: owner.name.text + ".", into: &result, context)
            }
        }
        return result
    }

    private static func collect(_ block: MemberBlockSyntax, prefix: String, into result: inout [String: SourceSnippet], _ context: ReadContext) {
        let members = Set(block.members.compactMap { member -> String? in
            if let variable = member.decl.as(VariableDeclSyntax.self) { return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            return member.decl.as(FunctionDeclSyntax.self)?.name.text
        })
        for member in block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                  !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type.trimmedSource, textTypes.contains(type),
                  let statements = ConstantsVisitor.getterStatements(binding), let expr = ConstantsVisitor.singleExpression(statements),
                  expr.trimmedLength.utf8Length <= snippetBytes, result[prefix + name] == nil,
                  let text = ownMembersOfSelf(expr, members) else { continue }
            let (line, column) = context.location(of: expr)
            result[prefix + name] = SourceSnippet(path: context.file, line: line, column: column, text: text)
        }
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
        guard !Self.isSelf(base), base.trimmedLength.utf8Length < 200,
              let snippet = context.appTexts.extensionProperties[name] ?? ownTypeTextProperty(name, of: base) else { return nil }
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

    /// A class's or struct's own text property `name`, of the type `base` is declared as
    /// (`@State var viewModel: LeaguesViewModel`). A value of a type not declared here is not
    /// taken for the one type that has such a property: Ritualist's `error.localizedDescription`
    /// is the run time's error's, not its private `RetrySuccess`'s.
    private func ownTypeTextProperty(_ name: String, of base: ExprSyntax) -> SourceSnippet? {
        if context.typesByTextProperty == nil {
            var index: [String: [String]] = [:]
            for key in context.appTexts.extensionProperties.keys {
                guard let dot = key.lastIndex(of: ".") else { continue }
                index[String(key[key.index(after: dot)...]), default: []].append(String(key[..<dot]))
            }
            context.typesByTextProperty = index
        }
        guard let types = context.typesByTextProperty?[name], !types.isEmpty else { return nil }
        let unwrapped = Self.unwrapped(base)
        let property = unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? unwrapped.as(MemberAccessExprSyntax.self).flatMap { $0.base.map(Self.isSelf) == true ? $0.declName.baseName.text : nil }
        guard let property, let declared = context.constants.propertyTypes[typeName ?? ""]?[property] else { return nil }
        let type = TypeName.normalized(declared.trimmingCharacters(in: CharacterSet(charactersIn: "?!")))
        return types.contains(type) ? context.appTexts.extensionProperties["\(type).\(name)"] : nil
    }
}
