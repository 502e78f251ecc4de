/// Objective-C source → tokens, one at a time: comments and preprocessor lines are skipped (the
/// `Preprocessor` has already evaluated them and left empty lines; a line it leaves is skipped),
/// `@"…"` and `"…"` are string tokens (escapes are checked here, decoded later), `@word` is an
/// at-keyword (`@interface`, `@end`, `@YES`). Bad input is an `ObjCReadError` at its place: a
/// NUL byte or invalid UTF-8 (a binary file), an unterminated comment, string or character.
struct Lexer {
    let buffer: SourceBuffer
    private var index = 0
    /// True until the first token of a line: only there does `#` start a directive.
    private var atLineStart = true

    init(buffer: SourceBuffer) { self.buffer = buffer }

    /// From `offset`, a token's start (a method body's `{`) after the file was lexed once.
    init(buffer: SourceBuffer, at offset: Int) {
        self.buffer = buffer
        index = offset
        atLineStart = false
    }

    private var bytes: [UInt8] { buffer.bytes }

    private func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    mutating func next() throws -> Token {
        try skipTrivia()
        let start = index
        guard index < bytes.count else { return Token(kind: .end, start: UInt32(start), end: UInt32(start)) }
        atLineStart = false
        let c = bytes[index]
        if Lexer.isIdentifierStart(c) {
            index += 1
            while index < bytes.count, Lexer.isIdentifierContinue(bytes[index]) { index += 1 }
            return token(.identifier, start)
        }
        if c >= 0x80 { return try nonASCII(start) }
        if Lexer.isDigit(c) || (c == UInt8(ascii: ".") && Lexer.isDigit(byte(index + 1))) {
            scanNumber()
            return token(.number, start)
        }
        switch c {
        case UInt8(ascii: "\""):
            try scanQuoted(quote: c, from: start, what: "string literal")
            return token(.cString, start)
        case UInt8(ascii: "'"):
            try scanQuoted(quote: c, from: start, what: "character literal")
            return token(.charLiteral, start)
        case UInt8(ascii: "@"):
            if byte(index + 1) == UInt8(ascii: "\"") {
                index += 1
                try scanQuoted(quote: UInt8(ascii: "\""), from: start, what: "string literal")
                return token(.objcString, start)
            }
            if Lexer.isIdentifierStart(byte(index + 1)) {
                index += 1
                while index < bytes.count, Lexer.isIdentifierContinue(bytes[index]) { index += 1 }
                return token(.atKeyword, start)
            }
        default: break
        }
        if let punct = scanPunct() {
            var t = token(.punct, start)
            t.punct = punct
            return t
        }
        if c < 0x20 && c != 0x09 && c != 0x0C && c != 0x0B {
            throw buffer.error("binary data: control byte 0x\(String(c, radix: 16, uppercase: true)) is not Objective-C source", at: start)
        }
        index += 1
        return token(.unknown, start)
    }

    private func token(_ kind: Token.Kind, _ start: Int) -> Token {
        Token(kind: kind, start: UInt32(start), end: UInt32(index))
    }

    // MARK: - Trivia

