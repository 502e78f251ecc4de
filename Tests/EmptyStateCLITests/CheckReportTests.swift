import CLITestSupport
import Foundation
import XCTest

/// What `check` tells a reader of a CI log or a JUnit report: which file, where, only what matters.
final class CheckReportTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-check-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("templates/more"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(path))
    }

    /// The tool run in the scratch folder, as CI runs it in a checkout; stdout and stderr kept.
    func check(_ arguments: [String]) throws -> EmptyStateBinary.Run {
        var environment = ProcessInfo.processInfo.environment
        environment["EMPTYSTATE_RECORD"] = nil
        return try EmptyStateBinary.run(["check"] + arguments, in: directory, environment: environment)
    }

    func grouped(_ background: String) -> String {
        "name: grouped\ncanvas: { size: [60, 40], scale: 1 }\nbackgroundColor: \"\(background)\"\n"
    }

    func testTwoTemplatesOfOneNameAreAnErrorNamingBoth() throws {
        try write("templates/a.yaml", grouped("#FFFFFF"))
        try write("templates/more/b.yaml", grouped("#000000"))
        let run = try check(["templates", "--reference", "refs", "--record", "missing", "--state", "normal"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("error: templates/more/b.yaml: name 'grouped' is already used by templates/a.yaml; both would be checked against one reference\n"), run.stderr)
        // The reference recorded is the first file's (white), not overwritten by the second.
        let png = try Data(contentsOf: directory.appendingPathComponent("refs/grouped/default/60x40@1x/normal.png"))
        XCTAssertGreaterThan(png.count, 0)
    }

    func testAFailureNamesTheTemplateFileAndReportsHoldRelativePaths() throws {
        try write("templates/a.yaml", grouped("#FFFFFF"))
        XCTAssertEqual(try check(["templates", "--reference", "refs", "--record", "all", "--state", "normal"]).status, 0)
        try write("templates/a.yaml", grouped("#FF0000"))
        let run = try check(["templates", "--reference", "refs", "--state", "normal", "--junit", "report.xml"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("FAIL grouped/default/60x40@1x/normal.png (templates/a.yaml): 2400 of 2400 pixels differ"), run.stderr)
        XCTAssertTrue(run.stderr.contains("; see refs-diffs/grouped/default/60x40@1x/normal.diff.png\n"), run.stderr)
        let junit = try String(contentsOf: directory.appendingPathComponent("report.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains(#"file="templates/a.yaml""#), junit)
        XCTAssertTrue(junit.contains("diff: refs-diffs/grouped/default/60x40@1x/normal.diff.png"), junit)
        let machinePath = directory.standardizedFileURL.path
        XCTAssertFalse(junit.contains(machinePath), "the JUnit report names this machine's folders:\n\(junit)")
        XCTAssertFalse(run.stderr.contains(machinePath), run.stderr)
    }

    /// The shipped templates warn (truncation in German, findings waived by Apple's defaults):
    /// `--quiet` keeps the failures and the summary only.
    func testQuietPrintsOnlyFailuresAndTheSummary() throws {
        try write("templates/a.yaml", "name: tight\ncanvas: { size: [80, 60], scale: 1 }\ntitle: A title far too long for this tiny canvas to hold\n")
        try write("templates/b.yaml", grouped("#FFFFFF"))
        XCTAssertEqual(try check(["templates", "--reference", "refs", "--record", "all", "--state", "normal"]).status, 0)
        let loud = try check(["templates", "--reference", "refs", "--state", "normal"])
        XCTAssertTrue(loud.stderr.contains("warning: "), "the test needs a warning to hide: \(loud.stderr)")
        try write("templates/b.yaml", grouped("#FF0000"))
        let quiet = try check(["templates", "--reference", "refs", "--state", "normal", "--quiet"])
        XCTAssertEqual(quiet.status, 1)
        let lines = quiet.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, quiet.stderr)
        XCTAssertTrue(lines[0].hasPrefix("FAIL grouped/default/60x40@1x/normal.png (templates/b.yaml): "), quiet.stderr)
        XCTAssertEqual(lines[1], "1 passed, 1 failed, 0 missing or broken, 0 recorded")
    }
}
