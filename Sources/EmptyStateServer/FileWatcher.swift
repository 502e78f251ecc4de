import Foundation

/// Watches files and folders by polling their status every few milliseconds: an edit, a save by
/// rename (as editors do), a new or deleted file (a folder's modification time changes) are seen
/// within one interval, without inotify's per-folder bookkeeping.
final class FileWatcher: @unchecked Sendable {
    struct Stamp: Equatable {
        var modified: timespec
        var changed: timespec
        var size: off_t
        var inode: ino_t
        static func == (a: Stamp, b: Stamp) -> Bool {
            a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec && a.size == b.size && a.inode == b.inode
        }
    }

    private let lock = NSLock()
    private var stamps: [String: Stamp?] = [:]
    private let interval: Double
    /// Called on the watcher's thread with the paths that changed; set before `start()`.
    var onChange: @Sendable (Set<String>) -> Void
    private var thread: Thread?
    private var running = false

    init(interval: Double, onChange: @escaping @Sendable (Set<String>) -> Void) {
        self.interval = interval
        self.onChange = onChange
    }

    /// Replaces what is watched; paths already watched keep their last status.
    func watch(_ paths: Set<String>) {
        lock.withLock {
            var next: [String: Stamp?] = [:]
            for path in paths { next[path] = stamps[path] ?? Self.stamp(path) }
            stamps = next
        }
    }

    func start() {
        running = true
        let thread = Thread { [weak self] in
            while let self, self.running {
                let changed = self.poll()
                if !changed.isEmpty { self.onChange(changed) }
                Thread.sleep(forTimeInterval: self.interval)
            }
        }
        thread.name = "emptystate watcher"
        thread.start()
        self.thread = thread
    }

    func stop() { running = false }

    /// The paths whose status changed since the last look (appeared, vanished or modified).
    func poll() -> Set<String> {
        let paths = lock.withLock { Array(stamps.keys) }
        let fresh = paths.map { ($0, Self.stamp($0)) }
        return lock.withLock {
            var changed = Set<String>()
            for (path, now) in fresh {
                // A path no longer watched (watch() ran meanwhile) is left alone.
                guard let old = stamps[path] else { continue }
                if old != now { changed.insert(path); stamps[path] = now }
            }
            return changed
        }
    }

    static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(modified: info.st_mtim, changed: info.st_ctim, size: info.st_size, inode: info.st_ino)
    }
}
