import SwiftSyntax

/// Properties a callback sets together: `didConnectBlock = { self.descriptionMessage = nil;
/// self.titleMessage = NSLocalizedString("Starting synchronization", …) }` (family-coin). A
/// reading that takes one assignment of the block as the screen's state takes the block's others
/// with it: the description that block clears is not the set-up's.
extension Evaluator {
    /// What the block of an assignment this reading takes assigns to `name` beside it, when it
    /// does (a nil literal included); nil when no such block does.
    func coupledAssignment(to name: String, in type: String) -> ExprSyntax? {
        guard let assumed = env.assumedConditions, assumed.values.contains(true) else { return nil }
        for (property, values) in context.constants.allAssigned(in: type).sorted(by: { $0.key < $1.key }) where property != name {
            for value in values where assumed[Self.assignmentCondition(property, value)] == true {
                if let sibling = Self.sibling(assigning: name, beside: value) { return sibling }
            }
        }
        return nil
    }

    /// In the statements around `value`'s assignment (the block it is a step of), what is
    /// assigned to `name`: the last such step.
    private static func sibling(assigning name: String, beside value: ExprSyntax) -> ExprSyntax? {
        guard let sequence = value.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
              let item = sequence.parent?.as(CodeBlockItemSyntax.self),
              let steps = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        var found: ExprSyntax?
        for step in steps {
            guard case let .expr(expr) = step.item, let stored = StoredAssignment(expr), stored.name == name else { continue }
            found = stored.value
        }
        return found
    }
}
