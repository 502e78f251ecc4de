import SwiftSyntax

/// A view's own `@State` flags with their first values (`@State private var isLoading = false`):
/// what a button's label shows when the screen appears, before its action sets them.
enum ViewStateFlags {
    static func initialValues(around node: Syntax) -> [String: Bool] {
        guard let decl = WrapperViews.typeDecl(around: node),
              let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(ClassDeclSyntax.self)?.memberBlock else { return [:] }
        var result: [String: Bool] = [:]
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedSource == "State" }) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let literal = binding.initializer?.value.as(BooleanLiteralExprSyntax.self) else { continue }
                result[name] = literal.literal.tokenKind == .keyword(.true)
            }
        }
        return result
    }
}
