import Foundation

/// git, run as a program (the tool links no git library): what the reports need to know of the
/// repository a check runs in.
public enum Git {
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `git ARGUMENTS` in `folder`; throws when git cannot be started (not installed).
    public static func run(_ arguments: [String], in folder: String = FileManager.default.currentDirectoryPath) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // stderr on its own thread, so that a long stdout never waits for it and neither blocks.
        let errors = ErrorBox()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { errors.data = err.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: errors.data, as: UTF8.self))
    }

    private final class ErrorBox: @unchecked Sendable { var data = Data() }

    /// The repository's top folder (`git rev-parse --show-toplevel`), else `folder` itself:
    /// report paths are relative to it, as code scanning and pull requests name files.
    public static func root(of folder: String = FileManager.default.currentDirectoryPath) -> String {
        if let output = try? run(["rev-parse", "--show-toplevel"], in: folder), output.status == 0 {
            let top = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            if !top.isEmpty { return top }
        }
        return folder
    }

    /// `path` relative to `root` when it lies inside it (symbolic links resolved on both
    /// sides: git names the real folder), else as given.
    public static func relative(_ path: String, to root: String) -> String {
        let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
        let full = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }
}
