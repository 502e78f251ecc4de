import EmptyStateAccessibility
import EmptyStateLayout

/// What `layout --json` prints: the layout's frames and, under `accessibility`, the elements in
/// VoiceOver's reading order (the layout stage knows nothing of VoiceOver; the review does).
struct LayoutJSON: Encodable {
    let report: LayoutReport
    let accessibility: [AccessibilityElement]

    init(_ layout: ScreenLayout) {
        report = LayoutReport(layout)
        accessibility = ReadingOrder.elements(of: layout)
    }

    private enum Key: String, CodingKey { case accessibility }

    func encode(to encoder: Encoder) throws {
        try report.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(accessibility, forKey: .accessibility)
    }
}
