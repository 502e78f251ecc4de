import SwiftSyntax

/// The type a declaration or an expression belongs to: its class, struct, enum or actor, or
/// the type its extension extends.
enum EnclosingType {
    /// The innermost type around `node`, or nil at the top level.
    static func name(of node: Syntax) -> String? {
        var current = node.parent
        while let node = current {
            if let name = typeName(node) { return name }
            current = node.parent
        }
        return nil
    }

    static func typeName(_ node: Syntax) -> String? {
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) {
            return TypeName.normalized(decl.extendedType.trimmedDescription)
        }
        return nil
    }

    /// The types around `node`, outermost first (`["Coordinator", "Configurator"]`).
    static func path(of node: Syntax) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let node = current {
            if let name = typeName(node) { names.append(name) }
            current = node.parent
        }
        return names.reversed()
    }

    /// The whole path of the nested types a member is in (`Localizations.Label`), when it is in
    /// more than one: generated texts nest types of one name in many (`Table.Label`, `Label`).
    static func qualifiedOwner(of node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let node = current {
            if let name = typeName(node) { names.append(name) }
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) { return nil }
            current = node.parent
        }
        return names.count > 1 ? names.reversed().joined(separator: ".") : nil
    }

    /// Whether a declaration is a member of a type or of the file (not a local), and which type.
    static func memberOwner(of node: Syntax) -> (isMember: Bool, type: String?) {
        var current = node.parent
        while let node = current {
            if let name = typeName(node) { return (true, name) }
            if node.is(SourceFileSyntax.self) { return (true, nil) }
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) {
                return (false, nil)
            }
            current = node.parent
        }
        return (true, nil)
    }
}
