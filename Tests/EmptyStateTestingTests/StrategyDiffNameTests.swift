import EmptyStateSnapshotTesting
import Foundation
import XCTest

/// The strategy's picture of a difference is named after the test, beside the failed snapshot
/// swift-snapshot-testing writes (`<artifacts>/<File>/<test>.<n>.png`), not after a digest.
final class StrategyDiffNameTests: XCTestCase {
    var snapshots: String!
    var artifacts: String!

    override func setUpWithError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-diffname-\(UUID().uuidString)")
        snapshots = root.appendingPathComponent("snapshots").path
        artifacts = root.appendingPathComponent("artifacts").path
        setenv("SNAPSHOT_ARTIFACTS", artifacts, 1)
        unsetenv("EMPTYSTATE_RECORD")
    }

    override func tearDownWithError() throws {
        unsetenv("SNAPSHOT_ARTIFACTS")
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: snapshots).deletingLastPathComponent().path)
    }

    func view(_ title: String) -> EmptyDataSetView {
        var view = EmptyDataSetView()
        view.backgroundColor = .white
        view.title = StyledText(text: title, color: .black)
        return view
    }

    let canvas = Canvas(size: Size(width: 120, height: 80), scale: 1)

    /// The path after "reference | actual | difference: " in a failure message.
    func picture(in message: String) throws -> String {
        try XCTUnwrap(message.components(separatedBy: "reference | actual | difference: ").last?.components(separatedBy: "\n").first)
    }

    func testANamedSnapshotsPictureIsNamedAfterTheTestAndTheName() throws {
        XCTAssertNotNil(verifySnapshot(of: view("Hello"), as: .emptyState(canvas: canvas), named: "hello", record: .all, snapshotDirectory: snapshots))
        let failure = try XCTUnwrap(verifySnapshot(of: view("Hello!"), as: .emptyState(canvas: canvas), named: "hello", record: .never,
                                                   snapshotDirectory: snapshots))
        let expected = artifacts + "/StrategyDiffNameTests/testANamedSnapshotsPictureIsNamedAfterTheTestAndTheName.hello.diff.png"
        XCTAssertEqual(try picture(in: failure), expected, failure)
        XCTAssertTrue(FileManager.default.fileExists(atPath: expected))
        XCTAssertTrue(FileManager.default.fileExists(atPath: expected.replacingOccurrences(of: ".diff.png", with: ".png")),
                      "beside swift-snapshot-testing's failed snapshot")
        let stray = try FileManager.default.contentsOfDirectory(atPath: artifacts + "/emptystate-diffs")
        XCTAssertEqual(stray, [], "no picture left under a digest")
    }

    func testAnUnnamedSnapshotsPictureTakesItsNumber() throws {
        // Recorded as `<test>.1.png` by name, so that the unnamed call below is number 1 and compares with it.
        XCTAssertNotNil(verifySnapshot(of: view("One"), as: .emptyState(canvas: canvas), named: "1", record: .all, snapshotDirectory: snapshots))
        let failure = try XCTUnwrap(verifySnapshot(of: view("Two"), as: .emptyState(canvas: canvas), record: .never, snapshotDirectory: snapshots))
        XCTAssertEqual(try picture(in: failure), artifacts + "/StrategyDiffNameTests/testAnUnnamedSnapshotsPictureTakesItsNumber.1.diff.png", failure)
    }
}
