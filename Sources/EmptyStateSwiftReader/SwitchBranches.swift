import EmptyStateSourceReading
import SwiftSyntax

/// A `switch` over an enum whose clauses change a configuration already made (TodaysFlowers'
/// `switch searchViewModel.searchType { case .name: config.text = "이름을 입력해주세요" … }`):
/// every case is a screen the app shows. The screen is the first clause's and each other clause
/// a variant named after its case (`searchViewModelSearchTypeIsFlowerLang`), as an index's
/// numbers are (`IndexSubject`); `default:` is the variant `…IsOther`.
struct SwitchBranches {
    var head: SwitchExprSyntax
    var clauses: [SwitchCaseSyntax] = []
    var names: [String] = []

    /// The switch's clauses, when each names a case (or is the `default:`) and one of them
    /// changes a configuration (`changes`).
    init?(_ node: SwitchExprSyntax, changes: (CodeBlockItemListSyntax) -> Bool) {
        head = node
        let subject = ConditionName.of([Syntax(node.choice)])
        var changed = false
        for element in node.cases {
            // A clause under `#if` is read as the statements around it are.
            guard case let .switchCase(clause) = element else { return nil }
            let caseName: String
            switch clause.label {
            case .default: caseName = "other"
            case let .case(label):
                guard let first = label.caseItems.first, let name = EnumCondition.caseName(pattern: first.pattern) else { return nil }
                caseName = name
            }
            let name = String(LowerCamelCase.joined([subject, "is", caseName]).prefix(ConditionName.maxLength))
            names.append(ConditionName.unique(name, among: Set(names)))
            clauses.append(clause)
            changed = changed || changes(clause.statements)
        }
        guard changed, clauses.count >= 2, clauses.count <= Limits.variants else { return nil }
    }

    /// The clause a reading takes: the one chosen, else the first.
    func clause(_ choice: Int?) -> SwitchCaseSyntax { clauses[min(choice ?? 0, clauses.count - 1)] }

    /// Clause n as the reading of number n.
    var indexSubject: IndexSubject {
        IndexSubject(subject: head.choice.trimmedSource,
                     branches: [head.id: Dictionary(uniqueKeysWithValues: clauses.indices.map { ($0, $0) })],
                     chainLengths: [head.id: clauses.count],
                     names: Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.offset, $0.element) }))
    }
}
