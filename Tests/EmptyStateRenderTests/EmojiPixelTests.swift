@testable import EmptyStateRender
import EmptyStateLayout
import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// Emoji as an iPhone shows them (issue 46): in colour, at the text's size, sequences as one
/// glyph, in PNG and SVG alike.
final class EmojiPixelTests: XCTestCase {
    private func layout(_ description: String, title: String = "Done") throws -> (ScreenRenderer, ScreenLayout) {
        let fixture = try Fixture()
        let yaml = "canvas: { size: [320, 400], scale: 2 }\nbackgroundColor: white\ntitle: { text: \(title), color: black }\n"
            + "description: { text: \"\(description)\", color: black }\n"
        let path = try fixture.write("t.yaml", yaml)
        let source = try TemplateLoader.source(path: path)
        let screen = try source.template(traits: source.traitCollections(asked: TraitAxes())[0]).base
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        return (renderer, try renderer.layout(screen))
    }

    /// Pixels whose channels differ widely: colour, which black text on white never has.
    private func colorfulPixels(_ pixels: PixelBuffer, in frame: Rect, scale: Int) -> Int {
        var count = 0
        for y in Int(frame.minY) * scale..<min(pixels.height, Int(frame.maxY) * scale) {
            for x in Int(frame.minX) * scale..<min(pixels.width, Int(frame.maxX) * scale) {
                let p = pixels.pixel(x: x, y: y)
                if Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 80 { count += 1 }
            }
        }
        return count
    }

    func testEmojiAreDrawnInColourAtTheTextsSize() throws {
        let (renderer, plain) = try layout("Keep on being awesome!")
        let (_, emoji) = try layout("Keep on being awesome! 📱😎🎉")
        let detail = try XCTUnwrap(emoji.detail), plainDetail = try XCTUnwrap(plain.detail)
        XCTAssertEqual(detail.measurement.lines.count, 1, "three emoji fit on the line, as at 17 pt they do on an iPhone")
        XCTAssertLessThanOrEqual(detail.frame.height, plainDetail.frame.height * 1.3, "no taller than 1.3 × the line without emoji")
        XCTAssertEqual(LayoutProblems.of(emoji).filter { $0.kind == .missingGlyphs }, [], "no box for a missing glyph")
        let pixels = try renderer.renderPixels(emoji)
        XCTAssertGreaterThan(colorfulPixels(pixels, in: detail.frame, scale: 2), 300, "the emoji are in colour")
        XCTAssertEqual(colorfulPixels(try renderer.renderPixels(plain), in: plainDetail.frame, scale: 2), 0)
        // Nothing outside the label's box: a 109 px strike drawn at its own size would spill over.
        let below = Rect(x: 0, y: detail.frame.maxY + 2, width: 320, height: 400 - detail.frame.maxY - 2)
        XCTAssertEqual(colorfulPixels(pixels, in: below, scale: 2), 0)
    }

    func testSequencesAreOneGlyph() throws {
        // A ZWJ family, a skin tone, a flag and a keycap: one emoji each, no wider than two.
        for sequence in ["👨\u{200D}👩\u{200D}👧", "👍🏽", "🇯🇵", "1\u{FE0F}\u{20E3}"] {
            let (_, one) = try layout(sequence)
            let (_, single) = try layout("😀")
            let width = try XCTUnwrap(one.detail).measurement.lines[0].width
            let emojiWidth = try XCTUnwrap(single.detail).measurement.lines[0].width
            XCTAssertEqual(width, emojiWidth, accuracy: emojiWidth * 0.3, "\(sequence) is one glyph")
            XCTAssertEqual(LayoutProblems.of(one).filter { $0.kind == .missingGlyphs }, [], sequence)
        }
    }

    func testTheSVGCarriesTheEmojiInColour() throws {
        let (renderer, emoji) = try layout("Party 🎉")
        let svg = String(decoding: try renderer.renderSVG(emoji), as: UTF8.self)
        XCTAssertTrue(svg.contains("<image"), "the emoji's picture is in the SVG")
    }
}
