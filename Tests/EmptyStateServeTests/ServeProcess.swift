import CLITestSupport
import Foundation
import XCTest

/// `emptystate serve` as a user starts it, on a free port; its address from the line it prints.
final class ServeProcess {
    let process = Process()
    let url: String
    let port: Int
    private let stderrPipe = Pipe()

    init(_ arguments: [String], in directory: URL) throws {
        process.executableURL = EmptyStateBinary.url
        process.arguments = ["serve"] + arguments + ["--port", "0"]
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardError = stderrPipe
        try process.run()
        // The one line on stdout: "Serving … at http://127.0.0.1:PORT/".
        var line = Data()
        let handle = out.fileHandleForReading
        // Loading a folder takes well under 30 s; a server that never prints is killed.
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        while !line.contains(10) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        watchdog.cancel()
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "http://") else {
            process.waitUntilExit()
            throw TestError("serve did not start: \(text) \(String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))")
        }
        url = String(text[range.lowerBound...].prefix { !$0.isWhitespace })
        port = Int(url.split(separator: ":").last?.filter(\.isNumber) ?? "") ?? 0
    }

    /// SIGTERM, as Ctrl-C would: the server must shut down cleanly, event streams open or not.
    /// A server still running 10 s after SIGTERM is killed and reported (status -1).
    @discardableResult
    func stop() -> (status: Int32, stderr: String) {
        if process.isRunning { process.terminate() }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return (-1, "did not shut down within 10 s of SIGTERM")
        }
        return (process.terminationStatus, String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    func get(_ path: String) throws -> (status: Int, body: String) { try rawHTTP(port: port, "GET", path) }
}

/// A folder of small templates (quick to render in a debug build) for the server and gallery tests.
class ServeTestCase: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try write("templates/dot.svg", ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10" fill="#0A84FF"/></svg>"##)
        try write("templates/alpha.yaml", Self.alpha(background: "white"))
        try write("templates/beta.yaml", Self.beta(title: "Beta"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    static func alpha(background: String) -> String {
        """
        name: alpha
        canvas: { size: [180, 320], scale: 1 }
        traits: { colorScheme: [light, dark] }
        backgroundColor: "\(background)"
        image: dot
        title: { text: Alpha, color: label }
        description: Nothing here yet.
        button: { title: { normal: { text: Go, color: "#0A5FCC" }, highlighted: { color: "#C0392B" } } }
        variants:
          loading:
            title: Loading
            animateImageView: true
            image: { name: dot, animation: { keyPath: transform.scale, from: 1, to: 0.5, duration: 0.5, repeatCount: inf } }

        """
    }

    static func beta(title: String) -> String {
        "canvas: { size: [240, 180], scale: 1 }\nbackgroundColor: \"#F4F4F4\"\ntitle: \(title)\n"
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Runs the CLI to the end.
    @discardableResult
    func run(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = EmptyStateBinary.url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }

    /// Headless Chromium, or a skip that says why.
    func browser() throws -> Chromium {
        guard let executable = Chromium.executable else {
            throw XCTSkip("chromium is not installed: `make setup` installs it (apt-get install chromium); browser tests skipped")
        }
        return try Chromium(executable: executable)
    }
}
