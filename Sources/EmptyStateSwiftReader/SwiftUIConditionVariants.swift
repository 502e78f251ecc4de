import EmptyStateModel
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
        let conditions = context.assumedFalse
        guard !conditions.isEmpty, case let .map(baseEntries) = screen.template else { return screen }
        var variants = MapBuilder()
        var names: Set<String> = []
        for condition in conditions.prefix(Limits.variants) {
            let other = try ContentUnavailableViewReader.screen(core, context, assumed: [condition.text: true])
            guard case let .map(entries) = other.template else { continue }
            guard let differences = MapBuilder.differences(of: entries, from: baseEntries) else { continue }
            let name = ConditionName.unique(condition.name, among: names)
            names.insert(name)
            variants[name] = differences
        }
        if !variants.isEmpty { screen.template = .map(baseEntries + [TemplateEntry("variants", variants.value([]))]) }
        return screen
    }
}
