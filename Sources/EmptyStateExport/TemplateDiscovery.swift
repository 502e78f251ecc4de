import EmptyStateImport
import EmptyStateModel
import EmptyStateTemplate
import Foundation

/// Finds the template files under the paths a user names: files as given, folders searched
/// recursively for .yaml, .yml and .json, in a stable order; and the screens of the Swift and
/// Objective-C files among them (`FILE#SCREEN`, imported: see EmptyStateImport). Hidden files and folders are
/// skipped, and so are asset catalogs (`.xcassets`, whose JSON files are Xcode's Contents.json);
/// a link to a template file counts, a link to a folder is not followed (no cycles).
public enum TemplateDiscovery {
    public static let extensions: Set<String> = ["yaml", "yml", "json"]
    /// Build products and dependency checkouts: never an app's own templates or screens.
    static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]

    public static func templates(in paths: [String]) throws -> [String] {
        try discover(in: paths).inputs
    }

    /// What a folder held that is not a template or a source file: a YAML or JSON file whose
    /// keys are not a template's (a CI file, `crowdin.yml`, a test fixture).
    public struct Discovery: Sendable {
        public var inputs: [String] = []
        public var skipped: [String] = []
    }

    /// The inputs under `paths`, and the files of their folders that were passed over. A file
    /// named itself is always an input (using it says what is wrong with it).
    /// `inputs`: the command's, whose reading of the source files (with the app's strings) its
    /// screens are then drawn from.
    public static func discover(in paths: [String], inputs: TemplateInputs? = nil) throws -> Discovery {
        var found: [String] = []
        var headers: [String] = []
        var named = Set<String>()
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { throw ExportError("\(path): no such file or folder") }
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            if info.st_mode & S_IFMT == S_IFDIR {
                let under = files(under: standardized)
                // Headers are no inputs; a source's `#import "…"` finds its macros among them.
                headers += under.filter(SourceFiles.isHeader)
                // The app's sources as an import reads them: not a watch app's, not a file in no
                // target (the command's own reading of the folder says, else one made here).
                let leavesOut = inputs.map { $0.leavesOut } ?? SourceFiles.find(in: [standardized]).leavesOut
                found += under.filter { !SourceFiles.isHeader($0) && !(SourceFiles.isSource($0) && leavesOut($0)) }
            } else {
                found.append(standardized)
                named.insert(standardized)
            }
        }
        var seen = Set<String>()
        let files = found.sorted().filter { seen.insert($0).inserted }
        // A template found in a folder is recognised by its keys; source files are read on
        // every core (what they give is kept, so rendering them reads nothing twice).
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        let kinds = parallelMap(files, jobs: jobs) { file -> Kind in
            if SourceFiles.isSource(file) { return ScreenReference(file)?.screen == nil ? .source : .template }
            // The project file holds defaults for the templates; it is none itself.
            if (file as NSString).lastPathComponent == ProjectFile.name { return .project }
            return named.contains(file) || isTemplateFile(file) ? .template : .skipped
        }
        let sources = zip(files, kinds).compactMap { file, kind in kind == .source ? file : nil }
        var bySource = Dictionary(uniqueKeysWithValues: zip(sources, inputs?.expand(sources, headers: headers) ?? TemplateInputs.expand(sources, headers: headers)))
        var discovery = Discovery()
        for (file, kind) in zip(files, kinds) {
            switch kind {
            case .template: discovery.inputs.append(file)
            case .skipped: discovery.skipped.append(file)
            case .project:
                if named.contains(file) { throw ExportError("\(file): is the project file (defaults for the templates below it), not a template; give its folder") }
            case .source: discovery.inputs += bySource.removeValue(forKey: file) ?? []
            }
        }
        try checkProjectFiles(of: discovery.inputs)
        return discovery
    }

    /// A broken project file is one line, said once, before any template is drawn.
    static func checkProjectFiles(of inputs: [String]) throws {
        let folders = Set(inputs.map { input in
            let file = input.split(separator: "#", maxSplits: 1).first.map(String.init) ?? input
            return (file as NSString).deletingLastPathComponent
        })
        for folder in folders.sorted() {
            do { _ = try ProjectFile.governing(directory: folder) } catch let error as TemplateError {
                throw ExportError(error.description)
            }
        }
    }

    enum Kind { case template, skipped, source, project }

    /// Whether a YAML or JSON file found in a folder is a template (its first 1 MiB read).
    static func isTemplateFile(_ file: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: file) else { return true }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 1 << 20), let text = String(data: data, encoding: .utf8) else { return true }
        return TemplateRecognizer.isTemplate(text)
    }

    /// The template files under `root`, read with readdir: FileManager's enumerator looked up
    /// each file's owner and group by name, reading /etc/passwd and /etc/group once per file
    /// (a tenth of a 90-template export's start-up).
    private static func files(under root: String) -> [String] {
        var found: [String] = []
        var folders = [root]
        while let folder = folders.popLast() {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
                var kind = Int(entry.pointee.d_type)
                if kind == Int(DT_UNKNOWN) {
                    var info = stat()
                    guard lstat(path, &info) == 0 else { continue }
                    kind = info.st_mode & S_IFMT == S_IFDIR ? Int(DT_DIR) : info.st_mode & S_IFMT == S_IFLNK ? Int(DT_LNK) : Int(DT_REG)
                }
                if kind == Int(DT_DIR) {
                    if !name.lowercased().hasSuffix(".xcassets"), !Self.skippedFolders.contains(name) { folders.append(path) }
                } else if extensions.contains((name as NSString).pathExtension.lowercased()) || SourceFiles.isSource(name) || SourceFiles.isHeader(name),
                          isRegularFile(path, kind: kind) {
                    found.append(path)
                }
            }
        }
        return found
    }

    private static func isRegularFile(_ path: String, kind: Int) -> Bool {
        if kind == Int(DT_REG) { return true }
        guard kind == Int(DT_LNK) else { return false }
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}

public struct ExportError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
