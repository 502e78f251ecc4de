/// Statements: blocks, `if`/`else if`/`else` (kept flat), `switch` with its labels at the top of
/// its body (stacked labels fall through), `return`, `break`, declarations, expression
/// statements. Loops are parsed over and not evaluated. A statement that fails to parse is
/// skipped up to its `;` (or its closing brace) and becomes a warning.
extension Parser {
    /// The body of a method: the tokens from its `{` to its `}`.
    func parseBody() throws -> [Stmt] {
        try expect(.lbrace)
        var statements: [Stmt] = []
        while !current.isPunct(.rbrace) && current.kind != .end {
            statements.append(try parseStatement())
        }
        return statements
    }

    func parseStatement() throws -> Stmt {
        try enter()
        defer { leave() }
        let startIndex = index
        do {
            return try parseStatementKind()
        } catch let failure as SkipConstruct {
            index = startIndex
            recover()
            let skipped = buffer.collapsed(Int(tokens[startIndex].start), Int(previousEnd), limit: ReaderLimits.warningExpression)
            return Stmt(kind: .unsupported("skipped what the reader does not understand (\(failure.reason)): \(skipped)"),
                        start: tokens[startIndex].start)
        }
    }

    /// Skips from the start of a failed statement to its `;` or the `}` that closes a brace it
    /// opened, never past a `}` it did not open; always moves at least one token.
    private func recover() {
        let first = index
        var depth = 0
        while current.kind != .end {
            let t = current
            if t.kind == .punct {
                switch t.punct {
                case .lparen, .lbracket, .lbrace: depth += 1
                case .rparen, .rbracket, .rbrace:
                    if depth == 0 {
                        if index == first { advance() }
                        return
                    }
                    depth -= 1
                    if depth == 0 && t.punct == .rbrace {
                        advance()
                        return
                    }
                case .semicolon where depth == 0:
                    advance()
                    return
                default: break
                }
            }
            advance()
        }
    }

    private func parseStatementKind() throws -> Stmt {
        let start = current.start
        let t = current
        if t.kind == .punct {
            if t.punct == .lbrace {
                advance()
                var statements: [Stmt] = []
                while !current.isPunct(.rbrace) {
                    if current.kind == .end { throw SkipConstruct(reason: "'{' is not closed", offset: start) }
                    statements.append(try parseStatement())
                }
                advance()
                return Stmt(kind: .block(statements), start: start)
            }
            if t.punct == .semicolon {
                advance()
                return Stmt(kind: .empty, start: start)
            }
        }
        if t.kind == .identifier {
            switch text(t) {
            case "if": return try parseIf()
            case "switch": return try parseSwitch()
            case "return":
                advance()
                if current.isPunct(.semicolon) {
                    advance()
                    return Stmt(kind: .returnValue(nil), start: start)
                }
                let value = try parseExpression()
                try expect(.semicolon)
                return Stmt(kind: .returnValue(value), start: start)
            case "break", "continue":
                advance()
                try expect(.semicolon)
                return Stmt(kind: text(t) == "break" ? .breakOut : .continueLoop, start: start)
            case "for", "while":
                advance()
                guard current.isPunct(.lparen) else { throw skip("expected '(' after '\(text(t))'") }
                try skipBalanced()
                _ = try parseStatement()
                return Stmt(kind: .unsupported("a '\(text(t))' loop is not evaluated"), start: start)
            case "do":
                advance()
                _ = try parseStatement()
                guard isWord(current, "while") else { throw skip("expected 'while' after a 'do' body") }
                advance()
                try skipBalanced()
                try expect(.semicolon)
                return Stmt(kind: .unsupported("a 'do' loop is not evaluated"), start: start)
            case "case", "default":
                throw skip("a '\(text(t))' label outside the top level of a switch")
            case "goto", "else":
                throw skip("'\(text(t))' here")
            default:
                if peek().isPunct(.colon) {
                    advance()                   // a label for goto
                    advance()
                    return Stmt(kind: .empty, start: start)
                }
                if isDeclarationStart() { return try parseDeclaration() }
            }
        }
        if t.kind == .atKeyword {
            switch buffer.text(Int(t.start) + 1, Int(t.end)) {
            case "autoreleasepool":
                advance()
                return try parseStatement()
            case "synchronized":
                advance()
                try skipBalanced()
                return try parseStatement()
            case "try":
                advance()
                let body = try parseStatement()
                while isAtWord(current, "catch") || isAtWord(current, "finally") {
                    advance()
                    if current.isPunct(.lparen) { try skipBalanced() }
                    _ = try parseStatement()
                }
                return body
            default: break
            }
        }
        let expression = try parseExpression()
        try expect(.semicolon)
        return Stmt(kind: .expression(expression), start: start)
    }

    private func parseIf() throws -> Stmt {
        let start = current.start
        var branches: [(condition: Expr, body: Stmt)] = []
        var otherwise: Stmt?
        while true {
            advance()                           // `if`
            try expect(.lparen)
            let condition = try parseExpression()
            try expect(.rparen)
            branches.append((condition, try parseStatement()))
            guard isWord(current, "else") else { break }
            advance()
            if isWord(current, "if") { continue }
            otherwise = try parseStatement()
            break
        }
        return Stmt(kind: .ifChain(branches, otherwise: otherwise), start: start)
    }

    private func parseSwitch() throws -> Stmt {
        let start = current.start
        advance()
        try expect(.lparen)
        let subject = try parseExpression()
        try expect(.rparen)
        guard current.isPunct(.lbrace) else { throw skip("a switch without braces") }
        advance()
        var statements: [Stmt] = []
        var labels: [SwitchLabel] = []
        while !current.isPunct(.rbrace) {
            let labelStart = current.start
            if current.kind == .end { throw SkipConstruct(reason: "the switch's '{' is not closed", offset: start) }
            if isWord(current, "case") {
                advance()
                let value = try parseConditional()
                if current.isPunct(.ellipsis) { throw skip("a case range") }
                try expect(.colon)
                labels.append(SwitchLabel(value: value, index: statements.count, start: labelStart))
            } else if isWord(current, "default") && peek().isPunct(.colon) {
                advance()
                advance()
                labels.append(SwitchLabel(value: nil, index: statements.count, start: labelStart))
            } else {
                statements.append(try parseStatement())
            }
        }
        advance()
        let id = switchCounter
        switchCounter += 1
        return Stmt(kind: .switchOver(SwitchStatement(id: id, subject: subject, statements: statements, labels: labels)), start: start)
    }
}
