import EmptyStateRender
import Foundation
import XCTest

/// Apple's iOS-optimized ("crushed", `CgBI`) PNGs, found in asset catalogs of apps taken from a
/// built app (issue 45's round thirty-five, XMLYFM): drawn as iOS draws them, not refused.
final class CrushedPNGTests: XCTestCase {
    /// 20 × 10: the left half opaque red, the right half green at half alpha; stored as the
    /// crushed format does (BGRA, premultiplied, raw deflate), its rows filtered Sub, Up and Paeth.
    static let crushed = Data(base64Encoded: "iVBORw0KGgoAAAAEQ2dCSVAAIAIr1bN/AAAADUlIRFIAAAAUAAAACggGAAAAtFV+5gAAACFJREFUY2Rg+P+fgRjQwNhIjDImBioDRmq7kGXQu5Bp1IWDz4UADsLqmQAAAABJRU5ErkJggg==")!

    private func color(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }

    func testACrushedPNGIsDrawnWithItsColoursAndAlpha() throws {
        let fixture = try Fixture()
        try Self.crushed.write(to: fixture.directory.appendingPathComponent("crushed.png"))
        let template = try fixture.template("""
        canvas: { size: [40, 30], scale: 1 }
        backgroundColor: white
        image: crushed
        """)
        let (layout, pixels) = try render(template)
        let frame = try XCTUnwrap(layout.image)
        let (left, right, y) = (Int(frame.minX) + 4, Int(frame.maxX) - 4, Int(frame.midY))
        XCTAssertEqual(color(pixels.pixel(x: left, y: y)), [255, 0, 0, 255], "red, not the blue its BGR order would be read as")
        let blended = color(pixels.pixel(x: right, y: y))
        XCTAssertEqual(blended[1], 255)
        XCTAssertEqual(Double(blended[0]), 127, accuracy: 2, "green at half alpha over white, its colour straightened once: \(blended)")
        XCTAssertEqual(Double(blended[2]), 127, accuracy: 2)
    }

    /// A crushed PNG whose image data is cut short is refused with its name, never drawn half.
    func testADamagedCrushedPNGIsANamedError() throws {
        let fixture = try Fixture()
        try Self.crushed.prefix(Self.crushed.count - 30).write(to: fixture.directory.appendingPathComponent("cut.png"))
        let template = try fixture.template("""
        canvas: { size: [40, 30], scale: 1 }
        image: cut
        """)
        XCTAssertThrowsError(try render(template)) { error in
            XCTAssertTrue("\(error)".contains("cut.png: an iOS-optimized PNG"), "\(error)")
        }
    }
}
