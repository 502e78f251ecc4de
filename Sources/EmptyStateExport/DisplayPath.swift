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

    /// Relative to the current folder wherever the path is (`../refs/x.png` for a folder beside
    /// it): what a JUnit report names, so that CI's annotations resolve from the checkout and the
    /// runner's absolute folders never appear in it.
    public static func fromHere(_ path: String, folder: String = FileManager.default.currentDirectoryPath) -> String {
        guard path.hasPrefix("/") else { return path }
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        let full = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        var common = 0
        while common < min(base.count, full.count), base[common] == full[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + full[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
