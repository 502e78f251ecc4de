import EmptyStateImport
import EmptyStateExport
import Foundation

/// The templates being served, each as last loaded: its screens and inputs, or its error (with
/// the last good load kept, so its pictures stay on the page while the file is broken).
final class ScreenStore: @unchecked Sendable {
    struct Loaded {
        var file: String
        /// The last load that worked.
        var good: CatalogTemplate?
        /// Why the latest load failed, as one line naming the file.
        var error: String?
    }

    /// What a reload changed, for the page's events.
    struct Change {
        var changed: [String] = []
        var removed: [String] = []
        var errors: [(template: String, file: String, message: String, ids: [String])] = []
        var isEmpty: Bool { changed.isEmpty && removed.isEmpty && errors.isEmpty }
    }

    let options: ServerOptions
    private let lock = NSLock()
    private var loaded: [String: Loaded] = [:]
    private var updates = 0

    /// Changes whenever a template is loaded again, added or removed.
    var generation: Int { lock.withLock { updates } }

    init(options: ServerOptions) throws {
        self.options = options
        let files = try Self.discover(options.paths)
        for item in Self.load(files, options: options) { loaded[item.file] = item }
    }

    static func discover(_ paths: [String]) throws -> [String] {
        do { return try TemplateDiscovery.templates(in: paths) } catch let error as ExportError { throw ServerError(error.description) }
    }

    /// Loads templates on every core; one that fails is kept with its error.
    static func load(_ files: [String], options: ServerOptions, previous: [String: Loaded] = [:]) -> [Loaded] {
        var results = [Loaded?](repeating: nil, count: files.count)
        let resultsLock = NSLock()
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            var item = previous[file] ?? Loaded(file: file)
            do {
                item.good = try ScreenCatalog.load(file, options: options.selection)
                item.error = nil
            } catch {
                item.error = ServerError.line(error, file: file)
            }
            resultsLock.withLock { results[index] = item }
        }
        return results.compactMap { $0 }
    }

    /// Every template, sorted by file, with name clashes marked as errors (their outputs would
    /// be the same files).
    var templates: [Loaded] {
        let all = lock.withLock { loaded.values.sorted { $0.file < $1.file } }
        var names: [String: String] = [:]
        return all.map { item in
            guard let name = item.good?.name else { return item }
            if let other = names[name] {
                var clash = item
                clash.good = nil
                clash.error = "\(item.file): name '\(name)' is already used by \(other); its screens would overwrite each other"
                return clash
            }
            names[name] = item.file
            return item
        }
    }

    func template(named name: String) -> CatalogTemplate? {
        templates.lazy.compactMap(\.good).first { $0.name == name }
    }

    /// The screen with this id and its template.
    func screen(_ id: String) -> (template: CatalogTemplate, screen: CatalogScreen)? {
        for template in templates.compactMap(\.good) {
            if let screen = template.screens.first(where: { $0.id == id }) { return (template, screen) }
        }
        return nil
    }

    /// What the watcher should look at: template files and their inputs, and every folder under
    /// the served folders (a new or removed template changes a folder).
    func watchedPaths() -> Set<String> {
        var paths = Set<String>()
        for item in templates {
            paths.insert(ScreenReference(item.file)?.file ?? item.file)
            paths.formUnion(item.good?.inputs ?? [])
        }
        for path in options.paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let root = URL(fileURLWithPath: path).standardizedFileURL.path
            paths.insert(root)
            let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            while let url = walker?.nextObject() as? URL {
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { paths.insert(url.standardizedFileURL.path) }
            }
        }
        return paths
    }

    /// Reloads what the changed paths touch: templates that read them, and new or removed
    /// template files when a folder changed.
    func update(_ changed: Set<String>) -> Change {
        let before = lock.withLock { loaded }
        let files = (try? Self.discover(options.paths)) ?? Array(before.keys)
        let added = files.filter { before[$0] == nil }
        let gone = before.keys.filter { !files.contains($0) }
        let touched = before.values.filter { item in
            files.contains(item.file) && (changed.contains(item.file) || !(item.good?.inputs ?? []).allSatisfy { !changed.contains($0) })
        }.map(\.file)
        let reloaded = Self.load(added + touched, options: options, previous: before)
        var change = Change()
        lock.withLock {
            updates += 1
            for file in gone { change.removed += loaded.removeValue(forKey: file)?.good?.screens.map(\.id) ?? [] }
            for item in reloaded {
                let old = loaded[item.file]
                loaded[item.file] = item
                if let error = item.error {
                    change.errors.append((item.good?.name ?? item.file, item.file, error, item.good?.screens.map(\.id) ?? []))
                    continue
                }
                let ids = item.good?.screens.map(\.id) ?? []
                // Saved without a change (or only touched): nothing to tell the page.
                let same = old?.error == nil && old?.good?.fingerprint == item.good?.fingerprint && old?.good?.screens == item.good?.screens
                if !same { change.changed += ids }
                change.removed += (old?.good?.screens.map(\.id) ?? []).filter { !ids.contains($0) }
            }
        }
        return change
    }
}

extension ServerError {
    /// An error of one template as one line naming the file.
    static func line(_ error: Error, file: String) -> String {
        let text = "\(error)"
        return text.hasPrefix(file) || text.contains(file + ":") ? text : "\(file): \(text)"
    }
}
