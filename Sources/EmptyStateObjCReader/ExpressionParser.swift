/// Expressions, by C's precedence: comma, assignment (right to left), `?:`, the binary
/// operators, unary operators and casts, then postfix (`.`, `->`, `[]`, calls, `++`).
extension Parser {
    func parseExpression() throws -> Expr {
        let start = current.start
        let first = try parseAssignment()
        guard current.isPunct(.comma) else { return first }
        var items = [first]
        while current.isPunct(.comma) {
            advance()
            items.append(try parseAssignment())
        }
        return try node(.sequence(items), from: start, list: items)
    }

    func parseAssignment() throws -> Expr {
        let start = current.start
        let lhs = try parseConditional()
        let op = current.punct
        guard current.kind == .punct, Parser.isAssignment(op) else { return lhs }
        advance()
        try enter()
        defer { leave() }
        let rhs = try parseAssignment()
        return try node(.assign(op, lhs, rhs), from: start, children: lhs, rhs)
    }

    static func isAssignment(_ p: Punct) -> Bool {
        switch p {
        case .assign, .plusAssign, .minusAssign, .starAssign, .slashAssign, .percentAssign, .ampAssign, .pipeAssign,
             .caretAssign, .shlAssign, .shrAssign: return true
        default: return false
        }
    }

    func parseConditional() throws -> Expr {
        let start = current.start
        let condition = try parseBinary(1)
        guard current.isPunct(.question) else { return condition }
        try enter()
        defer { leave() }
        advance()
        let middle: Expr? = current.isPunct(.colon) ? nil : try parseExpression()
        try expect(.colon)
        let otherwise = try parseConditional()
        return try node(.conditional(condition, middle, otherwise), from: start,
                        children: condition, otherwise, middle)
    }

    static func precedence(_ punct: Punct) -> Int? {
        switch punct {
        case .orOr: return 1
        case .andAnd: return 2
        case .pipe: return 3
        case .caret: return 4
        case .amp: return 5
        case .eq, .ne: return 6
        case .lt, .gt, .le, .ge: return 7
        case .shl, .shr: return 8
        case .plus, .minus: return 9
        case .star, .slash, .percent: return 10
        default: return nil
        }
    }

    func parseBinary(_ minimum: Int) throws -> Expr {
        let start = current.start
        var lhs = try parseUnary()
        while current.kind == .punct, let precedence = Parser.precedence(current.punct), precedence >= minimum {
            let op = current.punct
            advance()
            let rhs = try parseBinary(precedence + 1)
            lhs = try node(.binary(op, lhs, rhs), from: start, children: lhs, rhs)
        }
        return lhs
    }

    func parseUnary() throws -> Expr {
        let start = current.start
        if current.kind == .punct {
            switch current.punct {
            case .bang, .minus, .plus, .tilde, .star, .amp, .plusPlus, .minusMinus:
                let op = current.punct
                advance()
                try enter()
                defer { leave() }
                let operand = try parseUnary()
                return try node(.prefix(op, operand), from: start, children: operand)
            case .lparen:
                if let type = castType() {
                    if current.isPunct(.lbrace) {
                        try skipBalanced()    // a compound literal: (CGSize){1, 2}
                        return try node(.opaque, from: start, children: nil)
                    }
                    try enter()
                    defer { leave() }
                    let operand = try parseUnary()
                    return try node(.cast(type, operand), from: start, children: operand)
                }
            default: break
            }
        }
        if current.kind == .identifier, isOperatorWord(current) {
            advance()
            if current.isPunct(.lparen) { try skipBalanced() } else { _ = try parseUnary() }
            return try node(.opaque, from: start, children: nil)
        }
        return try parsePostfix()
    }

