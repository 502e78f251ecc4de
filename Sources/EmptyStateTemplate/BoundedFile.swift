import Foundation

/// Reads a file named by a template (or the template itself) without trusting it: a regular
/// file only (not a folder, a FIFO that never ends, or /dev/zero), and never more than `limit`
/// bytes, checked before the contents are read.
public enum BoundedFile {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var path: String
        /// What went wrong, without the path: "no such file", "the image is 5 bytes; ...".
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The whole file, or a `Failure` saying why not.
    public static func contents(of path: String, limit: Int, what: String) throws -> Data {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            throw Failure(path: path, reason: "cannot read \(what): \(code == ENOENT || code == ENOTDIR ? "no such file" : String(cString: strerror(code)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(path: path, reason: "cannot read \(what): \(String(cString: strerror(errno)))") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(path: path, reason: "is a folder, not \(what == "the template" ? "a template file" : "a file")")
        default: throw Failure(path: path, reason: "\(what) is not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw Failure(path: path, reason: "\(what) is \(info.st_size) bytes; the limit is \(limit) bytes")
        }
        var data = Data(count: Int(info.st_size) + 1)
        var total = 0
        let readError: Int32? = data.withUnsafeMutableBytes { buffer in
            while total < buffer.count {
                let n = read(fd, buffer.baseAddress! + total, buffer.count - total)
                if n == 0 { return nil }
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                total += n
            }
            return nil
        }
        if let readError { throw Failure(path: path, reason: "cannot read \(what): \(String(cString: strerror(readError)))") }
        // The file grew after fstat: still never more than the limit.
        guard total <= limit else { throw Failure(path: path, reason: "\(what) is more than \(limit) bytes; the limit is \(limit) bytes") }
        data.count = total
        return data
    }

    /// `contents(of:)` for the template, failing with a `TemplateError`.
    static func readTemplate(_ path: String, limit: Int, what: String) throws -> Data {
        do {
            return try contents(of: path, limit: limit, what: what)
        } catch let failure as Failure {
            throw TemplateError(file: path, message: failure.reason)
        }
    }
}
