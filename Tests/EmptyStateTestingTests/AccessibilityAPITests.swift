import EmptyStateTesting
import Foundation
import Testing
import XCTest

/// `accessibility: true` in the test API: findings the template does not waive fail the test.
final class AccessibilityAPITests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-a11y-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func write(_ name: String, _ yaml: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testFindingsFailAMatchingScreenOnlyWhenAsked() throws {
        let template = try write("grey.yaml", """
        backgroundColor: "#FFFFFF"
        title: { text: "Nothing here", color: "#000000" }
        description: { text: "A grey that is too light", color: "#BBBBBB" }
        """)
        let reference = folder.appendingPathComponent("grey.png").path
        _ = try SnapshotVerifier(record: .all).verify(template: template, reference: reference)
        XCTAssertTrue(try SnapshotVerifier(record: .never).verify(template: template, reference: reference).passed)
        let outcome = try SnapshotVerifier(record: .never, accessibility: true).verify(template: template, reference: reference)
        XCTAssertFalse(outcome.passed)
        XCTAssertEqual(outcome.message, "accessibility: contrast: description #BBBBBB on #FFFFFF is 1.92:1, needs 4.5:1")
        XCTAssertEqual(outcome.accessibility.first?.ratio, 1.92)
    }

    func testTheTemplatesTraitsAndWaiversApply() throws {
        let template = try write("waived.yaml", """
        backgroundColor: "#FFFFFF"
        title: { text: "Nothing here", color: "#000000" }
        description: { text: "A grey that is too light", color: "#777777" }
        accessibilityWaivers:
          - { kind: contrast, element: description, when: { contrast: increased }, reason: "the increased-contrast palette lands in 2027" }
        """)
        let reference = folder.appendingPathComponent("waived.png").path
        var increased = TraitCollection.default
        increased.contrast = .increased
        _ = try SnapshotVerifier(record: .all).verify(template: template, traits: increased, reference: reference)
        // #777777 on white is 4.48:1: a finding in normal contrast, waived in increased (7:1 asked).
        let outcome = try SnapshotVerifier(record: .never, accessibility: true).verify(template: template, traits: increased, reference: reference)
        XCTAssertTrue(outcome.passed, outcome.message ?? "")
        XCTAssertEqual(outcome.accessibility.map(\.waived), ["the increased-contrast palette lands in 2027"])
        XCTAssertEqual(outcome.accessibility.first?.needed, 7)
    }

    func testAScreenBuiltInCodeIsReviewedToo() throws {
        var view = EmptyDataSetView()
        view.backgroundColor = Color(red: 1, green: 1, blue: 1)
        view.title = StyledText(text: "Nothing", color: Color(red: 0.8, green: 0.8, blue: 0.8))
        let reference = folder.appendingPathComponent("code.png").path
        let canvas = Canvas(size: Size(width: 200, height: 120), scale: 1)
        _ = try SnapshotVerifier(record: .all).verify(view, canvas: canvas, reference: reference)
        let outcome = try SnapshotVerifier(record: .never, accessibility: true).verify(view, canvas: canvas, reference: reference)
        XCTAssertFalse(outcome.passed)
        XCTAssertEqual(outcome.accessibility.map(\.kind), [.contrast])
    }
}

@Suite struct AccessibilityExpectationTests {
    @Test func expectEmptyStateRecordsFindingsAsIssues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-a11y-st-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var view = EmptyDataSetView()
        view.backgroundColor = Color(red: 1, green: 1, blue: 1)
        view.title = StyledText(text: "Nothing", color: Color(red: 0.8, green: 0.8, blue: 0.8))
        let canvas = Canvas(size: Size(width: 200, height: 120), scale: 1)
        let reference = folder.appendingPathComponent("screen.png").path
        _ = try SnapshotVerifier(record: .all).verify(view, canvas: canvas, reference: reference)
        expectEmptyState(view, canvas: canvas, matches: reference, record: .never)
        withKnownIssue {
            expectEmptyState(view, canvas: canvas, matches: reference, record: .never, accessibility: true)
        } matching: { issue in
            "\(issue.kind)".hasPrefix("Caught error: accessibility: contrast: title #CCCCCC on #FFFFFF is 1.6")
        }
    }
}
