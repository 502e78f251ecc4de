import EmptyStateSourceReading
import SwiftSyntax

extension Evaluator {
    /// `case .other(let message):` where the app makes `.other` with one text only: `message`
    /// is that text in the clause (StudyForge's `.other("The language model is currently
    /// unavailable.")`, its one making). Made otherwise, the names stay unknown.
    mutating func bindPayload(of caseName: String, in clause: SwitchCaseSyntax, at place: ExprSyntax) {
        guard case let .case(label) = clause.label,
              let item = label.caseItems.first(where: { EnumCondition.caseName(pattern: $0.pattern) == caseName }),
              case let .sole(texts)? = context.appTexts.casePayloads[caseName] else { return }
        let bound = EnumCaseWrapper.boundNames(item.pattern)
        guard bound.count == texts.count else { return }
        for (name, text) in zip(bound, texts) where name != "_" {
            scope.declare(name, AppTexts.value(text, at: place))
        }
    }
}
