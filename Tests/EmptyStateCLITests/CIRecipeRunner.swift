import CLITestSupport
import Foundation
import FoundationXML
import Glibc
import XCTest
import Yams

/// Folders, bash and copies for the engines.
final class Runner {
    let scratch: URL
    let repository: URL
    let bash: String
    private var count = 0

    init(scratch: URL, repository: URL, bash: String) {
        self.scratch = scratch
        self.repository = repository
        self.bash = bash
    }

    func folder(_ name: String) throws -> URL {
        count += 1
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
        let url = scratch.appendingPathComponent("\(count)-\(safe)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A clean environment (the test may itself run in a CI job): the built tool first on PATH.
    func environment(path extra: [String] = []) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["LANG": "C.UTF-8", "HOME": inherited["HOME"] ?? NSTemporaryDirectory()]
        environment["PATH"] = (extra + [EmptyStateBinary.url.deletingLastPathComponent().path, "/usr/local/bin", "/usr/bin", "/bin"]).joined(separator: ":")
        if let tmp = inherited["TMPDIR"] { environment["TMPDIR"] = tmp }
        return environment
    }

    func bash(_ options: [String], script: String, in directory: URL, environment: [String: String]) throws -> (status: Int32, output: String) {
        let work = try folder("script")
        let file = work.appendingPathComponent("step.sh"), log = work.appendingPathComponent("output.txt")
        try Data(script.utf8).write(to: file)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bash)
        process.arguments = options + [file.path]
        process.currentDirectoryURL = directory
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        var timedOut = false
        if done.wait(timeout: .now() + 300) == .timedOut {
            timedOut = true
            process.terminate()
            done.wait()
        }
        try output.close()
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return (process.terminationStatus, timedOut ? text + "\n(timed out after 300 s)" : text)
    }

    /// Copies every file under `source` (hidden ones too) into `destination`, replacing files.
    func copyContents(of source: URL, into destination: URL) throws {
        for path in Runner.files(under: source) {
            let target = destination.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
            try FileManager.default.copyItem(at: source.appendingPathComponent(path), to: target)
        }
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
    }

    /// Paths of the regular files under `folder`, relative to it, sorted.
    static func files(under folder: URL) -> [String] {
        guard let paths = FileManager.default.subpaths(atPath: folder.path) else { return [] }
        return paths.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// Copies `sources` (files or folders, relative to `workspace`) into a new folder, each at its
    /// path relative to `base`; hidden files (a path component starting with a dot) only if asked.
    func keep(_ sources: [URL], relativeTo base: URL, hidden: Bool, name: String) throws -> Artifact? {
        let basePath = base.standardizedFileURL.path
        var copied = 0
        let root = try folder("artifact-" + name)
        for source in sources {
            let path = source.standardizedFileURL.path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            let files = isFolder.boolValue ? Runner.files(under: source).map { path + "/" + $0 } : [path]
            for file in files {
                guard file.hasPrefix(basePath + "/") else { throw RecipeError("\(file) is outside \(basePath)") }
                let relative = String(file.dropFirst(basePath.count + 1))
                if !hidden, relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                let target = root.appendingPathComponent(relative)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if !FileManager.default.fileExists(atPath: target.path) {
                    try FileManager.default.copyItem(atPath: file, toPath: target.path)
                    copied += 1
                }
            }
        }
        return copied == 0 ? nil : Artifact(name: name, root: root)
    }
}

// MARK: - GitHub Actions
