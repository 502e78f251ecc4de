import EmptyStateAccessibility
import EmptyStateEncoders
import EmptyStateLayout
import EmptyStateModel
import EmptyStateRender
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// A folder of templates and art made by the test, and the review of its screens.
final class AuditFixture {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A PNG of one color.
    func png(_ name: String, width: Int, height: Int, rgb: (UInt8, UInt8, UInt8)) throws {
        var bytes = [UInt8]()
        for _ in 0..<(width * height) { bytes += [rgb.0, rgb.1, rgb.2, 255] }
        try PNGEncoder().encode(PixelBuffer(width: width, height: height, rgba: bytes)).write(to: directory.appendingPathComponent(name))
    }

    /// The screen's layout and findings in `traits`, reviewed as export reviews it.
    func review(_ yaml: String, traits: TraitCollection = .default, variant: String = "default",
                state: ScreenState = ScreenState()) throws -> (layout: ScreenLayout, findings: [AccessibilityFinding]) {
        let template = try TemplateLoader.load(path: write("t.yaml", yaml), traits: traits)
        let screen = try XCTUnwrap(template.screen(variant: variant))
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        let layout = try renderer.layout(screen, states: state)
        let probe = DrawnElementProbe()
        _ = try renderer.renderPixels(layout, probe: probe)
        var context = AuditContext()
        context.increasedContrast = traits.contrast == .increased
        if traits.colorScheme == .dark { context.backdrop = RGB(red: 0, green: 0, blue: 0) }
        context.contentSize = traits.contentSize.rawValue
        context.variant = variant
        context.waivers = template.accessibilityWaivers
        return (layout, ScreenAudit.findings(of: layout, drawn: probe.elements, context: context))
    }
}

extension Array where Element == AccessibilityFinding {
    func of(_ kind: AccessibilityFinding.Kind, _ element: String) -> [AccessibilityFinding] {
        filter { $0.kind == kind && $0.element == element }
    }
}
