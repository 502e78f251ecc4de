import EmptyStateEncoders
import EmptyStateRender
import XCTest

final class GIFFrameSourceTests: XCTestCase {
    func frame(_ index: Int) -> PixelBuffer {
        var rgba = [UInt8](repeating: 255, count: 32 * 24 * 4)
        for y in 4..<12 { for x in (index * 3)..<(index * 3 + 6) { rgba[(y * 32 + x) * 4 + 1] = 0 } }
        return PixelBuffer(width: 32, height: 24, rgba: rgba)
    }

    func testAFrameSourceGivesTheSameFileAndAsksTwiceAtMost() throws {
        let delays = Array(repeating: 0.1, count: 6)
        let held = try GIFEncoder().encode(frames: (0..<6).map(frame), delays: delays)
        var asked = [Int: Int]()
        let streamed = try GIFEncoder().encode(frameCount: 6, delays: delays) { index in
            asked[index, default: 0] += 1
            return frame(index)
        }
        XCTAssertEqual(streamed, held)
        XCTAssertEqual(Set(asked.keys), Set(0..<6))
        XCTAssertLessThanOrEqual(asked.values.max() ?? 0, 2)
    }

    func testAFrameOfAnotherSizeIsRefused() {
        XCTAssertThrowsError(try GIFEncoder().encode(frameCount: 2, delays: [0.1, 0.1]) { index in
            index == 0 ? self.frame(0) : PixelBuffer(width: 4, height: 4, rgba: [UInt8](repeating: 0, count: 64))
        }) { error in
            XCTAssertTrue("\(error)".contains("all frames must be the same size"), "\(error)")
        }
    }
}
