import EmptyStateSourceReading
import SwiftSyntax

extension Evaluator {
    /// `case .other(let message):` where the app makes `.other` with known texts: `message` is
    /// the text of one making in the clause (StudyForge's `.other("The language model is
    /// currently unavailable.")`, its one making). Made in several ways, the first is the
    /// reading's and each other way a condition of the reading, so a variant (TrafficVienna's
    /// `.failed(…)` of a station without a number, beside a failed request's message); a way
    /// only the run time knows leaves the names unknown.
    /// `ofKnownEnum`: only where some enum of the app declares the case with values (a screen
    /// read apart from its switch, whose subject may be of a type the app does not declare here).
    mutating func bindPayload(of caseName: String, in clause: SwitchCaseSyntax, at place: ExprSyntax, ofKnownEnum: Bool = false) {
        guard case let .case(label) = clause.label,
              let item = label.caseItems.first(where: { EnumCondition.caseName(pattern: $0.pattern) == caseName }),
              let named = context.appTexts.casePayloads[caseName] else { return }
        // The subject's enum's makings; by the case's name alone, several ways only where one enum has the case.
        let suffix = "." + caseName
        let typedKeys = context.appTexts.casePayloads.keys.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
        let enums = Set(context.appTexts.enumCases.filter { $0.value.contains(caseName) }.keys).union(typedKeys).sorted()
        if ofKnownEnum, enums.isEmpty { return }
        var payload = named
        // A nested enum's name several types declare (Filmstack's five `Phase`s) says no enum.
        let shared = enums.contains { (context.appTexts.nestedEnums[$0]?.count ?? 0) > 1 }
        if !shared, let type = enumType(of: place, among: enums), let typed = context.appTexts.casePayloads["\(type).\(caseName)"] {
            payload = typed
        } else if enums.count > 1 || shared, case .several = named {
            payload = .various
        }
        let bound = EnumCaseWrapper.boundNames(item.pattern)
        let (known, unknownToo) = payload.makings
        let fitting = known.filter { $0.count == bound.count }
        guard !fitting.isEmpty else { return }
        var chosen: [AppTexts.Text]? = fitting[0]
        if fitting.count > 1 || unknownToo {
            // Each other way, a condition named after the case and the way's place in the list.
            let others: [[AppTexts.Text]?] = fitting.dropFirst().map { $0 } + (unknownToo ? [nil] : [])
            for (index, other) in others.enumerated()
            where assumed(text: "\(caseName) made in way \(index + 2)", opposite: nil, name: "\(caseName)\(index + 2)") == true {
                chosen = other
                break
            }
        }
        guard let chosen else { return }
        for (name, text) in zip(bound, chosen) where name != "_" {
            scope.declare(name, AppTexts.value(text, at: place))
        }
    }
}
