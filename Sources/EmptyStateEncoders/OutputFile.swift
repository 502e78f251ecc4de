import Foundation
import Synchronization

/// Writes a file whole or not at all: into a temporary file beside it, then renamed over it.
/// A failed write removes its temporary file; so does SIGINT, SIGTERM or SIGHUP arriving while
/// a write is in flight (see `removeTemporariesOnInterrupt`), so no half file is ever left.
/// Every problem is one plain line: `PATH: cannot write (reason)`.
public enum OutputFile {
    /// Writes `data` to `path`, first making the folders it is in.
    public static func write(_ data: Data, toNewFolderPath path: String, durable: Bool = false) throws {
        try refuseFolderPath(path)
        try OutputFolder.make(parent(of: path), for: path)
        try write(data, to: path, durable: durable)
    }

    /// `durable` fsyncs the file before the rename and its folder after, so that a power loss
    /// can leave the old file or the new one, never an empty one (for references, manifests and
    /// the export cache; exports skip it for speed, as a rerun makes them again).
    public static func write(_ data: Data, to path: String, durable: Bool = false) throws {
        removeTemporariesOnInterrupt()
        try refuseFolderPath(path)
        let directory = parent(of: path)
        try OutputFolder.requireFolder(directory, for: path)
        StaleTemporaries.removeOnce(in: directory)
        let name = (path as NSString).lastPathComponent
        let temporary = directory + "/" + StaleTemporaries.name(for: name)
        // Registered before it exists, released once it is renamed or removed.
        let slot = InFlight.register(temporary)
        defer { InFlight.release(slot) }
        if let failure = writeNew(data, to: temporary, sync: durable) {
            unlink(temporary)
            throw cannotWrite(path, failure)
        }
        guard rename(temporary, path) == 0 else {
            let failure = errno
            unlink(temporary)
            throw cannotWrite(path, failure == EISDIR ? "it is a folder" : plainReason(failure))
        }
        if durable { syncFolder(directory) }
    }

    /// The error every command prints for a file it cannot write.
    public static func cannotWrite(_ path: String, _ reason: String) -> EncodeError {
        EncodeError(message: "\(path): cannot write (\(reason))")
    }

    /// strerror's words, which are plain ("No space left on device"), never a library's.
    public static func plainReason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// The folder `path` is in: "." for a bare name, "/" at the top. (Foundation's
    /// `deletingLastPathComponent` traps on some inputs, such as ".".)
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return String(parent)
    }

    /// An output path must name a file: not end in `/`, not be a folder already.
    private static func refuseFolderPath(_ path: String) throws {
        if path.hasSuffix("/") { throw cannotWrite(path, "the path ends with '/'; give a file name") }
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { throw cannotWrite(path, "it is a folder") }
    }

    /// Creates `path` (never following or reusing what is there) and writes all of `data`;
    /// returns the reason it could not.
    private static func writeNew(_ data: Data, to path: String, sync: Bool) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { return plainReason(errno) }
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if failure == nil, sync, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == nil { failure = errno }
        return failure.map(plainReason)
    }

    /// Makes a rename in `directory` durable. A folder that cannot be opened or synced (some
    /// file systems refuse) is left as it is: the file itself is already on disk.
    static func syncFolder(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// Installs handlers for SIGINT, SIGTERM and SIGHUP (where they are not ignored or handled
    /// already) that remove the temporary files of writes in flight and exit with 128 + the
    /// signal's number (130, 143, 129), as the shell reports a process the signal killed.
    /// Called by every write; call it early too, so a long render is covered from its start
    /// (and the run's start time, which tells stale temporary files, is taken then).
    public static func removeTemporariesOnInterrupt() {
        installation.withLock { installed in
            guard !installed else { return }
            installed = true
            StaleTemporaries.markRunStart()
            InFlight.prepare()
            for signal in [SIGINT, SIGTERM, SIGHUP] {
                var current = sigaction()
                guard sigaction(signal, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { signal in
                    InFlight.removeAll()
                    _exit(128 + signal)
                }
                sigemptyset(&action.sa_mask)
                action.sa_flags = 0
                sigaction(signal, &action, nil)
            }
        }
    }

    private static let installation = Mutex(false)

    /// How many temporary files are being written right now (for tests).
    public static var temporariesInFlight: Int { InFlight.count }
}
