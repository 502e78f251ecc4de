import EmptyStateModel
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
                                        choices: indexBase.merging(index.choices(for: value)) { _, chosen in chosen }, assumed: [:]))
            }
        }
        for chain in chains {
            for (choice, branch) in chain.branches.enumerated() {
                readings.append(Outcome(name: branch.name, choices: indexBase.merging([chain.head.id: choice]) { _, chosen in chosen }, assumed: [:]))
            }
        }
        for ternary in ternaries { readings.append(Outcome(name: ternary.name, choices: indexBase, assumed: [ternary.text: true])) }
        for reading in readings.prefix(Limits.variants) {
            let other = try ConfigurationVisitor(body, context, diagnostics: Diagnostics(context), typeName: typeName,
                                                 choices: reading.choices, assumed: reading.assumed).read()
            for (index, record) in records.enumerated() {
                guard let taken = other.first(where: { $0.node.id == record.node.id }),
                      case let .map(entries) = template(taken, context), case let .map(baseEntries) = bases[index] else { continue }
                guard let differences = MapBuilder.differences(of: entries, from: baseEntries) else { continue }
                let name = ConditionName.unique(reading.name, among: names[index] ?? [])
                names[index, default: []].insert(name)
                variants[index, default: MapBuilder()][name] = differences
            }
        }
        return finished(variants)
    }

    /// One reading of the body: the branches taken and the conditions assumed true.
    private struct Outcome {
        var name: String
        var choices: [SyntaxIdentifier: Int]
        var assumed: [String: Bool]
    }

    private static func template(_ record: ConfigurationVisitor.Record, _ context: ReadContext) -> TemplateValue {
        ConfigurationReader.template(record, Reading(diagnostics: Diagnostics(context), place: "", node: record.node))
    }

    private static func finished(_ variants: [Int: MapBuilder]) -> [Int: TemplateValue] {
        variants.mapValues { $0.value([]) }
    }
}
