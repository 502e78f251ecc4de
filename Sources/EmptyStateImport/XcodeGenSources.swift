import Foundation
import Yams

/// The files an XcodeGen spec (`project.yml`) builds: each target's `sources` and `resources`, a
/// file or a folder relative to the spec, less its `excludes` (ClearScan lists `App/UIKitApplication.swift` and
/// the folders `UIKitUI`, `Core`, `Capture`, so `App/LibraryViews.swift` beside it is in no
/// target), with the target templates each target names. Nil where the spec says more than this
/// reads for sure: includes, a path with a variable (a template's `${target_name}`), an entry's
/// `includes`.
struct XcodeGenSources {
    struct Entry {
        /// Absolute, without a trailing `/`.
        var path: String
        /// Patterns relative to `path`, as regular expressions over that relative path.
        var excludes: [NSRegularExpression]
    }

    var entries: [Entry] = []

    init?(spec path: String) {
        guard let data = FileManager.default.contents(atPath: path), data.count < 4 << 20,
              let text = String(data: data, encoding: .utf8),
              let root = (try? Yams.load(yaml: text)) as? [String: Any],
              root["include"] == nil,
              let targets = root["targets"] as? [String: Any], !targets.isEmpty else { return nil }
        let templates: [String: Any]
        switch root["targetTemplates"] {
        case nil: templates = [:]
        case let map as [String: Any]: templates = map
        default: return nil
        }
        let folder = (path as NSString).deletingLastPathComponent
        for case let (_, target as [String: Any]) in targets {
            guard target["template"] == nil, let sources = Self.sources(of: target, templates: templates, depth: 0) else { return nil }
            for source in sources {
                var relative: String, excludes: [String] = []
                if let plain = source as? String {
                    relative = plain
                } else if let map = source as? [String: Any], let given = map["path"] as? String, map["includes"] == nil {
                    relative = given
                    excludes = (map["excludes"] as? [Any])?.compactMap { $0 as? String } ?? []
                } else {
                    return nil
                }
                guard !relative.contains("$"), !excludes.contains(where: { $0.contains("$") }) else { return nil }
                while relative.hasSuffix("/") { relative.removeLast() }
                let absolute = ((folder as NSString).appendingPathComponent(relative) as NSString).standardizingPath
                let patterns = excludes.compactMap(Self.expression)
                guard patterns.count == excludes.count else { return nil }
                entries.append(Entry(path: absolute, excludes: patterns))
            }
        }
    }

    /// A target's `sources` and `resources` (Shelters' `Resources/Localization` tables are copied
    /// files too), with those of the `targetTemplates` it names in `templates:` (GrokCast's app
    /// target takes its whole `sources` from `AppTarget`), a template's own templates included.
    /// Nil for a template the spec does not declare or a shape this does not read.
    private static func sources(of target: [String: Any], templates: [String: Any], depth: Int) -> [Any]? {
        var sources: [Any] = []
        for key in ["sources", "resources"] {
            switch target[key] {
            case nil: continue
            case let one as String: sources.append(one)
            case let list as [Any]: sources += list
            default: return nil
            }
        }
        guard let named = target["templates"] else { return sources }
        // A chain of templates deeper than this is a cycle.
        guard depth < 8, let names = named as? [Any], names.allSatisfy({ $0 is String }) else { return nil }
        for case let name as String in names {
            guard let template = templates[name] as? [String: Any],
                  let inherited = Self.sources(of: template, templates: templates, depth: depth + 1) else { return nil }
            sources += inherited
        }
        return sources
    }

    /// Whether a target builds (or copies) the file.
    func builds(_ file: String) -> Bool {
        let file = (file as NSString).standardizingPath
        return entries.contains { entry in
            guard file == entry.path || file.hasPrefix(entry.path + "/") else { return false }
            let relative = file == entry.path ? (file as NSString).lastPathComponent : String(file.dropFirst(entry.path.count + 1))
            return !entry.excludes.contains { $0.firstMatch(in: relative, range: NSRange(relative.startIndex..., in: relative)) != nil }
        }
    }

    /// XcodeGen's glob (`**/*.md`, `Preview Content`, `*.swift`) as an anchored expression:
    /// `**/` any folders, `*` and `?` within one name; a folder excludes what is in it.
    static func expression(_ glob: String) -> NSRegularExpression? {
        var pattern = "^"
        var characters = Array(glob)
        while characters.last == "/" { characters.removeLast() }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "*", index + 1 < characters.count, characters[index + 1] == "*" {
                let slash = index + 2 < characters.count && characters[index + 2] == "/"
                pattern += slash ? "(?:.*/)?" : ".*"
                index += slash ? 3 : 2
                continue
            }
            switch character {
            case "*": pattern += "[^/]*"
            case "?": pattern += "[^/]"
            default: pattern += NSRegularExpression.escapedPattern(for: String(character))
            }
            index += 1
        }
        return try? NSRegularExpression(pattern: pattern + "(?:/.*)?$")
    }
}
