@testable import EmptyStateRender
import EmptyStateLayout
import EmptyStateModel
import XCTest

/// Pixels of what goes beyond DZN: styled buttons, gaps, bars, image sizing.
final class StyledPixelTests: XCTestCase {
    func color(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }

    func testAFilledButtonIsFilledWithTheTintAndRoundedAtItsCorners() throws {
        let fixture = try Fixture()
        let template = try fixture.template("""
        canvas: { size: [200, 120], scale: 2 }
        backgroundColor: white
        button: { style: filled, title: Go, cornerStyle: fixed, cornerRadius: 10, contentInsets: [20, 40, 20, 40] }
        """)
        let (layout, pixels) = try render(template)
        let frame = try XCTUnwrap(layout.button?.backgroundFrame)
        XCTAssertEqual(layout.button?.cornerRadius, 10)
        // Inside, left of the title: systemBlue.
        let inside = pixels.pixel(x: Int((frame.minX + 10) * 2), y: Int(frame.midY * 2))
        XCTAssertEqual(color(inside), [0, 122, 255, 255])
        // The very corner is outside the rounded rectangle: the background; the top edge's middle is filled.
        XCTAssertEqual(color(pixels.pixel(x: Int(frame.minX * 2) + 1, y: Int(frame.minY * 2) + 1)), [255, 255, 255, 255])
        XCTAssertEqual(color(pixels.pixel(x: Int(frame.midX * 2), y: Int(frame.minY * 2) + 1)), [0, 122, 255, 255])
        // Highlighted: darker; disabled: grey fill, not blue.
        let (_, pressed) = try render(template, state: .highlighted)
        let p = pressed.pixel(x: Int((frame.minX + 10) * 2), y: Int(frame.midY * 2))
        XCTAssertLessThan(Int(p.b), 255)
        XCTAssertEqual(Int(p.r), 0)
        let (_, disabled) = try render(template, state: .disabled)
        let d = disabled.pixel(x: Int((frame.minX + 10) * 2), y: Int(frame.midY * 2))
        XCTAssertTrue(d.r == d.g && abs(Int(d.b) - Int(d.r)) < 12, "a grey fill: \(d)")
    }

    /// A configured button's long title wraps onto lines inside its fill, as
    /// `UIButton.Configuration.titleLineBreakMode`'s documented default (`byWordWrapping`) does;
    /// a truncating mode keeps one line, cut where the mode says.
    func testAConfiguredButtonsLongTitleWrapsInsideItsFillUnlessAModeKeepsOneLine() throws {
        let fixture = try Fixture()
        func drawn(_ mode: String?) throws -> (lines: Int, height: Double, pixels: [[Int]]) {
            let key = mode.map { ", titleLineBreakMode: \($0)" } ?? ""
            let template = try fixture.template("""
            canvas: { size: [200, 300], scale: 2 }
            backgroundColor: white
            button: { style: filled, title: "Start a new conversation with someone", baseBackgroundColor: "#00FF00"\(key) }
            """)
            let (layout, pixels) = try render(template)
            let button = try XCTUnwrap(layout.button)
            let frame = button.backgroundFrame
            // Inside the fill, clear of its rounded corners and anti-aliased edges: the title's
            // white ink is the only thing that is not green.
            let xs = Int((frame.minX + button.cornerRadius) * 2) + 1 ..< Int((frame.maxX - button.cornerRadius) * 2) - 1
            let ys = Int((frame.minY * 2).rounded(.up)) + 1 ..< Int((frame.maxY * 2).rounded(.down)) - 1
            var lines = 0, inLine = false, rows: [[Int]] = []
            for y in ys {
                let row = xs.map { x in Int(pixels.pixel(x: x, y: y).r) }
                let inked = row.contains { $0 > 128 }
                if inked && !inLine { lines += 1 }
                inLine = inked
                rows.append(row)
            }
            return (lines, frame.height, rows)
        }
        let wrapped = try drawn(nil)
        XCTAssertEqual(wrapped.lines, 3, "\"Start a new / conversation with / someone\" inside the fill")
        XCTAssertGreaterThan(wrapped.height, 70, "a three-line medium button (one line: 34.33 pt)")
        let tail = try drawn("byTruncatingTail"), head = try drawn("byTruncatingHead"), middle = try drawn("byTruncatingMiddle")
        for (name, one) in [("tail", tail), ("head", head), ("middle", middle)] {
            XCTAssertEqual(one.lines, 1, name)
            XCTAssertEqual(one.height, 34.5, accuracy: 0.5, name)
        }
        XCTAssertNotEqual(tail.pixels, head.pixels, "cut at different ends")
        XCTAssertNotEqual(tail.pixels, middle.pixels)
    }

