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
        try write("a.yaml", "name: alpha\nbackgroundColor: white\ntitle: { text: Alpha, color: black }\nbutton: { title: { normal: Go, highlighted: { color: \"#FF0000\" } } }\n")
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
        XCTAssertEqual(missing.problems.count, 2, "normal (which disabled and selected draw alike) and highlighted")

        let recorded = try check(.missing)
        XCTAssertEqual(recorded.exitCode, 0)
        XCTAssertEqual(recorded.cases.filter { $0.status == .recorded }.count, 2)
        XCTAssertTrue(FileManager.default.fileExists(atPath: references + "/alpha/default/iphone-8@2x/highlighted.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: references + "/alpha/default/iphone-8@2x/disabled.png"), "drawn as normal: no file")
        XCTAssertEqual(recorded.cases.first { $0.path.hasSuffix("/normal.png") }?.alikeStates, ["disabled", "selected"])

        XCTAssertEqual(try check().exitCode, 0, "the same screens pass")

        try write("a.yaml", "name: alpha\nbackgroundColor: white\ntitle: { text: Alpha!, color: black }\nbutton: { title: { normal: Go, highlighted: { color: \"#FF0000\" } } }\n")
        let changed = try check()
        XCTAssertEqual(changed.exitCode, 1)
        XCTAssertEqual(changed.failures.count, 2, "one FAIL per distinct picture")
        let failure = try XCTUnwrap(changed.failures.first)
        XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(failure.diffPath)))
        XCTAssertTrue(failure.diffPath!.hasPrefix(references + "-diffs/alpha/"), failure.diffPath!)
        XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(failure.actualPath)))

        let xml = JUnitReport.xml(changed)
        XCTAssertTrue(xml.contains("<testsuite name=\"alpha\" tests=\"2\" failures=\"2\" errors=\"0\">"), xml)
        XCTAssertTrue(xml.contains("<failure message="))

        XCTAssertEqual(try check(.failed).exitCode, 0, "failed screens are recorded anew")
        XCTAssertEqual(try check().exitCode, 0)
    }

    /// References an older version wrote for states that now draw as normal (a screen without a
    /// button has only `normal`), and those of a template that is gone, are stale: counted, and
    /// removed by `prune`; a check narrowed to some states or one file judges only what it covers.
    func testStaleReferencesAreCountedAndPruned() throws {
        try write("b.yaml", "name: beta\nbackgroundColor: white\ntitle: { text: Beta, color: black }\n")
        var everyState = CheckOptions(referenceDirectory: references)
        everyState.record = .all
        everyState.selection.states = ControlState.allCases.map { ScreenState($0) }
        XCTAssertEqual(try SnapshotChecker(options: everyState).run(paths: [templates]).cases.count, 8, "as an older version recorded")
        try FileManager.default.createDirectory(atPath: references + "/gone/default/iphone-8@2x", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: references + "/gone/default/iphone-8@2x/normal.png"))

        let report = try check()
        XCTAssertEqual(report.exitCode, 0)
        XCTAssertEqual(report.cases.count, 3)
        let beta = ["disabled", "highlighted", "selected"].flatMap { ["beta/default/iphone-8@2x/\($0).layout.json", "beta/default/iphone-8@2x/\($0).png"] }
        let alpha = ["disabled", "selected"].flatMap { ["alpha/default/iphone-8@2x/\($0).layout.json", "alpha/default/iphone-8@2x/\($0).png"] }
        XCTAssertEqual(Set(report.staleReferences), Set(beta + alpha + ["gone/default/iphone-8@2x/normal.png"]))
        XCTAssertTrue(StaleReferences.summary(report, reference: "refs")?.hasPrefix("6 reference picture(s) and 5 layout record(s) in refs no template produces any more") == true,
                      StaleReferences.summary(report, reference: "refs") ?? "nil")
        XCTAssertEqual(try check(states: ["normal"]).staleReferences, ["gone/default/iphone-8@2x/normal.png"], "states not checked are not judged")
        var oneFile = CheckOptions(referenceDirectory: references)
        oneFile.selection.states = []
        XCTAssertEqual(Set(try SnapshotChecker(options: oneFile).run(paths: [templates + "/b.yaml"]).staleReferences), Set(beta),
                       "another template's folder is not judged by a check of one file")

        var prune = CheckOptions(referenceDirectory: references)
        prune.prune = true
        let pruned = try SnapshotChecker(options: prune).run(paths: [templates])
        XCTAssertTrue(pruned.pruned)
        XCTAssertEqual(pruned.pruneProblems, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: references + "/beta/default/iphone-8@2x/highlighted.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: references + "/gone"), "a folder left empty goes")
        XCTAssertTrue(FileManager.default.fileExists(atPath: references + "/beta/default/iphone-8@2x/normal.png"))
        let after = try check()
        XCTAssertEqual(after.staleReferences, [])
        XCTAssertEqual(after.exitCode, 0)
    }

    /// With the reference folder given as an absolute path outside the current folder, the
    /// JUnit report's messages name files relative to the current folder, as its `file=` does;
    /// a picture that stands for other states says which.
    func testJUnitMessagesNameFilesRelativeToTheCurrentFolder() throws {
        XCTAssertEqual(try check(.missing).exitCode, 0)
        let normal = references + "/alpha/default/iphone-8@2x/normal.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: normal))
        let report = try check()
        let broken = try XCTUnwrap(report.cases.first { $0.path.hasSuffix("/normal.png") })
        guard case .unreadable = broken.status else { return XCTFail("\(broken.status)") }
        let xml = JUnitReport.xml(report)
        XCTAssertFalse(xml.contains("\"" + root.path) || xml.contains(">" + root.path), "no absolute path: \(xml)")
        XCTAssertTrue(xml.contains(DisplayPath.fromHere(normal)), xml)
        XCTAssertTrue(xml.contains("<property name=\"alikeStates\" value=\"disabled, selected\"/>"), xml)
    }

    func testABrokenTemplateIsAnError() throws {
        try write("b.yaml", "titel: x\n")
        let report = try check(.missing)
        XCTAssertEqual(report.exitCode, 2)
        guard case let .error(message) = report.problems.first?.status else { return XCTFail("expected an error") }
        XCTAssertTrue(message.hasSuffix("b.yaml:1:1: unknown key 'titel' in the template; did you mean 'title'?"), message)
    }
}
