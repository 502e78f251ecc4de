import Foundation
import Synchronization

/// Temporary files are named `.NAME.PID.RANDOM.tmp`. A process killed with SIGKILL (or a
/// power loss) leaves its own behind; the next run that writes into the folder removes those
/// that are older than itself and whose process is gone, so a concurrent run's files in
/// flight are never touched.
enum StaleTemporaries {
    static func name(for file: String) -> String {
        ".\(file).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// Takes the run's start time once (the first call wins).
    static func markRunStart() { _ = runStart }

    /// Cleans `directory` the first time this run writes into it.
    static func removeOnce(in directory: String) {
        let first = cleaned.withLock { $0.insert(directory).inserted }
        guard first else { return }
        remove(in: directory, olderThan: runStart)
    }

    static func remove(in directory: String, olderThan start: timespec) {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = ownerPID(of: name) else { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, isEarlier(info.st_mtim, than: start) else { continue }
            guard pid == getpid() || !isAlive(pid) else { continue }
            unlink(path)
        }
    }

    /// The process id in a name of our pattern, or nil for any other name.
    static func ownerPID(of name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[parts.count - 1].isEmpty, parts[parts.count - 1].allSatisfy(\.isASCII),
              UInt32(parts[parts.count - 1]) != nil, let pid = pid_t(parts[parts.count - 2]), pid > 0 else { return nil }
        return pid
    }

    private static func isAlive(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 || errno == EPERM }

    private static func isEarlier(_ a: timespec, than b: timespec) -> Bool {
        a.tv_sec < b.tv_sec || (a.tv_sec == b.tv_sec && a.tv_nsec < b.tv_nsec)
    }

    /// A second before the run started: a file's time comes from the kernel's coarse clock,
    /// a few milliseconds behind `CLOCK_REALTIME`, so a file written just after the start (by a
    /// run that ended at once) could otherwise read as older than it.
    private static let runStart: timespec = {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        now.tv_sec -= 1
        return now
    }()

    private static let cleaned = Mutex(Set<String>())
}
