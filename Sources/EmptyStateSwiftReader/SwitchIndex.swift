import Foundation
import SwiftSyntax

/// A switch's clauses by case name, built once per switch (a switch of 100,000 cases is
/// looked up, not scanned, for each screen).
struct SwitchIndex {
    var clauses: [SwitchCaseSyntax] = []
    var byCase: [String: Int] = [:]
    /// The case names in the order the clauses name them.
    var caseOrder: [String] = []
    var defaultClause: Int?

    init(_ node: SwitchExprSyntax) {
        for element in node.cases {
            guard case let .switchCase(clause) = element else { continue }
            let index = clauses.count
            clauses.append(clause)
            switch clause.label {
            case .default: defaultClause = defaultClause ?? index
            case let .case(label):
                for item in label.caseItems {
                    if let name = EnumCondition.caseName(pattern: item.pattern) ?? Self.typeCase(item.pattern), byCase[name] == nil {
                        byCase[name] = index
                        caseOrder.append(name)
                    }
                    // `case _:` is a default.
                    if item.pattern.is(WildcardPatternSyntax.self) { defaultClause = defaultClause ?? index }
                }
            }
        }
    }

    var isEnumSwitch: Bool { !byCase.isEmpty }

    /// `case is URLError:` and `case let error as URLError:`: a case named after the type (the
    /// condition `error is URLError`), so that a switch over an error's type is a variant per type.
    static func typeCase(_ pattern: PatternSyntax) -> String? {
        if let isType = pattern.as(IsTypePatternSyntax.self) { return isType.type.trimmedSource }
        let text = pattern.trimmedSource
        guard let range = text.range(of: #"^(let|var)\s+\w+\s+as\s+([\w.]+)$"#, options: .regularExpression) else { return nil }
        return text[range].split(separator: " ").last.map(String.init)
    }
}

extension ReadContext {
    func switchIndex(_ node: SwitchExprSyntax) throws -> SwitchIndex {
        if let index = switchIndexes[node.id] { return index }
        try charge(node.cases.count, at: node)
        let index = SwitchIndex(node)
        switchIndexes[node.id] = index
        return index
    }
}
