import EmptyStateModel
import Foundation

/// String files parsed once per process, by path and bytes. An export loads every template's
/// `strings:` anew, and templates share one catalog: decoding the same JSON again was a tenth of
/// loading a template. By bytes, so an edited file (under `serve`) is parsed anew.
enum ParsedStringFiles {
    enum Parsed {
        case catalog(StringCatalogDecoder.Catalog)
        case values([String: LocalizedValue])
    }

    private struct Key: Hashable {
        var path: String
        var bytes: Data
    }

    // An app may have hundreds of tables (KeePassium: 480 files, 4.5 MB): all of them kept.
    private static let memo = BoundedMemo<Key, Parsed>(capacity: 1_024, maximumBytes: 64 << 20)

    /// The file parsed by `parse`, or what an earlier call parsed from the same bytes at the
    /// same path (errors name the path, so it is part of the key). Failures are not kept.
    static func parsed(path: String, data: Data, _ parse: () throws -> Parsed) rethrows -> Parsed {
        try memo.value(for: Key(path: path, bytes: data), bytes: data.count, parse)
    }
}
