/// A construct the parser does not know: the statement it is in is skipped with a warning.
struct SkipConstruct: Error {
    var reason: String
    var offset: UInt32
}

/// Recursive descent over one method body's tokens. Two kinds of failure: `SkipConstruct`
/// (caught at the statement, which becomes a warning) and `ObjCReadError` (nesting past the
/// limit: the whole file is refused). Every recursive entry counts `depth`; every node built
/// checks its `height`, so neither the parser's nor the evaluator's stack can overflow.
final class Parser {
    let buffer: SourceBuffer
    let tokens: [Token]
    var index = 0
    private var depth = 0
    /// Numbers switches across the file (see `SwitchStatement.id`).
    var switchCounter: Int

    /// `tokens` must end with an `.end` token.
    init(buffer: SourceBuffer, tokens: [Token], switchCounter: Int) {
        self.buffer = buffer
        self.tokens = tokens
        self.switchCounter = switchCounter
    }

    var current: Token { tokens[index] }

    func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }

    func advance() { if index < tokens.count - 1 { index += 1 } }

    func text(_ token: Token) -> String { buffer.text(token) }

    func isWord(_ token: Token, _ word: StaticString) -> Bool {
        token.kind == .identifier && buffer.token(token, is: word)
    }

    func isAtWord(_ token: Token, _ word: String) -> Bool {
        token.kind == .atKeyword && buffer.text(Int(token.start) + 1, Int(token.end)) == word
    }

    func expect(_ punct: Punct) throws {
        guard current.isPunct(punct) else { throw skip("expected '\(punct.spelling)' but found \(describe(current))") }
        advance()
    }

    func skip(_ reason: String) -> SkipConstruct { SkipConstruct(reason: reason, offset: current.start) }

    func describe(_ token: Token) -> String {
        token.kind == .end ? "the end of the method" : "'\(buffer.collapsed(Int(token.start), Int(token.end), limit: 20))'"
    }

    /// Counts one level of recursion; past the limit the file is refused.
    func enter() throws {
        depth += 1
        if depth > ReaderLimits.nestingDepth {
            throw buffer.error("nested more than \(ReaderLimits.nestingDepth) levels deep (the reader's limit)", at: Int(current.start))
        }
    }

    func leave() { depth -= 1 }

    /// Builds a node over `start..<end of the previous token`, refusing one too tall.
    func node(_ kind: Expr.Kind, from start: UInt32, children: Expr?...) throws -> Expr {
        var tallest = 0
        for child in children { if let child, child.height > tallest { tallest = child.height } }
        return try node(kind, from: start, height: tallest + 1)
    }

    func node(_ kind: Expr.Kind, from start: UInt32, list: [Expr], _ others: Expr?...) throws -> Expr {
        var tallest = 0
        for child in list where child.height > tallest { tallest = child.height }
        for child in others { if let child, child.height > tallest { tallest = child.height } }
        return try node(kind, from: start, height: tallest + 1)
    }

    private func node(_ kind: Expr.Kind, from start: UInt32, height: Int) throws -> Expr {
        if height > ReaderLimits.nestingDepth {
            throw buffer.error("an expression nested more than \(ReaderLimits.nestingDepth) levels deep (the reader's limit)", at: Int(start))
        }
        return Expr(kind: kind, start: start, end: previousEnd, height: height)
    }

    var previousEnd: UInt32 { index > 0 ? tokens[index - 1].end : current.start }

    /// Skips a balanced `(…)`, `[…]` or `{…}` starting at the current token.
    func skipBalanced() throws {
        let open = current
        var depth = 0
        repeat {
            let t = current
            if t.kind == .end { throw SkipConstruct(reason: "'\(open.punct.spelling)' is not closed", offset: open.start) }
            if t.kind == .punct {
                switch t.punct {
                case .lparen, .lbracket, .lbrace: depth += 1
                case .rparen, .rbracket, .rbrace: depth -= 1
                default: break
                }
            }
            advance()
        } while depth > 0
    }
}
