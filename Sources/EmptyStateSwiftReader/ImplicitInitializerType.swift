import SwiftSyntax

/// The type a `.init(…)` written without one makes: the declared type of the property or
/// function whose value it is (`static var title: LocalizedStringResource { .init("key", …) }`,
/// `let color: UIColor = .init(white: 0.5, alpha: 1)`). Nil anywhere else.
enum ImplicitInitializerType {
    static func type(of node: Syntax) -> String? {
        var child = node
        var current = node.parent
        while let parent = current {
            if let binding = parent.as(PatternBindingSyntax.self) { return named(binding.typeAnnotation?.type) }
            if let function = parent.as(FunctionDeclSyntax.self) { return named(function.signature.returnClause?.type) }
            // Only the steps from a value to its declaration: a return, the getter's body, or a
            // side of a choice that is the value (`flag ? .init(string: "…") : nil`, `a ?? .init(…)`).
            guard parent.is(ReturnStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
                    || parent.is(CodeBlockSyntax.self) || parent.is(AccessorBlockSyntax.self) || parent.is(AccessorDeclSyntax.self)
                    || parent.is(AccessorDeclListSyntax.self) || parent.is(InitializerClauseSyntax.self)
                    || parent.is(SequenceExprSyntax.self) || isChoiceSide(child, of: parent) else { return nil }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// Whether `child` is what a choice gives: the then side of `c ? a : b` (held by its marker),
    /// the marker itself or what follows it in the sequence, or what follows `??`.
    private static func isChoiceSide(_ child: Syntax, of parent: Syntax) -> Bool {
        if let marker = parent.as(UnresolvedTernaryExprSyntax.self) { return child.id == marker.thenExpression.id }
        guard let list = parent.as(ExprListSyntax.self), parent.parent?.is(SequenceExprSyntax.self) == true else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == child.id }) else { return false }
        if elements[index].is(UnresolvedTernaryExprSyntax.self) { return true }
        guard index > 0 else { return false }
        if elements[..<index].contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) { return true }
        return elements[index - 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
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
