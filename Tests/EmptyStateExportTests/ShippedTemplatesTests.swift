import EmptyStateCompare
import EmptyStateExport
import EmptyStateTraits
import Foundation
import XCTest

/// Our own snapshot suite: every screen of Templates/ at @1x and @2x against Tests/References.
/// After an intended change of a template or of rendering: `make references`, then review the diff.
final class ShippedTemplatesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheShippedTemplatesMatchTheirReferences() throws {
        var options = CheckOptions(referenceDirectory: Self.root.appendingPathComponent("Tests/References").path)
        options.selection.scales = [1, 2]
        options.failOnAccessibility = true
        options.diffDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-reference-diffs").path
        let report = try SnapshotChecker(options: options).run(paths: [Self.root.appendingPathComponent("Templates").path])
        XCTAssertGreaterThanOrEqual(report.cases.count, 9 * 4 * 2)
        for item in report.cases where item.status != .passed {
            XCTFail("\(item.path): \(item.status) \(item.diffPath.map { "— see \($0)" } ?? "")")
        }
        XCTAssertEqual(report.staleReferences, [], "references no template produces: `make references` prunes them")
    }

    /// Our templates pass the accessibility review in light, dark and increased contrast, or
    /// accept a finding with a waiver that says why.
    func testTheShippedTemplatesPassTheAccessibilityReview() throws {
        var options = ExportOptions(outputDirectory: "")
        options.traits = TraitAxes(colorSchemes: [.light, .dark], contrasts: [.normal, .increased])
        let report = try AccessibilityAuditor(options: options).run(paths: [Self.root.appendingPathComponent("Templates").path])
        XCTAssertEqual(report.errors, [])
        XCTAssertGreaterThan(report.screens.count, 800)
        for screen in report.screens {
            for finding in screen.open { XCTFail("\(screen.id): \(finding)") }
            for finding in screen.findings { XCTAssertGreaterThan(finding.waived?.count ?? 0, 20, "\(screen.id): \(finding) needs a reason") }
        }
        XCTAssertGreaterThan(report.waivedCount, 0)
    }
}
