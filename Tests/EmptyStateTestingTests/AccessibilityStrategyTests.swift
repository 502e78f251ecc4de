import EmptyStateSnapshotTesting
import EmptyStateTemplate
import Foundation
import XCTest

/// `.accessibility` for swift-snapshot-testing: the review's findings as lines, diffed as text.
final class AccessibilityStrategyTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-sst-a11y-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    func source(description color: String) throws -> TemplateSource {
        let path = folder + "/screen.yaml"
        try Data("""
        backgroundColor: "#FFFFFF"
        title: { text: "Nothing here", color: "#000000" }
        description: { text: "Pull to refresh", color: "\(color)" }
        """.utf8).write(to: URL(fileURLWithPath: path))
        return try TemplateLoader.source(path: path)
    }

    func testRecordsTheFindingsAsLinesAndCatchesANewOne() throws {
        let snapshots = folder + "/__Snapshots__"
        XCTAssertNotNil(verifySnapshot(of: try source(description: "#333333"), as: .accessibility(), named: "a11y", record: .all, snapshotDirectory: snapshots))
        let files = try FileManager.default.contentsOfDirectory(atPath: snapshots)
        XCTAssertEqual(files.count, 1)
        XCTAssertTrue(files[0].hasSuffix(".txt"), files[0])
        XCTAssertEqual(try String(contentsOfFile: snapshots + "/" + files[0], encoding: .utf8), "no findings\n")
        XCTAssertNil(verifySnapshot(of: try source(description: "#333333"), as: .accessibility(), named: "a11y", record: .never, snapshotDirectory: snapshots))
        let failure = try XCTUnwrap(verifySnapshot(of: try source(description: "#BBBBBB"), as: .accessibility(), named: "a11y", record: .never,
                                                   snapshotDirectory: snapshots))
        XCTAssertTrue(failure.contains("+contrast: description #BBBBBB on #FFFFFF is 1.92:1, needs 4.5:1"), failure)
    }
}
