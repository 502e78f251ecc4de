import EmptyStateCompare
import EmptyStateExport
import EmptyStateModel
import EmptyStateSnapshotTesting
import EmptyStateTesting
import Foundation
import SnapshotTesting
import Testing
import XCTest

final class AssertionTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func view(_ title: String) -> EmptyDataSetView {
        var view = EmptyDataSetView()
        view.backgroundColor = .white
        view.title = StyledText(text: title, color: .black)
        return view
    }

    func testTheVerifierRecordsThenMatchesThenCatchesAChange() throws {
        let reference = directory.appendingPathComponent("refs/title.png").path
        let verifier = SnapshotVerifier()
        let first = try verifier.verify(view("Hello"), reference: reference)
        XCTAssertFalse(first.passed, "recording fails once, so a new reference is noticed")
        XCTAssertTrue(first.message!.hasPrefix("recorded the reference"))
        XCTAssertTrue(try verifier.verify(view("Hello"), reference: reference).passed)
        let changed = try verifier.verify(view("Hello!"), reference: reference)
        XCTAssertFalse(changed.passed)
        XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(changed.diffPath)))
        XCTAssertFalse(try SnapshotVerifier(record: .never).verify(view("Hi"), reference: directory.appendingPathComponent("none.png").path).passed)
    }

    func testTheXCTestAssertionPassesOnAMatch() throws {
        let reference = directory.appendingPathComponent("hello.png").path
        _ = try SnapshotVerifier(record: .all).verify(view("Hello"), reference: reference)
        assertEmptyState(view("Hello"), matches: reference, record: .never)
        // (corelibs XCTest has no XCTExpectFailure: the failing side is proven through the verifier above.)
    }

    func testASnapshottingStrategyForSwiftSnapshotTesting() throws {
        let snapshots = directory.appendingPathComponent("__Snapshots__").path
        let recorded = verifySnapshot(of: view("Hello"), as: .emptyState(), named: "hello", record: .all, snapshotDirectory: snapshots)
        XCTAssertNotNil(recorded, "recording reports itself")
        XCTAssertNil(verifySnapshot(of: view("Hello"), as: .emptyState(), named: "hello", record: .never, snapshotDirectory: snapshots))
        let failure = try XCTUnwrap(verifySnapshot(of: view("Hello!"), as: .emptyState(), named: "hello", record: .never, snapshotDirectory: snapshots))
        XCTAssertTrue(failure.contains("The screen differs from its reference"), failure)
    }
}

@Suite struct SwiftTestingExpectationTests {
    @Test func aMatchingScreenRecordsNoIssue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-st-\(UUID().uuidString)")
        let reference = folder.appendingPathComponent("references/screen.png").path
        defer { try? FileManager.default.removeItem(at: folder) }
        var view = EmptyDataSetView()
        view.title = StyledText(text: "Swift Testing")
        _ = try SnapshotVerifier(record: .all).verify(view, reference: reference)
        expectEmptyState(view, matches: reference)
        view.title = StyledText(text: "Changed")
        withKnownIssue { expectEmptyState(view, matches: reference, record: .never) }
    }
}
