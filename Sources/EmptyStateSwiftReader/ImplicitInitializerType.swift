import SwiftSyntax

/// The type a `.init(…)` written without one makes: the declared type of the property or
/// function whose value it is (`static var title: LocalizedStringResource { .init("key", …) }`,
/// `let color: UIColor = .init(white: 0.5, alpha: 1)`). Nil anywhere else.
enum ImplicitInitializerType {
    static func type(of node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let binding = parent.as(PatternBindingSyntax.self) { return named(binding.typeAnnotation?.type) }
            if let function = parent.as(FunctionDeclSyntax.self) { return named(function.signature.returnClause?.type) }
            // Only the steps from a value to its declaration: a return, the getter's body.
            guard parent.is(ReturnStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
                    || parent.is(CodeBlockSyntax.self) || parent.is(AccessorBlockSyntax.self) || parent.is(AccessorDeclSyntax.self)
                    || parent.is(AccessorDeclListSyntax.self) || parent.is(InitializerClauseSyntax.self) else { return nil }
            current = parent.parent
        }
        return nil
    }

    /// `T`, `T?`, `Module.T`: the type's name; nil for anything not a plain name.
    private static func named(_ type: TypeSyntax?) -> String? {
        guard var type else { return nil }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else { return nil }
        let name = type.trimmedSource
        return name.contains("<") || name == "Self" ? nil : TypeName.normalized(name)
    }
}
