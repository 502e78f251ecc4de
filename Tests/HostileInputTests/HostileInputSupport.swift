import EmptyStateEncoders
import EmptyStateRender
import CLITestSupport
import Foundation
import XCTest

/// Runs the real `emptystate` binary on hostile files in a fresh folder, and checks what a user
/// (or CI) would see: the exit status, stderr, and which files exist afterwards.
class HostileInputTestCase: XCTestCase {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
        var signaled: Bool
    }

    static let binary = EmptyStateBinary.url

    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        // Put back permissions a test took away, so the folder can be removed.
        if let enumerator = FileManager.default.enumerator(atPath: directory.path) {
            for case let name as String in enumerator { chmod(directory.appendingPathComponent(name).path, 0o755) }
        }
        try? FileManager.default.removeItem(at: directory)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String { try write(name, Data(text.utf8)) }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    /// Starts the binary; `timeout` seconds later it is killed and the test fails: a hostile
    /// file must never make the tool hang.
    func start(_ arguments: [String]) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    func finish(_ process: Process, _ out: Pipe, _ err: Pipe, timeout: Double, started: Date,
                file: StaticString = #filePath, line: UInt = #line) -> Result {
        final class Box: @unchecked Sendable { var data = Data() }
        let stdout = Box(), stderr = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { stdout.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { stderr.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            XCTFail("\(process.arguments ?? []) still running after \(timeout) s: killed", file: file, line: line)
            group.wait()
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout.data, as: UTF8.self),
                      stderr: String(decoding: stderr.data, as: UTF8.self), seconds: Date().timeIntervalSince(started),
                      signaled: process.terminationReason == .uncaughtSignal)
    }

    func run(_ arguments: [String], timeout: Double = 30, file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        let started = Date()
        let (process, out, err) = try start(arguments)
        return finish(process, out, err, timeout: timeout, started: started, file: file, line: line)
    }

    /// Every file in the folder, relative, sorted (hidden ones too: temporary files start with '.').
    func listing() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        return ((enumerator?.allObjects as? [String]) ?? []).sorted()
    }

    /// Renders `template` to `output` and checks it is refused as a user should see it: a
    /// non-zero exit (not a crash), exactly one line on stderr naming the template and containing
    /// every one of `expected`, no output, no temporary file, nothing else in the folder changed.
    @discardableResult
    func assertRefused(_ template: String, output: String = "out.png", options: [String] = [], _ expected: String...,
                       maxSeconds: Double = 10, outputIsAnInput: Bool = false, namesTemplate: Bool = true,
                       file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let before = listing()
        let result = try run(["render", template, "-o", output] + options, timeout: max(30, maxSeconds * 3), file: file, line: line)
        XCTAssertFalse(result.signaled, "crashed: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.status, 1, "exit status; stderr: \(result.stderr)", file: file, line: line)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines.count == 2 && lines[1].isEmpty, "exactly one line on stderr: \(result.stderr.debugDescription)", file: file, line: line)
        let message = String(lines.first ?? "")
        XCTAssertTrue(message.hasPrefix("error: "), message, file: file, line: line)
        XCTAssertTrue(!namesTemplate || message.contains(template), "names the template \(template): \(message)", file: file, line: line)
        for text in expected {
            XCTAssertTrue(message.contains(text), "\(message)\n  should contain: \(text)", file: file, line: line)
        }
        XCTAssertLessThan(message.count, 600, "a short line: \(message)", file: file, line: line)
        XCTAssertTrue(outputIsAnInput || !FileManager.default.fileExists(atPath: path(output)), "no output on error", file: file, line: line)
        XCTAssertEqual(listing(), before, "no file written or left behind", file: file, line: line)
        XCTAssertLessThan(result.seconds, maxSeconds, "refused quickly", file: file, line: line)
        return message
    }

    // MARK: Fixtures

    /// A PNG of one color, written with the project's encoder.
    func png(_ name: String, width: Int, height: Int, rgba: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)) throws -> Data {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<width * height { bytes[4 * i] = rgba.0; bytes[4 * i + 1] = rgba.1; bytes[4 * i + 2] = rgba.2; bytes[4 * i + 3] = rgba.3 }
        let data = try PNGEncoder().encode(PixelBuffer(width: width, height: height, rgba: bytes))
        try write(name, data)
        return data
    }

    /// A 16 × 16 red baseline JPEG (made with Pillow).
    static let redJPEG = Data(base64Encoded: """
    /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAQABADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD50ooor8MP9Uz/2Q==
    """, options: .ignoreUnknownCharacters)!

    /// A font file of the machine, to truncate.
    static let realFont: String? = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    ].first { FileManager.default.fileExists(atPath: $0) }

    /// The pixel at (x, y) of a PNG the tool wrote.
    func pixel(_ name: String, x: Int, y: Int) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        try PNGDecoder().decode(path: path(name)).pixel(x: x, y: y)
    }

    var isRoot: Bool { geteuid() == 0 }
}
