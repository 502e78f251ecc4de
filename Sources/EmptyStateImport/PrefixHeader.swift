import EmptyStateSourceReading
import Foundation

/// The prefix header Xcode includes before every Objective-C file of an app: the one the
/// project's `GCC_PREFIX_HEADER` names (relative to the project's folder), else a `.pch` file
/// under the app's root (the nearest the root). Its `#define`s and `#import`s count in every `.m`.
enum PrefixHeader {
    /// Folders a `.pch` is not looked for in (as `SourceFiles` skips them), and how many
    /// entries the look takes at most.
    static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build"]
    static let maximumEntries = 20_000

    /// The prefix headers of the app at `root` (a folder with an Xcode project, a package or a
    /// `.git`): every one its projects name, in order, else the `.pch` nearest the root.
    static func candidates(inAppAt root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        var named: [String] = []
        for project in names.filter({ $0.hasSuffix(".xcodeproj") }).sorted() {
            guard let data = FileManager.default.contents(atPath: root + "/" + project + "/project.pbxproj") else { continue }
            for setting in settings(in: String(decoding: data, as: UTF8.self)) {
                let path = setting.hasPrefix("/") ? setting : root + "/" + setting
                if !named.contains(path), isFile(path) { named.append(path) }
            }
        }
        return named.isEmpty ? Array(pchFiles(under: root).prefix(1)) : named
    }

    /// Of a project's prefix headers, the one of the target that compiles a file in `folder`: each
    /// target's header lives in its own folder (guoku's `orange/config.pch` for the app beside
    /// `core/config.pch` for its framework), so the header whose folder holds the file's most
    /// nearly; else the first the project names.
    static func nearest(_ candidates: [String], to folder: String) -> String? {
        let holding = candidates.filter { folder.hasPrefix(($0 as NSString).deletingLastPathComponent + "/") || folder == ($0 as NSString).deletingLastPathComponent }
        return holding.max { ($0 as NSString).deletingLastPathComponent.count < ($1 as NSString).deletingLastPathComponent.count } ?? candidates.first
    }

    /// The values of `GCC_PREFIX_HEADER = …;` in a project file, in order, `$(SRCROOT)/` and
    /// `$(PROJECT_DIR)/` (the project's folder) taken off.
    static func settings(in project: String) -> [String] {
        var values: [String] = []
        // A byte search first, and the standard library's on each line: Foundation's search
        // bridges every line of a large project (Xinhoo's 1.2 MB, 12,000 lines) to UTF-16.
        let name = Array("GCC_PREFIX_HEADER".utf8)
        guard project.containsBytes("GCC_PREFIX_HEADER") else { return [] }
        for bytes in project.utf8.split(separator: UInt8(ascii: "\n")) {
            let holds = bytes.withContiguousStorageIfAvailable { ByteSearch.contains(UnsafeRawBufferPointer($0), name) } ?? true
            guard holds, case let line = Substring(bytes), let key = line.firstRange(of: "GCC_PREFIX_HEADER"),
                  let equals = line[key.upperBound...].firstIndex(of: "=") else { continue }
            var value = line[line.index(after: equals)...].prefix { $0 != ";" }.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
            for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$SRCROOT/"] where value.hasPrefix(root) {
                value.removeFirst(root.count)
            }
            if !value.isEmpty, !value.contains("$") { values.append(value) }
        }
        return values
    }

    /// `.pch` files under `root`, the shallowest first.
    static func pchFiles(under root: String) -> [String] {
        var found: [String] = []
        var folders = [root]
        var entries = 0
        while let folder = folders.popLast(), entries < maximumEntries {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                entries += 1
                let child = folder + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    let ext = (name as NSString).pathExtension
                    if !skippedFolders.contains(name), !["xcodeproj", "xcworkspace", "xcassets", "lproj"].contains(ext) { folders.append(child) }
                } else if name.lowercased().hasSuffix(".pch") {
                    found.append(child)
                }
            }
        }
        return found.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}

/// Each app's prefix header, found once per folder of its files (the app root is looked for
/// up the folders, and the `.pch` under it, once).
final class PrefixHeaders: @unchecked Sendable {
    private let lock = NSLock()
    private var byFolder: [String: String?] = [:]
    private var byRoot: [String: [String]] = [:]

    /// The prefix header of the app `file` belongs to; nil when it has none or no app root.
    func path(for file: String) -> String? {
        let folder = (file as NSString).deletingLastPathComponent
        if let known = cached(folder, in: \.byFolder) { return known }
        var found: String?
        if let root = SourceFiles.appRoot(of: file) {
            let candidates: [String]
            if let known = lock.withLock({ byRoot[root] }) { candidates = known } else {
                candidates = PrefixHeader.candidates(inAppAt: root)
                lock.withLock { byRoot[root] = candidates }
            }
            found = PrefixHeader.nearest(candidates, to: folder)
        }
        store(found, folder, in: \.byFolder)
        return found
    }

    private func cached(_ key: String, in table: KeyPath<PrefixHeaders, [String: String?]>) -> String?? {
        lock.withLock { self[keyPath: table][key] }
    }

    private func store(_ value: String?, _ key: String, in table: ReferenceWritableKeyPath<PrefixHeaders, [String: String?]>) {
        lock.lock()
        self[keyPath: table][key] = .some(value)
        lock.unlock()
    }
}
