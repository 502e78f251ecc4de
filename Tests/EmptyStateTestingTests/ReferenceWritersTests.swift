import EmptyStateTesting
import Foundation
import XCTest

/// Two tests that write one reference in a run overwrite each other: a warning names both.
final class ReferenceWritersTests: XCTestCase {
    func testASecondTestWritingOneReferenceIsWarnedAboutNamingBoth() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-writers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("shared.png").path
        var view = EmptyDataSetView()
        view.title = StyledText(text: "One")
        let canvas = Canvas(size: Size(width: 80, height: 40), scale: 1)
        let first = SnapshotVerifier(record: .all, caller: "testInbox() (InboxTests.swift:12)")
        let second = SnapshotVerifier(record: .all, caller: "testOutbox() (OutboxTests.swift:30)")
        XCTAssertEqual(try first.verify(view, canvas: canvas, reference: reference).warnings, [])
        XCTAssertEqual(try first.verify(view, canvas: canvas, reference: reference).warnings, [], "the same test again is no conflict")
        view.title = StyledText(text: "Two")
        XCTAssertEqual(try second.verify(view, canvas: canvas, reference: reference).warnings, [
            "\(reference) was written twice in this run, by testInbox() (InboxTests.swift:12) and then by testOutbox() (OutboxTests.swift:30): "
                + "it holds the second screen, so the first fails next run; give each its own matches: path",
        ])
        let comparing = SnapshotVerifier(record: .never, caller: "testThird() (ThirdTests.swift:1)")
        XCTAssertEqual(try comparing.verify(view, canvas: canvas, reference: reference).warnings, [], "comparing with a reference writes nothing")
    }

    func testAFailedReRecordingCountsAsAWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-writers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("failed.png").path
        var view = EmptyDataSetView()
        view.title = StyledText(text: "One")
        _ = try SnapshotVerifier(record: .missing, caller: "a() (A.swift:1)").verify(view, reference: reference)
        view.title = StyledText(text: "Two")
        let outcome = try SnapshotVerifier(record: .failed, caller: "b() (B.swift:2)").verify(view, reference: reference)
        XCTAssertEqual(outcome.warnings.count, 1)
        XCTAssertTrue(outcome.warnings[0].contains("by a() (A.swift:1) and then by b() (B.swift:2)"), outcome.warnings[0])
    }
}
