/// A preprocessing token: its spelling, whether white space came before it (so that the
/// expanded line keeps `a b` apart and `@"x"` together), the byte offset in the file it stands
/// for (an expansion's tokens stand at the macro's name, so warnings point at the use), and its
/// hide set (in `HideSets`): the macros whose expansion made it, which it must not expand again
/// (C's rule that a macro is not expanded inside its own expansion).
struct PPToken: Equatable, Sendable {
    enum Kind: UInt8, Sendable { case identifier, number, string, character, punct, other, placemarker }
    var kind: Kind
    var text: String
    var spaceBefore: Bool
    var offset: Int
    var hidden = HideSets.empty

    func isPunct(_ spelling: String) -> Bool { kind == .punct && text == spelling }
}

/// A logical line's bytes (continuations spliced, comments already a space) → tokens.
/// Strings and character literals end at their quote or the line's end (the lexer reports an
/// unterminated one later, at its place in the file).
enum PPTokenizer {
    /// `offsets[i]` is the file offset of `bytes[i]`.
    static func tokens(_ bytes: [UInt8], offsets: [Int]) -> [PPToken] {
        var result: [PPToken] = []
        var i = 0
        var space = false
        func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0B || c == 0x0C { space = true; i += 1; continue }
            let start = i
            let kind: PPToken.Kind
            if Lexer.isIdentifierStart(c) || c >= 0x80 {
                while i < bytes.count, Lexer.isIdentifierContinue(bytes[i]) || bytes[i] >= 0x80 { i += 1 }
                kind = .identifier
            } else if Lexer.isDigit(c) || (c == UInt8(ascii: ".") && i + 1 < bytes.count && Lexer.isDigit(bytes[i + 1])) {
                i += 1
                while i < bytes.count {
                    let d = bytes[i]
                    if Lexer.isIdentifierContinue(d) || d == UInt8(ascii: ".") { i += 1; continue }
                    if d == UInt8(ascii: "+") || d == UInt8(ascii: "-"), "eEpP".utf8.contains(bytes[i - 1]) { i += 1; continue }
                    break
                }
                kind = .number
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                i += 1
                while i < bytes.count, bytes[i] != c {
                    i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
                }
                i = min(i + 1, bytes.count)
                kind = c == UInt8(ascii: "\"") ? .string : .character
            } else if let length = punctLength(bytes, i) {
                i += length
                kind = .punct
            } else {
                i += 1
                kind = .other
            }
            result.append(PPToken(kind: kind, text: text(start, i), spaceBefore: space, offset: offsets[start]))
            space = false
        }
        return result
    }

    /// Tokens of a spelling made by `##` (no file offsets of their own).
    static func tokens(_ text: String, offset: Int) -> [PPToken] {
        let bytes = Array(text.utf8)
        return tokens(bytes, offsets: Array(repeating: offset, count: bytes.count))
    }

    private static let singles = Set("{}[]();,.:?+-*/%&|^!~<>=@#".utf8)

    /// The length of the punctuator at `i` (longest first), or nil.
    private static func punctLength(_ bytes: [UInt8], _ i: Int) -> Int? {
        let c = bytes[i]
        guard singles.contains(c) else { return nil }
        let n = i + 1 < bytes.count ? bytes[i + 1] : 0
        let n2 = i + 2 < bytes.count ? bytes[i + 2] : 0
        switch (c, n) {
        case (UInt8(ascii: "."), UInt8(ascii: ".")): return n2 == UInt8(ascii: ".") ? 3 : 1
        case (UInt8(ascii: "<"), UInt8(ascii: "<")), (UInt8(ascii: ">"), UInt8(ascii: ">")): return n2 == UInt8(ascii: "=") ? 3 : 2
        case (UInt8(ascii: "#"), UInt8(ascii: "#")), (UInt8(ascii: "-"), UInt8(ascii: ">")), (UInt8(ascii: "+"), UInt8(ascii: "+")),
             (UInt8(ascii: "-"), UInt8(ascii: "-")), (UInt8(ascii: "&"), UInt8(ascii: "&")), (UInt8(ascii: "|"), UInt8(ascii: "|")):
            return 2
        case (_, UInt8(ascii: "=")) where "<>=!+-*/%&|^".utf8.contains(c): return 2
        default: return 1
        }
    }

    /// Tokens as source text on one line: a space where the source had one, and where two
    /// tokens would otherwise read as one (`-` `-`, `a` `b`, `/` `/`).
    static func spelling(_ tokens: [PPToken]) -> String {
        var result = ""
        var previous: UInt8?
        for token in tokens where token.kind != .placemarker {
            guard let first = token.text.utf8.first else { continue }
            if let last = previous, token.spaceBefore || wouldJoin(last, first) { result.append(" ") }
            result += token.text
            previous = token.text.utf8.last
        }
        return result
    }

    private static let operatorBytes = Set("+-*/%&|^!<>=.:#".utf8)

    private static func wouldJoin(_ last: UInt8, _ first: UInt8) -> Bool {
        let lastWord = Lexer.isIdentifierContinue(last) || last >= 0x80
        let firstWord = Lexer.isIdentifierContinue(first) || first >= 0x80
        if lastWord && firstWord { return true }
        if last == UInt8(ascii: "\"") && first == UInt8(ascii: "\"") { return true }
        return operatorBytes.contains(last) && operatorBytes.contains(first)
    }
}
