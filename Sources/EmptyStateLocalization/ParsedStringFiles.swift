import Foundation

/// String files parsed once per process, by path and bytes. An export loads every template's
/// `strings:` anew, and templates share one catalog: decoding the same JSON again was a tenth of
/// loading a template. By bytes, so an edited file (under `serve`) is parsed anew; bounded,
/// the files' bytes (the keys) included.
final class ParsedStringFiles: @unchecked Sendable {
    static let shared = ParsedStringFiles()
    static let capacity = 64
    static let maximumBytes = 16 << 20

    enum Parsed {
        case catalog(StringCatalogDecoder.Catalog)
        case values([String: LocalizedValue])
    }

    private struct Key: Hashable {
        var path: String
        var bytes: Data
    }

    private let lock = NSLock()
    private var parsed: [Key: Parsed] = [:]
    private var keptBytes = 0

    /// The file parsed by `parse`, or what an earlier call parsed from the same bytes at the
    /// same path (errors name the path, so it is part of the key). Failures are not kept.
    func parsed(path: String, data: Data, _ parse: () throws -> Parsed) rethrows -> Parsed {
        let key = Key(path: path, bytes: data)
        lock.lock()
        let kept = parsed[key]
        lock.unlock()
        if let kept { return kept }
        let made = try parse()
        guard data.count <= Self.maximumBytes else { return made }
        lock.lock()
        if parsed.count >= Self.capacity || keptBytes + data.count > Self.maximumBytes {
            parsed.removeAll(keepingCapacity: true)
            keptBytes = 0
        }
        parsed[key] = made
        keptBytes += data.count
        lock.unlock()
        return made
    }
}
