import Foundation
import Synchronization

/// Writes a file whole or not at all: into a temporary file beside it, then renamed over it.
/// A failed write removes its temporary file; so does SIGINT, SIGTERM or SIGHUP arriving while
/// a write is in flight (see `removeTemporariesOnInterrupt`), so no half file is ever left.
public enum OutputFile {
    /// Writes `data` to `path`, first making the folders it is in.
    public static func write(_ data: Data, toNewFolderPath path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try write(data, to: path)
    }

    public static func write(_ data: Data, to path: String) throws {
        removeTemporariesOnInterrupt()
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw EncodeError(message: "\(path): the folder \(directory.path) does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        // Registered before it exists, released once it is renamed or removed.
        let slot = InFlight.register(temporary)
        defer { InFlight.release(slot) }
        do {
            try writeNew(data, to: temporary)
        } catch {
            unlink(temporary)
            throw EncodeError(message: "\(path): cannot write (\(error))")
        }
        guard rename(temporary, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw EncodeError(message: "\(path): cannot write (\(reason))")
        }
    }

    struct WriteFailure: Error, CustomStringConvertible { var description: String }

    /// Creates `path` (never following or reusing what is there) and writes all of `data`.
    private static func writeNew(_ data: Data, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw WriteFailure(description: String(cString: strerror(errno))) }
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
        if close(fd) != 0, failure == nil { failure = errno }
        if let failure { throw WriteFailure(description: String(cString: strerror(failure))) }
    }

    /// Installs handlers for SIGINT, SIGTERM and SIGHUP (where they are not ignored or handled
    /// already) that remove the temporary files of writes in flight and exit with 128 + the
    /// signal's number (130, 143, 129), as the shell reports a process the signal killed.
    /// Called by every write; call it early too, so a long render is covered from its start.
    public static func removeTemporariesOnInterrupt() {
        installation.withLock { installed in
            guard !installed else { return }
            installed = true
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

/// The temporary files being written, as fixed C strings a signal handler can unlink without
/// allocating or locking: a slot is claimed with an atomic exchange, its path copied in, then
/// published; the handler reads only published slots.
private enum InFlight {
    static let slots = 64
    static let pathBytes = Int(PATH_MAX)
    /// 0: free; 1: claimed, being filled; 2: holds a path.
    nonisolated(unsafe) static let states: UnsafeMutablePointer<Atomic<Int>> = {
        let pointer = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: slots)
        for i in 0..<slots { (pointer + i).initialize(to: Atomic(0)) }
        return pointer
    }()
    nonisolated(unsafe) static let paths: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: slots * pathBytes)
        pointer.initialize(repeating: 0, count: slots * pathBytes)
        return pointer
    }()

    /// Touches the storage, so the handler never runs a lazy initializer.
    static func prepare() {
        _ = states
        _ = paths
    }

    /// A slot holding `path`, or nil when every slot is taken (the write goes ahead; only an
    /// interrupt during it could leave its temporary file).
    static func register(_ path: String) -> Int? {
        let bytes = Array(path.utf8)
        guard bytes.count < pathBytes else { return nil }
        for slot in 0..<slots {
            guard states[slot].compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged else { continue }
            let destination = paths + slot * pathBytes
            for (i, byte) in bytes.enumerated() { destination[i] = CChar(bitPattern: byte) }
            destination[bytes.count] = 0
            states[slot].store(2, ordering: .releasing)
            return slot
        }
        return nil
    }

    static func release(_ slot: Int?) {
        guard let slot else { return }
        states[slot].store(0, ordering: .releasing)
    }

    /// In the signal handler: unlink(2) is async-signal-safe, and so are lock-free atomic loads.
    static func removeAll() {
        for slot in 0..<slots where states[slot].load(ordering: .acquiring) == 2 {
            unlink(paths + slot * pathBytes)
        }
    }

    static var count: Int { (0..<slots).filter { states[$0].load(ordering: .acquiring) != 0 }.count }
}
