@testable import EmptyStateRender
import EmptyStateLayout
import EmptyStateModel
import XCTest

/// iOS 26's Liquid Glass button styles: capsules in the bordered and borderedProminent colors
/// (Apple: `glass` "is similar to the bordered style", `glassProminent` to "borderedProminent").
final class GlassButtonPixelTests: XCTestCase {
    func color(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }

    func testAProminentGlassButtonIsATintedCapsuleWithWhiteText() throws {
        let fixture = try Fixture()
        let template = try fixture.template("""
        canvas: { size: [200, 120], scale: 2 }
        backgroundColor: white
        button: { style: prominentGlass, title: Retry, contentInsets: [20, 40, 20, 40] }
        """)
        let (layout, pixels) = try render(template)
        let button = try XCTUnwrap(layout.button)
        let frame = button.backgroundFrame
        XCTAssertEqual(button.cornerRadius, frame.height / 2, accuracy: 0.01, "a capsule unless a corner is given")
        XCTAssertEqual(color(pixels.pixel(x: Int((frame.minX + frame.height / 2) * 2), y: Int(frame.minY * 2) + 2)), [0, 122, 255, 255])
        // Where a rounded rectangle of the medium size's 8 pt corners would be filled, a capsule is not.
        XCTAssertEqual(color(pixels.pixel(x: Int((frame.minX + 4) * 2), y: Int((frame.minY + 4) * 2))), [255, 255, 255, 255])
    }

    func testAGlassButtonIsAGreyCapsuleWithTintedTextAndAGivenCornerWins() throws {
        let fixture = try Fixture()
        let glass = try fixture.template("""
        canvas: { size: [200, 120], scale: 2 }
        backgroundColor: white
        button: { style: glass, title: Later, contentInsets: [20, 40, 20, 40] }
        """)
        let (layout, pixels) = try render(glass)
        let frame = try XCTUnwrap(layout.button?.backgroundFrame)
        let fill = pixels.pixel(x: Int((frame.minX + frame.height / 2) * 2), y: Int(frame.minY * 2) + 2)
        XCTAssertTrue(fill.r < 255 && fill.r == fill.g && fill.b > fill.r, "secondarySystemFill over white: \(fill)")
        var blueInk = false
        for x in Int(frame.minX * 2) ..< Int(frame.maxX * 2) {
            let p = pixels.pixel(x: x, y: Int(frame.midY * 2))
            if Int(p.b) - Int(p.r) > 100 { blueInk = true }
        }
        XCTAssertTrue(blueInk, "the title in the tint")
        let square = try fixture.template("""
        canvas: { size: [200, 120], scale: 2 }
        backgroundColor: white
        button: { style: clearGlass, title: Later, cornerStyle: fixed, cornerRadius: 2 }
        """)
        XCTAssertEqual(try render(square).0.button?.cornerRadius, 2)
    }
}
