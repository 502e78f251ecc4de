@testable import EmptyStateRender
import EmptyStateLayout
import EmptyStateModel
import EmptyStateMotion
import XCTest

/// What a user sees: pixels of rendered screens.
final class PixelTests: XCTestCase {
    func testTheBackgroundFillsTheCanvasAndClearStaysTransparent() throws {
        let fixture = try Fixture()
        let (_, pixels) = try render(fixture.template("canvas: { size: [40, 30], scale: 2 }\nbackgroundColor: \"#3366CC\"\n"))
        XCTAssertEqual(pixels.width, 80)
        XCTAssertEqual(pixels.height, 60)
        for (x, y) in [(0, 0), (79, 59), (40, 30)] {
            XCTAssertTrue(pixels.pixel(x: x, y: y) == (0x33, 0x66, 0xCC, 255))
        }
        let (_, clear) = try render(fixture.template("canvas: { size: [10, 10], scale: 1 }\n"))
        XCTAssertTrue(clear.rgba.allSatisfy { $0 == 0 })
    }

    func testAnImageSitsInItsFrameAtItsScale() throws {
        let fixture = try Fixture()
        try fixture.png("box@2x.png", width: 40, height: 20, rgba: (255, 0, 0, 255))
        try fixture.png("box.png", width: 40, height: 20, rgba: (0, 255, 0, 255))
        let template = try fixture.template("canvas: { size: [100, 100], scale: 2 }\nbackgroundColor: white\nimage: box\n")
        let (layout, pixels) = try render(template)
        // The @2x file at scale 2: 20 × 10 points, centered.
        XCTAssertEqual(layout.image, Rect(x: 40, y: 45, width: 20, height: 10))
        XCTAssertTrue(pixels.pixel(x: 100, y: 100) == (255, 0, 0, 255))
        XCTAssertTrue(pixels.pixel(x: 79, y: 100) == (255, 255, 255, 255), "left of the frame")
        XCTAssertTrue(pixels.pixel(x: 80, y: 90) == (255, 0, 0, 255), "first pixel of the frame")
        XCTAssertTrue(pixels.pixel(x: 100, y: 89) == (255, 255, 255, 255), "above the frame")
    }

    func testATintColorFillsTheImagesAlpha() throws {
        let fixture = try Fixture()
        try fixture.write("dot.svg", """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect x="0" y="0" width="10" height="20" fill="#123456"/></svg>
        """)
        let template = try fixture.template("canvas: { size: [20, 20], scale: 1 }\nbackgroundColor: white\nimage: { name: dot, tintColor: \"#FF8800\" }\n")
        let (_, pixels) = try render(template)
        XCTAssertTrue(pixels.pixel(x: 5, y: 10) == (0xFF, 0x88, 0x00, 255), "the drawn half takes the tint")
        XCTAssertTrue(pixels.pixel(x: 15, y: 10) == (255, 255, 255, 255), "the transparent half stays clear")
    }

    func testTitleInkStaysInsideTheTitleFrameInItsColor() throws {
        let fixture = try Fixture()
        let template = try fixture.template("backgroundColor: white\ntitle: { text: No Messages, color: \"#FF0000\" }\n")
        let (layout, pixels) = try render(template)
        let frame = try XCTUnwrap(layout.title?.frame)
        let rows = pixels.inkRows(background: (255, 255, 255, 255))
        XCTAssertFalse(rows.isEmpty)
        XCTAssertGreaterThanOrEqual(Double(rows.first!), frame.minY * 2 - 1)
        XCTAssertLessThanOrEqual(Double(rows.last!), frame.maxY * 2 + 1)
        // The darkest ink is the title's red.
        let reds = rows.flatMap { y in pixels.inkColumns(row: y, background: (255, 255, 255, 255)).map { pixels.pixel(x: $0, y: y) } }
        XCTAssertTrue(reds.contains { $0.r == 255 && $0.g == 0 && $0.b == 0 })
        XCTAssertFalse(reds.contains { $0.g > $0.r }, "nothing but red on white")
    }

