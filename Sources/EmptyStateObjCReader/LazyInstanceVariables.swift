/// A property whose getter makes its object the first time it is read (`if (!_emptyView) {
/// _emptyView = [[UIView alloc] init]; … } return _emptyView;`), as custom views are built:
/// within one run of a data-source method its instance variable is nil until a getter makes it,
/// then that object, so that `self.emptyView` is the same view each time it is read and
/// `if (!_emptyView)` in the method sees whether it was made.
final class InstanceState {
    var variables: [String: Value] = [:]
}

extension Evaluator {
    /// `_name` of a lazy getter `name` of the class: what this run has made of it, else nil
    /// (`.null`); nil (Swift's) when no lazy getter makes it.
    func lazyInstanceVariable(_ name: String) -> Value? {
        if let made = instance.variables[name] { return made }
        guard name.count > 1, name.hasPrefix("_") else { return nil }
        if let known = shared.lazyVariables[name] { return known ? .null : nil }
        let creates = shared.selfMethods.getter(String(name.dropFirst())).map { LazyGetter.creates(name, in: $0) } ?? false
        shared.lazyVariables[name] = creates
        return creates ? .null : nil
    }
}

enum LazyGetter {
    /// Whether the getter tests `!_name` (or `_name == nil`) and assigns `_name` in that branch.
    static func creates(_ variable: String, in getter: MethodDefinition) -> Bool {
        getter.body.contains { statement in
            guard case let .ifChain(branches, _) = statement.kind, let first = branches.first,
                  testsNil(first.condition, variable) else { return false }
            return assigns(first.body, variable)
        }
    }

    private static func testsNil(_ condition: Expr, _ variable: String) -> Bool {
        switch condition.kind {
        case let .prefix(.bang, operand): return names(operand, variable)
        case let .binary(.eq, a, b): return names(a, variable) && isNil(b) || names(b, variable) && isNil(a)
        default: return false
        }
    }

    private static func names(_ e: Expr, _ variable: String) -> Bool {
        if case let .identifier(name) = e.kind { return name == variable }
        return false
    }

    private static func isNil(_ e: Expr) -> Bool {
        if case let .identifier(name) = e.kind { return name == "nil" || name == "NULL" }
        return false
    }

    private static func assigns(_ statement: Stmt, _ variable: String) -> Bool {
        switch statement.kind {
        case let .expression(e):
            if case let .assign(.assign, target, _) = e.kind { return names(target, variable) }
            return false
        case let .block(statements):
            return statements.contains { assigns($0, variable) }
        default:
            return false
        }
    }
}
