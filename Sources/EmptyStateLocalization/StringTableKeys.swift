import Foundation

extension StringTable {
    /// Every key of each table (`Localizable`, `Settings`: the file's name, as `tableName:`
    /// and the code generators name it) under `paths`, in any locale. A file that cannot be
    /// read gives no keys: the template that uses the strings says why when it is drawn.
    public static func keysByTable(paths: [String]) -> [String: Set<String>] {
        var tables: [String: Set<String>] = [:]
        for path in paths {
            for file in (try? files(at: path)) ?? [] {
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
        }
        return tables
    }
}
