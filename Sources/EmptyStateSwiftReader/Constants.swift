import SwiftSyntax

/// `let` constants with an initial value, of each type and of the file: statically known
/// (a `var`, which the app may change, is not).
struct Constants {
    var byType: [String: [String: ExprSyntax]] = [:]
    var file: [String: ExprSyntax] = [:]

    func lookup(_ name: String, in type: String?) -> ExprSyntax? {
        if let type, let found = byType[type]?[name] { return found }
        return file[name]
    }
}

/// Collects the file's and its types' `let name = value` constants. Only declarations are
/// walked (the file, types, extensions, `#if` blocks); statements and bodies never are.
final class ConstantsVisitor: SyntaxAnyVisitor {
    private(set) var constants = Constants()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        Relevance.isContainer(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return .skipChildren }
        let type = EnclosingType.memberOwner(of: Syntax(node)).type
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value else { continue }
            if let type {
                if constants.byType[type]?[name] == nil { constants.byType[type, default: [:]][name] = value }
            } else if constants.file[name] == nil {
                constants.file[name] = value
            }
        }
        return .skipChildren
    }
}
