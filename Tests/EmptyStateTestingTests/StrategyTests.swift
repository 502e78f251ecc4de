import EmptyStateSnapshotTesting
import Foundation
import XCTest

/// The swift-snapshot-testing strategy, through `verifySnapshot` as `assertSnapshot` calls it.
final class StrategyTests: XCTestCase {
    var snapshots: String!

    override func setUpWithError() throws {
        snapshots = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-sst-\(UUID().uuidString)").path
        unsetenv("EMPTYSTATE_RECORD")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: snapshots)
        unsetenv("EMPTYSTATE_RECORD")
    }

    func view(_ title: String) -> EmptyDataSetView {
        var view = EmptyDataSetView()
        view.backgroundColor = .white
        view.title = StyledText(text: title, color: .black)
        return view
    }

    let canvas = Canvas(size: Size(width: 120, height: 80), scale: 1)

    func testRecordsThenMatchesThenCatchesAChange() throws {
        let recorded = verifySnapshot(of: view("Hello"), as: .emptyState(canvas: canvas), named: "hello", record: .all, snapshotDirectory: snapshots)
        XCTAssertNotNil(recorded, "recording reports itself")
        XCTAssertNil(verifySnapshot(of: view("Hello"), as: .emptyState(canvas: canvas), named: "hello", record: .never, snapshotDirectory: snapshots))
        let failure = try XCTUnwrap(verifySnapshot(of: view("Hello!"), as: .emptyState(canvas: canvas), named: "hello", record: .never, snapshotDirectory: snapshots))
        XCTAssertTrue(failure.contains("The screen differs from its reference"), failure)
        let path = try XCTUnwrap(failure.components(separatedBy: "reference | actual | difference: ").last?.components(separatedBy: "\n").first)
        XCTAssertTrue(path.hasPrefix("/") && path.hasSuffix(".diff.png"), path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), "the message names the picture of the difference")
        XCTAssertNil(verifySnapshot(of: view("Hello!"), as: .emptyState(canvas: canvas, perceptualPrecision: 0), named: "hello",
                                    record: .never, snapshotDirectory: snapshots), "a tolerance lets it pass")
    }

    func testARenderErrorIsTheFailureAndNothingIsWritten() throws {
        var broken = view("Hi")
        broken.image = ImageSpec(name: "missing", directory: "/nonexistent")
        let failure = verifySnapshot(of: broken, as: .emptyState(canvas: canvas), named: "broken", record: .all, snapshotDirectory: snapshots)
        XCTAssertEqual(failure, "/nonexistent/missing: image not found (looked for .png, .svg, .jpg, with @1x and other scales)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: snapshots)) ?? []
        XCTAssertEqual(written, [], "no reference, not even a text file named .png")
    }

    func testEmptyStateRecordReRecords() throws {
        XCTAssertNotNil(verifySnapshot(of: view("One"), as: .emptyState(canvas: canvas), named: "env", record: .all, snapshotDirectory: snapshots))
        setenv("EMPTYSTATE_RECORD", "failed", 1)
        let message = verifySnapshot(of: view("Two"), as: .emptyState(canvas: canvas), named: "env", snapshotDirectory: snapshots)
        XCTAssertNotNil(message, "re-recording reports itself")
        unsetenv("EMPTYSTATE_RECORD")
        XCTAssertNil(verifySnapshot(of: view("Two"), as: .emptyState(canvas: canvas), named: "env", record: .never, snapshotDirectory: snapshots))
    }

    func testTemplatesScreensAndMoments() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
        let template = try TemplateLoader.load(path: folder + "/Fixtures/screen.yaml")
        XCTAssertNotNil(verifySnapshot(of: template, as: .emptyState(variant: "dark", time: 0.1), named: "t", record: .all, snapshotDirectory: snapshots))
        XCTAssertNil(verifySnapshot(of: template, as: .emptyState(variant: "dark", time: 0.1), named: "t", record: .never, snapshotDirectory: snapshots))
        XCTAssertNotNil(verifySnapshot(of: template, as: .emptyState(variant: "dark", time: 0.2), named: "t", record: .never, snapshotDirectory: snapshots),
                        "another moment of the fade-in differs")
        let screen = Screen(view: view("Screen"), canvas: canvas)
        XCTAssertNotNil(verifySnapshot(of: screen, as: .emptyState(scale: 2, state: .highlighted), named: "s", record: .all, snapshotDirectory: snapshots))
        XCTAssertNil(verifySnapshot(of: screen, as: .emptyState(scale: 2, state: .highlighted), named: "s", record: .never, snapshotDirectory: snapshots))
    }
}
