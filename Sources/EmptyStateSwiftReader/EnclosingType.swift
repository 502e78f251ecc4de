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

    /// Whether the node declares a type or extends one (`typeName` without building the name).
    static func declaresType(_ node: Syntax) -> Bool {
        switch node.kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: return true
        default: return false
        }
    }

    /// Asked of every node a visitor meets on its way up or down: its kind is looked at once.
    static func typeName(_ node: Syntax) -> String? {
        switch node.kind {
        case .classDecl: return node.cast(ClassDeclSyntax.self).name.text
        case .structDecl: return node.cast(StructDeclSyntax.self).name.text
        case .enumDecl: return node.cast(EnumDeclSyntax.self).name.text
        case .actorDecl: return node.cast(ActorDeclSyntax.self).name.text
        case .protocolDecl: return node.cast(ProtocolDeclSyntax.self).name.text
        case .extensionDecl: return TypeName.normalized(node.cast(ExtensionDeclSyntax.self).extendedType.trimmedSource)
        default: return nil
        }
    }

    /// A type's name with the types it is nested in (`LoadingView.Inner`), so that two views
    /// named `Inner` in two types are two views (ShelfPlayer).
    static func qualifiedName(of decl: Syntax) -> String? {
        guard let name = typeName(decl) else { return nil }
        return (path(of: decl) + [name]).joined(separator: ".")
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
