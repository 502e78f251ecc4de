import EmptyStateEncoders
import EmptyStateLayout
import EmptyStateModel
import EmptyStateRender
import EmptyStateTemplate
import XCTest

/// A thread's renderers share decoded images (by their bytes) and shaped text (by the text,
/// its style and width), as an export of many templates does. What each template sees must not
/// change: edited files are decoded anew, and every renderer records its own font notes.
final class SharedAcrossRenderersTests: XCTestCase {
    private func centerOfImage(_ template: Template) throws -> (UInt8, UInt8, UInt8) {
        let (layout, pixels) = try render(template)
        let frame = try XCTUnwrap(layout.image)
        let scale = Double(layout.canvas.scale)
        let p = pixels.pixel(x: Int(((frame.minX + frame.size.width / 2) * scale).rounded(.down)), y: Int(((frame.minY + frame.size.height / 2) * scale).rounded(.down)))
        return (p.r, p.g, p.b)
    }

    private func square(_ color: String) -> String {
        "<svg xmlns='http://www.w3.org/2000/svg' width='80' height='80'><rect width='80' height='80' fill='\(color)'/></svg>"
    }

    func testAnEditedSVGIsDecodedAnewByTheNextRenderer() throws {
        let fixture = try Fixture()
        try fixture.write("art.svg", square("#FF0000"))
        let yaml = "canvas: { size: [200, 300], scale: 2 }\nimage: art\n"
        let red = try centerOfImage(fixture.template(yaml))
        XCTAssertEqual(red.0, 255); XCTAssertEqual(red.2, 0)
        // Same size, other bytes: a long-running `serve` or a later template must see them.
        try fixture.write("art.svg", square("#0000FF"))
        let blue = try centerOfImage(fixture.template(yaml))
        XCTAssertEqual(blue.0, 0); XCTAssertEqual(blue.2, 255)
        // And the first bytes again: served from what this thread kept, still red.
        try fixture.write("art.svg", square("#FF0000"))
        XCTAssertEqual(try centerOfImage(fixture.template(yaml)).0, 255)
    }

    func testAnEditedPNGIsDecodedAnewByTheNextRenderer() throws {
        let fixture = try Fixture()
        try fixture.png("art@2x.png", width: 80, height: 80, rgba: (0, 200, 0, 255))
        let yaml = "canvas: { size: [200, 300], scale: 2 }\nimage: art\n"
        XCTAssertEqual(try centerOfImage(fixture.template(yaml)).1, 200)
        try fixture.png("art@2x.png", width: 80, height: 80, rgba: (0, 90, 0, 255))
        XCTAssertEqual(try centerOfImage(fixture.template(yaml)).1, 90)
    }

    func testTheSameTextIsLaidOutAlikeAndEachRendererKeepsItsFontNotes() throws {
        let fixture = try Fixture()
        let template = try fixture.template("""
        canvas: { size: [320, 480], scale: 2 }
        title: { text: Nothing here yet, font: { name: HelveticaNeue-Light, size: 22 } }
        description: { text: When there is something to show it will appear here., font: { size: 15 } }
        """)
        let screen = try XCTUnwrap(template.screen(variant: nil))
        var layouts: [ScreenLayout] = []
        for _ in 0..<2 {
            let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
            layouts.append(try renderer.layout(screen))
            XCTAssertTrue(renderer.notes.contains { $0.contains("font 'HelveticaNeue-Light' is not on Linux: drawn with TeX Gyre Heros") },
                          "each renderer reports the substitution: \(renderer.notes)")
            _ = try renderer.renderPixels(layouts.last!)
        }
        XCTAssertEqual(layouts[0].title?.frame, layouts[1].title?.frame)
        XCTAssertEqual(layouts[0].detail?.frame, layouts[1].detail?.frame)
    }
}
