import EmptyStateLocalization
import Foundation

/// Finds what an app's sources hold under the paths a user names: Swift and Objective-C files,
/// and the String Catalogs, `.lproj` folders and asset catalogs beside them. Hidden folders,
/// build products, dependency checkouts (`.build`, `DerivedData`, `Pods`, `Carthage`) and test
/// targets (`AppTests`, `AppUITests`) are skipped; links to folders are not followed (no cycles).
public enum SourceFiles {
    public static let extensions: Set<String> = ["swift", "m", "mm"]
    static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]
    /// Past this many entries a walk stops: a source tree this size is not an app's.
    static let maximumEntries = 200_000

    /// A test target's folder (`AppTests`, `AppUITests`, SwiftPM's `Tests`): its code is not in
    /// the app, and its calls of the app's wrappers (a reducer's test making an error state)
    /// are no screens. Given as a path itself, it is read.
    /// A feature folder that only ends so (`Features/BloodTests`, a lab's blood tests) holds no
    /// test: it is read.
    static func isTestTarget(_ folder: String, at path: String) -> Bool {
        (folder == "Tests" || folder.hasSuffix("Tests") && folder.count > 5) && holdsTests(path)
    }

    /// Past this many entries a folder named as a test target is taken for one unread.
    static let testScanEntries = 2_000

    /// Whether a source file in the folder (or below) imports a test framework, looked for in
    /// each file's first 8 KB; a folder too large to look through is taken for a test target.
    static func holdsTests(_ path: String) -> Bool {
        let markers = ["import XCTest", "import Testing", "@testable import", "<XCTest/", "@import XCTest"]
        var folders = [path], entries = 0
        while let folder = folders.popLast() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                entries += 1
                if entries > testScanEntries { return true }
                let child = folder + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue { folders.append(child); continue }
                guard isSource(name) || isHeader(name), let handle = FileHandle(forReadingAtPath: child) else { continue }
                let head = (try? handle.read(upToCount: 8_192)) ?? nil
                try? handle.close()
                if let head, let text = String(data: head, encoding: .utf8) ?? String(data: head, encoding: .isoLatin1),
                   markers.contains(where: text.contains) {
                    return true
                }
            }
        }
        return false
    }

    public static func isSource(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// An Objective-C header: not read for screens, but for the macros a `.m` file imports.
    public static func isHeader(_ path: String) -> Bool {
        (path as NSString).pathExtension.lowercased() == "h"
    }

    public struct Found: Equatable, Sendable {
        public var sources: [String] = []
        /// The app's `.h` files, for the `#import "…"`s of its Objective-C sources.
        public var headers: [String] = []
        /// `.xcstrings` files and `.lproj` folders' parents (the template format's `strings:` takes both).
        public var strings: [String] = []
        public var assetCatalogs: [String] = []
        /// Loose image files (an app bundle's resources): `name` → the path without `@2x` and extension.
        public var images: [String: String] = [:]
        /// The app's font files (`.ttf`, `.otf`, `.ttc`: what its `UIAppFonts` registers), sorted.
        public var fonts: [String] = []
        /// `.lproj` folders whose name is no locale (`enm.lproj`): their strings are not read.
        public var nonLocaleFolders: [String] = []
        /// String tables the Xcode project does not list (`ProjectMembership`): not read.
        public var tablesNotInProject: [String] = []
        /// Source files in no target of the Xcode project (`ProjectMembership`): not read.
        public var sourcesNotInProject: [String] = []
        /// Folders only a watchOS, tvOS, visionOS or macOS target builds (`OtherPlatformFolders`): not read.
        public var otherPlatformFolders: [String] = []
        /// The iOS deployment targets of the Xcode projects and packages found.
        public var deploymentTargets = DeploymentTargets()

        /// Whether the projects leave a source file out of the iPhone app: a file in no
        /// target, or one only a watch, TV, Mac or Vision Pro target builds.
        public func leavesOut(_ source: String) -> Bool {
            sourcesNotInProject.contains(source) || otherPlatformFolders.contains { source == $0 || source.hasPrefix($0 + "/") }
        }
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "svg"]
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

    /// `loading@2x.png` → `loading`.
    static func imageName(_ file: String) -> String {
        var name = (file as NSString).deletingPathExtension
        for scale in ["@1x", "@2x", "@3x"] where name.hasSuffix(scale) { name.removeLast(3) }
        return name
    }

    /// The folder of the app a source file belongs to: the nearest one above it that holds an
    /// Xcode project or workspace, a `Package.swift` or a `.git`; nil when there is none.
    public static func appRoot(of file: String) -> String? {
        var folder = (URL(fileURLWithPath: file).standardizedFileURL.path as NSString).deletingLastPathComponent
        for _ in 0..<32 where folder != "/" && !folder.isEmpty {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" || $0 == ".git" }) {
                return folder
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// `…/Resources/Skin.bundle/icons/empty` → `Skin.bundle/icons/empty`; nil outside a `.bundle` folder.
    static func bundlePath(of path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = components.dropLast().lastIndex(where: { $0.lowercased().hasSuffix(".bundle") }) else { return nil }
        return components[index...].joined(separator: "/")
    }

    /// Everything under `paths` (files as given), each list sorted.
    public static func find(in paths: [String]) -> Found {
        var found = Found()
        var strings = Set<String>(), catalogs = Set<String>(), sources = Set<String>(), headers = Set<String>()
        var entries = 0
        var membership = ProjectMembership()
        var looseTables: [String] = []
        var lprojTables: [String: [String]] = [:]   // a folder of `.lproj` folders → its tables
        for path in paths {
            let root = URL(fileURLWithPath: ScreenReference(path)?.file ?? path).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                if isSource(root) { sources.insert(root); found.deploymentTargets.readProjects(of: root) }
                if root.hasSuffix(".xcstrings") { strings.insert(root) }
                continue
            }
            var folders = [root]
            while let folder = folders.popLast(), entries < maximumEntries {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
                for name in names where !name.hasPrefix(".") {
                    entries += 1
                    let child = folder + "/" + name
                    var info = stat()
                    guard lstat(child, &info) == 0 else { continue }
                    let kind = info.st_mode & S_IFMT
                    if kind == S_IFDIR {
                        let ext = (name as NSString).pathExtension.lowercased()
                        if ext == "xcassets" { catalogs.insert(child); continue }
                        if ext == "lproj" {
                            strings.insert(folder)
                            let language = (name as NSString).deletingPathExtension
                            // `mul.lproj` holds String Catalogs, which say their own locales.
                            let tables = ((try? FileManager.default.contentsOfDirectory(atPath: child)) ?? []).filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }
                            if StringTable.lprojLocale(language) == nil, !tables.isEmpty { found.nonLocaleFolders.append(child) }
                            lprojTables[folder, default: []] += tables.map { child + "/" + $0 }
                            continue
                        }
                        if ext == "xcodeproj" {
                            found.deploymentTargets.read(projectFile: child + "/project.pbxproj")
                            if let text = membership.addProject(child + "/project.pbxproj") {
                                found.otherPlatformFolders += OtherPlatformFolders.folders(of: child + "/project.pbxproj", text: text)
                            }
                            continue
                        }
                        if skippedFolders.contains(name) || name.hasPrefix(".build") || ext == "xcworkspace" || isTestTarget(name, at: child) { continue }
                        folders.append(child)
                    } else if kind == S_IFREG || kind == S_IFLNK {
                        if isSource(name) { sources.insert(child) }
                        if isHeader(name) { headers.insert(child) }
                        if name.hasSuffix(".xcstrings") { strings.insert(child) }
                        // A table in no `.lproj` folder: the app's unlocalized one (read as `Base`).
                        if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") { looseTables.append(child) }
                        if name == "Package.swift" || name.hasSuffix(".xcconfig") { found.deploymentTargets.read(projectFile: child) }
                        if name == "Package.swift" { membership.addPackage(folder: folder) }
                        if ProjectMembership.isProjectSpec(name, at: child) { membership.addProjectSpec(folder: folder, spec: child) }
                        if fontExtensions.contains((name as NSString).pathExtension.lowercased()) { found.fonts.append(child) }
                        if imageExtensions.contains((name as NSString).pathExtension.lowercased()) {
                            let key = imageName(name)
                            let path = folder + "/" + key
                            if found.images[key].map({ path < $0 }) ?? true { found.images[key] = path }   // stable: the first path wins
                            // A resource bundle is copied into the app as a folder, so
                            // `imageNamed:@"Skin.bundle/empty"` names the image by its path from there.
                            if let bundled = bundlePath(of: path), found.images[bundled].map({ path < $0 }) ?? true { found.images[bundled] = path }
                        }
                    }
                }
            }
        }
        found.fonts.sort()
        // A folder of `.lproj` folders none of whose tables the project lists, and a String
        // Catalog it does not list, are not in the app.
        for (folder, tables) in lprojTables where !tables.isEmpty && !tables.contains(where: membership.ships) {
            strings.remove(folder)
            found.tablesNotInProject += tables
        }
        for table in looseTables {
            if membership.ships(table) { strings.insert(table) } else { found.tablesNotInProject.append(table) }
        }
        for catalog in strings where catalog.hasSuffix(".xcstrings") && !membership.ships(catalog) {
            strings.remove(catalog)
            found.tablesNotInProject.append(catalog)
        }
        // A source file no project lists is compiled by no target (a file left beside the code),
        // where the projects list most of the sources found (not a project of some other part).
        let unlisted = sources.filter { !membership.ships($0) }
        if unlisted.count * 2 <= sources.count {
            // A stale copy's header declares its own superclass (`ETHTransactionVC :
            // UIViewController` beside the built one's `: DZNEmptyDataSetTVC`): not the app's
            // either. One look at the projects for both (a source and a header never share a name).
            let misplaced = membership.misplaced(sources.subtracting(unlisted).union(headers))
            headers.subtract(misplaced)
            for source in unlisted + misplaced.filter(sources.contains) {
                sources.remove(source)
                found.sourcesNotInProject.append(source)
            }
        }
        found.sourcesNotInProject.sort()
        found.otherPlatformFolders.sort()
        for folder in found.otherPlatformFolders {
            // A folder, or a single file of a folder an iPhone target also builds from.
            let outside = { (path: String) in path != folder && !path.hasPrefix(folder + "/") }
            sources = sources.filter(outside)
            headers = headers.filter(outside)
            // Their tables and catalogs are in the other platform's bundle, not the iPhone app's.
            strings = strings.filter(outside)
            catalogs = catalogs.filter(outside)
        }
        found.tablesNotInProject.sort()
        found.nonLocaleFolders.sort()
        found.sources = sources.sorted()
        found.headers = headers.sorted()
        found.strings = strings.sorted()
        found.assetCatalogs = catalogs.sorted()
        return found
    }
}
