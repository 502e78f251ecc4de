@testable import EmptyStateExport
import Foundation
import XCTest

/// How export and check deal templates to their threads: each thread keeps to neighbours (which
/// share art and fonts) and helps with what is left at the end; every template exactly once,
/// results in the given order.
final class ParallelMapTests: XCTestCase {
    func testEachWorkerTakesItsOwnShareFrontToBackThenStealsFromTheFarEnd() {
        var shares = WorkShares(count: 10, workers: 2)
        XCTAssertEqual([shares.take(for: 0), shares.take(for: 0), shares.take(for: 1)], [0, 1, 5])
        // Worker 0 finishes its share (2, 3, 4), then takes worker 1's last items, backwards.
        XCTAssertEqual((0..<3).map { _ in shares.take(for: 0) }, [2, 3, 4])
        XCTAssertEqual([shares.take(for: 0), shares.take(for: 0)], [9, 8])
        XCTAssertEqual([shares.take(for: 1), shares.take(for: 1), shares.take(for: 1)], [6, 7, nil])
        XCTAssertNil(shares.take(for: 0))
    }

    func testEveryItemIsTakenOnceWhateverTheInterleaving() {
        for (count, workers) in [(0, 1), (1, 3), (7, 3), (90, 2), (100, 8)] {
            var shares = WorkShares(count: count, workers: max(1, workers))
            var taken: [Int] = []
            var worker = 0
            while taken.count < count {
                if let index = shares.take(for: worker % max(1, workers)) { taken.append(index) }
                worker = (worker * 7 + 3) % 11 // an uneven interleaving
            }
            XCTAssertEqual(taken.sorted(), Array(0..<count), "\(count) items, \(workers) workers")
            XCTAssertNil(shares.take(for: 0))
        }
    }

    func testResultsKeepTheOrderOfTheItemsAndEveryItemFinishesOnce() {
        let items = Array(0..<200)
        let lock = NSLock()
        var finishedCount = 0
        var seen = Set<Int>()
        let results = parallelMap(items, jobs: 4, { $0 * 2 }) { done, item, result in
            lock.lock(); defer { lock.unlock() }
            finishedCount += 1
            XCTAssertEqual(done, finishedCount)
            XCTAssertEqual(result, item * 2)
            XCTAssertTrue(seen.insert(item).inserted)
        }
        XCTAssertEqual(results, items.map { $0 * 2 })
        XCTAssertEqual(seen.count, items.count)
    }
}
