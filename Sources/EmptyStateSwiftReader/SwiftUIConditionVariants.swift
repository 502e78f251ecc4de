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
        screen.template = try adding(context.assumedFalse, to: screen.template) { assumed in
            try ContentUnavailableViewReader.screen(core, context, assumed: assumed).template
        }
        return screen
    }

    /// `base` (read with every condition false) with a variant per condition, read again with it
    /// true: what differs, named after it, after the variants `base` has of its own.
    static func adding(_ conditions: [(text: String, name: String)], to base: TemplateValue,
                       reading read: ([String: Bool]) throws -> TemplateValue) throws -> TemplateValue {
        guard !conditions.isEmpty, case let .map(entries) = base else { return base }
        let baseEntries = entries.filter { $0.key != "variants" }
        var variants = MapBuilder()
        variants.merge(base["variants"])
        var names = Set(variants.entries.map(\.key))
        for condition in conditions.prefix(Limits.variants) {
            guard case let .map(other) = try read([condition.text: true]),
                  let differences = MapBuilder.differences(of: other.filter { $0.key != "variants" }, from: baseEntries),
                  // Two conditions that draw the same (`a != nil`, `b != nil` of `a != nil || b != nil`): one variant.
                  !variants.entries.contains(where: { $0.value == differences }) else { continue }
            let name = ConditionName.unique(condition.name, among: names)
            names.insert(name)
            variants[name] = differences
        }
        guard !variants.isEmpty else { return base }
        return .map(baseEntries + [TemplateEntry("variants", variants.value([]))])
    }
}