    func testTheGapBetweenTwoBandsIsTheSpacingGiven() throws {
        let fixture = try Fixture()
        try fixture.png("bar.png", width: 60, height: 20, rgba: (255, 0, 0, 255))
        let template = try fixture.template("""
        canvas: { size: [200, 300], scale: 2 }
        backgroundColor: white
        image: bar
        spaceHeight: 40
        spacing: { afterImage: 13 }
        button: { style: filled, title: Go, baseBackgroundColor: "#00FF00" }
        """)
        let (layout, pixels) = try render(template)
        let buttonX = Int(try XCTUnwrap(layout.button?.backgroundFrame.midX) * 2)
        let red = (0..<pixels.height).filter { y in color(pixels.pixel(x: 200, y: y)) == [255, 0, 0, 255] }
        let green = (0..<pixels.height).filter { y in color(pixels.pixel(x: buttonX, y: y)) == [0, 255, 0, 255] }
        // The top edge's middle (the title sits lower, at the button's middle).
        let gap = try XCTUnwrap(green.first) - (try XCTUnwrap(red.last) + 1)
        XCTAssertEqual(gap, 26, "13 points at @2x")
    }

    func testTheContentIsCenteredBetweenTheBarsWhichAreDrawnOverIt() throws {
        let fixture = try Fixture()
        try fixture.png("dot.png", width: 10, height: 10, rgba: (255, 0, 0, 255))
        let template = try fixture.template("""
        canvas: { device: iphone-x, scale: 1 }
        backgroundColor: white
        image: dot
        chrome:
          statusBar: true
          navigationBar: { title: Inbox }
          tabBar: { items: [{ title: One }, { title: Two }] }
          homeIndicator: true
        """)
        let (layout, pixels) = try render(template)
        let red = (0..<pixels.height).filter { y in color(pixels.pixel(x: 187, y: y)) == [255, 0, 0, 255] }
        // Bars: 44 (status) + 44 (navigation) above, 34 + 49 (tab bar) below: the free area is 88...729.
        XCTAssertEqual(layout.region.minY, 88)
        XCTAssertEqual(layout.region.maxY, 729)
        let middle = Double(try XCTUnwrap(red.first) + XCTUnwrap(red.last) + 1) / 2
        XCTAssertEqual(middle, (88 + 729) / 2, accuracy: 0.5)
        // The tab bar's background (secondarySystemBackground, #F2F2F7) and the navigation bar's.
        XCTAssertEqual(color(pixels.pixel(x: 5, y: 770)), [242, 242, 247, 255])
        XCTAssertEqual(color(pixels.pixel(x: 5, y: 60)), [242, 242, 247, 255])
        // The home indicator: label color, 8 points above the bottom.
        XCTAssertEqual(color(pixels.pixel(x: 187, y: 812 - 11)), [0, 0, 0, 255])
    }

    func testAMaximumSizeWithARadiusClipsTheImage() throws {
        let fixture = try Fixture()
        try fixture.png("big.png", width: 200, height: 100, rgba: (0, 0, 255, 255))
        let template = try fixture.template("""
        canvas: { size: [100, 100], scale: 1 }
        backgroundColor: white
        image: { name: big, maxSize: [40, 40], contentMode: scaleAspectFill, cornerRadius: 10 }
        """)
        let (layout, pixels) = try render(template)
        XCTAssertEqual(layout.image, Rect(x: 30, y: 30, width: 40, height: 40))
        XCTAssertEqual(color(pixels.pixel(x: 50, y: 50)), [0, 0, 255, 255])
        XCTAssertEqual(color(pixels.pixel(x: 29, y: 50)), [255, 255, 255, 255], "filled, then clipped to the frame")
        XCTAssertEqual(color(pixels.pixel(x: 30, y: 30)), [255, 255, 255, 255], "the rounded corner")
    }
}
