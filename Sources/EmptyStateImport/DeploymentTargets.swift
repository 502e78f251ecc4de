import EmptyStateModel
import EmptyStateSymbols
import Foundation

/// The iOS deployment targets an app's projects state: Xcode's `IPHONEOS_DEPLOYMENT_TARGET` in
/// `NAME.xcodeproj/project.pbxproj` or an `.xcconfig` file (for the app's folder), SwiftPM's `.iOS(.v17)` / `.iOS("17.4")` in `Package.swift`.
/// An imported screen takes the target of the nearest project above its source file, so that a
/// symbol newer than the app's oldest iOS is a warning, as for a template's `deploymentTarget:`.
public struct DeploymentTargets: Equatable, Sendable {
    /// A project's folder → the oldest iOS any of its targets runs on.
    public private(set) var byFolder: [String: OSVersion] = [:]

    public init() {}

    /// Reads a project file found under the roots (`project.pbxproj` or `Package.swift`);
    /// unreadable or silent ones add nothing.
    mutating func read(projectFile path: String) {
        // SourceImport.read refuses what is no regular file or too large; bytes that are not
        // UTF-8 only lose the values they hold.
        guard let data = try? SourceImport.read(path) else { return }
        let text = String(decoding: data, as: UTF8.self)
        let versions = path.hasSuffix(".swift") ? Self.packageTargets(text) : Self.xcodeTargets(text)
        guard let oldest = versions.min() else { return }
        // An .xcodeproj's folder is the app's folder, where its sources are; an .xcconfig holds
        // for the app whose folder it is in (often a folder of its own, `xcconfig/`).
        var folder = (path as NSString).deletingLastPathComponent
        if folder.hasSuffix(".xcodeproj") { folder = (folder as NSString).deletingLastPathComponent }
        if path.hasSuffix(".xcconfig") { folder = SourceFiles.appRoot(of: path) ?? folder }
        byFolder[folder] = min(byFolder[folder] ?? oldest, oldest)
    }

    /// For a source file named alone: the projects in the folder of the app it belongs to.
    mutating func readProjects(of file: String) {
        guard let root = SourceFiles.appRoot(of: file), byFolder[root] == nil,
              let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return }
        for name in names.sorted() where name.hasSuffix(".xcodeproj") || name == "Package.swift" {
            read(projectFile: root + "/" + name + (name.hasSuffix(".xcodeproj") ? "/project.pbxproj" : ""))
        }
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 16.1;` in every build configuration of a project, or
    /// `IPHONEOS_DEPLOYMENT_TARGET = 16.1` on a line of an .xcconfig.
    static func xcodeTargets(_ text: String) -> [OSVersion] {
        rawValues(in: text, after: "IPHONEOS_DEPLOYMENT_TARGET", until: "\n").compactMap { value in
            var value = value.drop { $0 == " " || $0 == "=" || $0 == "\t" }
            if let end = value.firstIndex(where: { $0 == ";" || $0 == " " || $0 == "/" }) { value = value[..<end] }
            return OSVersion(value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")))
        }
    }

    /// `.iOS(.v17)`, `.iOS(.v16_4)` (SwiftPM's spelling of 16.4) and `.iOS("16.4")`.
    static func packageTargets(_ text: String) -> [OSVersion] {
        rawValues(in: text, after: ".iOS(.v", until: ")").compactMap { OSVersion($0.replacingOccurrences(of: "_", with: ".")) }
            + rawValues(in: text, after: ".iOS(\"", until: "\"").compactMap(OSVersion.init)
    }

    static func rawValues(in text: String, after prefix: String, until end: Character) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let range = rest.range(of: prefix) {
            rest = rest[range.upperBound...]
            let window = rest.prefix(40)
            // The text's end ends a value too (a last line without its newline).
            guard let stop = window.firstIndex(of: end) ?? (window.endIndex == rest.endIndex ? window.endIndex : nil) else { continue }
            found.append(String(rest[..<stop]))
        }
        return found
    }

    /// The target for a screen of `file`: the nearest project folder above it. SwiftUI's
    /// `ContentUnavailableView` and UIKit's content-unavailable configuration exist from iOS 17,
    /// so their screens run on iOS 17 at least, whatever older iOS the app also supports.
    public func target(for file: String, kind: ImportedScreen.Kind) -> OSVersion? {
        var folder = (URL(fileURLWithPath: file).standardizedFileURL.path as NSString).deletingLastPathComponent
        var found: OSVersion?
        for _ in 0..<64 where !folder.isEmpty {
            if let target = byFolder[folder] { found = target; break }
            if folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        guard let found else { return nil }
        let modern = OSVersion("17")!
        return kind == .dzn ? found : max(found, modern)
    }
}
