import EmptyStateImport
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
        var found: [String] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { throw ExportError("\(path): no such file or folder") }
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            if info.st_mode & S_IFMT == S_IFDIR {
                found += files(under: standardized)
            } else {
                found.append(standardized)
            }
        }
        var seen = Set<String>()
        let files = found.sorted().filter { seen.insert($0).inserted }
        // A source file stands for its screens, in their order in the file; the files are read
        // on every core (what they give is kept, so rendering them reads nothing twice).
        let expanded = parallelMap(files, jobs: ProcessInfo.processInfo.activeProcessorCount, { file in
            SourceFiles.isSource(file) && ScreenReference(file)?.screen == nil ? TemplateInputs.expand(file) : [file]
        })
        return expanded.flatMap { $0 }
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
                } else if extensions.contains((name as NSString).pathExtension.lowercased()) || SourceFiles.isSource(name),
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
