@testable import EmptyStateRender
import EmptyStateLayout
import EmptyStateModel
import Foundation
import XCTest

/// Symbols as pixels: colors per layer, ink that grows with the weight, the image frame holding the ink.
final class SymbolPixelTests: XCTestCase {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Templates/art/Symbols.xcassets").standardizedFileURL.path

    func count(_ pixels: PixelBuffer, in frame: Rect, scale: Double = 2, where match: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> Int {
        var found = 0
        for y in Int(frame.minY * scale)..<Int(frame.maxY * scale) {
            for x in Int(frame.minX * scale)..<Int(frame.maxX * scale) where match(pixels.pixel(x: x, y: y)) { found += 1 }
        }
        return found
    }

    func testAPaletteSymbolDrawsEachLayerInItsColorInsideItsFrame() throws {
        let fixture = try Fixture()
        let template = try fixture.template("""
        canvas: { size: [200, 200], scale: 2 }
        backgroundColor: white
        assets: \(Self.catalog)
        image: { systemName: emptystate.heart.sparkle, pointSize: 80, renderingMode: palette, colors: ["#FF0000", "#0000FF"] }
        """)
        let (layout, pixels) = try render(template)
        let frame = try XCTUnwrap(layout.image)
        let red = count(pixels, in: frame) { $0.r == 255 && $0.g == 0 && $0.b == 0 }
        let blue = count(pixels, in: frame) { $0.r == 0 && $0.g == 0 && $0.b == 255 }
        XCTAssertGreaterThan(red, 1000, "the heart, primary")
        XCTAssertGreaterThan(blue, 50, "the sparkle, secondary")
        // Nothing is drawn outside the frame: the image is the symbol's alignment rect with its ink.
        let everywhere = count(pixels, in: Rect(x: 0, y: 0, width: 200, height: 200)) { $0.r != 255 || $0.g != 255 || $0.b != 255 }
        let inside = count(pixels, in: frame) { $0.r != 255 || $0.g != 255 || $0.b != 255 }
        XCTAssertEqual(everywhere, inside)
    }

    func testHeavierWeightsDrawMoreInk() throws {
        let fixture = try Fixture()
        var ink: [Int] = []
        for weight in ["ultraLight", "regular", "black"] {
            let template = try fixture.template("""
            canvas: { size: [200, 200], scale: 2 }
            backgroundColor: white
            assets: \(Self.catalog)
            image: { systemName: emptystate.heart.sparkle, pointSize: 80, weight: \(weight), tintColor: black }
            """)
            let (_, pixels) = try render(template)
            ink.append(count(pixels, in: Rect(x: 0, y: 0, width: 200, height: 200)) { $0.r < 128 })
        }
        XCTAssertLessThan(ink[0], ink[1])
        XCTAssertLessThan(ink[1], ink[2])
    }
}
