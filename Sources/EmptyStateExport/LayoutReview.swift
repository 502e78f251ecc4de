import EmptyStateLayout
import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits

/// The layout problems of a screen, with its texts compared against the same screen in the
/// development language when it is in another locale (a translation that wraps further).
struct LayoutReview {
    /// The template in the development language, for a screen in another locale.
    let reference: Template?

    init(source: TemplateSource, traits: TraitCollection) throws {
        guard traits.locale != nil else { reference = nil; return }
        var development = traits
        development.locale = nil
        reference = try source.template(traits: development)
    }

    func warnings(of layout: ScreenLayout, planned: PlannedScreen, state: ScreenState) throws -> [LayoutWarning] {
        guard var screen = reference?.screen(variant: planned.variant) else { return LayoutProblems.of(layout) }
        screen.canvas = planned.screen.canvas
        return LayoutProblems.of(layout, comparedWith: try planned.renderer.layout(screen, states: state))
    }
}
