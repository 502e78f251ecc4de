import SwiftSyntax

/// `options.randomElement() ?? basicOption` over a literal array (PetCareTracker's seven empty
/// reminders, one picked at random each time the list empties): every element is a screen the
/// app shows. The first is the screen's, each other one a variant, as for a property the app
/// sets to several values.
extension Evaluator {
    func randomElement(of list: Collection, _ base: ExprSyntax) -> Value? {
        guard list.tupleLabels == nil, let first = list.elements.first else { return nil }
        guard let written = list.syntax.as(ArrayExprSyntax.self)?.elements.map(\.expression),
              written.count == list.elements.count else { return first }
        let chooser = base.trimmedSource + ".randomElement()"
        for (value, expr) in zip(list.elements, written).dropFirst() {
            let name = Self.assignmentConditionName(ConditionName.of([Syntax(base)]), expr)
            if assumed(text: Self.assignmentCondition(chooser, expr), opposite: nil, name: name) == true { return value }
        }
        return first
    }
}
