import Foundation

/// Relative paths from requests, resolved only inside a root: `..`, `.`, absolute paths, NUL,
/// backslashes and symbolic links that lead out are refused.
enum PathSafety {
    /// The real path of `relative` under `root` when it exists and is inside it; nil otherwise.
    static func existing(_ relative: String, under root: String) -> String? {
        guard isPlain(relative), let base = realPath(root), let full = realPath(base + "/" + relative) else { return nil }
        return full.hasPrefix(base + "/") ? full : nil
    }

    /// Whether a file may be written at `relative` under `root` (which need not exist yet): a
    /// plain path that is not a symbolic link and whose folders, as far as they exist, resolve
    /// inside the root (a symbolic link out of it is refused).
    static func writable(_ relative: String, under root: String) -> Bool {
        guard isPlain(relative) else { return false }
        let base = resolved(root), target = base + "/" + relative
        var info = stat()
        if lstat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK { return false }
        return resolved(target).hasPrefix(base + "/")
    }

    /// The real path of the nearest existing ancestor, with the components that do not exist
    /// yet appended (they cannot be symbolic links).
    static func resolved(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL.path
        var rest: [String] = []
        while realPath(existing) == nil {
            let parent = (existing as NSString).deletingLastPathComponent
            if parent == existing || parent.isEmpty { break }
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = parent
        }
        return ([realPath(existing) ?? existing] + rest).joined(separator: "/")
    }

    /// Relative, with no empty, `.` or `..` component, no NUL and no backslash.
    static func isPlain(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0"), !path.contains("\\") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
