import SwiftSyntax

extension Evaluator {
    /// A condition not understood, in a reading that assumes each (`Environment.assumedConditions`):
    /// its assumed value, false unless this reading takes it; a condition assumed false is noted,
    /// so that another reading takes it. Nil when conditions are left unknown.
    func assumed(_ condition: [Syntax]) -> Bool? {
        guard let assumed = env.assumedConditions else { return nil }
        let text = condition.map(\.trimmedDescription).joined(separator: " ")
        if let value = assumed[text] { return value }
        if !context.assumedFalse.contains(where: { $0.text == text }) {
            context.assumedFalse.append((text: text, name: ConditionName.of(condition)))
        }
        return false
    }
}
