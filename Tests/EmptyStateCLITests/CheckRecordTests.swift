import CLITestSupport
import Foundation
import XCTest

/// `check` as CI runs it: exact by default, `--record` alone, `EMPTYSTATE_RECORD`.
final class CheckRecordTests: XCTestCase {
    var directory: URL!
    var templates: String { directory.appendingPathComponent("templates").path }
    var references: String { directory.appendingPathComponent("refs").path }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-check-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        try template(background: "#F2F2F7")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func template(background: String) throws {
        try Data("name: grouped\ncanvas: { size: [60, 40], scale: 1 }\nbackgroundColor: \"\(background)\"\n".utf8)
            .write(to: URL(fileURLWithPath: templates + "/grouped.yaml"))
    }

    func check(_ arguments: [String], environment: [String: String] = [:]) throws -> EmptyStateBinary.Run {
        var env = ProcessInfo.processInfo.environment
        env["EMPTYSTATE_RECORD"] = nil
        env.merge(environment) { $1 }
        return try EmptyStateBinary.run(["check", templates, "--reference", references, "--state", "normal"] + arguments, environment: env)
    }

    var reference: String { references + "/grouped/default/60x40@1x/normal.png" }

    func testRecordAloneRecordsEverything() throws {
        let first = try check(["--record"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference))
        try template(background: "#D9D9DE")
        // `--record` before the paths, with no mode: still everything, and the paths are paths.
        let process = try check(["--record"])
        XCTAssertEqual(process.status, 0, process.stderr)
        XCTAssertEqual(try check([]).status, 0, "the changed screen was recorded anew")
    }

    func testAnyChangedPixelFailsUnlessAToleranceIsGiven() throws {
        XCTAssertEqual(try check(["--record", "missing"]).status, 0)
        try template(background: "#D9D9DE")
        let exact = try check([])
        XCTAssertEqual(exact.status, 1, exact.stderr)
        XCTAssertEqual(try check(["--precision", "0"]).status, 0, "a precision of 0 lets every pixel differ")
        XCTAssertEqual(try check(["--perceptual-precision", "0.98"]).status, 1, "#F2F2F7 → #D9D9DE is visible")
        XCTAssertEqual(try check(["--perceptual-precision", "0.5"]).status, 0)
        let bad = try check(["--precision", "2"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("--precision must be between 0 and 1"), bad.stderr)
    }

    func testTheEnvironmentReRecordsAWholeRun() throws {
        XCTAssertEqual(try check([]).status, 2, "a missing reference is an error")
        XCTAssertEqual(try check([], environment: ["EMPTYSTATE_RECORD": "missing"]).status, 0)
        try template(background: "#D9D9DE")
        XCTAssertEqual(try check([]).status, 1)
        XCTAssertEqual(try check([], environment: ["EMPTYSTATE_RECORD": "failed"]).status, 0)
        XCTAssertEqual(try check([]).status, 0)
        let bad = try check([], environment: ["EMPTYSTATE_RECORD": "yes"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "error: EMPTYSTATE_RECORD='yes' must be all, missing, failed or never\n")
    }
}
