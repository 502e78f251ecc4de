import EmptyStateModel
import EmptyStateTemplate
import Foundation

/// A digest of everything an output depends on (the template file, the images and fonts it
/// uses, the options, this tool's version), so a rerun can skip outputs whose inputs did not
/// change. FNV-1a over the bytes: change detection, not security.
public struct InputFingerprint: Sendable {
    public static let toolVersion = "emptystate " + ToolVersion.number
    private var hash: UInt64 = 0xcbf29ce484222325

    public init() { add(Self.toolVersion) }

    public mutating func add(_ bytes: Data) {
        // Over the raw bytes: iterating Data itself costs a call per byte.
        var hash = self.hash
        bytes.withUnsafeBytes { raw in
            for byte in raw {
                hash ^= UInt64(byte)
                hash = hash &* 0x100000001b3
            }
        }
        self.hash = hash
        add(separator: true)
    }

    public mutating func add(_ text: String) { add(Data(text.utf8)) }

    private mutating func add(separator: Bool) {
        hash ^= 0xFF
        hash = hash &* 0x100000001b3
    }

    /// Files over 64 MiB (more than any asset may be) count by name only: rendering refuses them.
    public mutating func addFile(_ path: String) {
        add(path)
        add((try? BoundedFile.contents(of: path, limit: 64 << 20, what: "input")) ?? Data("unreadable".utf8))
    }

    public var value: String { String(hash, radix: 16) }

    /// The template file, and every image and font file its screens use at these scales.
    public static func of(template path: String, screens: [Screen], scales: Set<Int>, catalogs: [String] = [],
                          projectFile: String? = nil) -> InputFingerprint {
        var fingerprint = InputFingerprint()
        fingerprint.addFile(path)
        // Only when there is one: an export without a project file keeps its cache keys.
        if let projectFile { fingerprint.addFile(projectFile) }
        for file in inputFiles(screens: screens, scales: scales, catalogs: catalogs) { fingerprint.addFile(file) }
        return fingerprint
    }

    /// Every image and font file the screens use at these scales, and the catalogs' Contents.json
    /// files (a catalog's colors live there), sorted.
    public static func inputFiles(screens: [Screen], scales: Set<Int>, catalogs: [String] = []) -> [String] {
        var files = Set(catalogs.flatMap(contentsFiles(under:)))
        for screen in screens {
            files.formUnion(screen.fontFiles)
            files.formUnion(screen.view.symbolFiles)
            for image in screen.view.allImages {
                for scale in scales {
                    if let file = ImageResolver.resolve(image, scale: scale) { files.insert(file.path) }
                }
            }
        }
        return files.sorted()
    }

    /// Every `Contents.json` below an asset catalog.
    static func contentsFiles(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        return ((enumerator?.allObjects as? [String]) ?? []).filter { $0.hasSuffix("Contents.json") }.map { folder + "/" + $0 }
    }
}

/// The fingerprints of the outputs of the last run, kept in the export folder.
struct OutputCache {
    let path: String
    private(set) var entries: [String: String]

    init(path: String) {
        self.path = path
        let data = FileManager.default.contents(atPath: path) ?? Data()
        entries = (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }

    func isFresh(_ output: String, key: String, directory: String) -> Bool {
        entries[output] == key && FileManager.default.fileExists(atPath: directory + "/" + output)
    }

    mutating func record(_ output: String, key: String) { entries[output] = key }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(entries)
    }
}