    func testNineSliceKeepsCornersAndStretchesTheMiddle() throws {
        let fixture = try Fixture()
        // 30 × 30 points: a 10-point black frame around a white middle.
        try fixture.write("frame.svg", """
        <svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><rect width="30" height="30" fill="#000"/><rect x="10" y="10" width="10" height="10" fill="#FFF"/></svg>
        """)
        let template = try fixture.template("""
        canvas: { size: [200, 100], scale: 1 }
        backgroundColor: "#FF0000"
        button:
          title: { normal: { text: " ", font: { size: 10 } } }
          backgroundImage: { normal: { name: frame, capInsets: [10, 10, 10, 10] } }
        """)
        let (layout, pixels) = try render(template)
        let frame = try XCTUnwrap(layout.button?.backgroundFrame)
        XCTAssertEqual(frame.width, 200 - 2 * 13)
        XCTAssertEqual(frame.height, 30)
        let x0 = Int(frame.minX), y0 = Int(frame.minY)
        XCTAssertTrue(pixels.pixel(x: x0 + 5, y: y0 + 5) == (0, 0, 0, 255), "corner")
        XCTAssertTrue(pixels.pixel(x: Int(frame.midX), y: y0 + 5) == (0, 0, 0, 255), "top edge stays 10 points thick")
        XCTAssertTrue(pixels.pixel(x: Int(frame.midX), y: y0 + 15) == (255, 255, 255, 255), "the middle stretches")
        XCTAssertTrue(pixels.pixel(x: x0 + 5, y: y0 + 15) == (0, 0, 0, 255), "left edge stays 10 points wide")
        XCTAssertTrue(pixels.pixel(x: x0 + 12, y: y0 + 15) == (255, 255, 255, 255))
    }

    func testTheHighlightedStateChangesOnlyTheButton() throws {
        let fixture = try Fixture()
        let template = try fixture.template("""
        backgroundColor: white
        title: Title
        button:
          title:
            normal: { text: Start Browsing, color: "#05ADFF" }
            highlighted: { color: "#6BCEFF" }
        """)
        let (layout, normal) = try render(template)
        let (_, highlighted) = try render(template, state: .highlighted)
        let button = try XCTUnwrap(layout.button?.alignmentFrame)
        var changedOutside = 0, changedInside = 0
        for y in 0..<normal.height {
            for x in 0..<normal.width where normal.pixel(x: x, y: y) != highlighted.pixel(x: x, y: y) {
                let inside = Double(y) >= button.minY * 2 && Double(y) < button.maxY * 2 && Double(x) >= button.minX * 2 && Double(x) < button.maxX * 2
                if inside { changedInside += 1 } else { changedOutside += 1 }
            }
        }
        XCTAssertGreaterThan(changedInside, 100)
        XCTAssertEqual(changedOutside, 0)
    }

    func testTheFadeAndTheSVGTarget() throws {
        let fixture = try Fixture()
        let template = try fixture.template("backgroundColor: white\ntitle: { text: Hello, color: black }\n")
        let screen = template.base
        let renderer = try ScreenRenderer()
        let layout = try renderer.layout(screen)
        let start = try renderer.renderPixels(layout, moment: RenderMoment(contentAlpha: 0))
        XCTAssertTrue(start.rgba.allSatisfy { $0 == 255 }, "at t = 0 only the background shows")
        let svg = String(decoding: try renderer.renderSVG(layout), as: UTF8.self)
        XCTAssertTrue(svg.contains("<svg"))
        XCTAssertTrue(svg.contains("width=\"375px\" height=\"667px\" viewBox=\"0 0 375 667\""), "px, as browsers expect")
    }
}

func == (a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), b: (UInt8, UInt8, UInt8, UInt8)) -> Bool {
    a.r == b.0 && a.g == b.1 && a.b == b.2 && a.a == b.3
}
