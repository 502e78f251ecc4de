import Foundation

/// Relative paths from requests, resolved only inside a root: `..`, `.`, absolute paths, NUL,
/// backslashes and symbolic links that lead out are refused.
enum PathSafety {
    /// The real path of `relative` under `root` when it exists and is inside it; nil otherwise.
    static func existing(_ relative: String, under root: String) -> String? {
        guard isPlain(relative), let base = realPath(root), let full = realPath(base + "/" + relative) else { return nil }
        return full.hasPrefix(base + "/") ? full : nil
    }

    /// Whether a file may be written at `relative` under `root`: a plain path whose nearest
    /// existing folder is inside the root (a symbolic link out of it is refused), and which is
    /// not itself a symbolic link.
    static func writable(_ relative: String, under root: String) -> Bool {
        guard isPlain(relative) else { return false }
        let base = realPath(root) ?? URL(fileURLWithPath: root).standardizedFileURL.path
        var target = base + "/" + relative
        var info = stat()
        if lstat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK { return false }
        while realPath(target) == nil {
            let parent = (target as NSString).deletingLastPathComponent
            if parent == target || parent.isEmpty { return false }
            target = parent
        }
        guard let resolved = realPath(target) else { return false }
        return resolved == base || resolved.hasPrefix(base + "/")
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
