import EmptyStateSourceReading
import Foundation

/// Which string tables and sources an app ships: Xcode copies into the bundle only the files its
/// project lists, so a `Localizable.strings` left beside the code but in no target (a stale
/// genstrings output whose values are all `""`) is not what the user reads, and a source file
/// in no target is not compiled. Read only where the answer is
/// sure: every project found lists its files by name (no Xcode 16 synchronized folders), and
/// the table is in no Swift package (whose resources are its folders).
struct ProjectMembership {
    /// Each project's bytes: a name is looked for in them once per source file, and thousands of
    /// files (olvid-ios: 2,100) against a 3 MB project want a byte search, not a string one.
    private var projectTexts: [[UInt8]] = []
    /// Each project's folder (the one its `.xcodeproj` is in) and text, for where its groups put a file.
    private var projects: [(folder: String, text: String)] = []
    private var packageFolders: [String] = []
    /// The folders Xcode 16's synchronized groups build whole (`PBXFileSystemSynchronizedRootGroup`,
    /// `path = Spread;`), each ending in `/`; nil once one of them is not a folder beside its
    /// project (nested in a group of its own path: where it is is not known here).
    private var synchronizedFolders: [String]? = []
    /// Paths in synchronized folders a target builds only for other platforms (SwiftTube's
    /// `platformFiltersByRelativePath = { Views/Player/AVPlayerViewMac.swift = (macos, ); }`),
    /// relative to their folder; less those another exception set builds for iOS.
    private var otherPlatformsOnly: Set<String> = []
    private var builtForIOS: Set<String> = []

    /// Reads the project; its text, for the other questions it answers (nil when unreadable).
    @discardableResult
    mutating func addProject(_ pbxproj: String) -> String? {
        guard let data = FileManager.default.contents(atPath: pbxproj), data.count < 64 << 20,
              let text = String(data: data, encoding: .utf8) else { return nil }
        projectTexts.append(Array(data))
        let folder = ((pbxproj as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        projects.append((folder, text))
        for path in Self.synchronizedRootPaths(in: text) {
            var isFolder: ObjCBool = false
            guard let path, case let root = (folder as NSString).appendingPathComponent(path),
                  FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
                synchronizedFolders = nil
                continue
            }
            synchronizedFolders?.append(root + "/")
        }
        for (path, platforms) in Self.platformFilters(in: text) {
            if platforms.contains("ios") { builtForIOS.insert(path) } else { otherPlatformsOnly.insert(path) }
        }
        return text
    }

    /// Each `relative/path.swift = (macos, tvos, );` of the project's `platformFiltersByRelativePath`
    /// dictionaries, with its platforms.
    static func platformFilters(in text: String) -> [(path: String, platforms: Set<String>)] {
        var result: [(String, Set<String>)] = []
        var rest = text.startIndex..<text.endIndex
        while let found = text.range(of: "platformFiltersByRelativePath = {", range: rest) {
            guard let end = text.range(of: "};", range: found.upperBound..<text.endIndex) else { break }
            for line in text[found.upperBound..<end.lowerBound].split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let path = parts[0].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                let platforms = parts[1].split(whereSeparator: { "(), ;".contains($0) }).map(String.init)
                if !path.isEmpty, !platforms.isEmpty { result.append((path, Set(platforms))) }
            }
            rest = end.upperBound..<text.endIndex
        }
        return result
    }

    /// The `path` of each synchronized root group a project text declares (nil for a group
    /// whose path is not read: where its files are is then not known).
    static func synchronizedRootPaths(in text: String) -> [String?] {
        let bytes = Array(text.utf8)
        var paths: [String?] = []
        var rest = text.startIndex..<text.endIndex
        while let found = text.range(of: "isa = PBXFileSystemSynchronizedRootGroup;", range: rest) {
            paths.append(entryPath(bytes, around: text.utf8.distance(from: text.startIndex, to: found.lowerBound)))
            rest = found.upperBound..<text.endIndex
        }
        return paths
    }

