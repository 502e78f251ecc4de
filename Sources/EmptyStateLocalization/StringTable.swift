import EmptyStateModel
import EmptyStateTraits
import Foundation

/// The localized strings a template reads from its `strings:` sources (String Catalogs,
/// `.lproj` folders of `.strings` and `.stringsdict`), looked up as `NSLocalizedString` does:
/// the locale, its less specific forms (`pt-BR`, `pt`), then the source language.
public struct StringTable: Sendable {
    /// The development language: the catalogs' `sourceLanguage`, else `en`.
    public private(set) var sourceLanguage = "en"
    /// key → locale → value
    private var entries: [String: [String: LocalizedValue]] = [:]
    /// table (`Localizable`, `Tasks`: the file's name) → key → locale → value, for a text that
    /// names its table: two tables may hold one key with different values.
    private var tables: [String: [String: [String: LocalizedValue]]] = [:]
    /// key → the bundle that gave it first, and (table, key) → the same: another target's table
    /// holding the key never fills in a language the first one lacks (a watch app's catalog
    /// that translates a key the iPhone app's catalog leaves in its source language).
    private var keyOwners: [String: String] = [:]
    private var tableKeyOwners: [String: [String: String]] = [:]

    public init() {}

    /// Every locale some string is translated into, the source language first.
    public var locales: [String] {
        let all = Set(entries.values.flatMap(\.keys))
        return [sourceLanguage] + all.subtracting([sourceLanguage]).sorted()
    }

    public var keys: [String] { entries.keys.sorted() }

    /// What loading passed over, one line each: `.lproj` folders that name no locale
    /// (`enm.lproj`, which Xcode never loads for a language either).
    public private(set) var skipped: [String] = []

    public struct Found: Sendable {
        public var value: LocalizedValue
        /// The locale it was found in: the one asked for, a less specific one, or the source.
        public var locale: String
    }

    /// The value for `key` in `locale`, falling back to the source language; nil when neither
    /// has it. With a `table` that holds the key, that table's value; else any table's, as a
    /// template without a table has always been read.
    public func lookup(_ key: String, table: String? = nil, locale: LocaleIdentifier) -> Found? {
        guard let byLocale = table.flatMap({ tables[$0]?[key] }) ?? entries[key] else { return nil }
        for candidate in locale.fallbacks + [sourceLanguage] {
            if let value = byLocale[candidate] { return Found(value: value, locale: candidate) }
        }
        // Only regional tables of the language (soundscape's `en-US.lproj` and `en-GB.lproj`, no
        // `en.lproj`): iOS gives a phone set to the language one of them, so the key never shows.
        for asked in locale.fallbacks + (LocaleIdentifier(sourceLanguage)?.fallbacks ?? []) {
            if let regional = Self.regionalVariant(of: asked, among: byLocale.keys) {
                return Found(value: byLocale[regional]!, locale: regional)
            }
        }
        return nil
    }

    /// The table of `asked` in some region that a phone set to it is given: the language's own
    /// country first (`en-US`, `fr-FR`, `de-DE`, as CLDR's likely subtags make them), else the
    /// first by name. Only a region is added (`zh-Hans` is never given `zh-Hant-TW`).
    static func regionalVariant(of asked: String, among locales: Dictionary<String, LocalizedValue>.Keys) -> String? {
        let regional = locales.filter { locale in
            guard locale.hasPrefix(asked + "-") else { return false }
            let region = locale.dropFirst(asked.count + 1)
            return (region.count == 2 && region.allSatisfy(\.isUppercase)) || (region.count == 3 && region.allSatisfy(\.isNumber))
        }.sorted()
        guard !regional.isEmpty else { return nil }
        let language = asked.split(separator: "-").first.map(String.init) ?? asked
        let likely = asked + "-" + (Self.likelyRegions[language] ?? language.uppercased())
        return regional.contains(likely) ? likely : regional.first
    }

