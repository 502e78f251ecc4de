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
        guard !qualifiers.isEmpty else { return numbered(screens) }
        let qualified = screens.map { screen in
            guard let qualifier = qualifiers[screen.name]?[screen.file] else { return screen }
            var renamed = screen
            renamed.name = qualifier + "-" + screen.name
            return renamed
        }
        return numbered(qualified)
    }

    /// Names still shared (a screen that happens to be named as another's qualified name): the
    /// later ones numbered, `-2`, `-3`, in order, so that one clash never stops an import.
    static func numbered(_ screens: [ImportedScreen]) -> [ImportedScreen] {
        var taken = Set(screens.map(\.name))
        var seen = Set<String>()
        return screens.map { screen in
            if seen.insert(screen.name).inserted { return screen }
            var renamed = screen
            var number = 2
            while taken.contains("\(screen.name)-\(number)") { number += 1 }
            renamed.name = "\(screen.name)-\(number)"
            taken.insert(renamed.name)
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
        // `SponsorsTVC.m` beside `SponsorsTVC.swift`: told apart by their extensions.
        let stems = files.map { ($0 as NSString).deletingPathExtension }
        func tagged(_ file: String, _ depth: Int) -> String {
            let stem = (file as NSString).deletingPathExtension, ext = (file as NSString).pathExtension
            let shared = stems.filter { $0 == stem }.count > 1 && !ext.isEmpty
            return qualifier(file, depth: depth) + (shared ? "-" + ext : "")
        }
        for file in files {
            let deepest = file.split(separator: "/").count
            var depth = 1
            while depth < deepest, files.contains(where: { $0 != file && tagged($0, depth) == tagged(file, depth) }) { depth += 1 }
            result[file] = tagged(file, depth)
        }
        return result
    }

    /// Whether `name` is the screen's own name or a qualified form of it.
    static func names(_ name: String, _ screen: ImportedScreen) -> Bool {
        guard name != screen.name else { return true }
        guard name.hasSuffix("-" + screen.name) else { return false }
        let prefix = String(name.dropLast(screen.name.count + 1))
        let depth = prefix.split(separator: "-", omittingEmptySubsequences: false).count
        let ext = (screen.file as NSString).pathExtension
        return (depth...(depth + 8)).contains { qualifier(screen.file, depth: $0) == prefix || qualifier(screen.file, depth: $0) + "-" + ext == prefix }
    }
}