    /// `sizeof`, `alignof`, `typeof` and their spellings: parsed over.
    func isOperatorWord(_ t: Token) -> Bool {
        let length = t.end - t.start
        guard length >= 6 && length <= 11 else { return false }
        let first = buffer.bytes[Int(t.start)]
        guard first == UInt8(ascii: "s") || first == UInt8(ascii: "a") || first == UInt8(ascii: "t") || first == UInt8(ascii: "_") else { return false }
        return ["sizeof", "alignof", "_Alignof", "__alignof__", "typeof", "__typeof__", "__typeof"].contains(text(t))
    }

    static let scalarTypes: Set<String> = [
        "CGFloat", "NSInteger", "NSUInteger", "int", "float", "double", "long", "short", "char", "BOOL", "bool",
        "id", "unsigned", "signed", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t",
        "uint64_t", "size_t", "NSTimeInterval", "UIControlState", "CFTypeRef", "Class", "SEL", "instancetype",
        "void", "const", "__bridge", "__bridge_transfer", "__bridge_retained", "CGColorRef", "CFStringRef",
    ]

    /// At `(`: when the parentheses hold a type and what follows is an operand, consumes them
    /// and returns the type. `(CGFloat)x`, `(NSString *)s`, `(unsigned long)n`, `(ApplicationType)v`.
    func castType() -> String? {
        var i = index + 1
        var words: [String] = []
        var stars = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .identifier { words.append(buffer.text(t)) }
            else if t.isPunct(.star) || t.isPunct(.caret) { stars += 1 }
            else if t.isPunct(.lt) {
                // generic arguments: <NSString *>
                var depth = 0
                while i < tokens.count {
                    if tokens[i].isPunct(.lt) { depth += 1 } else if tokens[i].isPunct(.gt) { depth -= 1; if depth == 0 { break } }
                    else if !(tokens[i].kind == .identifier || tokens[i].isPunct(.star) || tokens[i].isPunct(.comma)) { return nil }
                    i += 1
                }
            } else { break }
            i += 1
        }
        guard i < tokens.count, tokens[i].isPunct(.rparen), !words.isEmpty else { return nil }
        let next = tokens[min(i + 1, tokens.count - 1)]
        let isCast: Bool
        if words.count >= 2 || stars > 0 || Parser.scalarTypes.contains(words[0]) {
            isCast = true
        } else if let first = words[0].unicodeScalars.first, first.properties.isUppercase {
            switch next.kind {
            case .identifier, .number, .cString, .objcString, .charLiteral, .atKeyword: isCast = true
            case .punct: isCast = next.punct == .lparen || next.punct == .lbracket || next.punct == .at || next.punct == .lbrace
            default: isCast = false
            }
        } else {
            isCast = false
        }
        guard isCast else { return nil }
        let type = words.joined(separator: " ") + (stars > 0 ? " " + String(repeating: "*", count: stars) : "")
        index = i + 1
        return type
    }

    func parsePostfix() throws -> Expr {
        let start = current.start
        var expr = try parsePrimary()
        while current.kind == .punct {
            switch current.punct {
            case .dot, .arrow:
                advance()
                guard current.kind == .identifier else { throw skip("expected a property name after '.'") }
                let name = text(current)
                advance()
                expr = try node(.member(expr, name), from: start, children: expr)
            case .lbracket:
                advance()
                try enter()
                defer { leave() }
                let key = try parseExpression()
                try expect(.rbracket)
                expr = try node(.subscripted(expr, key), from: start, children: expr, key)
            case .lparen:
                advance()
                try enter()
                defer { leave() }
                var args: [Expr] = []
                while !current.isPunct(.rparen) {
                    args.append(try parseAssignment())
                    if current.isPunct(.comma) { advance() } else { break }
                }
                try expect(.rparen)
                expr = try node(.call(expr, args), from: start, list: args, expr)
            case .plusPlus, .minusMinus:
                let op = current.punct
                advance()
                expr = try node(.postfix(op, expr), from: start, children: expr)
            default:
                return expr
            }
        }
        return expr
    }
}
