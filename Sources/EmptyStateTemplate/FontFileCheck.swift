import Foundation

/// Checks that a file in `fonts:` is a font before fontconfig and FreeType see it: a regular
/// file of at most `TemplateLimits.fontFileBytes`, TrueType or OpenType (or a collection of
/// them, or WOFF/WOFF2) whose table directory lies inside the file and has a `cmap`. A text
/// file renamed `.ttf`, a truncated download or a PNG is a clear error, not a silent fallback.
final class FontFileCheck: @unchecked Sendable {
    private var checked: [String: String?] = [:]
    private let lock = NSLock()

    /// Why the file is not a usable font, or nil.
    func problem(with path: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let known = checked[path] { return known }
        let problem = Self.problem(with: path)
        checked[path] = problem
        return problem
    }

    static func problem(with path: String) -> String? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return "cannot be read (\(String(cString: strerror(errno))))" }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return "is not a regular file" }
        let size = Int(info.st_size)
        guard size <= TemplateLimits.fontFileBytes else {
            return "is \(size) bytes; the limit is \(TemplateLimits.fontFileBytes) bytes"
        }
        func bytes(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard offset >= 0, count >= 0, offset + count <= size else { return nil }
            var buffer = [UInt8](repeating: 0, count: count)
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
            return n == count ? buffer : nil
        }
        func be(_ b: [UInt8], _ at: Int, _ width: Int) -> Int { b[at..<at + width].reduce(0) { $0 << 8 | Int($1) } }

        let notAFont = "is not a font file (TrueType, OpenType, a collection of them, WOFF or WOFF2)"
        guard let header = bytes(0, 12) else { return notAFont }
        let tag = String(decoding: header[0..<4], as: UTF8.self)

        /// The sfnt table directory at `offset`: inside the file, with a character map.
        func sfntProblem(at offset: Int) -> String? {
            guard let head = bytes(offset, 12) else { return "is truncated (its table directory is cut off)" }
            let version = be(head, 0, 4)
            guard version == 0x0001_0000 || ["true", "OTTO", "typ1"].contains(String(decoding: head[0..<4], as: UTF8.self)) else {
                return notAFont
            }
            let tables = be(head, 4, 2)
            guard (1...1000).contains(tables) else { return "is damaged (\(tables) tables)" }
            guard let records = bytes(offset + 12, 16 * tables) else { return "is truncated (its table directory is cut off)" }
            var hasCharacterMap = false
            for i in 0..<tables {
                let record = Array(records[16 * i..<16 * i + 16])
                let start = be(record, 8, 4), length = be(record, 12, 4)
                guard start + length <= size else {
                    return "is truncated (table '\(String(decoding: record[0..<4], as: UTF8.self))' ends at byte \(start + length) of \(size))"
                }
                if record[0..<4] == [0x63, 0x6D, 0x61, 0x70] { hasCharacterMap = true }
            }
            return hasCharacterMap ? nil : "is damaged (it has no character map)"
        }

        switch tag {
        case "ttcf":
            let fonts = be(header, 8, 4)
            guard (1...1000).contains(fonts), let offsets = bytes(12, 4 * fonts) else { return "is truncated or damaged (a font collection)" }
            for i in 0..<fonts {
                if let problem = sfntProblem(at: be(offsets, 4 * i, 4)) { return problem }
            }
            return nil
        case "wOFF", "wOF2":
            // The header records the whole file's length.
            let length = be(header, 8, 4)
            return length == size ? nil : "is truncated (\(size) of \(length) bytes)"
        default:
            return sfntProblem(at: 0)
        }
    }
}
