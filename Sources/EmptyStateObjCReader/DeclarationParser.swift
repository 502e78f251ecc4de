/// Local declarations: `NSString *text = nil;`, `CGFloat a = 1, b;`, `static NSString *s = @"…";`,
/// `UIEdgeInsets insets = UIEdgeInsetsMake(…);`, `NSArray<NSString *> *list;`, `__block BOOL x;`.
extension Parser {
    static let qualifiers: Set<String> = [
        "static", "const", "__block", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing", "volatile",
        "register", "extern", "unsigned", "signed", "struct", "enum", "union", "__kindof", "_Nullable", "_Nonnull",
        "__nullable", "__nonnull", "nullable", "nonnull", "__auto_type", "typeof", "__typeof__", "__typeof", "_Null_unspecified",
    ]

    /// Whether the statement at the current identifier declares variables.
    func isDeclarationStart() -> Bool {
        let first = text(current)
        if Parser.qualifiers.contains(first) { return true }
        var i = index + 1
        guard i < tokens.count else { return false }
        if tokens[i].kind == .identifier { return true }                     // CGFloat offset
        if tokens[i].isPunct(.lt) {                                          // NSArray<NSString *> *list
            var depth = 0
            while i < tokens.count {
                let t = tokens[i]
                if t.isPunct(.lt) { depth += 1 } else if t.isPunct(.gt) { depth -= 1; if depth == 0 { break } }
                else if !(t.kind == .identifier || t.isPunct(.star) || t.isPunct(.comma)) { return false }
                i += 1
            }
            i += 1
            return i < tokens.count && tokens[i].isPunct(.star)
        }
        if tokens[i].isPunct(.star) {                                        // NSString *text = …
            while i < tokens.count, tokens[i].isPunct(.star) || (tokens[i].kind == .identifier && Parser.qualifiers.contains(buffer.text(tokens[i]))) { i += 1 }
            guard i + 1 < tokens.count, tokens[i].kind == .identifier else { return false }
            let after = tokens[i + 1]
            return after.isPunct(.assign) || after.isPunct(.semicolon) || after.isPunct(.comma) || after.isPunct(.lbracket)
        }
        if tokens[i].isPunct(.lparen), i + 1 < tokens.count, tokens[i + 1].isPunct(.caret) { return true }   // void (^b)(void) = …
        return false
    }

    func parseDeclaration() throws -> Stmt {
        let start = current.start
        // The type: qualifiers, one name (or several for `unsigned long long`), generic arguments.
        var typeWords: [String] = []
        var sawName = false
        while current.kind == .identifier {
            let word = text(current)
            if word == "typeof" || word == "__typeof__" || word == "__typeof" {
                advance()
                try skipBalanced()
                typeWords.append("typeof")
                sawName = true
                continue
            }
            if Parser.qualifiers.contains(word) || Parser.multiWordScalars.contains(word) || !sawName {
                typeWords.append(word)
                if !Parser.qualifiers.contains(word) { sawName = true }
                advance()
                if word == "struct" || word == "enum" || word == "union", current.kind == .identifier { typeWords.append(text(current)); advance() }
                continue
            }
            break
        }
        if current.isPunct(.lt) { try skipAngles() }
        if current.isPunct(.lparen) {
            // A block or function pointer variable: its value is not evaluated.
            while !current.isPunct(.semicolon) {
                if current.kind == .end { throw skip("a declaration without ';'") }
                if current.isPunct(.lparen) || current.isPunct(.lbrace) || current.isPunct(.lbracket) { try skipBalanced() } else { advance() }
            }
            advance()
            return Stmt(kind: .empty, start: start)
        }
        let baseType = typeWords.filter { !Parser.qualifiers.contains($0) || $0 == "unsigned" || $0 == "signed" }.joined(separator: " ")
        var declarators: [Declarator] = []
        while true {
            var stars = 0
            while current.isPunct(.star) || (current.kind == .identifier && Parser.qualifiers.contains(text(current))) {
                if current.isPunct(.star) { stars += 1 }
                advance()
            }
            guard current.kind == .identifier else { throw skip("expected a variable name") }
            let nameToken = current
            advance()
            var isArray = false
            while current.isPunct(.lbracket) { try skipBalanced(); isArray = true }
            var initializer: Expr?
            if current.isPunct(.assign) {
                advance()
                if current.isPunct(.lbrace) {
                    let braceStart = current.start
                    try skipBalanced()
                    initializer = try node(.opaque, from: braceStart, children: nil)
                } else {
                    initializer = try parseAssignment()
                }
            }
            let isObject = !isArray && (stars > 0 || ["id", "instancetype", "Class"].contains(baseType))
            declarators.append(Declarator(name: text(nameToken), type: baseType + String(repeating: "*", count: stars),
                                          isObject: isObject, initializer: initializer, start: nameToken.start))
            if current.isPunct(.comma) { advance(); continue }
            try expect(.semicolon)
            break
        }
        return Stmt(kind: .declaration(declarators), start: start)
    }

    static let multiWordScalars: Set<String> = ["int", "long", "short", "char", "double"]

    private func skipAngles() throws {
        var depth = 0
        repeat {
            if current.kind == .end { throw skip("'<' is not closed") }
            if current.isPunct(.lt) { depth += 1 } else if current.isPunct(.gt) { depth -= 1 }
            advance()
        } while depth > 0
    }
}
