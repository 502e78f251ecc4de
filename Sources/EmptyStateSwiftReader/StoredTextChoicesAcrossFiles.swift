import EmptyStateSourceReading
import SwiftSyntax

extension StoredTexts {
    /// The text properties a type sets to several values (`Evaluator.choiceValues`), each value
    /// read in the type's own file for the views of other files: a text, or nil for a message only
    /// the run time knows. A property with a value that is neither is left out: which screen it
    /// makes is not known. One set to a single text is `sole`'s.
    static func choices(_ constants: Constants, _ context: ReadContext, bound: Set<String>) -> [String: [String: [StoredTextChoice]]] {
        var result: [String: [String: [StoredTextChoice]]] = [:]
        let diagnostics = Diagnostics(context)
        for (type, properties) in constants.textProperties.sorted(by: { $0.key < $1.key }) {
            for name in properties.keys.sorted() where !bound.contains(name) {
                guard let assigned = constants.assigned(name, in: type), let values = Evaluator.choiceValues(assigned) else { continue }
                var choices: [StoredTextChoice] = []
                for value in values {
                    var text: AppTexts.Text?
                    if !Evaluator.isRunTimeMessage(value) {
                        guard let known = Self.text(value, in: type, context, diagnostics) else { choices = []; break }
                        text = known
                    }
                    choices.append(StoredTextChoice(condition: Evaluator.assignmentCondition(name, value),
                                                    name: Evaluator.assignmentConditionName(name, value), text: text))
                }
                if Set(choices.map(\.text)).count >= 2 { result[type, default: [:]][name] = choices }
            }
        }
        return result
    }
}
