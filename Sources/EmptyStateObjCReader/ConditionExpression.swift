/// The value of an `#if` or `#elif` line, as C computes it: `defined(X)` and `defined X`, then
/// macros expanded, then every identifier left 0; integers (64-bit, wrapping) with C's
/// operators, precedence and `?:`. `__has_include("…")` is whether the header is found among
/// the app's (a `<…>` one is taken to be in the SDK); clang's other `__has_…(…)` checks are 1, as
/// for the current clang. A line that is no expression is a reason, not a value.
struct ConditionExpression {
    private var tokens: [PPToken]
    private var index = 0
    private let lineOffset: Int

    struct Malformed: Error {
        var message: String
        var offset: Int
    }

    /// `hasInclude(name, quoted)`: whether `__has_include` finds the header.
    static func evaluate(_ line: [PPToken], at offset: Int, expander: inout MacroExpander,
                         hasInclude: (String, Bool) -> Bool) throws -> Bool {
        guard !line.isEmpty else { throw Malformed(message: "'#if' with no expression", offset: offset) }
        let macros = expander.macros
        let resolved = try resolveBuiltins(line, isDefined: { macros[$0] != nil }, hasInclude: hasInclude)
        var expanded = try expander.expand(resolved, final: true)
        for i in expanded.indices where expanded[i].kind == .identifier {
            let name = expanded[i].text
            let value = name == "true" ? 1 : TargetMacros.iOSVersion(name) ?? 0
            if i + 1 < expanded.count, expanded[i + 1].isPunct("("), name != "true", TargetMacros.iOSVersion(name) == nil {
                throw Malformed(message: "'\(name)(…)' in '#if' is no macro this reader knows", offset: expanded[i].offset)
            }
            expanded[i] = PPToken(kind: .number, text: String(value), spaceBefore: true, offset: expanded[i].offset)
        }
        var parser = ConditionExpression(tokens: expanded, lineOffset: offset)
        let value = try parser.conditional()
        if parser.index < parser.tokens.count {
            throw Malformed(message: "'#if' expression has '\(parser.tokens[parser.index].text)' where it should end", offset: parser.tokens[parser.index].offset)
        }
        return value != 0
    }

    /// `defined X`, `defined(X)` and `__has_…(…)` become 0 or 1 before macros are expanded
    /// (their operands are names, not values).
    private static func resolveBuiltins(_ line: [PPToken], isDefined: (String) -> Bool, hasInclude: (String, Bool) -> Bool) throws -> [PPToken] {
        var result: [PPToken] = []
        var i = 0
        func number(_ value: Bool, _ at: Int) -> PPToken { PPToken(kind: .number, text: value ? "1" : "0", spaceBefore: true, offset: at) }
        while i < line.count {
            let token = line[i]
            if token.kind == .identifier && token.text == "defined" {
                var j = i + 1
                let parenthesized = j < line.count && line[j].isPunct("(")
                if parenthesized { j += 1 }
                guard j < line.count, line[j].kind == .identifier else {
                    throw Malformed(message: "'defined' without a macro name", offset: token.offset)
                }
                let name = line[j].text
                j += 1
                if parenthesized {
                    guard j < line.count, line[j].isPunct(")") else { throw Malformed(message: "'defined(' without its ')'", offset: token.offset) }
                    j += 1
                }
                result.append(number(isDefined(name), token.offset))
                i = j
                continue
            }
            if token.kind == .identifier, token.text.hasPrefix("__has_"), i + 1 < line.count, line[i + 1].isPunct("(") {
                var j = i + 2
                var depth = 0
                var inside: [PPToken] = []
                while j < line.count, !(line[j].isPunct(")") && depth == 0) {
                    if line[j].isPunct("(") { depth += 1 } else if line[j].isPunct(")") { depth -= 1 }
                    inside.append(line[j])
                    j += 1
                }
                guard j < line.count else { throw Malformed(message: "'\(token.text)(' without its ')'", offset: token.offset) }
                var value = true
                if token.text == "__has_include" || token.text == "__has_include_next" {
                    if let first = inside.first, first.kind == .string {
                        value = hasInclude(String(first.text.dropFirst().dropLast()), true)
                    } else {
                        value = hasInclude(inside.map(\.text).joined(), false)
                    }
                }
                result.append(number(value, token.offset))
                i = j + 1
                continue
            }
            result.append(token)
            i += 1
        }
        return result
    }

    // MARK: - Evaluation

    private var current: PPToken? { index < tokens.count ? tokens[index] : nil }

