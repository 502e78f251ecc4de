import SwiftSyntax

/// `let` constants with an initial value, and computed properties of one expression, of each
/// type and of the file: statically known (a stored `var`, which the app may change, is not).
struct Constants {
    var byType: [String: [String: ExprSyntax]] = [:]
    var file: [String: ExprSyntax] = [:]
    /// Methods without parameters that return one expression (`func emptyTitle() -> String
    /// { "No Mail" }`), by type: their value is known as a computed property's is.
    var functionsByType: [String: [String: ExprSyntax]] = [:]
    /// Class → superclass, for a subclass's reading: a member it does not declare is its
    /// superclass's (the nearest override wins, as at run time).
    var superclasses: [String: String] = [:]

    func lookup(_ name: String, in type: String?) -> ExprSyntax? {
        lookup(name, in: type, \.byType) ?? file[name]
    }

    func function(_ name: String, in type: String?) -> ExprSyntax? {
        lookup(name, in: type, \.functionsByType)
    }

    private func lookup(_ name: String, in type: String?, _ table: KeyPath<Constants, [String: [String: ExprSyntax]]>) -> ExprSyntax? {
        var current = type
        var steps = 0
        while let type = current, steps <= superclasses.count {
            if let found = self[keyPath: table][type]?[name] { return found }
            current = superclasses[type]
            steps += 1
        }
        return nil
    }

    /// Another file's constants added beneath these, for the `types` named (a subclass's
    /// ancestors) and the file's own: what is declared here already wins.
    mutating func inherit(_ other: Constants, types: Set<String>) {
        for type in types {
            if let members = other.byType[type] { byType[type, default: [:]].merge(members) { held, _ in held } }
            if let members = other.functionsByType[type] { functionsByType[type, default: [:]].merge(members) { held, _ in held } }
        }
        file.merge(other.file) { held, _ in held }
    }
}

/// Collects the file's and its types' `let name = value` constants, `var name: T { value }`
/// computed properties and `func name() -> T { value }` methods. Only declarations are
/// walked (the file, types, extensions, `#if` blocks); statements and bodies never are.
final class ConstantsVisitor: SyntaxAnyVisitor {
    private(set) var constants = Constants()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        Relevance.isContainer(node) || node.as(MemberBlockItemSyntax.self)?.decl.is(FunctionDeclSyntax.self) == true ? .visitChildren : .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let type = EnclosingType.memberOwner(of: Syntax(node)).type
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = isLet ? binding.initializer?.value : Self.computedValue(binding) else { continue }
            if let type {
                if constants.byType[type]?[name] == nil { constants.byType[type, default: [:]][name] = value }
            } else if constants.file[name] == nil {
                constants.file[name] = value
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.signature.parameterClause.parameters.isEmpty, node.genericParameterClause == nil,
              node.signature.effectSpecifiers == nil, let body = node.body,
              let type = EnclosingType.memberOwner(of: Syntax(node)).type,
              let value = Self.singleExpression(body.statements) else { return .skipChildren }
        if constants.functionsByType[type]?[node.name.text] == nil { constants.functionsByType[type, default: [:]][node.name.text] = value }
        return .skipChildren
    }

    /// A computed property that always gives one value: `var title: String { "No Items" }`,
    /// `{ return … }` or a lone `get { … }`, one expression. Its value is a constant as a `let` is.
    static func computedValue(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        guard binding.initializer == nil, let block = binding.accessorBlock else { return nil }
        let statements: CodeBlockItemListSyntax
        switch block.accessors {
        case let .getter(items): statements = items
        case let .accessors(list):
            guard list.count == 1, let only = list.first, only.accessorSpecifier.tokenKind == .keyword(.get),
                  only.effectSpecifiers == nil, let body = only.body else { return nil }
            statements = body.statements
        }
        return singleExpression(statements)
    }

    /// `expr` or `return expr`, alone.
    static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first else { return nil }
        switch item.item {
        case let .expr(expr): return expr
        case let .stmt(statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }
}
