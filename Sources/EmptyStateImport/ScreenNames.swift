import EmptyStateModel
import Foundation

/// Screen names that are unique across an app: a screen whose name another file's screen
/// also has (two `private struct EmptyView`s) is qualified by the end of its file's path,
/// as few folders as tell the files apart (`FeedList-EmptyView`, `Settings-Views-EmptyView`).
/// The names depend only on the files that clash, so they stay put as the app grows.
public enum ScreenNames {
    public static func unique(_ screens: [ImportedScreen]) -> [ImportedScreen] {
        var filesByName: [String: Set<String>] = [:]
        for screen in screens { filesByName[screen.name, default: []].insert(screen.file) }
        var qualifiers: [String: [String: String]] = [:]
        for (name, files) in filesByName where files.count > 1 {
            qualifiers[name] = distinctQualifiers(Array(files))
        }
        guard !qualifiers.isEmpty else { return screens }
        return screens.map { screen in
            guard let qualifier = qualifiers[screen.name]?[screen.file] else { return screen }
            var renamed = screen
            renamed.name = qualifier + "-" + screen.name
            return renamed
        }
    }

    /// The path's last `depth` components, the file's without its extension, joined by `-`.
    static func qualifier(_ file: String, depth: Int) -> String {
        var parts = file.split(separator: "/").map(String.init)
        if let last = parts.popLast() { parts.append((last as NSString).deletingPathExtension) }
        return parts.suffix(depth).joined(separator: "-")
    }

    /// Each file's shortest qualifier that no other file of the clash shares at that depth.
    static func distinctQualifiers(_ files: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for file in files {
            let deepest = file.split(separator: "/").count
            var depth = 1
            while depth < deepest, files.contains(where: { $0 != file && qualifier($0, depth: depth) == qualifier(file, depth: depth) }) { depth += 1 }
            result[file] = qualifier(file, depth: depth)
        }
        return result
    }

    /// Whether `name` is the screen's own name or a qualified form of it.
    static func names(_ name: String, _ screen: ImportedScreen) -> Bool {
        guard name != screen.name else { return true }
        guard name.hasSuffix("-" + screen.name) else { return false }
        let prefix = String(name.dropLast(screen.name.count + 1))
        let depth = prefix.split(separator: "-", omittingEmptySubsequences: false).count
        return (depth...(depth + 8)).contains { qualifier(screen.file, depth: $0) == prefix }
    }
}
