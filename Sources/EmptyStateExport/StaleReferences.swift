import Foundation

/// References on disk that no template of a check produces any more: a screen whose button
/// states now draw as one picture, a variant, device or template that is gone. Only what the
/// check covered is judged: a `--variant`, `--device`, `--scale`, `--state` or trait filter, a
/// `--changed-since` or a single template leaves the rest of the folder alone.
public enum StaleReferences {
    /// Each stale reference PNG or layout record, relative to the reference folder, sorted.
    public static func find(_ cases: [CheckCase], options: CheckOptions, paths: [String]) -> [String] {
        let root = options.referenceDirectory
        let selection = options.selection
        // A template that could not be read produced nothing: its folder is not judged, nor
        // (its name being unknown) any folder of a template the run did not see.
        let failed = cases.filter { $0.path == $0.file }
        let produced = Set(cases.filter { $0.path != $0.file }.map(\.path))
        let templates = Set(produced.map { component($0, 0) })
        let variants = Set(produced.map { prefix($0, 2) })
        let folders = Set(produced.map { prefix($0, 3) })
        var suffixesByFolder: [String: Set<String>] = [:]
        for path in produced { suffixesByFolder[prefix(path, 3), default: []].insert(OutputPaths.traitsSuffix(ofStill: path)) }
        let everyTemplate = failed.isEmpty && selection.changedSince == nil && paths.allSatisfy(isDirectory)
        let traitsUnfiltered = selection.traits == .init()

        var stale: [String] = []
        for file in referenceFiles(in: root) {
            let parts = file.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 4 else { continue }
            let template = String(parts[0])
            guard !failed.contains(where: { $0.template == template }) else { continue }
            let picture = file.hasSuffix(".layout.json") ? String(file.dropLast(".layout.json".count)) + ".png" : file
            if !templates.contains(template) {
                if everyTemplate { stale.append(file) }
            } else if !variants.contains(prefix(file, 2)) {
                if selection.variants.isEmpty { stale.append(file) }
            } else if !folders.contains(prefix(file, 3)) {
                if selection.devices.isEmpty, selection.scales.isEmpty { stale.append(file) }
            } else if !produced.contains(picture), selection.states.isEmpty,
                      traitsUnfiltered || suffixesByFolder[prefix(file, 3)]?.contains(OutputPaths.traitsSuffix(ofStill: picture)) == true {
                stale.append(file)
            }
        }
        return stale.sorted()
    }

    /// One line for the end of a check: how many stale references there are (and the first),
    /// or how many were removed; nil when there are none.
    public static func summary(_ report: CheckReport, reference: String) -> String? {
        let stale = report.staleReferences
        guard let first = stale.first else { return nil }
        let pictures = stale.filter { $0.hasSuffix(".png") }.count
        let files = "\(pictures) reference picture(s)" + (stale.count > pictures ? " and \(stale.count - pictures) layout record(s)" : "")
        if report.pruned { return "pruned \(files) no template produces any more" }
        return "\(files) in \(reference) no template produces any more (first: \(first)); --prune removes them"
    }

    /// Removes the files (relative to `root`) and the folders they leave empty; the paths that
    /// could not be removed, with why.
    public static func remove(_ files: [String], from root: String) -> [String] {
        var problems: [String] = []
        var folders = Set<String>()
        for file in files {
            let path = root + "/" + file
            if unlink(path) != 0, errno != ENOENT {
                problems.append("\(path): \(String(cString: strerror(errno)))")
                continue
            }
            var folder = (file as NSString).deletingLastPathComponent
            while !folder.isEmpty { folders.insert(folder); folder = (folder as NSString).deletingLastPathComponent }
        }
        // Deepest first; rmdir removes only what is empty.
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(root + "/" + folder) }
        return problems
    }

    /// The PNGs and layout records under `root`, relative to it (symbolic links not followed).
    static func referenceFiles(in root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".png") || path.hasSuffix(".layout.json") else { continue }
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular { files.append(path) }
        }
        return files
    }

    private static func component(_ path: String, _ index: Int) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return index < parts.count ? String(parts[index]) : ""
    }

    private static func prefix(_ path: String, _ count: Int) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).prefix(count).joined(separator: "/")
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
