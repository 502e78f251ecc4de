import EmptyStateEncoders
import EmptyStateLayout
import EmptyStateModel
import EmptyStateMotion
import EmptyStateRender
import EmptyStateTemplate
import Foundation
import XCTest

/// Temporary folders with templates and assets made by the test itself.
final class Fixture {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A PNG of one color, `width` × `height` pixels.
    @discardableResult
    func png(_ name: String, width: Int, height: Int, rgba: (UInt8, UInt8, UInt8, UInt8)) throws -> String {
        var bytes = [UInt8]()
        bytes.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { bytes += [rgba.0, rgba.1, rgba.2, rgba.3] }
        let data = try PNGEncoder().encode(PixelBuffer(width: width, height: height, rgba: bytes))
        let url = directory.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    func template(_ yaml: String) throws -> Template {
        try TemplateLoader.load(path: write("t.yaml", yaml))
    }
}

/// Renders a template's screen to pixels with its layout.
func render(_ template: Template, variant: String? = nil, state: ControlState = .normal,
            moment: RenderMoment = .resting) throws -> (ScreenLayout, PixelBuffer) {
    let screen = try XCTUnwrap(template.screen(variant: variant))
    let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
    let layout = try renderer.layout(screen, state: state)
    return (layout, try renderer.renderPixels(layout, moment: moment))
}

extension PixelBuffer {
    /// Rows (in pixels) that hold a pixel differing from `background` by more than `threshold`.
    func inkRows(background: (UInt8, UInt8, UInt8, UInt8), threshold: Int = 48, columns: Range<Int>? = nil) -> [Int] {
        (0..<height).filter { y in inkColumns(row: y, background: background, threshold: threshold, columns: columns).isEmpty == false }
    }

    func inkColumns(row y: Int, background: (UInt8, UInt8, UInt8, UInt8), threshold: Int = 48, columns: Range<Int>? = nil) -> [Int] {
        (columns ?? 0..<width).filter { x in
            let p = pixel(x: x, y: y)
            return abs(Int(p.r) - Int(background.0)) + abs(Int(p.g) - Int(background.1)) + abs(Int(p.b) - Int(background.2))
                + abs(Int(p.a) - Int(background.3)) > threshold
        }
    }
}

/// The folder beside the project that holds the DZN corpus, when it is there.
let sharedDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")

func corpusOrSkip() throws -> URL {
    let corpus = sharedDirectory.appendingPathComponent("dzn-corpus")
    guard FileManager.default.fileExists(atPath: corpus.appendingPathComponent("manifest.json").path) else {
        throw XCTSkip("the DZN corpus is not at \(corpus.path) (../shared is absent): skipping the fidelity checks")
    }
    return corpus
}
