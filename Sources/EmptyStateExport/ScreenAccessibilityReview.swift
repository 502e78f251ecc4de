import EmptyStateAccessibility
import EmptyStateLayout
import EmptyStateModel
import EmptyStateRender
import EmptyStateTraits

/// The accessibility review of a planned screen: its traits turned into what the review needs
/// (the audit itself never sees a trait), and its waivers.
public struct ScreenAccessibilityReview: Sendable {
    public let context: AuditContext

    public init(template: Template, variant: String, traits: TraitCollection) {
        var context = AuditContext()
        context.increasedContrast = traits.contrast == .increased
        // What a clear view shows: the table view's systemBackground in these traits.
        let backdrop = (SemanticColor.named("systemBackground", tint: DynamicColor(.clear))?.resolved(with: traits)) ?? Color(red: 1, green: 1, blue: 1)
        context.backdrop = RGB(red: backdrop.red, green: backdrop.green, blue: backdrop.blue)
        context.contentSize = traits.contentSize.rawValue
        context.variant = variant
        context.waivers = template.accessibilityWaivers
        self.context = context
    }

    public func findings(of layout: ScreenLayout, drawn: [DrawnElement]) -> [AccessibilityFinding] {
        ScreenAudit.findings(of: layout, drawn: drawn, context: context)
    }
}
