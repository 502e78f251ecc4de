@testable import EmptyStateEncoders
import XCTest

final class GIFTimingTests: XCTestCase {
    func testWholeCentisecondDelaysKeepEveryFrame() {
        XCTAssertEqual(GIFTiming.slots(delays: [0.1, 0.05, 0.5]),
                       [.init(frame: 0, centiseconds: 10), .init(frame: 1, centiseconds: 5), .init(frame: 2, centiseconds: 50)])
    }

    func testSixtyFramesASecondTrackTheTrueTimeline() {
        let slots = GIFTiming.slots(delays: Array(repeating: 1.0 / 60, count: 60))
        XCTAssertTrue(slots.allSatisfy { $0.centiseconds >= 2 })
        XCTAssertEqual(slots.prefix(4).map(\.centiseconds), [2, 3, 2, 3])
        XCTAssertEqual(slots.reduce(0) { $0 + $1.centiseconds }, 100)
        // Every frame shown starts within half a centisecond of when it should.
        var start = 0
        for slot in slots.dropLast() {
            XCTAssertEqual(Double(start), Double(slot.frame) * 100 / 60, accuracy: 0.5, "frame \(slot.frame)")
            start += slot.centiseconds
        }
        XCTAssertEqual(slots.last?.frame, 59, "ends on the last frame")
    }

    func testFramesWithoutTimeAreSkippedAndShortEndsMerge() {
        XCTAssertEqual(GIFTiming.slots(delays: [0, 0.2, 0.3]),
                       [.init(frame: 1, centiseconds: 20), .init(frame: 2, centiseconds: 30)])
        // The last frame would last 1 cs: it takes the place of the one before instead.
        XCTAssertEqual(GIFTiming.slots(delays: [0.2, 0.3, 0.01]),
                       [.init(frame: 0, centiseconds: 20), .init(frame: 2, centiseconds: 31)])
    }

    func testASingleFrameKeepsItsDelay() {
        XCTAssertEqual(GIFTiming.slots(delays: [0.004]), [.init(frame: 0, centiseconds: 0)])
    }
}
