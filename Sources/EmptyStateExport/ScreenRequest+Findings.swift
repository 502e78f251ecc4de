import EmptyStateAccessibility
import EmptyStateRender
import EmptyStateTemplate

/// The accessibility review of screens asked for by their parts, as `serve` works it out in the
/// background: drawn (the review measures contrast on the pixels) but never encoded.
extension ScreenRequest {
    /// States of one screen that draw alike (the catalog's `sameAs`): drawn once, with the first
    /// request's state, then each reviewed on its own layout, since the review reads the state
    /// (a disabled button's title is exempt from contrast). The requests differ only in state.
    public static func findings(of requests: [ScreenRequest], source: TemplateSource) throws -> [[AccessibilityFinding]] {
        guard let first = requests.first else { return [] }
        let template = try source.template(traits: first.traits)
        let screen = try first.screen(of: source)
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        let probe = DrawnElementProbe()
        try renderer.withRenderedSurface(try renderer.layout(screen, states: first.state), probe: probe) { _, _, _, _ in }
        let review = ScreenAccessibilityReview(template: template, variant: first.variant, traits: first.traits)
        return try requests.map { request in
            review.findings(of: try renderer.layout(screen, states: request.state), drawn: probe.elements)
        }
    }

    /// The resting pixels and their review from one drawing: serve's review against references
    /// renders every screen anyway, and learns its findings with it (and its layout, to say
    /// what changed from the reference's).
    public func pixelsAndFindings(_ source: TemplateSource) throws -> (pixels: PixelBuffer, findings: [AccessibilityFinding], layout: LayoutRecord) {
        let template = try source.template(traits: traits)
        let screen = try screen(of: source)
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        let layout = try renderer.layout(screen, states: state)
        let probe = DrawnElementProbe()
        let pixels = try renderer.renderPixels(layout, probe: probe)
        let review = ScreenAccessibilityReview(template: template, variant: variant, traits: traits)
        return (pixels, review.findings(of: layout, drawn: probe.elements), LayoutRecord(layout))
    }
}
