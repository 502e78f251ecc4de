/// The top level of a file, read from the lexer one token at a time: `@interface` (properties,
/// instance variables), `@implementation … @end` (methods). Only the bodies of the data-source
/// methods are kept and parsed; the others are skipped by counting braces, so a large file
/// costs its lexing and little more.
struct ClassScanner {
    let buffer: SourceBuffer
    private var lexer: Lexer
    var token: Token
    var switchCounter = 0
    var scan = FileScan()
    /// The `@implementation` being read.
    var currentClass: String?
    /// The `@interface` being read (a class extension's or category's too).
    var interfaceClass: String?

    init(buffer: SourceBuffer) throws {
        self.buffer = buffer
        lexer = Lexer(buffer: buffer)
        token = try lexer.next()
    }

    mutating func advance() throws { token = try lexer.next() }

    func atWord(_ word: String) -> Bool {
        token.kind == .atKeyword && buffer.text(Int(token.start) + 1, Int(token.end)) == word
    }

    static func scan(_ buffer: SourceBuffer) throws -> FileScan {
        var scanner = try ClassScanner(buffer: buffer)
        return try scanner.run()
    }

    private mutating func run() throws -> FileScan {
        while token.kind != .end {
            if atWord("interface") {
                try scanInterface()
            } else if atWord("protocol") {
                try advance()
                try advance()                       // the name
                if token.isPunct(.semicolon) || token.isPunct(.comma) { try skipPast(.semicolon) } else { try scanInterface() }
            } else if atWord("implementation") {
                try scanImplementation()
            } else if token.isPunct(.lbrace) {
                try skipBraces()
            } else if token.kind == .identifier, ["NS_ENUM", "NS_CLOSED_ENUM", "enum"].contains(buffer.text(token)) {
                try scanEnum()
            } else if token.kind == .identifier, PropertyDeclaration.boolTypes.contains(buffer.text(token)) {
                try scanGlobalBool()
            } else if token.kind == .identifier, buffer.text(token) == "NSString" {
                try scanStringConstant()
            } else {
                try advance()
            }
        }
        return scan
    }

    mutating func skipPast(_ punct: Punct) throws {
        while token.kind != .end && !token.isPunct(punct) { try advance() }
        try advance()
    }

    /// Skips `{ … }` from its `{`; the file ending inside is an error at the `{`.
    mutating func skipBraces() throws {
        let open = token
        var depth = 0
        repeat {
            if token.kind == .end { throw buffer.error("'{' is never closed", at: Int(open.start)) }
            if token.isPunct(.lbrace) { depth += 1 } else if token.isPunct(.rbrace) { depth -= 1 }
            try advance()
        } while depth > 0
    }

    mutating func skipParentheses() throws {
        let open = token
        var depth = 0
        repeat {
            if token.kind == .end || token.isPunct(.lbrace) || token.isPunct(.semicolon) {
                throw buffer.error("'(' is never closed", at: Int(open.start))
            }
            if token.isPunct(.lparen) { depth += 1 } else if token.isPunct(.rparen) { depth -= 1 }
            try advance()
        } while depth > 0
    }

    /// The tokens of the body whose `{` is at `offset` (a helper's, when it is first sent).
    static func body(in buffer: SourceBuffer, at offset: UInt32) throws -> [Token] {
        var scanner = try ClassScanner(buffer: buffer, at: offset)
        return try scanner.collectBody()
    }

    private init(buffer: SourceBuffer, at offset: UInt32) throws {
        self.buffer = buffer
        lexer = Lexer(buffer: buffer, at: Int(offset))
        token = try lexer.next()
    }

    /// The tokens of a body from its `{` to its matching `}`, then an end token.
    mutating func collectBody() throws -> [Token] {
        let open = token
        var tokens: [Token] = []
        var depth = 0
        repeat {
            if token.kind == .end { throw buffer.error("the method's '{' is never closed", at: Int(open.start)) }
            if token.isPunct(.lbrace) { depth += 1 } else if token.isPunct(.rbrace) { depth -= 1 }
            tokens.append(token)
            if tokens.count > ReaderLimits.bodyTokens {
                throw buffer.error("a method body of more than \(ReaderLimits.bodyTokens) tokens (the reader's limit)", at: Int(open.start))
            }
            try advance()
        } while depth > 0
        tokens.append(Token(kind: .end, start: token.start, end: token.start))
        return tokens
    }
}
