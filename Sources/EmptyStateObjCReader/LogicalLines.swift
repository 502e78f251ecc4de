/// One logical line of a file, as C's first translation phases see it: `\`-newline continuations
/// spliced and each comment one space (a block comment may run over several physical lines).
/// `start..<end` is its source in the file and `newlines` the line breaks it covers, so the
/// preprocessor can give back the very same text, or as many empty lines, and keep every later
/// line where it was.
struct LogicalLine: Sendable {
    var start: Int
    var end: Int
    var newlines: Int
    /// The spliced text, comments as spaces; `offsets[i]` is where `text[i]` is in the file.
    var text: [UInt8]
    var offsets: [Int]
    /// Its first character (past white space) is `#`.
    var isDirective: Bool
    /// Its tokens, when made once for many readings (a header's directives).
    var tokens: [PPToken]?
}

/// Splits a file into logical lines, one at a time.
struct LogicalLines {
    let bytes: [UInt8]
    private(set) var index = 0
    /// A `/*` without its `*/`: the preprocessor leaves the file as it is, for the lexer to
    /// report at its place.
    private(set) var unterminatedComment = false

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// `keepingCode` false: a code line's text is not kept (only its extent and line breaks),
    /// for a header's code or lines `#if` leaves out, which no one reads.
    mutating func next(keepingCode: Bool = true) -> LogicalLine? {
        guard index < bytes.count else { return nil }
        let start = index
        var text: [UInt8] = []
        var offsets: [Int] = []
        var newlines = 0
        var first = index
        while first < bytes.count, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
        // A line that starts with a comment may still be a directive: kept, and decided below.
        let keep = keepingCode || byte(first) == UInt8(ascii: "#") || (byte(first) == UInt8(ascii: "/") && byte(first + 1) == UInt8(ascii: "*"))
        func emit(_ b: UInt8, _ at: Int) { if keep { text.append(b); offsets.append(at) } }
        scan: while index < bytes.count {
            let c = bytes[index]
            switch c {
            case 0x0A:
                index += 1
                newlines += 1
                break scan
            case UInt8(ascii: "\\") where continuation(index) > 0:
                let length = continuation(index)
                index += length
                newlines += 1
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                emit(0x20, index)
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/")) {
                    if bytes[index] == 0x0A { newlines += 1 }
                    index += 1
                }
                guard index < bytes.count else { unterminatedComment = true; break scan }
                index += 2
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                emit(0x20, index)
                // A `//` comment ends at the line's end, unless that is a continuation.
                while index < bytes.count, bytes[index] != 0x0A {
                    if bytes[index] == UInt8(ascii: "\\"), continuation(index) > 0 { index += continuation(index); newlines += 1; continue }
                    index += 1
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                emit(c, index)
                index += 1
                while index < bytes.count, bytes[index] != c, bytes[index] != 0x0A {
                    if bytes[index] == UInt8(ascii: "\\") {
                        if continuation(index) > 0 { index += continuation(index); newlines += 1; continue }
                        emit(bytes[index], index)
                        index += 1
                        if index < bytes.count, bytes[index] != 0x0A { emit(bytes[index], index); index += 1 }
                        continue
                    }
                    emit(bytes[index], index)
                    index += 1
                }
                if index < bytes.count, bytes[index] == c { emit(c, index); index += 1 }
            default:
                emit(c, index)
                index += 1
            }
        }
        let firstNonBlank = text.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
        return LogicalLine(start: start, end: index, newlines: newlines, text: text, offsets: offsets,
                           isDirective: firstNonBlank == UInt8(ascii: "#"))
    }

    private func byte(_ i: Int) -> UInt8 { i < bytes.count ? bytes[i] : 0 }

    /// The length of a `\` line continuation at `i` (`\` newline, or `\` CR LF), or 0.
    private func continuation(_ i: Int) -> Int {
        if byte(i + 1) == 0x0A { return 2 }
        if byte(i + 1) == 0x0D && byte(i + 2) == 0x0A { return 3 }
        return 0
    }
}