    /// The `path` of the entry (`ID = { … };`) the offset is in, read at its top level: what its
    /// nested dictionaries and lists (`explicitFileTypes = {};`) hold is not the entry's.
    private static func entryPath(_ bytes: [UInt8], around offset: Int) -> String? {
        var open = offset
        while open > 0, bytes[open] != UInt8(ascii: "{") { open -= 1 }
        var topLevel: [UInt8] = []
        var depth = 0, inQuote = false, escaped = false
        for byte in bytes[open...] {
            if inQuote {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inQuote = false }
            } else if byte == UInt8(ascii: "\"") {
                inQuote = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
                depth += 1
                if depth > 1 { continue }
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { break }
                continue
            }
            if depth == 1 { topLevel.append(byte) }
        }
        return ProjectGroupPaths.value("path", in: String(decoding: topLevel, as: UTF8.self))
    }

    mutating func addPackage(folder: String) { packageFolders.append(folder + "/") }

    /// A project generated from a spec beside it (XcodeGen's `project.yml`, Tuist's
    /// `Project.swift`): the committed `.xcodeproj` may predate the spec's last change (Shelters'
    /// lists no `Resources/Localization`, which its `project.yml` adds), so what its groups list
    /// decides nothing for the spec's folder, as for a package's.
    /// An XcodeGen spec whose targets' sources this reads (`XcodeGenSources`) decides for its folder.
    mutating func addProjectSpec(folder: String, spec: String) {
        if (spec as NSString).lastPathComponent != "Project.swift", let sources = XcodeGenSources(spec: spec) {
            specSources.append((folder + "/", sources))
        } else {
            packageFolders.append(folder + "/")
        }
    }

    /// The XcodeGen specs read, by folder (ending in `/`).
    private var specSources: [(folder: String, sources: XcodeGenSources)] = []

    /// Whether `name` is a project generator's spec: `project.yml` with XcodeGen's `targets:`, or
    /// Tuist's `Project.swift`.
    static func isProjectSpec(_ name: String, at path: String) -> Bool {
        guard name == "Project.swift" || name == "project.yml" || name == "project.yaml",
              let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1 << 20)) ?? Data()
        // Tuist's manifest imports its description; an app's own `Project.swift` (iClass's Core
        // Data entity `Project`) is a source like any other.
        if name == "Project.swift" { return ByteSearch.contains(Array(head), Array("import ProjectDescription".utf8)) }
        return ByteSearch.contains(Array(head), Array("\ntargets:".utf8)) || head.starts(with: Array("targets:".utf8))
    }

    /// Whether the projects say something about which files are in the app.
    var isDecisive: Bool {
        !projectTexts.isEmpty && synchronizedFolders != nil
    }

    /// Whether a file (`…/Base.lproj/Localizable.strings`, `…/Localizable.xcstrings`, `List.swift`)
    /// is in the app: in a folder a synchronized group builds, listed by its name in a project, in
    /// a package, or not decidable.
    func ships(_ table: String) -> Bool {
        // The nearest spec decides, unless a package nearer still builds the file.
        if let spec = specSources.filter({ table.hasPrefix($0.folder) }).max(by: { $0.folder.count < $1.folder.count }),
           !packageFolders.contains(where: { table.hasPrefix($0) && $0.count > spec.folder.count }) {
            return spec.sources.builds(table)
        }
        guard isDecisive, !packageFolders.contains(where: { table.hasPrefix($0) }) else { return true }
        if let folder = synchronizedFolders?.first(where: { table.hasPrefix($0) }) {
            let relative = String(table.dropFirst(folder.count))
            return !otherPlatformsOnly.contains(relative) || builtForIOS.contains(relative)
        }
        let name = Array((table as NSString).lastPathComponent.utf8)
        return projectTexts.contains { ByteSearch.contains($0, name) }
    }

    /// Of sources that share a name, those no project's groups place where they are (a stale
    /// copy of a file beside the one a target builds); none when the projects place none of them.
    func misplaced(_ sources: Set<String>) -> [String] {
        guard isDecisive else { return [] }
        let shared = Dictionary(grouping: sources) { ($0 as NSString).lastPathComponent }.filter { $0.value.count > 1 }
        guard !shared.isEmpty else { return [] }
        // Folders whose files a package or a spec's targets build, wherever the project's groups are.
        let ownBuilders = packageFolders + specSources.map(\.folder)
        let listed = projects.reduce(into: Set<String>()) { result, project in
            result.formUnion(ProjectGroupPaths.paths(in: project.text, projectFolder: project.folder, names: Set(shared.keys)))
        }
        return shared.values.flatMap { paths -> [String] in
            let placed = paths.filter { listed.contains(($0 as NSString).standardizingPath) }
            // A package's own copy (Organize's `OrganizeApp.swiftpm`, an App Playground of the
            // app beside its Xcode project) is built by the package, wherever the project's are.
            return placed.isEmpty ? [] : paths.filter { path in !placed.contains(path) && !ownBuilders.contains { path.hasPrefix($0) } }
        }.sorted()
    }

    static func notInProject(_ path: String) -> String {
        "\(path): in no target of the Xcode project, so not in the app; its strings are not read"
    }

    static func sourceNotInProject(_ path: String) -> String {
        "\(path): in no target of the Xcode project, so not compiled; not read"
    }
}
