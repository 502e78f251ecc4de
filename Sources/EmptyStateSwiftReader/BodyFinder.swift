import SwiftSyntax

/// The function bodies (functions, initializers, accessors, closures, the top level) of the
/// declarations that mention `UIContentUnavailableConfiguration` or
/// `contentUnavailableConfiguration`, and that hold a mention themselves: each is read once, by
/// its own `ConfigurationVisitor`, which does not enter nested bodies.
final class BodyFinder: SyntaxAnyVisitor {
    private(set) var bodies: [CodeBlockItemListSyntax] = []
    private let relevance: Relevance

    init(_ relevance: Relevance) {
        self.relevance = relevance
        super.init(viewMode: .sourceAccurate)
    }

    func find() -> [CodeBlockItemListSyntax] {
        // Top-level statements (a playground, main.swift) are one body: the file's.
        if let file = relevance.declarations.lazy.compactMap(Self.topLevelFile).first { bodies.append(file.statements) }
        for declaration in relevance.declarations { walk(declaration) }
        return bodies
    }

    /// The file, when a declaration is one of its top-level statements.
    private static func topLevelFile(_ node: Syntax) -> SourceFileSyntax? {
        var current: Syntax? = node
        while let item = current, !item.is(CodeBlockItemSyntax.self) { current = item.parent }
        return current?.parent?.parent?.as(SourceFileSyntax.self)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard relevance.holds(node) else { return .skipChildren }
        if let body = Self.body(of: node) { bodies.append(body) }
        return .visitChildren
    }

    /// The statements a node owns as a body of its own.
    static func body(of node: Syntax) -> CodeBlockItemListSyntax? {
        if let file = node.as(SourceFileSyntax.self) { return file.statements }
        if let function = node.as(FunctionDeclSyntax.self) { return function.body?.statements }
        if let initializer = node.as(InitializerDeclSyntax.self) { return initializer.body?.statements }
        if let accessor = node.as(AccessorDeclSyntax.self) { return accessor.body?.statements }
        if let block = node.as(AccessorBlockSyntax.self), case let .getter(statements) = block.accessors { return statements }
        if let closure = node.as(ClosureExprSyntax.self) { return closure.statements }
        return nil
    }

    /// Whether a node starts a body of its own (a nested one is read by itself).
    static func ownsBody(_ node: Syntax) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
            || node.is(AccessorBlockSyntax.self) || node.is(ClosureExprSyntax.self) || EnclosingType.declaresType(node)
            || node.is(DeinitializerDeclSyntax.self) || node.is(SubscriptDeclSyntax.self)
    }
}
