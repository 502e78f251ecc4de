import EmptyStateObjCReader
import Foundation

/// The app's `.h` files, and the ones an Objective-C file imports: its quoted `#import`s and
/// `#include`s, and theirs, found beside the including file (as the compiler does) or else by
/// file name among the app's headers, read here so that the reader reads no files itself and
/// the file's reading is kept by their bytes too. The app's prefix header (`PrefixHeader`)
/// is imported by every file, before its own imports. Every quoted import is followed, whatever
/// `#if` it is under (the reader decides which it reads); `<…>` ones are the SDK's or a
/// library's and are not read. Each header is read and scanned once for all the files.
struct AppHeaders: Sendable {
    private let byName: [String: [String]]
    private let known: Set<String>
    private let loaded = LoadedHeaders()
    private let prefixes = PrefixHeaders()
    /// Headers gathered for one file, at most (the reader reads at most as many).
    static let limit = 256

    init(_ paths: [String]) {
        byName = ObjCHeaders.index(paths)
        known = Set(paths)
    }

    func imported(by file: String, text: String) -> ObjCHeaders {
        var headers: [String: ObjCHeaders.Header] = [:]
        var queue: [(from: String, includes: [String])] = [(file, ObjCHeaders.quotedIncludes(in: text))]
        var seen: Set<String> = [file]
        // The app's prefix header comes before the file, and so do its imports.
        var prefix: String?
        if let path = prefixes.path(for: file), path != file, let header = loaded.header(path) {
            prefix = path
            headers[path] = header
            seen.insert(path)
            queue.insert((path, header.quotedIncludes), at: 0)
        }
        var next = 0
        while next < queue.count, headers.count < Self.limit {
            let (from, includes) = queue[next]
            next += 1
            // A header's imports are found once for all the files that import it (a large app's
            // thousand files each walk the same few hundred headers).
            let paths = from == file ? resolved(includes, from: from) : loaded.resolvedIncludes(from) { resolved(includes, from: from) }
            for found in paths {
                guard let path = found, seen.insert(path).inserted, headers.count < Self.limit else { continue }
                // A header that cannot be read as text is as if absent: its macros stay unknown.
                guard let header = loaded.header(path) else { continue }
                headers[path] = header
                queue.append((path, header.quotedIncludes))
            }
        }
        return ObjCHeaders(headers, prefixHeader: prefix)
    }

    /// The path each of `includes` names from the file at `from` (nil: none), in order.
    private func resolved(_ includes: [String], from: String) -> [String?] {
        includes.map { name in
            ObjCHeaders.resolve(name, from: from, byName: byName) { path in
                known.contains(path) || (SourceFiles.isHeader(path) && FileManager.default.fileExists(atPath: path))
            }
        }
    }
}

/// Headers read so far, and the paths their imports name, by path, shared by the reading threads.
private final class LoadedHeaders: @unchecked Sendable {
    private let lock = NSLock()
    private var headers: [String: ObjCHeaders.Header?] = [:]
    private var includes: [String: [String?]] = [:]

    func header(_ path: String) -> ObjCHeaders.Header? {
        cached(path, in: \.headers) { (try? SourceImport.load(path)).map { ObjCHeaders.Header(text: $0.text) } }
    }

    /// What the header at `path` imports, resolved by `resolve` the first time it is asked for.
    func resolvedIncludes(_ path: String, _ resolve: () -> [String?]) -> [String?] {
        cached(path, in: \.includes, resolve)
    }

    /// The table's entry for `path`, made (outside the lock: reading a file) the first time.
    private func cached<Entry>(_ path: String, in table: ReferenceWritableKeyPath<LoadedHeaders, [String: Entry]>, _ make: () -> Entry) -> Entry {
        lock.lock()
        if let known = self[keyPath: table][path] { lock.unlock(); return known }
        lock.unlock()
        let made = make()
        lock.lock()
        self[keyPath: table][path] = made
        lock.unlock()
        return made
    }
}