    /// Where a language's likely region is not its own code uppercased (CLDR likelySubtags).
    private static let likelyRegions = ["en": "US", "ja": "JP", "zh": "CN", "ko": "KR", "sv": "SE", "da": "DK", "el": "GR",
                                        "nb": "NO", "cs": "CZ", "uk": "UA", "he": "IL", "vi": "VN", "hi": "IN", "ar": "EG",
                                        "fa": "IR", "pt": "BR", "ms": "MY", "ca": "ES", "sl": "SI", "et": "EE", "sr": "RS", "ur": "PK"]

    /// Loads files and folders: `.xcstrings`, `.strings`, `.stringsdict`, `xx.lproj` folders and
    /// folders holding them (searched two levels deep).
    public static func load(paths: [String]) throws -> StringTable {
        // Every file's bytes first: the merged table is kept for the same bytes, as each file's
        // parse is, so an app's hundred screens (each a template naming the app's 480 tables,
        // KeePassium) merge them once, and an edited file is read anew.
        var inputs: [TableInput] = []
        var bytes = 0
        for path in paths {
            for file in try CatalogCache.listing(path, { try files(at: path) }) {
                let read = try (file as NSString).pathExtension == "xcstrings" || locale(of: file) != nil
                let data = read ? try Self.read(file) : nil
                bytes += data?.count ?? 0
                inputs.append(TableInput(file: file, data: data))
            }
        }
        return try mergedTables.value(for: inputs, bytes: bytes) { try merge(inputs) }
    }

    private struct TableInput: Hashable {
        var file: String
        /// Nil for a file in a folder that names no locale: passed over, unread.
        var data: Data?
    }

    private static let mergedTables = BoundedMemo<[TableInput], StringTable>(capacity: 16, maximumBytes: 64 << 20)

    private static func merge(_ inputs: [TableInput]) throws -> StringTable {
        var table = StringTable()
        var catalogs: [(path: String, catalog: StringCatalogDecoder.Catalog)] = []
        var perLocale: [(locale: String, path: String, values: [String: LocalizedValue])] = []
        var skippedFolders = Set<String>()
        for input in inputs {
            let file = input.file
            guard let data = input.data else {
                let folder = (file as NSString).deletingLastPathComponent
                if skippedFolders.insert(folder).inserted {
                    table.skipped.append(notALocale(folder))
                }
                continue
            }
            let files = ParsedStringFiles.self
            switch (file as NSString).pathExtension {
            case "xcstrings":
                if case let .catalog(catalog) = try files.parsed(path: file, data: data, {
                    .catalog(try StringCatalogDecoder.decode(path: file, bytes: [UInt8](data)))
                }) { catalogs.append((file, catalog)) }
            case "strings":
                if case let .values(values) = try files.parsed(path: file, data: data, {
                    .values(try StringsFileParser.parse(path: file, data: data).mapValues(LocalizedValue.format))
                }) { perLocale.append((try locale(of: file)!, file, values)) }
            case "stringsdict":
                if case let .values(values) = try files.parsed(path: file, data: data, {
                    .values(try StringsDictDecoder.decode(path: file, data: data))
                }) { perLocale.append((try locale(of: file)!, file, values)) }
            default: break
            }
        }
        if let first = catalogs.first {
            table.sourceLanguage = first.catalog.sourceLanguage
            for other in catalogs.dropFirst() where other.catalog.sourceLanguage != first.catalog.sourceLanguage {
                throw LocalizationError(path: other.path, message: "sourceLanguage '\(other.catalog.sourceLanguage)' differs from \(first.path)'s '\(first.catalog.sourceLanguage)'")
            }
        }
        for (path, catalog) in catalogs {
            let name = tableName(path)
            for (key, locales) in catalog.entries {
                for (locale, value) in locales { table.keep(value, key: key, locale: locale, table: name, bundle: Self.bundle(of: path)) }
            }
        }
        // .stringsdict wins over .strings for the same key, as Foundation does; a language's own
        // folder over `Base.lproj`, which stands for the development language only where that
        // language has no file of the table (guoku's Chinese `Base.lproj/guoku.strings` beside
        // its `en.lproj/guoku.strings`: an English phone reads the English).
        func rank(_ entry: (locale: String, path: String, values: [String: LocalizedValue])) -> Int {
            (entry.path.hasSuffix(".stringsdict") ? 0 : 2) + (entry.locale == "Base" ? 1 : 0)
        }
        for (locale, path, values) in perLocale.enumerated().sorted(by: { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }).map(\.element) {
            let resolved = locale == "Base" ? table.sourceLanguage : locale
            let name = tableName(path)
            for (key, value) in values { table.keep(value, key: key, locale: resolved, table: name, bundle: Self.bundle(of: path)) }
        }
        return table
    }

