/// Visiting every expression and statement of a body (recursion bounded by the tree's height).
enum SyntaxWalk {
    /// Calls `visit` on `e` and every expression inside it.
    static func expressions(in e: Expr, _ visit: (Expr) -> Void) {
        visit(e)
        switch e.kind {
        case .identifier, .number, .string, .opaque: break
        case .boxed(let x), .member(let x, _), .cast(_, let x), .prefix(_, let x), .postfix(_, let x):
            expressions(in: x, visit)
        case .dictionary(let pairs):
            for pair in pairs { expressions(in: pair.key, visit); expressions(in: pair.value, visit) }
        case .array(let items), .sequence(let items):
            for item in items { expressions(in: item, visit) }
        case .message(let receiver, _, let args):
            expressions(in: receiver, visit)
            for arg in args { expressions(in: arg, visit) }
        case .subscripted(let a, let b), .binary(_, let a, let b), .assign(_, let a, let b):
            expressions(in: a, visit)
            expressions(in: b, visit)
        case .call(let f, let args):
            expressions(in: f, visit)
            for arg in args { expressions(in: arg, visit) }
        case .conditional(let c, let m, let o):
            expressions(in: c, visit)
            if let m { expressions(in: m, visit) }
            expressions(in: o, visit)
        }
    }

    /// Calls the visitors on every statement and every top-level expression of statements.
    static func statements(_ list: [Stmt], statement: (Stmt) -> Void, expression: (Expr) -> Void) {
        for s in list { walk(s, statement: statement, expression: expression) }
    }

    private static func walk(_ s: Stmt, statement: (Stmt) -> Void, expression: (Expr) -> Void) {
        statement(s)
        switch s.kind {
        case .expression(let e): expressions(in: e, expression)
        case .declaration(let ds): for d in ds { if let i = d.initializer { expressions(in: i, expression) } }
        case .block(let list): statements(list, statement: statement, expression: expression)
        case .ifChain(let branches, let otherwise):
            for b in branches {
                expressions(in: b.condition, expression)
                walk(b.body, statement: statement, expression: expression)
            }
            if let otherwise { walk(otherwise, statement: statement, expression: expression) }
        case .switchOver(let sw):
            expressions(in: sw.subject, expression)
            for label in sw.labels { if let v = label.value { expressions(in: v, expression) } }
            statements(sw.statements, statement: statement, expression: expression)
        case .returnValue(let e): if let e { expressions(in: e, expression) }
        case .breakOut, .continueLoop, .unsupported, .empty: break
        }
    }
}
