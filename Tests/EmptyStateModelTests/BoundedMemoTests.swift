import EmptyStateModel
import XCTest

/// The process-wide memo behind string files and SVG costs: kept by key, bounded, failures not kept.
final class BoundedMemoTests: XCTestCase {
    struct Failure: Error {}

    func testAValueIsMadeOncePerKeyUntilABoundIsPassed() {
        let memo = BoundedMemo<String, Int>(capacity: 2, maximumBytes: 10)
        var made = 0
        func value(_ key: String, bytes: Int = 1) -> Int { memo.value(for: key, bytes: bytes) { made += 1; return key.count } }
        XCTAssertEqual([value("a"), value("a"), value("bb"), value("bb")], [1, 1, 2, 2])
        XCTAssertEqual(made, 2)
        _ = value("ccc") // a third key passes the count: start over with it alone
        _ = value("a")
        XCTAssertEqual(made, 4)
        _ = value("big", bytes: 11) // larger than the byte bound: made, never kept
        _ = value("big", bytes: 11)
        XCTAssertEqual(made, 6)
    }

    func testAThrownErrorIsNotKept() {
        let memo = BoundedMemo<String, Int>(capacity: 4, maximumBytes: 100)
        var attempts = 0
        for _ in 0..<2 {
            XCTAssertThrowsError(try memo.value(for: "k", bytes: 1) { attempts += 1; throw Failure() })
        }
        XCTAssertEqual(attempts, 2)
        XCTAssertEqual(memo.value(for: "k", bytes: 1) { 7 }, 7)
    }
}
