import CLITestSupport
import Foundation
import XCTest

/// `check --changed-since REV` in a scratch git repository: only the templates whose inputs
/// changed are checked (a String Catalog's change re-checks the templates that use it), the
/// skipped ones are counted, an unattributable change checks everything and says why, and a
/// revision git does not know (or no repository) is one line and exit 2. `export` and `audit`
/// choose the same templates and fail the same way.
final class ChangedSinceTests: XCTestCase {
    var repository: URL!

    override func setUpWithError() throws {
        repository = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-changed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("Templates/strings"), withIntermediateDirectories: true)
        guard try git(["init", "-q"]) == 0 else { throw XCTSkip("git is not installed") }
        for name in ["alpha", "beta"] { try write("Templates/\(name).yaml", Self.template(name, title: "title: { text: \"Nothing in \(name)\" }")) }
        try write("Templates/gamma.yaml", Self.template("gamma", title: "strings: strings/Localizable.xcstrings\ntitle: { key: gamma.title }"))
        try write("Templates/strings/Localizable.xcstrings", Self.catalog("Nothing here"))
        XCTAssertEqual(try check(["--record", "all"]).status, 0)
        XCTAssertEqual(try git(["add", "-A"]), 0)
        XCTAssertEqual(try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "first"]), 0)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: repository) }

    static func template(_ name: String, title: String) -> String {
        "name: \(name)\ncanvas: { size: [120, 80], scale: 1 }\nbackgroundColor: \"#FFFFFF\"\n\(title)\n"
    }

    static func catalog(_ title: String) -> String {
        #"{ "sourceLanguage": "en", "version": "1.0", "strings": { "gamma.title": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "\#(title)" } } } } } }"#
    }

    func write(_ path: String, _ text: String) throws { try Data(text.utf8).write(to: repository.appendingPathComponent(path)) }

    @discardableResult
    func git(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repository.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    func check(_ extra: [String], in folder: URL? = nil) throws -> EmptyStateBinary.Run {
        var environment = ProcessInfo.processInfo.environment
        environment["EMPTYSTATE_RECORD"] = nil
        return try EmptyStateBinary.run(["check", "Templates", "--reference", "refs", "--state", "normal"] + extra,
                                        in: folder ?? repository, environment: environment)
    }

    func testOnlyTheChangedTemplateIsCheckedAndTheOthersCounted() throws {
        try write("Templates/beta.yaml", Self.template("beta", title: "title: { text: \"Changed\" }"))
        let run = try check(["--changed-since", "HEAD"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("FAIL beta/default/120x80@1x/normal.png"), run.stderr)
        XCTAssertTrue(run.stderr.contains("--changed-since HEAD: 2 of 3 template(s) skipped: their inputs did not change\n"), run.stderr)
        XCTAssertTrue(run.stderr.contains("0 passed, 1 failed, 0 missing or broken, 0 recorded\n"), run.stderr)
    }

    func testAStringCatalogChangeChecksTheTemplatesThatUseIt() throws {
        try write("Templates/strings/Localizable.xcstrings", Self.catalog("Nothing at all"))
        let run = try check(["--changed-since", "HEAD"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("FAIL gamma/default/120x80@1x/normal.png"), run.stderr)
        XCTAssertTrue(run.stderr.contains("title 'Nothing here' → 'Nothing at all'"), run.stderr)
        XCTAssertTrue(run.stderr.contains("2 of 3 template(s) skipped"), run.stderr)
    }

    func testNothingChangedChecksNothingAndPasses() throws {
        let run = try check(["--changed-since", "HEAD"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("--changed-since HEAD: 3 of 3 template(s) skipped: their inputs did not change\n0 passed, 0 failed"), run.stderr)
    }

    /// A new (untracked) file under the folder given that no template reads: every template is checked.
    func testAChangeNoTemplateReadsChecksEverythingAndSaysWhy() throws {
        try write("Templates/strings/Other.xcstrings", Self.catalog("Unused"))
        let run = try check(["--changed-since", "HEAD"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("--changed-since HEAD: checking every template: Templates/strings/Other.xcstrings changed and is no template's input\n"), run.stderr)
        XCTAssertTrue(run.stderr.contains("3 passed, 0 failed"), run.stderr)
    }

    func testAnUnknownRevisionOrNoRepositoryIsOneLineAndExitTwo() throws {
        var run = try check(["--changed-since", "no-such-branch"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "error: --changed-since: git does not know the revision 'no-such-branch'\n")
        try FileManager.default.removeItem(at: repository.appendingPathComponent(".git"))
        run = try check(["--changed-since", "HEAD"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "error: --changed-since: \(repository.path) is not in a git repository\n")
    }

    func export(_ extra: [String]) throws -> EmptyStateBinary.Run {
        try EmptyStateBinary.run(["export", "Templates", "--out", "out", "--format", "png", "--state", "normal"] + extra, in: repository)
    }

    func audit(_ extra: [String]) throws -> EmptyStateBinary.Run {
        try EmptyStateBinary.run(["audit", "Templates", "--state", "normal"] + extra, in: repository)
    }

    /// The gallery of what changed: only the changed template is exported and in the manifest.
    func testExportWritesOnlyTheChangedTemplate() throws {
        try write("Templates/beta.yaml", Self.template("beta", title: "title: { text: \"Changed\" }"))
        let run = try export(["--changed-since", "HEAD"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("--changed-since HEAD: 2 of 3 template(s) skipped: their inputs did not change\n1 template(s): 1 file(s) written"), run.stderr)
        let manifest = try String(contentsOf: repository.appendingPathComponent("out/manifest.json"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("beta/default/120x80@1x/normal.png"), manifest)
        XCTAssertFalse(manifest.contains("alpha/") || manifest.contains("gamma/"), manifest)
        XCTAssertFalse(FileManager.default.fileExists(atPath: repository.appendingPathComponent("out/alpha").path))
    }

    func testExportOfAChangeNoTemplateReadsExportsEverythingAndSaysWhy() throws {
        try write("Templates/strings/Other.xcstrings", Self.catalog("Unused"))
        let run = try export(["--changed-since", "HEAD"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("--changed-since HEAD: exporting every template: Templates/strings/Other.xcstrings changed and is no template's input\n3 template(s): "), run.stderr)
    }

    /// Without the option, an export says nothing of changes (its output is as before).
    func testExportWithoutTheOptionSaysNothingOfChanges() throws {
        let run = try export([])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("--changed-since"), run.stderr)
        XCTAssertTrue(run.stderr.contains("3 template(s): 3 file(s) written"), run.stderr)
    }

    /// A String Catalog's change reviews the template that uses it, and only that one.
    func testAuditReviewsOnlyTheChangedTemplate() throws {
        try write("Templates/strings/Localizable.xcstrings", Self.catalog("Nothing at all"))
        let run = try audit(["--changed-since", "HEAD"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("[1/1] gamma.yaml"), run.stderr)
        XCTAssertTrue(run.stderr.contains("--changed-since HEAD: 2 of 3 template(s) skipped: their inputs did not change\n"), run.stderr)
    }

    func testAuditOfAChangeNoTemplateReadsReviewsEverythingAndSaysWhy() throws {
        try write("Templates/strings/Other.xcstrings", Self.catalog("Unused"))
        let run = try audit(["--changed-since", "HEAD"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("[3/3]"), run.stderr)
        XCTAssertTrue(run.stderr.contains("--changed-since HEAD: reviewing every template: Templates/strings/Other.xcstrings changed and is no template's input\n"), run.stderr)
    }

    /// One line and exit 2, as `check` (an export's other errors exit 1); no output folder.
    func testExportAndAuditWithAnUnknownRevisionOrNoRepositoryAreOneLineAndExitTwo() throws {
        for run in [try export(["--changed-since", "no-such-branch"]), try audit(["--changed-since", "no-such-branch"])] {
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertEqual(run.stderr, "error: --changed-since: git does not know the revision 'no-such-branch'\n")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: repository.appendingPathComponent("out").path))
        try FileManager.default.removeItem(at: repository.appendingPathComponent(".git"))
        for run in [try export(["--changed-since", "HEAD"]), try audit(["--changed-since", "HEAD"])] {
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertEqual(run.stderr, "error: --changed-since: \(repository.path) is not in a git repository\n")
        }
    }
}
