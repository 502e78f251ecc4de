import CLITestSupport
import Foundation
import XCTest

/// What a pull request's reviewer gets from `check` and `audit`: SARIF results at the line that
/// declares them (relative to the repository's top folder), failures in words, and a Markdown
/// summary. Run in a scratch git repository, the tool started from a folder inside it.
final class ReviewReportTests: XCTestCase {
    var repository: URL!
    /// Where the tool runs: a folder inside the repository, so paths relative to the top differ from the current folder's.
    var app: URL { repository.appendingPathComponent("app") }

    override func setUpWithError() throws {
        repository = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("templates"), withIntermediateDirectories: true)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "init", "-q", repository.path]
        try git.run()
        git.waitUntilExit()
        guard git.terminationStatus == 0 else { throw XCTSkip("git is not installed") }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: repository) }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: app.appendingPathComponent(path))
    }

    func run(_ arguments: [String]) throws -> EmptyStateBinary.Run {
        var environment = ProcessInfo.processInfo.environment
        environment["EMPTYSTATE_RECORD"] = nil
        return try EmptyStateBinary.run(arguments, in: app, environment: environment)
    }

    /// Line 4 is `title:`, line 5 `description:`, line 6 `button:`.
    func notes(title: String = "Before", button: String? = "Refresh", background: String = "#FFFFFF", offset: Int = 0) -> String {
        """
        name: notes
        canvas: { size: [200, 300], scale: 1 }
        backgroundColor: "\(background)"
        title: { text: "\(title)", color: "#000000" }
        description: { text: "Nothing written yet", color: "#333333" }
        \(button.map { "button: { title: \"\($0)\" }" } ?? "# no button")
        verticalOffset: \(offset)

        """
    }

    let screen = "notes/default/200x300@1x/normal.png"

    func recordNotes() throws {
        try write("templates/notes.yaml", notes())
        let recorded = try run(["check", "templates", "--reference", "refs", "--record", "all", "--state", "normal"])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
    }

    func check(_ extra: [String] = []) throws -> EmptyStateBinary.Run {
        try run(["check", "templates", "--reference", "refs", "--state", "normal"] + extra)
    }

    func json(_ path: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: app.appendingPathComponent(path))) as? [String: Any])
    }

    /// SARIF 2.1.0's required fields (what the schema requires of a log, a run, a tool, a result
    /// and a location that code scanning reads), checked without fetching the schema.
    func assertValidSARIF(_ log: [String: Any], file: StaticString = #filePath, line: UInt = #line) -> [[String: Any]] {
        XCTAssertEqual(log["version"] as? String, "2.1.0", file: file, line: line)
        XCTAssertEqual(log["$schema"] as? String, "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json", file: file, line: line)
        let runs = log["runs"] as? [[String: Any]] ?? []
        XCTAssertEqual(runs.count, 1, file: file, line: line)
        let driver = (runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        XCTAssertEqual(driver?["name"] as? String, "emptystate", file: file, line: line)
        XCTAssertNotNil(driver?["version"] as? String, file: file, line: line)
        let rules = driver?["rules"] as? [[String: Any]] ?? []
        let ruleIds = Set(rules.compactMap { $0["id"] as? String })
        for rule in rules { XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String, file: file, line: line) }
        let results = runs.first?["results"] as? [[String: Any]] ?? []
        for result in results {
            let ruleId = result["ruleId"] as? String ?? ""
            XCTAssertTrue(ruleIds.contains(ruleId), "rule \(ruleId) is described", file: file, line: line)
            XCTAssertTrue(["error", "warning", "note", "none"].contains(result["level"] as? String ?? ""), file: file, line: line)
            XCTAssertFalse(((result["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty, file: file, line: line)
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            XCTAssertNotNil((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String, file: file, line: line)
            XCTAssertGreaterThanOrEqual((physical?["region"] as? [String: Any])?["startLine"] as? Int ?? 0, 1, file: file, line: line)
        }
        return results
    }

    func location(_ result: [String: Any]) -> String {
        let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
        let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
        return "\(uri):\((physical?["region"] as? [String: Any])?["startLine"] as? Int ?? 0)"
    }

    // MARK: - Changes in words

    func testRecordingWritesTheLayoutBesideTheReference() throws {
        try recordNotes()
        let layout = try json("refs/notes/default/200x300@1x/normal.layout.json")
        XCTAssertEqual(layout["background"] as? String, "#FFFFFF")
        let elements = layout["elements"] as? [[String: Any]] ?? []
        XCTAssertEqual(elements.compactMap { $0["kind"] as? String }, ["title", "description", "button"])
        XCTAssertEqual(elements.first?["text"] as? String, "Before")
        XCTAssertEqual(elements.first?["lines"] as? Int, 1)
    }

    func testAFailureSaysWhatChangedInTheFailLineJUnitSARIFAndSummary() throws {
        try recordNotes()
        try write("templates/notes.yaml", notes(title: "After"))
        let run = try check(["--junit", "report.xml", "--sarif", "out/check.sarif", "--summary", "out/summary.md"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("FAIL \(screen) (templates/notes.yaml): "), run.stderr)
        XCTAssertTrue(run.stderr.contains(" ignored; title 'Before' → 'After'; see refs-diffs/notes/default/200x300@1x/normal.diff.png\n"), run.stderr)
        let junit = try String(contentsOf: app.appendingPathComponent("report.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("ignored; title &apos;Before&apos; → &apos;After&apos;") || junit.contains("ignored; title 'Before' → 'After'"), junit)

        let results = assertValidSARIF(try json("out/check.sarif"))
        XCTAssertEqual(results.count, 1)
        let result = try XCTUnwrap(results.first)
        XCTAssertEqual(result["ruleId"] as? String, "screen-changed")
        XCTAssertEqual(result["level"] as? String, "error")
        // The title changed: the `title:` key, relative to the repository's top folder.
        XCTAssertEqual(location(result), "app/templates/notes.yaml:4")
        let text = (result["message"] as? [String: Any])?["text"] as? String ?? ""
        XCTAssertTrue(text.hasPrefix("\(screen) differs from its reference: title 'Before' → 'After'; "), text)
        let properties = result["properties"] as? [String: String] ?? [:]
        XCTAssertEqual(properties["diff"], "app/refs-diffs/notes/default/200x300@1x/normal.diff.png")
        XCTAssertEqual(properties["actual"], "app/refs-diffs/notes/default/200x300@1x/normal.actual.png")
        XCTAssertEqual(properties["reference"], "app/refs/\(screen)")

        let summary = try String(contentsOf: app.appendingPathComponent("out/summary.md"), encoding: .utf8)
        let lines = summary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[0], "### emptystate check")
        XCTAssertEqual(lines[2], "0 passed, 1 failed, 0 missing or broken, 0 recorded")
        XCTAssertEqual(lines[4], "| Screen | Declared at | What differs | Pictures |")
        XCTAssertTrue(lines[6].hasPrefix("| `\(screen)` | `app/templates/notes.yaml:4` | "), lines[6])
        XCTAssertTrue(lines[6].contains("ignored; title 'Before' → 'After' |"), lines[6])
        // Links relative to the summary's folder.
        XCTAssertTrue(lines[6].hasSuffix("| [diff](../refs-diffs/notes/default/200x300@1x/normal.diff.png) · [actual](../refs-diffs/notes/default/200x300@1x/normal.actual.png) |"), lines[6])
    }

    func testARemovedButtonABackgroundAndAMoveAreSaid() throws {
        try recordNotes()
        try write("templates/notes.yaml", notes(button: nil))
        var run = try check(["--sarif", "check.sarif"])
        XCTAssertTrue(run.stderr.contains("ignored; button 'Refresh' removed; see "), run.stderr)
        XCTAssertEqual(assertValidSARIF(try json("check.sarif")).map(location), ["app/templates/notes.yaml:1"], "the key is gone: the screen's line")

        try write("templates/notes.yaml", notes(background: "#F2F2F7"))
        run = try check(["--sarif", "check.sarif"])
        XCTAssertTrue(run.stderr.contains("ignored; background #FFFFFF → #F2F2F7; see "), run.stderr)
        XCTAssertEqual(assertValidSARIF(try json("check.sarif")).map(location), ["app/templates/notes.yaml:3"], "the `backgroundColor:` key")

        try write("templates/notes.yaml", notes(offset: 12))
        run = try check()
        XCTAssertTrue(run.stderr.contains("ignored; moved 12 pt down; see "), run.stderr)
    }

    /// Several elements changed: the result sits at the first in a reader's order (the title before
    /// the button before the background, whatever order the changes were found in), the others'
    /// keys are its related locations, numbered, each with its words.
    func testSeveralChangedElementsAreAtTheFirstKeyWithTheOthersRelated() throws {
        try recordNotes()
        try write("templates/notes.yaml", notes(title: "After", button: "Retry", background: "#F2F2F7"))
        let run = try check(["--sarif", "check.sarif"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let results = assertValidSARIF(try json("check.sarif"))
        XCTAssertEqual(results.count, 1)
        let result = try XCTUnwrap(results.first)
        XCTAssertEqual(location(result), "app/templates/notes.yaml:4", "the title's key")
        let related = result["relatedLocations"] as? [[String: Any]] ?? []
        XCTAssertEqual(related.map { location(["locations": [$0]]) }, ["app/templates/notes.yaml:6", "app/templates/notes.yaml:3"],
                       "the button's key, then the background's")
        XCTAssertEqual(related.compactMap { $0["id"] as? Int }, [1, 2])
        XCTAssertEqual(related.compactMap { ($0["message"] as? [String: Any])?["text"] as? String },
                       ["button 'Refresh' → 'Retry'", "background #FFFFFF → #F2F2F7"])

        // One element changed: no related locations at all (the log is as before).
        try write("templates/notes.yaml", notes(title: "After"))
        _ = try check(["--sarif", "check.sarif"])
        XCTAssertNil(assertValidSARIF(try json("check.sarif")).first?["relatedLocations"])
    }

    /// Pixels that differ in a layout that does not (another font build, a renderer's update)
    /// say so; a reference recorded without a layout keeps today's message.
    func testTheSameLayoutSaysPixelsDifferAndNoLayoutFileKeepsTheMessage() throws {
        try recordNotes()
        // A reference whose pixels differ (another background) under the same recorded layout.
        try write("other.yaml", notes(background: "#FF0000").replacingOccurrences(of: "name: notes", with: "name: other"))
        XCTAssertEqual(try run(["check", "other.yaml", "--reference", "other-refs", "--record", "all", "--state", "normal"]).status, 0)
        let reference = app.appendingPathComponent("refs/\(screen)")
        try FileManager.default.removeItem(at: reference)
        try FileManager.default.copyItem(at: app.appendingPathComponent("other-refs/other/default/200x300@1x/normal.png"), to: reference)
        var run = try check()
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("FAIL \(screen) (templates/notes.yaml): ") && run.stderr.contains(" pixels ignored; same layout; pixels differ: font or renderer change; see refs-diffs/"), run.stderr)

        try FileManager.default.removeItem(at: app.appendingPathComponent("refs/notes/default/200x300@1x/normal.layout.json"))
        run = try check()
        XCTAssertTrue(run.stderr.contains(" pixels ignored; see refs-diffs/") && !run.stderr.contains("same layout"), run.stderr)
    }

    // MARK: - Summary

    func testASummaryOfAPassingCheckSaysAllMatch() throws {
        try recordNotes()
        let run = try check(["--summary", "summary.md"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try String(contentsOf: app.appendingPathComponent("summary.md"), encoding: .utf8),
                       "### emptystate check\n\n1 passed, 0 failed, 0 missing or broken, 0 recorded\n\nAll 1 screens match.\n")
    }

    /// A missing reference and a broken template are rows too, at their lines, and in the SARIF.
    func testMissingReferencesAndBrokenTemplatesAreReportedAtTheirLines() throws {
        try recordNotes()
        try write("templates/new.yaml", notes().replacingOccurrences(of: "name: notes", with: "name: fresh"))
        try write("templates/broken.yaml", "name: broken\ncanvas: { size: [200, 300], scale: 1 }\ntitel: Nothing\n")
        let run = try check(["--sarif", "check.sarif", "--summary", "summary.md"])
        XCTAssertEqual(run.status, 2, run.stderr)
        let results = assertValidSARIF(try json("check.sarif"))
        XCTAssertEqual(results.map { $0["ruleId"] as? String ?? "" }, ["template-error", "reference-missing"])
        XCTAssertEqual(results.map(location), ["app/templates/broken.yaml:3", "app/templates/new.yaml:1"])
        XCTAssertTrue(((results[0]["message"] as? [String: Any])?["text"] as? String ?? "").hasPrefix("app/templates/broken.yaml:3:1: unknown key 'titel'"))
        let summary = try String(contentsOf: app.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertTrue(summary.contains("1 passed, 0 failed, 2 missing or broken, 0 recorded\n"), summary)
        XCTAssertTrue(summary.contains("| `fresh/default/200x300@1x/normal.png` | `app/templates/new.yaml:1` | no reference; record it with --record missing |  |\n"), summary)
        XCTAssertTrue(summary.contains("| `app/templates/broken.yaml` | `app/templates/broken.yaml:3` | app/templates/broken.yaml:3:1: unknown key 'titel'"), summary)
    }

    // MARK: - Findings

    /// `--fail-on accessibility`: each finding that fails the screen is a result at its element's key.
    func testFindingsThatFailTheCheckAreErrorsAtTheirKeys() throws {
        try write("templates/grey.yaml", """
        name: grey
        canvas: { size: [300, 300], scale: 1 }
        backgroundColor: "#FFFFFF"
        title: { text: "Nothing here", color: "#000000" }
        description: { text: "A grey too light", color: "#BBBBBB" }

        """)
        XCTAssertEqual(try run(["check", "templates", "--reference", "refs", "--record", "all", "--state", "normal"]).status, 0)
        let run = try check(["--fail-on", "accessibility", "--sarif", "check.sarif"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let results = assertValidSARIF(try json("check.sarif"))
        XCTAssertEqual(results.map { $0["ruleId"] as? String ?? "" }, ["contrast"])
        XCTAssertEqual(results.map { $0["level"] as? String ?? "" }, ["error"])
        XCTAssertEqual(results.map(location), ["app/templates/grey.yaml:5"])
    }

    /// The audit's open findings are warnings (an audit reports; it does not fail).
    func testAuditWritesItsFindingsAsWarningsAtTheirKeys() throws {
        try write("templates/grey.yaml", """
        name: grey
        canvas: { size: [300, 300], scale: 1 }
        backgroundColor: "#FFFFFF"
        title: { text: "Nothing here", color: "#000000" }
        description: { text: "A grey too light", color: "#BBBBBB" }
        variants:
          loud:
            title: { text: "Still nothing", color: "#CCCCCC" }

        """)
        let run = try EmptyStateBinary.run(["audit", "templates", "--state", "normal", "--sarif", "audit.sarif"], in: app)
        XCTAssertEqual(run.status, 0, run.stderr)
        let results = assertValidSARIF(try json("audit.sarif"))
        XCTAssertEqual(results.map { $0["level"] as? String ?? "" }, ["warning", "warning", "warning"])
        XCTAssertEqual(results.map { $0["ruleId"] as? String ?? "" }, ["contrast", "contrast", "contrast"])
        // The variant's own title is at its line; its description is the template's.
        XCTAssertEqual(results.map(location), ["app/templates/grey.yaml:5", "app/templates/grey.yaml:8", "app/templates/grey.yaml:5"])
        XCTAssertTrue(((results[0]["message"] as? [String: Any])?["text"] as? String ?? "").hasPrefix("grey/default/300x300@1x: contrast: description #BBBBBB"))
    }

    // MARK: - Imported screens

    /// A screen declared in Swift is reported at the line of its declaration.
    func testAnImportedScreenIsReportedAtItsDeclaration() throws {
        try write("Notes.swift", "import SwiftUI\n\nstruct NotesView: View {\n    var body: some View {\n        ContentUnavailableView(\"No Notes\", systemImage: \"tray\")\n    }\n}\n")
        var run = try self.run(["check", "Notes.swift", "--reference", "refs", "--record", "all", "--state", "normal"])
        XCTAssertEqual(run.status, 0, run.stderr)
        try write("Notes.swift", "import SwiftUI\n\nstruct NotesView: View {\n    var body: some View {\n        ContentUnavailableView(\"Nothing Written\", systemImage: \"tray\")\n    }\n}\n")
        run = try self.run(["check", "Notes.swift", "--reference", "refs", "--state", "normal", "--sarif", "check.sarif"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("ignored; title 'No Notes' → 'Nothing Written'"), run.stderr)
        let results = assertValidSARIF(try json("check.sarif"))
        XCTAssertEqual(results.map(location), ["app/Notes.swift:5"])
    }
}
