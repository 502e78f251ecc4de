import Foundation

extension StringTable {
    /// Every key of each table (`Localizable`, `Settings`: the file's name, as `tableName:`
    /// and the code generators name it) under `paths`. A table's keys are read from one
    /// locale's file, the development language's (`en`, else `Base`, else the first): every
    /// locale has the same keys, and an app's 40 translations would cost 40 parses for
    /// nothing. A file that cannot be read gives no keys: the template that uses the strings
    /// says why when it is drawn.
    public static func keysByTable(paths: [String]) -> [String: Set<String>] {
        var tables: [String: Set<String>] = [:]
        for file in paths.flatMap({ (try? files(at: $0)) ?? [] }).filter(isKeySource) {
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let data = try? read(file) else { continue }
            let keys: [String]
            switch (file as NSString).pathExtension {
            case "xcstrings": keys = (try? StringCatalogDecoder.decode(path: file, bytes: [UInt8](data)))?.entries.keys.map { $0 } ?? []
            case "strings": keys = (try? StringsFileParser.parse(path: file, data: data))?.keys.map { $0 } ?? []
            case "stringsdict": keys = (try? StringsDictDecoder.decode(path: file, data: data))?.keys.map { $0 } ?? []
            default: keys = []
            }
            tables[name, default: []].formUnion(keys)
        }
        return tables
    }

    /// A String Catalog, an unlocalized table, or a `.strings`/`.stringsdict` file of the
    /// development language's `.lproj` folder among its siblings (`en.lproj`, else `Base.lproj`,
    /// else the first by name).
    private static func isKeySource(_ file: String) -> Bool {
        guard (file as NSString).pathExtension != "xcstrings" else { return true }
        let folder = (file as NSString).deletingLastPathComponent
        // A table in no `.lproj` folder is the app's unlocalized one (TsundokuBreak's
        // `Strings/TsundokuViewController.strings`, which R.swift names as any other).
        guard folder.hasSuffix(".lproj") else { return true }
        let parent = (folder as NSString).deletingLastPathComponent
        let name = (file as NSString).lastPathComponent
        let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [])
            .filter { $0.hasSuffix(".lproj") && FileManager.default.fileExists(atPath: parent + "/" + $0 + "/" + name) }.sorted()
        let chosen = ["en.lproj", "Base.lproj"].first(where: siblings.contains) ?? siblings.first
        return chosen == (folder as NSString).lastPathComponent
    }
}
