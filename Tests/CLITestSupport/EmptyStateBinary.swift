import Foundation

/// The `emptystate` executable SwiftPM built beside the test bundle, for tests that run it as a
/// user would.
public enum EmptyStateBinary {
    public static let url: URL = {
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for directory in candidates {
            let url = directory.appendingPathComponent("emptystate")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return URL(fileURLWithPath: ".build/debug/emptystate")
    }()
}

extension EmptyStateBinary {
    /// What a run printed on stderr and how it exited.
    public struct Run: Sendable {
        public var status: Int32
        public var stderr: String
    }

    /// Runs the binary as a user would, in `directory` (nil: this process's), with `environment`
    /// (nil: this process's), stdout discarded; stderr is read before waiting, so a long one never
    /// blocks the tool. `executable`: a copy of the binary elsewhere (nil: this one).
    public static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
                           executable: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable ?? url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stderr: String(decoding: data, as: UTF8.self))
    }

    /// Runs the binary and returns its exit status and everything it printed on stdout and stderr.
    public static func capture(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // stderr is read on its own queue, so that a long stdout never waits for it and neither blocks.
        let errors = ErrorBytes()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { errors.data = err.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: errors.data, as: UTF8.self))
    }
}

/// Bytes one queue writes and another reads after a semaphore says it is done.
final class ErrorBytes: @unchecked Sendable { var data = Data() }
