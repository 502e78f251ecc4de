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
    static func sibling(assigning name: String, beside value: ExprSyntax) -> ExprSyntax? {
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

    /// Whether two assignment conditions (`emptyTitle = NO_MESSAGES_TITLE`, `emptyDescription =
    /// EMPTY_DESCRIPTION_NOTIFICATIONS_TITLE`) cannot hold together: one property set to two
    /// values, or the block of one setting the other's property to something else (SmartParkingApp's
    /// messages and notifications lists each set both texts). A reading of both is no screen.
    static func exclusiveAssignments(_ first: String, _ second: String, in type: String?, _ constants: Constants) -> Bool {
        guard let a = assignment(first), let b = assignment(second) else { return false }
        if a.property == b.property { return a.value != b.value }
        guard let type else { return false }
        func disagrees(_ one: (property: String, value: String), _ other: (property: String, value: String)) -> Bool {
            (constants.assigned(one.property, in: type) ?? []).contains { value in
                value.trimmedSource == one.value && sibling(assigning: other.property, beside: value).map { $0.trimmedSource != other.value } == true
            }
        }
        return disagrees(a, b) || disagrees(b, a)
    }

    /// Whether a condition's text is an assignment's (`assignmentCondition`).
    static func isAssignmentCondition(_ text: String) -> Bool { assignment(text) != nil }

    /// `name = value`, as `assignmentCondition` writes it.
    private static func assignment(_ text: String) -> (property: String, value: String)? {
        guard let range = text.range(of: " = "), !text.contains("==") else { return nil }
        let property = String(text[..<range.lowerBound])
        guard !property.isEmpty, property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (property, String(text[range.upperBound...]))
    }
}
