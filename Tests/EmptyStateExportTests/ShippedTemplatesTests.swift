import EmptyStateCompare
import EmptyStateExport
import Foundation
import XCTest

/// Our own snapshot suite: every screen of Templates/ at @1x and @2x against Tests/References.
/// After an intended change of a template or of rendering: `make references`, then review the diff.
final class ShippedTemplatesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheShippedTemplatesMatchTheirReferences() throws {
        var options = CheckOptions(referenceDirectory: Self.root.appendingPathComponent("Tests/References").path)
        options.selection.scales = [1, 2]
        options.diffDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-reference-diffs").path
        let report = try SnapshotChecker(options: options).run(paths: [Self.root.appendingPathComponent("Templates").path])
        XCTAssertGreaterThanOrEqual(report.cases.count, 9 * 4 * 2)
        for item in report.cases where item.status != .passed {
            XCTFail("\(item.path): \(item.status) \(item.diffPath.map { "— see \($0)" } ?? "")")
        }
    }
}