    private func malformed(_ what: String) -> Malformed {
        Malformed(message: "'#if' expression: \(what)", offset: current?.offset ?? lineOffset)
    }

    private mutating func take(_ spelling: String) -> Bool {
        guard current?.isPunct(spelling) == true else { return false }
        index += 1
        return true
    }

    private mutating func conditional(depth: Int = 0) throws -> Int64 {
        guard depth <= ReaderLimits.nestingDepth else { throw malformed("nested more than \(ReaderLimits.nestingDepth) levels deep (the reader's limit)") }
        let condition = try binary(0, depth: depth)
        guard take("?") else { return condition }
        let yes = try conditional(depth: depth + 1)
        guard take(":") else { throw malformed("'?' without ':'") }
        let no = try conditional(depth: depth + 1)
        return condition != 0 ? yes : no
    }

    private static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7,
        "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    /// Precedence climbing, left-associative: operands past `minimum`'s level bind first.
    private mutating func binary(_ minimum: Int, depth: Int) throws -> Int64 {
        var left = try unary(depth: depth)
        while let op = current, op.kind == .punct, let level = Self.precedence[op.text], level > minimum {
            index += 1
            let right = try binary(level, depth: depth + 1)
            left = try apply(op, left, right)
        }
        return left
    }

    private func apply(_ op: PPToken, _ a: Int64, _ b: Int64) throws -> Int64 {
        func bool(_ value: Bool) -> Int64 { value ? 1 : 0 }
        switch op.text {
        case "||": return bool(a != 0 || b != 0)
        case "&&": return bool(a != 0 && b != 0)
        case "|": return a | b
        case "^": return a ^ b
        case "&": return a & b
        case "==": return bool(a == b)
        case "!=": return bool(a != b)
        case "<": return bool(a < b)
        case ">": return bool(a > b)
        case "<=": return bool(a <= b)
        case ">=": return bool(a >= b)
        case "<<": return b < 0 || b > 63 ? 0 : a << b
        case ">>": return b < 0 || b > 63 ? (a < 0 ? -1 : 0) : a >> b
        case "+": return a &+ b
        case "-": return a &- b
        case "*": return a &* b
        case "/", "%":
            guard b != 0 else { throw Malformed(message: "'#if' expression divides by zero", offset: op.offset) }
            if a == .min && b == -1 { return op.text == "/" ? .min : 0 }
            return op.text == "/" ? a / b : a % b
        default: throw Malformed(message: "'#if' expression: '\(op.text)' is no operator here", offset: op.offset)
        }
    }

    private mutating func unary(depth: Int) throws -> Int64 {
        guard depth <= ReaderLimits.nestingDepth else { throw malformed("nested more than \(ReaderLimits.nestingDepth) levels deep (the reader's limit)") }
        guard let token = current else { throw malformed("it ends where a value should be") }
        index += 1
        switch token.kind {
        case .number:
            guard let value = Self.integer(token.text) else { throw Malformed(message: "'#if' expression: '\(token.text)' is no integer", offset: token.offset) }
            return value
        case .character:
            return Int64(token.text.dropFirst().first?.unicodeScalars.first?.value ?? 0)
        case .punct:
            switch token.text {
            case "(":
                let value = try conditional(depth: depth + 1)
                guard take(")") else { throw malformed("'(' without its ')'") }
                return value
            case "!": return try unary(depth: depth + 1) == 0 ? 1 : 0
            case "-": return 0 &- (try unary(depth: depth + 1))
            case "+": return try unary(depth: depth + 1)
            case "~": return ~(try unary(depth: depth + 1))
            default: break
            }
        default: break
        }
        throw Malformed(message: "'#if' expression: '\(token.text)' where a value should be", offset: token.offset)
    }

    private init(tokens: [PPToken], lineOffset: Int) {
        self.lineOffset = lineOffset
        self.tokens = tokens
    }

    /// `0x1F`, `017`, `10UL`, `0b101` → its value (suffixes dropped).
    static func integer(_ text: String) -> Int64? {
        var digits = Substring(text.lowercased())
        while let last = digits.last, last == "u" || last == "l" { digits.removeLast() }
        if digits.hasPrefix("0x") { return UInt64(digits.dropFirst(2), radix: 16).map { Int64(bitPattern: $0) } }
        if digits.hasPrefix("0b") { return UInt64(digits.dropFirst(2), radix: 2).map { Int64(bitPattern: $0) } }
        if digits.count > 1, digits.hasPrefix("0") { return UInt64(digits.dropFirst(), radix: 8).map { Int64(bitPattern: $0) } }
        return UInt64(digits).map { Int64(bitPattern: $0) }
    }
}
