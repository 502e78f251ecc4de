/// The file's UTF-8 bytes, with what every stage needs of them: line and column of an offset,
/// the text of a range, and an expression's source collapsed onto one line for a warning.
final class SourceBuffer {
    let bytes: [UInt8]
    let file: String
    /// Tells apart the files of one reading (a subclass's and its superclasses'): offsets
    /// alone name a node only within its file.
    let serial: Int
    /// Offsets where each line starts (line 1 at index 0): found on the first warning, since
    /// most headers the preprocessor reads never need one.
    private lazy var lineStarts: [Int] = {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A { starts.append(index + 1) }
            index += 1
        }
        return starts
    }()

    init(text: String, file: String, serial: Int = 0) {
        self.file = file
        self.serial = serial
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
        self.bytes = bytes
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    func location(_ offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }

    func error(_ message: String, at offset: Int) -> ObjCReadError {
        let (line, column) = location(offset)
        return ObjCReadError(file: file, line: line, column: column, message: message)
    }

    /// `file:line:col: ` for a warning.
    func prefix(_ offset: Int) -> String {
        let (line, column) = location(offset)
        return "\(file):\(line):\(column): "
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[max(0, start)..<min(end, bytes.count)], as: UTF8.self)
    }

    func text(_ token: Token) -> String { text(Int(token.start), Int(token.end)) }

    /// Whether a token's bytes are exactly `word` (no allocation).
    func token(_ token: Token, is word: StaticString) -> Bool {
        let length = Int(token.end - token.start)
        guard length == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in
            var index = 0
            while index < length {
                if bytes[Int(token.start) + index] != buffer[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// The source of a range on one line: runs of white space (and comments' line breaks) become
    /// one space; longer than `limit` characters ends in "…".
    func collapsed(_ start: Int, _ end: Int, limit: Int) -> String {
        var result = ""
        var pendingSpace = false
        var count = 0
        for scalar in text(start, end).unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" "); count += 1; pendingSpace = false }
            if count >= limit - 1 { return result + "…" }
            result.unicodeScalars.append(scalar)
            count += 1
        }
        return result
    }
}