    private mutating func skipTrivia() throws {
        while index < bytes.count {
            let c = bytes[index]
            switch c {
            case 0x0A:
                atLineStart = true
                index += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index += 1
            case 0x00:
                throw buffer.error("binary data: a NUL byte is not Objective-C source", at: index)
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                try skipBlockComment()
            case UInt8(ascii: "\\") where byte(index + 1) == 0x0A:
                index += 2
            case UInt8(ascii: "#") where atLineStart:
                try skipDirective()
            default:
                return
            }
        }
    }

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
    }

    private mutating func skipBlockComment() throws {
        let start = index
        index += 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                return
            }
            if bytes[index] == 0 { throw buffer.error("binary data: a NUL byte is not Objective-C source", at: index) }
            index += 1
        }
        throw buffer.error("unterminated comment: '/*' has no '*/'", at: start)
    }

    /// A preprocessor line (with `\` continuations and comments).
    private mutating func skipDirective() throws {
        index += 1
        try skipToLineEnd()
    }

    private mutating func skipToLineEnd() throws {
        while index < bytes.count {
            let c = bytes[index]
            if c == 0x0A { return }
            if c == 0 { throw buffer.error("binary data: a NUL byte is not Objective-C source", at: index) }
            if c == UInt8(ascii: "\\") && byte(index + 1) == 0x0A { index += 2; continue }
            if c == UInt8(ascii: "\\") && byte(index + 1) == 0x0D && byte(index + 2) == 0x0A { index += 3; continue }
            if c == UInt8(ascii: "/") && byte(index + 1) == UInt8(ascii: "*") { try skipBlockComment(); continue }
            if c == UInt8(ascii: "/") && byte(index + 1) == UInt8(ascii: "/") { skipLineComment(); return }
            index += 1
        }
    }

    // MARK: - Tokens

    private mutating func scanNumber() {
        let isHex = bytes[index] == UInt8(ascii: "0") && (byte(index + 1) | 0x20) == UInt8(ascii: "x")
        while index < bytes.count {
            let c = bytes[index]
            if Lexer.isIdentifierContinue(c) || c == UInt8(ascii: ".") {
                index += 1
                continue
            }
            if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
                let previous = bytes[index - 1] | 0x20
                if (!isHex && previous == UInt8(ascii: "e")) || (isHex && previous == UInt8(ascii: "p")) {
                    index += 1
                    continue
                }
            }
            break
        }
    }

    private mutating func scanQuoted(quote: UInt8, from start: Int, what: String) throws {
        index += 1
        while index < bytes.count {
            let c = bytes[index]
            if c == quote { index += 1; return }
            if c == UInt8(ascii: "\\") {
                if byte(index + 1) == 0x0D && byte(index + 2) == 0x0A { index += 3; continue }
                index += 2
                continue
            }
            if c == 0x0A { break }
            if c == 0 { throw buffer.error("binary data: a NUL byte is not Objective-C source", at: index) }
            index += 1
        }
        // A quote that opens random bytes (a binary file read as text) is not a string: the
        // bytes it ran over say what the file is.
        if let binary = bytes[start..<index].firstIndex(where: { $0 < 0x20 && ![0x09, 0x0B, 0x0C, 0x0D].contains($0) }) {
            throw buffer.error("binary data: control byte 0x\(String(bytes[binary], radix: 16, uppercase: true)) is not Objective-C source", at: binary)
        }
        if let replacement = (start..<max(start, index - 2)).first(where: { bytes[$0] == 0xEF && bytes[$0 + 1] == 0xBF && bytes[$0 + 2] == 0xBD }) {
            throw buffer.error("binary data: invalid UTF-8 (U+FFFD) is not Objective-C source", at: replacement)
        }
        throw buffer.error("unterminated \(what): no closing \(quote == UInt8(ascii: "'") ? "'" : "\"") on its line", at: start)
    }

    private mutating func nonASCII(_ start: Int) throws -> Token {
        // U+FFFD is what invalid UTF-8 decodes to: a binary file read as text.
        if byte(index) == 0xEF && byte(index + 1) == 0xBF && byte(index + 2) == 0xBD {
            throw buffer.error("binary data: invalid UTF-8 (U+FFFD) is not Objective-C source", at: start)
        }
        // Other non-ASCII letters may be parts of identifiers, as clang allows.
        while index < bytes.count, bytes[index] >= 0x80 || Lexer.isIdentifierContinue(bytes[index]) { index += 1 }
        return token(.identifier, start)
    }

    private mutating func scanPunct() -> Punct? {
        let c = bytes[index], n = byte(index + 1), n2 = byte(index + 2)
        func take(_ count: Int, _ p: Punct) -> Punct { index += count; return p }
        switch c {
        case UInt8(ascii: "{"): return take(1, .lbrace)
        case UInt8(ascii: "}"): return take(1, .rbrace)
        case UInt8(ascii: "["): return take(1, .lbracket)
        case UInt8(ascii: "]"): return take(1, .rbracket)
        case UInt8(ascii: "("): return take(1, .lparen)
        case UInt8(ascii: ")"): return take(1, .rparen)
        case UInt8(ascii: ";"): return take(1, .semicolon)
        case UInt8(ascii: ","): return take(1, .comma)
        case UInt8(ascii: "."):
            return n == UInt8(ascii: ".") && n2 == UInt8(ascii: ".") ? take(3, .ellipsis) : take(1, .dot)
        case UInt8(ascii: ":"): return take(1, .colon)
        case UInt8(ascii: "?"): return take(1, .question)
        case UInt8(ascii: "~"): return take(1, .tilde)
        case UInt8(ascii: "@"): return take(1, .at)
        case UInt8(ascii: "#"): return take(1, .hash)
        case UInt8(ascii: "+"):
            if n == UInt8(ascii: "+") { return take(2, .plusPlus) }
            return n == UInt8(ascii: "=") ? take(2, .plusAssign) : take(1, .plus)
        case UInt8(ascii: "-"):
            if n == UInt8(ascii: "-") { return take(2, .minusMinus) }
            if n == UInt8(ascii: ">") { return take(2, .arrow) }
            return n == UInt8(ascii: "=") ? take(2, .minusAssign) : take(1, .minus)
        case UInt8(ascii: "*"): return n == UInt8(ascii: "=") ? take(2, .starAssign) : take(1, .star)
        case UInt8(ascii: "/"): return n == UInt8(ascii: "=") ? take(2, .slashAssign) : take(1, .slash)
        case UInt8(ascii: "%"): return n == UInt8(ascii: "=") ? take(2, .percentAssign) : take(1, .percent)
        case UInt8(ascii: "^"): return n == UInt8(ascii: "=") ? take(2, .caretAssign) : take(1, .caret)
        case UInt8(ascii: "!"): return n == UInt8(ascii: "=") ? take(2, .ne) : take(1, .bang)
        case UInt8(ascii: "="): return n == UInt8(ascii: "=") ? take(2, .eq) : take(1, .assign)
        case UInt8(ascii: "&"):
            if n == UInt8(ascii: "&") { return take(2, .andAnd) }
            return n == UInt8(ascii: "=") ? take(2, .ampAssign) : take(1, .amp)
        case UInt8(ascii: "|"):
            if n == UInt8(ascii: "|") { return take(2, .orOr) }
            return n == UInt8(ascii: "=") ? take(2, .pipeAssign) : take(1, .pipe)
        case UInt8(ascii: "<"):
            if n == UInt8(ascii: "<") { return n2 == UInt8(ascii: "=") ? take(3, .shlAssign) : take(2, .shl) }
            return n == UInt8(ascii: "=") ? take(2, .le) : take(1, .lt)
        case UInt8(ascii: ">"):
            if n == UInt8(ascii: ">") { return n2 == UInt8(ascii: "=") ? take(3, .shrAssign) : take(2, .shr) }
            return n == UInt8(ascii: "=") ? take(2, .ge) : take(1, .gt)
        default: return nil
        }
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24
    }

    static func isIdentifierContinue(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }
}
