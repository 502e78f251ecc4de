import Foundation

/// Which test wrote each reference in this run. Two tests that write one reference (a copied
/// `matches:` path) overwrite each other, and the next run fails whichever wrote first: worth a
/// warning that names both, while the pictures are still fresh.
final class ReferenceWriters: @unchecked Sendable {
    static let shared = ReferenceWriters()

    private var writers: [String: String] = [:]
    private let lock = NSLock()

    /// Notes that `writer` wrote `path`; the warning when another test wrote it earlier in this run.
    /// The same test writing it again (a loop, a repeated run) is not a conflict.
    func wrote(_ path: String, by writer: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let earlier = writers[path]
        writers[path] = writer
        guard let earlier, earlier != writer else { return nil }
        return "\(path) was written twice in this run, by \(earlier) and then by \(writer): it holds the second screen, "
            + "so the first fails next run; give each its own matches: path"
    }
}
