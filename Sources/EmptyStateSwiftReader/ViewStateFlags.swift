import SwiftSyntax

/// A view's own `@State` flags with their first values (`@State private var isLoading = false`):
/// what a button's label shows when the screen appears, before its action sets them.
enum ViewStateFlags {
    static func initialValues(around node: Syntax) -> [String: Bool] {
        var result: [String: Bool] = [:]
        for variable in stateVariables(around: node) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let literal = binding.initializer?.value.as(BooleanLiteralExprSyntax.self) else { continue }
                result[name] = literal.literal.tokenKind == .keyword(.true)
            }
        }
        return result
    }

    /// Whether `name` is a `@State` property of the view around `node`: the view's own, which no
    /// caller gives.
    static func isState(_ name: String, around node: Syntax) -> Bool {
        stateVariables(around: node).contains { variable in
            variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }

    private static func stateVariables(around node: Syntax) -> [VariableDeclSyntax] {
        guard let decl = WrapperViews.typeDecl(around: node),
              let members = decl.as(StructDeclSyntax.self)?.memberBlock ?? decl.as(ClassDeclSyntax.self)?.memberBlock else { return [] }
        return members.members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedSource == "State" }) else { return nil }
            return variable
        }
    }
}
