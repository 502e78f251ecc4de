import EmptyStateEncoders
import EmptyStateModel
import EmptyStateRender
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// SwiftUI's `ContentUnavailableView` as iOS drew it (../shared/modern-corpus: RSSReader's
/// snapshots, @3x, light and dark): every band of ink of our `style: swiftui` render within a
/// point of iOS's. The accessibility entries are drawn at AX5, the size their test sets
/// (`.accessibilityExtraExtraExtraLarge`), within 4.5 pt there (the stand-in font's descenders
/// reach 4 pt lower than SF Pro's at 49 pt: "check your"); the error view, taller than its frame
/// at AX5, without its symbol and from the top margin as iOS shows it.
final class ModernCorpusFidelityTests: XCTestCase {
    func corpus() throws -> URL {
        let corpus = sharedDirectory.appendingPathComponent("modern-corpus")
        guard FileManager.default.fileExists(atPath: corpus.appendingPathComponent("manifest.json").path) else {
            throw XCTSkip("the modern corpus is not at \(corpus.path) (../shared is absent): skipping its fidelity checks")
        }
        return corpus
    }

    func testEveryReferenceBandIsWithinAPointOfOurs() throws {
        let corpus = try corpus()
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.appendingPathComponent("manifest.json"))) as! [String: [String: Any]]
        XCTAssertEqual(manifest.count, 12)
        var edgeErrors: [Double] = []
        for (entry, values) in manifest.sorted(by: { $0.key < $1.key }) {
            let args = values["args"] as! [String]
            var traits = TraitCollection.default
            if args.contains("dark") { traits.colorScheme = .dark }
            if args.contains("--content-size") { traits.contentSize = .AX5 }
            let source = try TemplateLoader.source(path: corpus.appendingPathComponent(values["template"] as! String).path)
            let screen = try source.template(traits: traits).base
            let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
            let ours = inkBands(try renderer.renderPixels(renderer.layout(screen)), scale: 3)
            let reference = inkBands(try PNGDecoder().decode(path: corpus.appendingPathComponent(values["reference"] as! String).path), scale: 3)
            XCTAssertEqual(ours.count, reference.count, "\(entry): the same symbol, lines and button")
            guard ours.count == reference.count else { continue }
            let tolerance = args.contains("--content-size") ? 4.5 : 1.0
            for (a, b) in zip(ours, reference) {
                edgeErrors += [abs(a.top - b.top), abs(a.bottom - b.bottom)]
                XCTAssertEqual(a.top, b.top, accuracy: tolerance, "\(entry): a band's top")
                XCTAssertEqual(a.bottom, b.bottom, accuracy: tolerance, "\(entry): a band's bottom")
            }
        }
        let mean = edgeErrors.reduce(0, +) / Double(max(edgeErrors.count, 1))
        XCTAssertLessThanOrEqual(mean, 1.0, "mean band edge error, in points")
    }

    /// iOS's standard line-break strategy: no last line of one word in a modern style ("Failed /
    /// to Load" at AX5, as iOS wraps it, where "Failed to" fits).
    func testALastWordAloneTakesAWordFromTheLineAbove() throws {
        func titleLines(_ style: String) throws -> [Double] {
            let yaml = "style: \(style)\ncanvas: { size: [375, 450], scale: 1 }\ntitle: \"Failed to Load\"\ndescription: \"Unable to connect\"\n"
            var traits = TraitCollection.default
            traits.contentSize = .AX5
            let screen = try TemplateLoader.source(text: yaml, path: "/tmp/orphan.yaml").template(traits: traits).base
            let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
            let layout = try renderer.layout(screen)
            return try XCTUnwrap(layout.title).measurement.lines.map(\.width)
        }
        for style in ["swiftui", "uikit"] {
            let lines = try titleLines(style)
            XCTAssertEqual(lines.count, 2, style)
            XCTAssertGreaterThan(lines[1], lines[0], "\(style): 'to Load' below 'Failed'")
        }
    }
}
