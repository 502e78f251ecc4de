import EmptyStateModel
import EmptyStateTemplate
import Foundation
import XCTest
import EmptyStateEncoders
import EmptyStateRender

/// The nine DZN sample screens against DZNEmptyDataSet's own iOS snapshots: the rows of ink
/// (image, each text line, button) must sit where iOS put them.
final class CorpusFidelityTests: XCTestCase {
    struct Band { var top: Double, bottom: Double }

    /// Runs of rows holding ink, in points (the references are @2x), as ../shared/tools/fidelity.py finds them.
    func bands(_ pixels: PixelBuffer) -> [Band] {
        // The background is the most common color, on white.
        var counts: [UInt32: Int] = [:]
        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = pixels.pixel(x: x, y: y)
            let a = Int(p.a)
            func over(_ c: UInt8) -> Int { (Int(c) * a + 255 * (255 - a) + 127) / 255 }
            return (over(p.r), over(p.g), over(p.b))
        }
        for y in stride(from: 0, to: pixels.height, by: 4) {
            for x in stride(from: 0, to: pixels.width, by: 4) {
                let c = rgb(x, y)
                counts[UInt32(c.0 << 16 | c.1 << 8 | c.2), default: 0] += 1
            }
        }
        let key = Int(counts.max { $0.value < $1.value }!.key)
        let background = (key >> 16 & 255, key >> 8 & 255, key & 255)
        let inkRows = (0..<pixels.height).filter { y in
            (0..<pixels.width).contains { x in
                let c = rgb(x, y)
                return abs(c.0 - background.0) + abs(c.1 - background.1) + abs(c.2 - background.2) > 48
            }
        }
        var result: [Band] = []
        for row in inkRows {
            if let last = result.last, Double(row) <= last.bottom * 2 + 3 {
                result[result.count - 1].bottom = Double(row + 1) / 2
            } else {
                result.append(Band(top: Double(row) / 2, bottom: Double(row + 1) / 2))
            }
        }
        return result
    }

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
            let ours = bands(try renderer.renderPixels(renderer.layout(screen)))
            let reference = bands(try PNGDecoder().decode(path: corpus.appendingPathComponent(entry["reference"] as! String).path))
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