    /// A value for the merged lookup and for its table's, unless an earlier file gave one (the
    /// first wins) or an earlier bundle holds the key.
    private mutating func keep(_ value: LocalizedValue, key: String, locale: String, table name: String, bundle: String) {
        if keyOwners[key, default: bundle] == bundle, entries[key]?[locale] == nil {
            keyOwners[key] = bundle
            entries[key, default: [:]][locale] = value
        }
        if tableKeyOwners[name]?[key, default: bundle] ?? bundle == bundle, tables[name]?[key]?[locale] == nil {
            tableKeyOwners[name, default: [:]][key] = bundle
            tables[name, default: [:]][key, default: [:]][locale] = value
        }
    }

    /// Which target's bundle a file is taken to be in: a String Catalog holds every language of
    /// its table, so two catalogs with one key are two targets' (an app's and its watch app's);
    /// `.strings` files, whatever folders they are in, are copied into one bundle together.
    static func bundle(of file: String) -> String {
        file.hasSuffix(".xcstrings") ? file : ""
    }

    /// `Tasks` for `…/Tasks.xcstrings` or `…/de.lproj/Tasks.strings`: the table a file holds.
    static func tableName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The `.lproj` folder name's locale (`Base` as it is); nil for a name that is none (`enm`).
    public static func lprojLocale(_ name: String) -> String? {
        name == "Base" ? name : LocaleIdentifier(name)?.identifier
    }

    /// The one-line warning for an `.lproj` folder whose strings are passed over.
    public static func notALocale(_ folder: String) -> String {
        "\(folder): \((folder as NSString).lastPathComponent) does not name a locale; its strings are not read"
    }

    /// `Base.lproj` or `de.lproj`: the folder's locale; nil for an `.lproj` folder that names
    /// none (skipped, as Xcode's bundles never pick it). A table in no `.lproj` folder is the
    /// bundle's unlocalized one, which `NSLocalizedString` finds for every language that has
    /// none of its own: read as `Base`.
    static func locale(of file: String) throws -> String? {
        let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj") else { return "Base" }
        return lprojLocale(String(folder.dropLast(6)))
    }

    static func files(at path: String, depth: Int = 0) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LocalizationError(path: path, message: "not found")
        }
        guard isDirectory.boolValue else { return [path] }
        guard depth < 3 else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return try names.sorted().flatMap { name -> [String] in
            let child = path + "/" + name
            let ext = (name as NSString).pathExtension
            if ["xcstrings", "strings", "stringsdict"].contains(ext) { return [child] }
            var childIsDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: child, isDirectory: &childIsDirectory)
            return childIsDirectory.boolValue && !name.hasPrefix(".") ? try files(at: child, depth: depth + 1) : []
        }
    }

    /// At most 4 MiB: a strings file is text a person wrote.
    static func read(_ path: String) throws -> Data {
        // stat, not FileManager's attributes: those look the owner up by name (/etc/passwd).
        var info = stat()
        if stat(path, &info) == 0, info.st_size > 4 << 20 {
            throw LocalizationError(path: path, message: "\(info.st_size) bytes; the limit for a strings file is 4 MiB")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw LocalizationError(path: path, message: "cannot read") }
        return data
    }
}
