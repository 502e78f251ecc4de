import Foundation
import XCTest

/// One error style for every file problem in every command: `PATH: cannot write (reason)`.
final class OutputPathTests: HostileInputTestCase {
    func template() throws -> String { try write("t.yaml", "title: Hi\n") }

    func assertCannotWrite(_ arguments: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run(arguments, file: file, line: line)
        XCTAssertNotEqual(result.status, 0, file: file, line: line)
        XCTAssertFalse(result.signaled, file: file, line: line)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.contains(expected) }, "\(result.stderr)\n  should contain: \(expected)", file: file, line: line)
        XCTAssertFalse(result.stderr.contains("NSCocoaErrorDomain") || result.stderr.contains("Error Domain"), result.stderr, file: file, line: line)
        XCTAssertEqual(listing().filter { $0.hasSuffix(".tmp") }, [], "no temporary file", file: file, line: line)
    }

    func testATrailingSlashIsAnError() throws {
        let t = try template()
        try assertCannotWrite(["render", t, "-o", "out.png/"], "out.png/: cannot write (the path ends with '/'; give a file name)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out.png")))
    }

    func testAFolderAtTheOutputPathIsAnError() throws {
        let t = try template()
        try FileManager.default.createDirectory(atPath: path("out.png"), withIntermediateDirectories: false)
        try assertCannotWrite(["render", t, "-o", "out.png"], "out.png: cannot write (it is a folder)")
        try FileManager.default.createDirectory(atPath: path("refs/junit.xml"), withIntermediateDirectories: true)
        try assertCannotWrite(["check", t, "--reference", "refs", "--record", "all", "--junit", "refs/junit.xml"], "refs/junit.xml: cannot write (it is a folder)")
    }

    func testAParentThatIsAFileIsNamed() throws {
        let t = try template()
        try write("plain", "a file")
        try assertCannotWrite(["render", t, "-o", "plain/out.png"], "plain/out.png: cannot write (plain is a file, not a folder)")
        try assertCannotWrite(["render", t, "-o", "plain/deeper/out.png"], "plain/deeper/out.png: cannot write (plain is a file, not a folder)")
        try assertCannotWrite(["export", t, "--out", "plain/export"], "plain/export: cannot write (plain is a file, not a folder)")
        try assertCannotWrite(["export", t, "--out", "plain"], "plain: cannot write (it is a file, not a folder)")
        try assertCannotWrite(["check", t, "--reference", "plain/refs", "--record", "all"], "cannot write (plain is a file, not a folder)")
        try assertCannotWrite(["render", t, "-o", "x.apng", "--frames", "plain/frames"], "plain/frames: cannot write (plain is a file, not a folder)")
    }

    func testAMissingFolderIsNamed() throws {
        let t = try template()
        try assertCannotWrite(["render", t, "-o", "nowhere/out.png"], "nowhere/out.png: cannot write (the folder nowhere does not exist)")
    }

    func testAnUnwritableFolderSaysWhyInPlainWords() throws {
        guard !isRoot else { throw XCTSkip("tests run as root, where permission bits do not apply") }
        let t = try template()
        try FileManager.default.createDirectory(atPath: path("locked"), withIntermediateDirectories: false)
        chmod(path("locked"), 0o555)
        try assertCannotWrite(["export", t, "--out", "locked/out"], "locked/out: cannot write (Permission denied)")
        try assertCannotWrite(["render", t, "-o", "locked/out.png"], "locked/out.png: cannot write (Permission denied)")
    }

    func testExportPrintsEachFailureAsItHappens() throws {
        let t = try template()
        try write("out/t/default", "a file where a folder should be")
        let result = try run(["export", t, "--out", "out", "--format", "png"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let error = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("error: ") }, result.stderr)
        XCTAssertTrue(lines[error].contains("cannot write (") && lines[error].contains("out/t/default is a file, not a folder"), lines[error])
        XCTAssertEqual(lines.filter { $0.hasPrefix("error: ") }.count, 1, "printed once: \(result.stderr)")
        let progress = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("[1/1] t.yaml FAILED") }, result.stderr)
        XCTAssertLessThan(error, progress, "the reason comes as it happens, with the progress line")
    }
}
