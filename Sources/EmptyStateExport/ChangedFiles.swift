import Foundation

/// The files that differ from a git revision (`git diff --name-only REV`, and the untracked
/// files git does not ignore): what `check --changed-since REV` compares templates' inputs with.
public struct ChangedFiles: Sendable {
    public let revision: String
    /// Absolute paths, symbolic links resolved (git names the real folder).
    public let paths: Set<String>

    public init(revision: String, paths: Set<String>) { self.revision = revision; self.paths = paths }

    /// Outside a repository, or with a revision git does not know: one line, for exit 2.
    public static func since(_ revision: String, in folder: String = FileManager.default.currentDirectoryPath) throws -> ChangedFiles {
        func git(_ arguments: [String], in folder: String) throws -> Git.Output {
            do { return try Git.run(arguments, in: folder) } catch {
                throw ChangedSinceError("--changed-since: git cannot be run (\(error))")
            }
        }
        let top = try git(["rev-parse", "--show-toplevel"], in: folder)
        guard top.status == 0 else { throw ChangedSinceError("--changed-since: \(folder) is not in a git repository") }
        let root = top.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        // A revision that starts with `-` would be read by git as an option.
        let known = revision.hasPrefix("-") ? nil : try git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: root)
        guard known?.status == 0 else { throw ChangedSinceError("--changed-since: git does not know the revision '\(revision)'") }
        var names: [Substring] = []
        for arguments in [["diff", "--name-only", "-z", revision, "--"], ["ls-files", "--others", "--exclude-standard", "-z"]] {
            let output = try git(arguments, in: root)
            guard output.status == 0 else {
                let reason = output.stderr.split(separator: "\n").first.map(String.init) ?? "exit \(output.status)"
                throw ChangedSinceError("--changed-since: git \(arguments[0]) failed: \(reason)")
            }
            names += output.stdout.split(separator: "\0")
        }
        return ChangedFiles(revision: revision, paths: Set(names.map { resolved(root + "/" + $0) }))
    }

    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Whether the file, or any file under the folder, changed.
    public func touches(_ path: String) -> Bool {
        let full = Self.resolved(path)
        if paths.contains(full) { return true }
        let prefix = full.hasSuffix("/") ? full : full + "/"
        return paths.contains { $0.hasPrefix(prefix) }
    }
}

/// git could not answer `--changed-since` (no repository, an unknown revision, no git): bad
/// input, which every command says in one line and exits 2 for, whatever its other errors exit with.
public struct ChangedSinceError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
