import SwiftSyntax

/// `filterKind?.rawValue.lowercased() ?? "matching"` over `@State var filterKind: ArtifactKind?`
/// (aiassistant's outputs): the chain's text while the optional is set, the fallback while it is
/// nil, two outcomes as a ternary's. The optional is the name the chain starts from, so the
/// image beside it (`filterKind?.icon ?? "tray"`) takes the same condition in the same reading.
extension Evaluator {
    func optionalChainFallback(_ chain: ExprSyntax) -> Bool? {
        guard !env.inCondition, let root = Self.optionalChainRoot(chain) else { return nil }
        return assumedSet(root)
    }

    /// The name (`filterKind`, `self.filterKind`) an optional chain in `expr` starts from.
    static func optionalChainRoot(_ expr: ExprSyntax) -> ExprSyntax? {
        var current = expr
        while true {
            if let chained = current.as(OptionalChainingExprSyntax.self) {
                let inner = chained.expression
                if inner.is(DeclReferenceExprSyntax.self) { return inner }
                if let member = inner.as(MemberAccessExprSyntax.self), let base = member.base, isSelf(base) { return inner }
                return nil
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
                current = call.calledExpression
            } else {
                return nil
            }
        }
    }
}
