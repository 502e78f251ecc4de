import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// A `ContentUnavailableView` whose arguments depend on a condition the reader cannot decide
/// (`ContentUnavailableView(isOffline ? "Offline" : "No Items", systemImage: isOffline ?
/// "wifi.slash" : "tray")`): read with every such condition false, the screen; then once per
/// condition with it true, and what differs becomes a variant named after it (`isOffline`), as
/// UIKit's configurations do (`ConditionVariants`). So both outcomes are drawn, and neither is a
/// placeholder.
enum SwiftUIConditionVariants {
    static func screen(_ core: ExprSyntax, _ context: ReadContext) throws -> FoundScreen {
        context.assumedFalse = []
        var screen = try ContentUnavailableViewReader.screen(core, context)
        screen.template = try adding(conditionsOf: context, to: screen.template) { assumed in
            try ContentUnavailableViewReader.screen(core, context, assumed: assumed).template
        }
        return screen
    }

    /// `base` (read with every condition false) with a variant per condition, read again with it
    /// true: what differs, named after it, after the variants `base` has of its own. The
    /// conditions are those the base's reading met (`context.assumedFalse`), then those met only
    /// inside another's branch (`if showDismissed { Text(isPro ? … : …) }`), read as they appear.
    static func adding(conditionsOf context: ReadContext, to base: TemplateValue,
                       reading readWith: ([String: Bool]) throws -> TemplateValue) throws -> TemplateValue {
        guard !context.assumedFalse.isEmpty, case let .map(entries) = base else { return base }
        // Each reading takes its own cases.
        func read(_ assumed: [String: Bool]) throws -> TemplateValue {
            context.fallbackCases = [:]
            return try readWith(Evaluator.withConjuncts(assumed))
        }
        let baseEntries = entries.filter { $0.key != "variants" }
        var variants = MapBuilder()
        variants.merge(base["variants"])
        var names = Set(variants.entries.map(\.key))
        func add(_ name: String, _ entries: [TemplateEntry]) {
            guard let differences = MapBuilder.differences(of: entries, from: baseEntries),
                  // Two conditions that draw the same (`a != nil`, `b != nil` of `a != nil || b != nil`): one variant.
                  !variants.entries.contains(where: { $0.value == differences }) else { return }
            let unique = ConditionName.unique(name, among: names)
            names.insert(unique)
            variants[unique] = differences
        }
        var readings: [[TemplateEntry]] = []
        // A condition first met in another's reading (a payload's case inside `case .category(let
        // category)`), with the reading that met it.
        var revealed: [(Int, Int)] = []
        while readings.count < min(context.assumedFalse.count, Limits.conditionReadings) {
            let condition = context.assumedFalse[readings.count]
            let known = context.assumedFalse.count
            let reading = try read([condition.text: true])
            revealed += (known..<max(known, context.assumedFalse.count)).map { (readings.count, $0) }
            guard case let .map(other) = reading else { readings.append(baseEntries); continue }
            readings.append(other.filter { $0.key != "variants" })
            add(condition.name, readings[readings.count - 1])
        }
        let singles = Array(context.assumedFalse.prefix(readings.count))
        // Two conditions at once where that reaches what neither does alone (nested branches,
        // or two choices of different parts: a filter's title beside the search's description).
        let joints = try JointVariants.ownScreens(base: baseEntries, singles: readings, pairingChoices: true, revealed: revealed, exclusive: { first, second in
            Evaluator.exclusive(singles[first].text, singles[second].text)
        }) { first, second in
            guard case let .map(other) = try read([singles[first].text: true, singles[second].text: true]) else { return nil }
            return other.filter { $0.key != "variants" }
        }
        for (first, second, joint) in joints { add(JointVariants.name(singles[first].name, singles[second].name), joint) }
        guard !variants.isEmpty else { return base }
        return .map(baseEntries + [TemplateEntry("variants", variants.value([]))])
    }
}
