import EmptyStateSourceReading

/// `BOOL canAdd = corp.isAdmin || [corp havePermissionForFunc:ID] || corp.cid == 0;` then
/// `if (canAdd)` in two data-source methods (TenCloud's add button and its background): a
/// Boolean local the run time decides is one flag, named by the local, so that its two outcomes
/// are the two screens, whichever methods compute it.
enum BooleanLocals {
    static let booleanTypes: Set<String> = ["BOOL", "bool", "Boolean", "_Bool"]

    /// Whether `e` tests what only the run time knows: a property, a message's answer or a
    /// comparison of one, not a literal, a list's size (the empty state says it already) or a
    /// trait (read as the device's).
    static func testsRunTime(_ e: Expr, resolve: (Expr) -> String?) -> Bool {
        func known(_ side: Expr) -> Bool {
            guard let path = resolve(side) else { return false }
            return !BranchAnalysis.isCollectionSize(path) && !TraitSubjects.isTrait(path: path)
                && !BranchAnalysis.literalNames.contains(path)
        }
        switch e.kind {
        case .prefix(.bang, let inner), .cast(_, let inner):
            return testsRunTime(inner, resolve: resolve)
        case .binary(.orOr, let a, let b), .binary(.andAnd, let a, let b):
            return testsRunTime(a, resolve: resolve) || testsRunTime(b, resolve: resolve)
        case .binary(let op, let a, let b) where [.eq, .ne, .lt, .gt, .le, .ge].contains(op):
            return known(a) || known(b)
        case let .message(receiver, _, args) where !args.isEmpty:
            return known(receiver) || receiver.identifierName.map { $0.first?.isUppercase == true } == true
        case .identifier, .member, .message:
            return known(e)
        default:
            return false
        }
    }
}
