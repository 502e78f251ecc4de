import EmptyStateSourceReading
import SwiftSyntax

/// A condition as a variant's name: its words camel-cased, operators said in words, `self.`
/// left out (`!manager.isCheckingUpdates` → `notManagerIsCheckingUpdates`, `items.count == 0`
/// → `itemsCountIs0`), at most `maxLength` characters. Stable (the text alone decides it) and
/// readable; `ConditionName.unique` tells equal ones apart.
enum ConditionName {
    static let maxLength = 48
    static let operatorWords: [String: String] = [
        "!": "not", "&&": "and", "||": "or", "==": "is", "!=": "isNot", "===": "is", "!==": "isNot",
        "<": "lessThan", ">": "greaterThan", "<=": "atMost", ">=": "atLeast", "??": "or",
    ]

    static func of(_ condition: [Syntax]) -> String {
        var words: [String] = []
        for token in condition.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
            let text = token.text
            if let word = operatorWords[text] { words.append(word); continue }
            switch token.tokenKind {
            case .identifier, .integerLiteral, .floatLiteral, .keyword(.true), .keyword(.false), .keyword(.nil):
                words.append(text)
            case .stringSegment:
                words.append(contentsOf: text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
            default:
                break
            }
        }
        words.removeAll { $0 == "self" }
        let name = String(LowerCamelCase.joined(words).filter { $0.isLetter || $0.isNumber || $0 == "_" }.prefix(maxLength))
        return name.isEmpty ? "condition" : name
    }

    /// `name`, or `name2`, `name3`… when it is taken.
    static func unique(_ name: String, among taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        var number = 2
        while taken.contains("\(name)\(number)") { number += 1 }
        return "\(name)\(number)"
    }
}
