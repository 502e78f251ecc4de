import SwiftSyntax

/// The static property or function of a type whose value a node is part of
/// (`static var search = Unavailable(…)`, `static let shared: UIContentUnavailableConfiguration
/// = { … }()`, `static func noResults() -> some View { … }`): a preset the app names from
/// anywhere as `Type.name`, so its uses, not its declaration, are the screens.
struct StaticMember {
    var owner: String
    var name: String
    /// The function, for a `static func` (its parameters are the preset's).
    var function: FunctionDeclSyntax?

    /// The innermost declaration around `node`, when it is a static member of a type (an
    /// instance method, a local or a top-level declaration is none).
    static func around(_ node: Syntax) -> StaticMember? {
        var child = node
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard isStatic(function.modifiers), let owner = EnclosingType.memberOwner(of: parent).type else { return nil }
                return StaticMember(owner: owner, name: function.name.text, function: function)
            }
            // A local variable is part of its function's value.
            if let variable = parent.as(VariableDeclSyntax.self), EnclosingType.memberOwner(of: parent).isMember {
                guard isStatic(variable.modifiers), let owner = EnclosingType.memberOwner(of: parent).type,
                      let binding = variable.bindings.first(where: { $0.id == child.id }) ?? (variable.bindings.count == 1 ? variable.bindings.first : nil),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                return StaticMember(owner: owner, name: name, function: nil)
            }
            if parent.is(InitializerDeclSyntax.self) || parent.is(SubscriptDeclSyntax.self) || EnclosingType.declaresType(parent) {
                return nil
            }
            child = parent
            current = parent.parent
        }
        return nil
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["static", "class"].contains($0.name.text) }
    }

    /// `Type.name`, as a wrapper is named.
    var wrapperName: String { owner + "." + name }
}
