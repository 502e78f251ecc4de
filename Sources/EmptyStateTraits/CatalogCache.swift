import Foundation

/// Catalogs read once for many templates that name them: an import checks every screen it
/// writes, and each one names all of the app's catalogs (a catalog of a thousand image sets
/// read per screen was most of a large app's import). While `reading` runs on a thread, a
/// catalog's path gives what its first load there read; outside it, every load reads the disk.
public final class CatalogCache: @unchecked Sendable {
    private static let threadKey = "emptystate.CatalogCache"
    private let lock = NSLock()
    private var loaded: [String: AssetCatalog] = [:]
    private var listings: [String: [String]] = [:]

    public init() {}

    public func reading<T>(_ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[Self.threadKey]
        dictionary[Self.threadKey] = self
        defer { dictionary[Self.threadKey] = previous }
        return try body()
    }

    static var current: CatalogCache? { Thread.current.threadDictionary[threadKey] as? CatalogCache }

    /// What loading `path` gave before, or gives now (a failure is not kept).
    func catalog(_ path: String, _ load: () throws -> AssetCatalog) rethrows -> AssetCatalog {
        try remembered(path, in: \.loaded, load)
    }

    /// The files a walk of `folder` found before in this reading, or finds now: an import checks
    /// each screen against the same string folders (Xinhoo's forty, one of them the app's whole
    /// `Class` tree), which one walk answers (a failure is not kept).
    public static func listing(_ folder: String, _ walk: () throws -> [String]) rethrows -> [String] {
        guard let cache = current else { return try walk() }
        return try cache.remembered(folder, in: \.listings, walk)
    }

    /// What `make` gave for `key` before, or gives now, kept in `table`; made outside the lock.
    private func remembered<T>(_ key: String, in table: ReferenceWritableKeyPath<CatalogCache, [String: T]>, _ make: () throws -> T) rethrows -> T {
        lock.lock()
        if let found = self[keyPath: table][key] { lock.unlock(); return found }
        lock.unlock()
        let made = try make()
        lock.lock()
        self[keyPath: table][key] = made
        lock.unlock()
        return made
    }
}
