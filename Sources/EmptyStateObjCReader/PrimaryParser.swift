/// Primary expressions: names, numbers, characters, strings (adjacent ones joined), boxed
/// literals `@(…)` `@5` `@YES`, `@{…}`, `@[…]`, message sends `[receiver sel:arg …]`,
/// parentheses, and what is parsed over as opaque: blocks `^{…}`, `@selector(…)`, `({…})`.
extension Parser {
    func parsePrimary() throws -> Expr {
        let start = current.start
        let t = current
        switch t.kind {
        case .identifier:
            advance()
            return try node(.identifier(text(t)), from: start, children: nil)
        case .number:
            guard let value = Literals.number(text(t)) else { throw skip("\(describe(t)) is not a number") }
            advance()
            return try node(.number(value), from: start, children: nil)
        case .charLiteral:
            advance()
            return try node(.number(Literals.character(t, in: buffer)), from: start, children: nil)
        case .cString, .objcString:
            var string = ""
            while current.kind == .cString || current.kind == .objcString {
                string += Literals.string(current, in: buffer)
                advance()
            }
            return try node(.string(string), from: start, children: nil)
        case .atKeyword:
            return try parseAtKeyword()
        case .punct:
            switch t.punct {
            case .at: return try parseAtLiteral()
            case .lbracket: return try parseMessage()
            case .lparen:
                if peek().isPunct(.lbrace) {
                    try skipBalanced()        // a statement expression ({ … })
                    return try node(.opaque, from: start, children: nil)
                }
                advance()
                try enter()
                defer { leave() }
                var inner = try parseExpression()
                try expect(.rparen)
                inner.start = start
                inner.end = previousEnd
                return inner
            case .caret:
                return try parseBlockLiteral()
            default: break
            }
        default: break
        }
        throw skip("unexpected \(describe(t))")
    }

    private func parseAtKeyword() throws -> Expr {
        let start = current.start
        let word = buffer.text(Int(current.start) + 1, Int(current.end))
        switch word {
        case "YES", "NO", "true", "false":
            advance()
            let name = Expr(kind: .identifier(word == "true" ? "YES" : word == "false" ? "NO" : word), start: start + 1, end: previousEnd, height: 1)
            return try node(.boxed(name), from: start, children: name)
        case "selector", "encode", "protocol", "available":
            advance()
            if current.isPunct(.lparen) { try skipBalanced() }
            return try node(.opaque, from: start, children: nil)
        default:
            throw skip("'@\(word)' is not an expression")
        }
    }

    private func parseAtLiteral() throws -> Expr {
        try enter()
        defer { leave() }
        let start = current.start
        advance()
        switch current.kind {
        case .number, .charLiteral:
            let value = try parsePrimary()
            return try node(.boxed(value), from: start, children: value)
        case .punct:
            switch current.punct {
            case .lparen:
                advance()
                let value = try parseExpression()
                try expect(.rparen)
                return try node(.boxed(value), from: start, children: value)
            case .minus:
                let value = try parseUnary()
                return try node(.boxed(value), from: start, children: value)
            case .lbrace:
                advance()
                var pairs: [(key: Expr, value: Expr)] = []
                while !current.isPunct(.rbrace) {
                    let key = try parseAssignment()
                    try expect(.colon)
                    let value = try parseAssignment()
                    pairs.append((key, value))
                    if current.isPunct(.comma) { advance() } else { break }
                }
                try expect(.rbrace)
                return try node(.dictionary(pairs), from: start, list: pairs.map(\.key) + pairs.map(\.value))
            case .lbracket:
                advance()
                var items: [Expr] = []
                while !current.isPunct(.rbracket) {
                    items.append(try parseAssignment())
                    if current.isPunct(.comma) { advance() } else { break }
                }
                try expect(.rbracket)
                return try node(.array(items), from: start, list: items)
            default: break
            }
        default: break
        }
        throw skip("unexpected \(describe(current)) after '@'")
    }

    /// `[receiver name]` or `[receiver part:arg part:arg, vararg, …]`.
    private func parseMessage() throws -> Expr {
        try enter()
        defer { leave() }
        let start = current.start
        advance()
        let receiver = try parseUnary()
        if current.kind == .identifier && peek().isPunct(.rbracket) {
            let selector = text(current)
            advance()
            advance()
            return try node(.message(receiver: receiver, selector: selector, args: []), from: start, children: receiver)
        }
        var selector = ""
        var args: [Expr] = []
        while !current.isPunct(.rbracket) {
            if current.kind == .identifier && peek().isPunct(.colon) {
                selector += text(current)
                advance()
            }
            guard current.isPunct(.colon) else { throw skip("expected a selector part but found \(describe(current))") }
            advance()
            selector += ":"
            args.append(try parseAssignment())
            while current.isPunct(.comma) {
                advance()
                args.append(try parseAssignment())
            }
        }
        guard !selector.isEmpty else { throw skip("a message without a selector") }
        advance()
        return try node(.message(receiver: receiver, selector: selector, args: args), from: start, list: args, receiver)
    }

    /// `^{ … }`, `^(id x) { … }`, `^BOOL (id x) { … }`: skipped.
    private func parseBlockLiteral() throws -> Expr {
        let start = current.start
        advance()
        while !current.isPunct(.lbrace) {
            if current.kind == .end || current.isPunct(.semicolon) { throw skip("a block without a body") }
            if current.isPunct(.lparen) { try skipBalanced() } else { advance() }
        }
        try skipBalanced()
        return try node(.opaque, from: start, children: nil)
    }
}
