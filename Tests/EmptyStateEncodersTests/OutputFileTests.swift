@testable import EmptyStateEncoders
import Foundation
import XCTest

/// Temporary files a killed run left behind go at the next write into their folder; those of a
/// run still going never do.
final class OutputFileTests: XCTestCase {
    var directory: String!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-stale-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: directory) }

    func leave(_ name: String, olderThanTheRun: Bool) throws -> String {
        let path = directory + "/" + name
        try Data("half a file".utf8).write(to: URL(fileURLWithPath: path))
        if olderThanTheRun {
            var times = [timeval(tv_sec: 1_600_000_000, tv_usec: 0), timeval(tv_sec: 1_600_000_000, tv_usec: 0)]
            utimes(path, &times)
        }
        return path
    }

    /// The pid of a process that has ended.
    func deadPID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    func testStaleTemporariesOfEndedRunsAreRemovedAndOthersKept() throws {
        OutputFile.removeTemporariesOnInterrupt()   // the run starts
        let dead = try deadPID()
        let stale = try leave(".a.png.\(dead).12345.tmp", olderThanTheRun: true)
        let mine = try leave(".b.png.\(getpid()).99.tmp", olderThanTheRun: true)
        let running = try leave(".c.png.\(getppid()).7.tmp", olderThanTheRun: true)
        let recent = try leave(".d.png.\(dead).8.tmp", olderThanTheRun: false)
        let unrelated = try leave(".notes.txt.tmp", olderThanTheRun: true)
        let userFile = try leave("x.1.2.tmp", olderThanTheRun: true)

        try OutputFile.write(Data([1]), to: directory + "/out.png")

        XCTAssertFalse(FileManager.default.fileExists(atPath: stale), "a dead run's file, older than this run")
        XCTAssertFalse(FileManager.default.fileExists(atPath: mine), "this pid's, from before this run")
        XCTAssertTrue(FileManager.default.fileExists(atPath: running), "a live process's file in flight")
        XCTAssertTrue(FileManager.default.fileExists(atPath: recent), "newer than this run")
        XCTAssertTrue(FileManager.default.fileExists(atPath: unrelated), "not our pattern")
        XCTAssertTrue(FileManager.default.fileExists(atPath: userFile), "not hidden: not ours")
    }

    func testOurPatternIsRecognised() {
        XCTAssertEqual(StaleTemporaries.ownerPID(of: ".normal.png.4242.3735928559.tmp"), 4242)
        XCTAssertEqual(StaleTemporaries.ownerPID(of: ".a.b.c.png.7.1.tmp"), 7)
        XCTAssertNil(StaleTemporaries.ownerPID(of: ".normal.png.tmp"))
        XCTAssertNil(StaleTemporaries.ownerPID(of: ".normal.png.x1.2.tmp"))
        XCTAssertNil(StaleTemporaries.ownerPID(of: "normal.png.1.2.tmp"))
        XCTAssertTrue(StaleTemporaries.ownerPID(of: StaleTemporaries.name(for: "state.png")) == getpid())
    }

    func testADurableWriteReplacesTheFileWhole() throws {
        let target = directory + "/ref.png"
        try OutputFile.write(Data([1, 2, 3]), to: target, durable: true)
        try OutputFile.write(Data([4]), toNewFolderPath: directory + "/deeper/ref.png", durable: true)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), Data([1, 2, 3]))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: directory + "/deeper/ref.png")), Data([4]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).sorted(), ["deeper", "ref.png"])
    }

    func testErrorsArePlainAndNameThePath() throws {
        try Data().write(to: URL(fileURLWithPath: directory + "/file"))
        let cases: [(String, String)] = [
            (directory + "/a.png/", "cannot write (the path ends with '/'; give a file name)"),
            (directory, "cannot write (it is a folder)"),
            (directory + "/file/a.png", "cannot write (\(directory!)/file is a file, not a folder)"),
            (directory + "/none/a.png", "cannot write (the folder \(directory!)/none does not exist)"),
        ]
        for (path, expected) in cases {
            XCTAssertThrowsError(try OutputFile.write(Data([1]), to: path)) { error in
                XCTAssertEqual("\(error)", "\(path): \(expected)")
            }
        }
        XCTAssertThrowsError(try OutputFile.write(Data([1]), toNewFolderPath: directory + "/file/deeper/a.png")) { error in
            XCTAssertEqual("\(error)", "\(directory!)/file/deeper/a.png: cannot write (\(directory!)/file is a file, not a folder)")
        }
    }

    func testPNGProblemsAreSaidInPlainWords() throws {
        let png = try PNGEncoder().encode(.init(width: 4, height: 4, rgba: [UInt8](repeating: 200, count: 64)))
        var damaged = png
        damaged[damaged.count - 20] ^= 0xFF
        let cases: [(Data, String)] = [
            (Data(), "not a readable PNG (the file is empty)"),
            (png.prefix(5), "not a readable PNG (truncated)"),
            (png.prefix(png.count - 8), "not a readable PNG (truncated)"),
            (damaged, "not a readable PNG (damaged: a chunk's checksum is wrong)"),
            (Data("GIF89a......".utf8), "not a readable PNG (not a PNG file)"),
        ]
        for (data, expected) in cases {
            XCTAssertThrowsError(try PNGDecoder().decode(data)) { XCTAssertEqual("\($0)", expected) }
        }
        XCTAssertNoThrow(try PNGDecoder().decode(png))
    }

    func testTheFolderOfAPath() {
        let cases = ["a": ".", "a/b.png": "a", "/b.png": "/", "a//b.png": "a", "a/b/": "a", ".": ".", "/": "/", "./x": ".", "../x/y": "../x"]
        for (path, folder) in cases { XCTAssertEqual(OutputFile.parent(of: path), folder, path) }
    }
}
