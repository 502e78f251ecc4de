import EmptyStateCompare
import EmptyStateExport
import EmptyStateModel
import Foundation
import XCTest

final class CheckerTests: XCTestCase {
    var root: URL!
    var templates: String { root.appendingPathComponent("templates").path }
    var references: String { root.appendingPathComponent("refs").path }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try write("a.yaml", "name: alpha\nbackgroundColor: white\ntitle: { text: Alpha, color: black }\nbutton: { title: { normal: Go } }\n")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent("templates/\(name)"))
    }

    func check(_ record: RecordMode = .never, states: [String] = []) throws -> CheckReport {
        var options = CheckOptions(referenceDirectory: references)
        options.record = record
        options.selection.states = states.compactMap { try? ScreenState.parse($0).get() }
        return try SnapshotChecker(options: options).run(paths: [templates])
    }

    func testRecordThenCheckThenCatchAChange() throws {
        let missing = try check()
        XCTAssertEqual(missing.exitCode, 2, "a missing reference is an error")
        XCTAssertEqual(missing.problems.count, 4)

        let recorded = try check(.missing)
        XCTAssertEqual(recorded.exitCode, 0)
        XCTAssertEqual(recorded.cases.filter { $0.status == .recorded }.count, 4)
        XCTAssertTrue(FileManager.default.fileExists(atPath: references + "/alpha/default/iphone-8@2x/highlighted.png"))

        XCTAssertEqual(try check().exitCode, 0, "the same screens pass")

        try write("a.yaml", "name: alpha\nbackgroundColor: white\ntitle: { text: Alpha!, color: black }\nbutton: { title: { normal: Go } }\n")
        let changed = try check()
        XCTAssertEqual(changed.exitCode, 1)
        XCTAssertEqual(changed.failures.count, 4)
        let failure = try XCTUnwrap(changed.failures.first)
        XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(failure.diffPath)))
        XCTAssertTrue(failure.diffPath!.hasPrefix(references + "-diffs/alpha/"), failure.diffPath!)
        XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(failure.actualPath)))

        let xml = JUnitReport.xml(changed)
        XCTAssertTrue(xml.contains("<testsuite name=\"alpha\" tests=\"4\" failures=\"4\" errors=\"0\">"), xml)
        XCTAssertTrue(xml.contains("<failure message="))

        XCTAssertEqual(try check(.failed).exitCode, 0, "failed screens are recorded anew")
        XCTAssertEqual(try check().exitCode, 0)
    }

    func testABrokenTemplateIsAnError() throws {
        try write("b.yaml", "titel: x\n")
        let report = try check(.missing)
        XCTAssertEqual(report.exitCode, 2)
        guard case let .error(message) = report.problems.first?.status else { return XCTFail("expected an error") }
        XCTAssertTrue(message.hasSuffix("b.yaml:1:1: unknown key 'titel' in the template; did you mean 'title'?"), message)
    }
}
