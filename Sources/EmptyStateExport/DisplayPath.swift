import Foundation

/// A path as a report shows it: relative to the current folder when it lies inside it, so that
/// a CI log or a JUnit file names `Tests/References-diffs/…`, not the runner's home folder.
public enum DisplayPath {
    public static func relative(_ path: String, to folder: String = FileManager.default.currentDirectoryPath) -> String {
        guard path.hasPrefix("/") else { return path }
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        let full = URL(fileURLWithPath: path).standardizedFileURL.path
        if full == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : path
    }
}
