import SwiftSyntax

/// `let` constants with an initial value, and computed properties of one expression, of each
/// type and of the file: statically known (a stored `var`, which the app may change, is not).
struct Constants {
    var byType: [String: [String: ExprSyntax]] = [:]
    var file: [String: ExprSyntax] = [:]

    func lookup(_ name: String, in type: String?) -> ExprSyntax? {
        if let type, let found = byType[type]?[name] { return found }
        return file[name]
    }
}

/// Collects the file's and its types' `let name = value` constants and `var name: T { value }`
/// computed properties. Only declarations are
/// walked (the file, types, extensions, `#if` blocks); statements and bodies never are.
final class ConstantsVisitor: SyntaxAnyVisitor {
    private(set) var constants = Constants()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        Relevance.isContainer(node) ? .visitChildren : .skipChildren
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
        guard statements.count == 1, let item = statements.first else { return nil }
        switch item.item {
        case let .expr(expr): return expr
        case let .stmt(statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }
}
