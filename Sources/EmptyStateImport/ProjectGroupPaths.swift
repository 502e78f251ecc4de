import Foundation

/// Where a project's groups place its files: `ETHTransactionVC.m` in the groups `ETH`, `Classes`,
/// `Module`, `Home(首页)`… is `<project folder>/ETH/Classes/Module/Home(首页)/…/ETHTransactionVC.m`.
/// Asked only when two of the app's sources share a name (a stale copy beside the one a target
/// builds, eth_iOS), so that the one the project lists is the one read.
enum ProjectGroupPaths {
    private struct Item {
        var path: String?
        var sourceTree: String?
        var children: [String] = []
        var isGroup: Bool
    }

    /// The full paths of the project's file references whose names are among `names`.
    static func paths(in text: String, projectFolder: String, names: Set<String>) -> Set<String> {
        var items: [String: Item] = [:]
        var parent: [String: String] = [:]
        let pattern = #"([0-9A-Fa-f]{24})(?: /\*[^*]*\*/)? = \{\s*isa = (PBXGroup|PBXVariantGroup|PBXFileReference);(.*?)\};"#
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return [] }
        let whole = text as NSString
        for match in regex.matches(in: text, range: NSRange(location: 0, length: whole.length)) {
            let id = whole.substring(with: match.range(at: 1))
            let body = whole.substring(with: match.range(at: 3))
            var item = Item(path: value("path", in: body), sourceTree: value("sourceTree", in: body), isGroup: whole.substring(with: match.range(at: 2)) != "PBXFileReference")
            if item.isGroup, let open = body.range(of: "children = ("), let close = body.range(of: ");", range: open.upperBound..<body.endIndex) {
                item.children = body[open.upperBound..<close.lowerBound].split(whereSeparator: { $0 == "," || $0.isNewline })
                    .compactMap { $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) }
                    .filter { $0.count == 24 }
                for child in item.children { parent[child] = id }
            }
            items[id] = item
        }
        func folder(of id: String, depth: Int = 0) -> String? {
            guard depth < 64, let item = items[id] else { return nil }
            switch item.sourceTree {
            case "SOURCE_ROOT": return item.path.map { projectFolder + "/" + $0 } ?? projectFolder
            case "<absolute>": return item.path
            case "<group>", nil:
                let above = parent[id].flatMap { folder(of: $0, depth: depth + 1) } ?? projectFolder
                return item.path.map { above + "/" + $0 } ?? above
            default: return nil
            }
        }
        var result = Set<String>()
        for (id, item) in items where !item.isGroup {
            guard let path = item.path, names.contains((path as NSString).lastPathComponent), let full = folder(of: id) else { continue }
            result.insert((full as NSString).standardizingPath)
        }
        return result
    }

    /// `key = value;` or `key = "quoted value";` in an object's body.
    static func value(_ key: String, in body: String) -> String? {
        guard let start = body.range(of: key + " = ") else { return nil }
        var rest = body[start.upperBound...]
        if rest.first == "\"" {
            rest = rest.dropFirst()
            var text = ""
            var escaped = false
            for character in rest {
                if escaped { text.append(character); escaped = false; continue }
                if character == "\\" { escaped = true; continue }
                if character == "\"" { return text }
                text.append(character)
            }
            return nil
        }
        return rest.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
    }
}
