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
    private var synchronizesFolders = false

    /// Reads the project; its text, for the other questions it answers (nil when unreadable).
    @discardableResult
    mutating func addProject(_ pbxproj: String) -> String? {
        guard let data = FileManager.default.contents(atPath: pbxproj), data.count < 64 << 20,
              let text = String(data: data, encoding: .utf8) else { return nil }
        projectTexts.append(Array(data))
        projects.append((((pbxproj as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent, text))
        if text.contains("PBXFileSystemSynchronizedRootGroup") { synchronizesFolders = true }
        return text
    }

    mutating func addPackage(folder: String) { packageFolders.append(folder + "/") }

    /// Whether the projects say something about which files are in the app.
    var isDecisive: Bool {
        !projectTexts.isEmpty && !synchronizesFolders
    }

    /// Whether a file (`…/Base.lproj/Localizable.strings`, `…/Localizable.xcstrings`, `List.swift`)
    /// is in the app: listed by its name in a project, in a package, or not decidable.
    func ships(_ table: String) -> Bool {
        guard isDecisive, !packageFolders.contains(where: { table.hasPrefix($0) }) else { return true }
        let name = Array((table as NSString).lastPathComponent.utf8)
        return projectTexts.contains { ByteSearch.contains($0, name) }
    }

    /// Of sources that share a name, those no project's groups place where they are (a stale
    /// copy of a file beside the one a target builds); none when the projects place none of them.
    func misplaced(_ sources: Set<String>) -> [String] {
        guard isDecisive else { return [] }
        let shared = Dictionary(grouping: sources) { ($0 as NSString).lastPathComponent }.filter { $0.value.count > 1 }
        guard !shared.isEmpty else { return [] }
        let listed = projects.reduce(into: Set<String>()) { result, project in
            result.formUnion(ProjectGroupPaths.paths(in: project.text, projectFolder: project.folder, names: Set(shared.keys)))
        }
        return shared.values.flatMap { paths -> [String] in
            let placed = paths.filter { listed.contains(($0 as NSString).standardizingPath) }
            return placed.isEmpty ? [] : paths.filter { !placed.contains($0) }
        }.sorted()
    }

    static func notInProject(_ path: String) -> String {
        "\(path): in no target of the Xcode project, so not in the app; its strings are not read"
    }

    static func sourceNotInProject(_ path: String) -> String {
        "\(path): in no target of the Xcode project, so not compiled; not read"
    }
}
