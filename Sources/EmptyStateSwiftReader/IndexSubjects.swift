import SwiftSyntax

/// Branches that compare one value with the whole numbers 0, 1, … n (`segmentFilter
/// .selectedSegmentIndex == 1`, `== 2` in one `if` chain, `== 0` in another): the value is an
/// index, always one of them. The screen is the one for 0 and each other number is a variant;
/// no screen is drawn for a number none of them names, which the app never has.
struct IndexSubject {
    var subject: String
    /// Each chain's branch for each number (one past its last branch: its `else`).
    var branches: [SyntaxIdentifier: [Int: Int]] = [:]
    var chainLengths: [SyntaxIdentifier: Int] = [:]
    /// The branch name that first compares with each number (the variant's name).
    var names: [Int: String] = [:]

    var values: [Int] { names.keys.sorted() }

    /// The choice of branch in every chain of this subject when it is `value`.
    func choices(for value: Int) -> [SyntaxIdentifier: Int] {
        var result: [SyntaxIdentifier: Int] = [:]
        for (chain, length) in chainLengths { result[chain] = branches[chain]?[value] ?? length }
        return result
    }

    /// The subjects whose compared numbers run from 0 with no gap, at least 0 and 1; each chain
    /// belongs to one (a chain comparing two subjects, or anything else, belongs to none).
    static func find(_ chains: [VariantBranches]) -> [IndexSubject] {
        var bySubject: [String: IndexSubject] = [:]
        for chain in chains {
            var subject: String?
            var numbers: [Int: Int] = [:]
            var names: [Int: String] = [:]
            var fits = true
            for (index, branch) in chain.branches.enumerated() {
                guard let (compared, number) = comparison(branch.conditions), subject == nil || subject == compared,
                      numbers[number] == nil else { fits = false; break }
                subject = compared
                numbers[number] = index
                names[number] = branch.name
            }
            guard fits, let subject else { continue }
            var entry = bySubject[subject] ?? IndexSubject(subject: subject)
            entry.branches[chain.head.id] = numbers
            entry.chainLengths[chain.head.id] = chain.branches.count
            for (number, name) in names where entry.names[number] == nil { entry.names[number] = name }
            bySubject[subject] = entry
        }
        return bySubject.values.filter { $0.values.count >= 2 && $0.values == Array(0..<$0.values.count) }
            .sorted { $0.subject < $1.subject }
    }

    /// `subject == 2` (or `2 == subject`) alone.
    private static func comparison(_ conditions: ConditionElementListSyntax) -> (String, Int)? {
        guard conditions.count == 1, case let .expression(expr) = conditions.first!.condition,
              let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
        if let number = elements[2].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) { return (elements[0].trimmedSource, number) }
        if let number = elements[0].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) { return (elements[2].trimmedSource, number) }
        return nil
    }
}
