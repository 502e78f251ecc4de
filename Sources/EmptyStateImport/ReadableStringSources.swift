import EmptyStateLocalization
import Foundation

/// The string sources an import writes into its templates, each one the template format can
/// load: a source with a file that cannot be read (a vendored SDK's `hr.lproj` with an unescaped
/// quote) would fail every screen of the app, though none of them uses its table. Such a source
/// is replaced by its parts that load, and the file that does not is one warning.
enum ReadableStringSources {
    struct Result {
        var sources: [String] = []
        var warnings: [String] = []
    }

    static func filter(_ sources: [String]) -> Result {
        var result = Result()
        for source in sources { keep(source, in: &result, depth: 0) }
        return result
    }

    private static func keep(_ source: String, in result: inout Result, depth: Int) {
        do {
            _ = try StringTable.load(paths: [source])
            result.sources.append(source)
        } catch {
            // A folder of `.lproj` folders (or of folders holding them): each part on its own;
            // an `.lproj` folder file by file (ATON's merge leftover `Localizable_BACKUP_98059.strings`
            // beside the `Localizable.strings` the app reads).
            let isLocaleFolder = source.hasSuffix(".lproj")
            let parts = depth < 2 || isLocaleFolder && depth < 4 ? parts(of: source, tables: isLocaleFolder) : []
            guard !parts.isEmpty else {
                result.warnings.append("\(error); its strings are left out of the imported screens")
                return
            }
            for part in parts { keep(part, in: &result, depth: depth + 1) }
        }
    }

    /// The `.lproj` folders, String Catalogs and folders directly in `folder`, sorted; in an
    /// `.lproj` folder (`tables`), its string tables.
    private static func parts(of folder: String, tables: Bool) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().compactMap { name -> String? in
            guard !name.hasPrefix(".") else { return nil }
            let path = folder + "/" + name
            if name.hasSuffix(".xcstrings") { return path }
            if tables { return name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") ? path : nil }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
            return path
        }
    }
}
