import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// A configuration changed in the branches of an `if` on any condition, or given a ternary's
/// value (`config.text = isSearching ? "No Results" : "Empty"`): the body is read once more per
/// branch (that branch taken, every other such `if` not; that condition true, every other
/// false), and what differs from the screen with no branch taken becomes a variant named after
/// the branch's condition (`variants: { notManagerIsCheckingUpdates: { button: … } }`), so every
/// outcome is drawn.
enum ConditionVariants {
    /// Each record's `variants:` mapping, by the record's index.
    /// `indexes`: the index subjects whose chains are read together, each number a reading
    /// (`indexBase`: every such chain at 0, as the screen is read and every other reading keeps).
    static func read(_ chains: [VariantBranches], _ ternaries: [(text: String, name: String)], _ body: CodeBlockItemListSyntax,
                     _ records: [ConfigurationVisitor.Record], _ context: ReadContext, typeName: String?,
                     indexes: [IndexSubject] = [], indexBase: [SyntaxIdentifier: Int] = [:]) throws -> [Int: TemplateValue] {
        guard !chains.isEmpty || !ternaries.isEmpty || !indexes.isEmpty, !records.isEmpty else { return [:] }
        // The base templates, read without warnings (the screen's own reading gives them).
        let bases = records.map { template($0, context) }
        var variants: [Int: MapBuilder] = [:]
        var names: [Int: Set<String>] = [:]
        // Each branch of each chain taken, then each ternary's condition assumed true.
        var readings: [Outcome] = []
        for index in indexes {
            for value in index.values.dropFirst() {
                readings.append(Outcome(name: index.names[value] ?? "index\(value)",
                                        choices: indexBase.merging(index.choices(for: value)) { _, chosen in chosen }, assumed: [:],
                                        group: "index \(index.names.values.sorted().first ?? "")"))
            }
        }
        for (number, chain) in chains.enumerated() {
            for (choice, branch) in chain.branches.enumerated() {
                readings.append(Outcome(name: branch.name, choices: indexBase.merging([chain.head.id: choice]) { _, chosen in chosen }, assumed: [:],
                                        group: "chain \(number)"))
            }
        }
        for ternary in ternaries {
            readings.append(Outcome(name: ternary.name, choices: indexBase, assumed: [ternary.text: true], group: ternary.text, tested: ternary.text))
        }
        // A compound condition's branch (`if a && b { role = .primary }`) is taken only with
        // the branches of `a` and of `b`: read together.
        readings = readings.map { outcome in
            var merged = outcome
            for other in readings where other.group != outcome.group && other.name.count < outcome.name.count {
                guard outcome.name.hasPrefix(other.name) || outcome.name.contains(LowerCamelCase.joined(["and", other.name])) else { continue }
                merged.choices.merge(other.choices) { held, _ in held }
                merged.assumed.merge(other.assumed) { held, _ in held }
            }
            return merged
        }
        func read(_ reading: Outcome) throws -> [Int: [TemplateEntry]] {
            let other = try ConfigurationVisitor(body, context, diagnostics: Diagnostics(context), typeName: typeName,
                                                 choices: reading.choices, assumed: reading.assumed).read()
            var result: [Int: [TemplateEntry]] = [:]
            for (index, record) in records.enumerated() {
                guard let taken = other.first(where: { $0.node.id == record.node.id }), case let .map(entries) = template(taken, context) else { continue }
                result[index] = entries
            }
            return result
        }
        func add(_ name: String, _ entries: [TemplateEntry], to index: Int) {
            // One screen drawn by two readings (differing in style only) is one variant.
            guard case let .map(baseEntries) = bases[index], let differences = MapBuilder.differences(of: entries, from: baseEntries),
                  !(variants[index]?.entries.contains { JointVariants.sameContent($0.value, differences) } ?? false) else { return }
            let unique = ConditionName.unique(name, among: names[index] ?? [])
            names[index, default: []].insert(unique)
            variants[index, default: MapBuilder()][unique] = differences
        }
        var singles: [(outcome: Outcome, entries: [Int: [TemplateEntry]])] = []
        for reading in readings.prefix(Limits.variants) {
            let entries = try read(reading)
            singles.append((reading, entries))
            for (index, taken) in entries.sorted(by: { $0.key < $1.key }) { add(reading.name, taken, to: index) }
        }
        // Two branches of different `if`s taken at once where each chooses its own part (the
        // first button with one permission, the second with another): each pairing is a screen.
        var pairsRead = 0
        pairing: for first in singles.indices {
            for second in singles.indices where second > first {
                let (a, b) = (singles[first].outcome, singles[second].outcome)
                // A compound condition's branch (`if a && b`) already holds with `a`.
                guard a.group != b.group, !Evaluator.exclusive(a.tested, b.tested),
                      !a.name.contains(b.name), !b.name.contains(a.name) else { continue }
                guard pairsRead < JointVariants.pairsRead else { break pairing }
                pairsRead += 1
                // Each reading's own choices over the index's base (the second's base must not
                // undo the first's clause).
                func own(_ outcome: Outcome) -> [SyntaxIdentifier: Int] { outcome.choices.filter { indexBase[$0.key] != $0.value } }
                let choices = indexBase.merging(own(a)) { _, new in new }.merging(own(b)) { _, new in new }
                let joint = try read(Outcome(name: JointVariants.name(a.name, b.name), choices: choices,
                                             assumed: a.assumed.merging(b.assumed) { _, new in new }, group: ""))
                for (index, entries) in joint.sorted(by: { $0.key < $1.key }) {
                    guard case let .map(baseEntries) = bases[index], let one = singles[first].entries[index], let other = singles[second].entries[index],
                          JointVariants.isOwnScreen(base: baseEntries, first: one, second: other, joint: entries, pairingChoices: true) else { continue }
                    add(JointVariants.name(a.name, b.name), entries, to: index)
                }
            }
        }
        return finished(variants)
    }

    /// One reading of the body: the branches taken and the conditions assumed true; `group`
    /// names the chain, index or ternary it is of (two of one group are never taken together).
    private struct Outcome {
        var name: String
        var choices: [SyntaxIdentifier: Int]
        var assumed: [String: Bool]
        var group: String
        var tested = ""
    }

    private static func template(_ record: ConfigurationVisitor.Record, _ context: ReadContext) -> TemplateValue {
        ConfigurationReader.template(record, Reading(diagnostics: Diagnostics(context), place: "", node: record.node))
    }

    private static func finished(_ variants: [Int: MapBuilder]) -> [Int: TemplateValue] {
        variants.mapValues { $0.value([]) }
    }
}
