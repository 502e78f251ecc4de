import Foundation
import XCTest

/// The README's Package.swift, as Examples/UsingEmptyState holds it, loads without a warning in a
/// user's checkout: before the first recording (no reference PNGs yet, so no folder git would
/// bring but the one `.gitkeep` keeps), and with emptystate in a folder of another name.
final class ExamplePackageTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func testTheExampleManifestLoadsWithoutWarningsBeforeTheFirstRecording() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        // emptystate in a folder named otherwise than its package: the dependency's `name:` must carry the identity.
        let checkout = work.appendingPathComponent("emptystate-checkout")
        try FileManager.default.createSymbolicLink(at: checkout, withDestinationURL: Self.root)
        let example = work.appendingPathComponent("UsingEmptyState")
        XCTAssertEqual(try run(["cp", "-RL", Self.root.appendingPathComponent("Examples/UsingEmptyState").path, example.path], in: work).status, 0)
        try? FileManager.default.removeItem(at: example.appendingPathComponent(".build"))
        // Before the first recording: no reference, and no folder left empty (git keeps none).
        XCTAssertEqual(try run(["find", ".", "-name", "*.png", "-delete"], in: example).status, 0)
        XCTAssertEqual(try run(["find", ".", "-type", "d", "-empty", "-delete"], in: example).status, 0)
        let manifest = example.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        XCTAssertTrue(text.contains(#".package(name: "emptystate", path: "../..")"#), "the README's path form")
        try text.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(checkout.path)\"").write(to: manifest, atomically: true, encoding: .utf8)
        let described = try run(["swift", "package", "describe", "--scratch-path", work.appendingPathComponent("scratch").path], in: example)
        XCTAssertEqual(described.status, 0, described.stderr)
        XCTAssertFalse(described.stderr.contains("warning"), described.stderr)
    }
}
