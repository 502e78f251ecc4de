import EmptyStateModel
import EmptyStateTemplate
import Foundation
import XCTest
import EmptyStateEncoders
import EmptyStateRender

/// The nine DZN sample screens against DZNEmptyDataSet's own iOS snapshots: the rows of ink
/// (image, each text line, button) must sit where iOS put them.
final class CorpusFidelityTests: XCTestCase {
    func testEverySampleScreenMatchesItsIOSReference() throws {
        let corpus = try corpusOrSkip()
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.appendingPathComponent("manifest.json"))) as! [String: [String: Any]]
        XCTAssertEqual(manifest.count, 9)
        var edgeErrors: [Double] = []
        for (app, entry) in manifest.sorted(by: { $0.key < $1.key }) {
            let template = try TemplateLoader.load(path: corpus.appendingPathComponent(entry["template"] as! String).path)
            var screen = template.base
            screen.canvas = Device.named("iphone-8")!.canvas
            let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
            let ours = inkBands(try renderer.renderPixels(renderer.layout(screen)), scale: 2)
            let reference = inkBands(try PNGDecoder().decode(path: corpus.appendingPathComponent(entry["reference"] as! String).path), scale: 2)
            XCTAssertEqual(ours.count, reference.count, "\(app): same images, lines and button")
            guard ours.count == reference.count else { continue }
            for (a, b) in zip(ours, reference) {
                edgeErrors += [abs(a.top - b.top), abs(a.bottom - b.bottom)]
                XCTAssertEqual(a.top, b.top, accuracy: 3, "\(app): a band's top")
                XCTAssertEqual(a.bottom, b.bottom, accuracy: 3, "\(app): a band's bottom")
            }
        }
        let mean = edgeErrors.reduce(0, +) / Double(max(edgeErrors.count, 1))
        XCTAssertLessThanOrEqual(mean, 1.0, "mean band edge error over the corpus, in points")
    }
}
