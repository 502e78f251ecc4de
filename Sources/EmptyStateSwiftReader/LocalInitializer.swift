import SwiftSyntax

/// The value a local constant or variable is declared with, before the statement that reads it,
/// in the same function (`let locError = …` then `weatherError = locError`).
enum LocalInitializer {
    static func value(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        guard reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        var node = Syntax(reference)
        while let parent = node.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || EnclosingType.declaresType(parent) { return nil }
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = node.as(CodeBlockItemSyntax.self) {
                // The nearest declaration before the reading statement wins, as Swift's scope does.
                for earlier in list.prefix(while: { $0.id != item.id }).reversed() {
                    guard let variable = earlier.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            node = parent
        }
        return nil
    }
}
