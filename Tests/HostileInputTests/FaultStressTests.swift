import EmptyStateEncoders
import Foundation
import FoundationXML
import XCTest

/// What a kill, a concurrent run and a full disk do to an export: never a half file, never a
/// different byte. `make stress` runs these with many more rounds (EMPTYSTATE_STRESS_ROUNDS).
final class FaultStressTests: HostileInputTestCase {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Templates").standardizedFileURL.path
    static let rounds = ProcessInfo.processInfo.environment["EMPTYSTATE_STRESS_ROUNDS"].flatMap(Int.init) ?? 2

    func export(into folder: String, formats: String = "png,svg,apng") -> [String] {
        ["export", Self.templates, "--out", folder, "--format", formats, "--scale", "1", "--jobs", "2"]
    }

    /// Every file below `folder` (hidden ones too), relative, with its bytes.
    func files(_ folder: String) throws -> [String: Data] {
        let root = path(folder)
        var result: [String: Data] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: root) ?? FileManager.default.enumerator(atPath: "/nonexistent")! {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory)
            if !isDirectory.boolValue { result[name] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + name)) }
        }
        return result
    }

    func assertSame(_ a: [String: Data], _ b: [String: Data], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.keys.sorted(), b.keys.sorted(), "\(what): the same files", file: file, line: line)
        let differing = a.keys.sorted().filter { b[$0] != nil && a[$0] != b[$0] }
        XCTAssertEqual(differing, [], "\(what): byte-identical", file: file, line: line)
    }

    /// Every file an interrupted run left is whole: it decodes as what its name says.
    func assertEveryFileIsWhole(_ folder: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for (name, data) in try files(folder) where !name.hasSuffix(".tmp") {
            switch (name as NSString).pathExtension {
            case "png", "apng":
                XCTAssertNoThrow(try PNGDecoder().decode(data), "\(name) decodes", file: file, line: line)
            case "svg":
                XCTAssertTrue(XMLParser(data: data).parse(), "\(name) is well-formed XML", file: file, line: line)
            case "gif":
                XCTAssertTrue(data.starts(with: Data("GIF89a".utf8)) && data.last == 0x3B, "\(name) is a whole GIF", file: file, line: line)
            case "json":
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: data), "\(name) is whole JSON", file: file, line: line)
            case "html":
                XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("</html>"), "\(name) is a whole page", file: file, line: line)
            default:
                XCTFail("unexpected file \(name)", file: file, line: line)
            }
        }
    }

    func testTwoParallelExportsOfEveryFormatAreByteIdentical() throws {
        let first = try start(export(into: "a", formats: "png,svg,apng,gif"))
        let second = try start(export(into: "b", formats: "png,svg,apng,gif"))
        let a = finish(first.0, first.1, first.2, timeout: 300, started: Date())
        let b = finish(second.0, second.1, second.2, timeout: 300, started: Date())
        XCTAssertEqual(a.status, 0, a.stderr)
        XCTAssertEqual(b.status, 0, b.stderr)
        let filesA = try files("a")
        for format in ["png", "svg", "apng", "gif"] {
            XCTAssertTrue(filesA.keys.contains { $0.hasSuffix("." + format) }, "the export has \(format) files")
        }
        assertSame(filesA, try files("b"), "two exports run at the same time")
    }

    func testAKilledExportLeavesWholeFilesAndARerunEqualsACleanExport() throws {
        XCTAssertEqual(try run(export(into: "clean"), timeout: 120).status, 0)
        let clean = try files("clean")
        for round in 0..<Self.rounds {
            let (process, out, err) = try start(export(into: "killed"))
            usleep(UInt32.random(in: 20_000...1_200_000))
            // SIGKILL leaves temporary files (nothing can clean them); SIGTERM removes them.
            kill(process.processIdentifier, round % 2 == 0 ? SIGKILL : SIGTERM)
            let killed = finish(process, out, err, timeout: 60, started: Date())
            XCTAssertFalse(killed.stderr.contains("Fatal error"), killed.stderr)
            try assertEveryFileIsWhole("killed")
            let rerun = try run(export(into: "killed"), timeout: 120)
            XCTAssertEqual(rerun.status, 0, "round \(round): \(rerun.stderr)")
            assertSame(clean, try files("killed"), "round \(round): a rerun after a kill")
        }
    }

    func testTwoExportsIntoOneFolderAtOnce() throws {
        XCTAssertEqual(try run(export(into: "clean"), timeout: 120).status, 0)
        for round in 0..<Self.rounds {
            try? FileManager.default.removeItem(atPath: path("shared"))
            let first = try start(export(into: "shared"))
            let second = try start(export(into: "shared"))
            let a = finish(first.0, first.1, first.2, timeout: 120, started: Date())
            let b = finish(second.0, second.1, second.2, timeout: 120, started: Date())
            XCTAssertEqual(a.status, 0, "round \(round): \(a.stderr)")
            XCTAssertEqual(b.status, 0, "round \(round): \(b.stderr)")
            assertSame(try files("clean"), try files("shared"), "round \(round): two runs into one folder")
        }
    }

    func testAFullDiskIsAPlainErrorAndLeavesNoHalfFile() throws {
        let mountPoint = path("tiny")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=400k", "tmpfs", mountPoint]
        mount.standardError = Pipe()
        try? mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else {
            throw XCTSkip("cannot mount a 400 KiB tmpfs here (it needs root with CAP_SYS_ADMIN): skipping the full-disk test")
        }
        defer {
            let umount = Process()
            umount.executableURL = URL(fileURLWithPath: "/bin/umount")
            umount.arguments = [mountPoint]
            try? umount.run()
            umount.waitUntilExit()
        }
        let result = try run(export(into: "tiny/out"), timeout: 120)
        XCTAssertEqual(result.status, 1, result.stderr)
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        XCTAssertFalse(errors.isEmpty, result.stderr)
        for error in errors {
            XCTAssertTrue(error.contains("cannot write (No space left on device)"), String(error))
        }
        try assertEveryFileIsWhole("tiny/out")
        XCTAssertEqual(try files("tiny/out").keys.filter { $0.hasSuffix(".tmp") }, [], "no temporary file left")

        let check = try run(["check", Self.templates, "--reference", "tiny/refs", "--record", "all", "--scale", "1"], timeout: 120)
        XCTAssertEqual(check.status, 2, check.stderr)
        XCTAssertTrue(check.stderr.contains("cannot write (No space left on device)"), check.stderr)
        try assertEveryFileIsWhole("tiny/refs")
    }
}
