/// What a file declares outside its classes: the enums its data sources compare with, its
/// `NSString *const` texts and its Boolean flags.
extension ClassScanner {
    /// `NS_ENUM(NSInteger, Name) { A = 0, B, C }`, `enum Name : NSInteger { … }`, `typedef enum
    /// { … } Name;`: its constants, the first name of each entry. Anything else is passed over.
    mutating func scanEnum() throws {
        try advance()
        // The type and name in parentheses, or a name and `: type`, up to the body.
        var steps = 0
        while !token.isPunct(.lbrace), token.kind != .end, !token.isPunct(.semicolon), steps < 16 {
            try advance(); steps += 1
        }
        guard token.isPunct(.lbrace) else { return }
        try advance()
        var constants: [String] = []
        var startsEntry = true, depth = 0
        while token.kind != .end, !(depth == 0 && token.isPunct(.rbrace)) {
            if token.isPunct(.lparen) || token.isPunct(.lbrace) || token.isPunct(.lbracket) { depth += 1 }
            if token.isPunct(.rparen) || token.isPunct(.rbrace) || token.isPunct(.rbracket) { depth -= 1 }
            if depth == 0, token.isPunct(.comma) { startsEntry = true } else if startsEntry, token.kind == .identifier {
                constants.append(buffer.text(token)); startsEntry = false
            } else { startsEntry = false }
            try advance()
        }
        if constants.count > 1, scan.enums.count < ReaderLimits.screens { scan.enums.append(constants) }
    }

    /// `NSString *const name = @"…";` (`static`, `* const`, adjacent literals joined): a
    /// constant the file's methods, and other files through a header's `extern`, read. A
    /// header's `static NSString *name = @"…";` without `const` (GKiOSNovel's messages) is
    /// one too: a variable of each file that includes it, which apps only ever read.
    mutating func scanStringConstant() throws {
        try advance()
        guard token.isPunct(.star) else { return }
        try advance()
        if token.kind == .identifier, buffer.text(token) == "const" { try advance() }
        guard token.kind == .identifier else { return }
        let name = buffer.text(token)
        try advance()
        guard token.isPunct(.assign) else { return }
        try advance()
        var text = ""
        var literals = 0
        while token.kind == .objcString || token.kind == .cString {
            text += Literals.string(token, in: buffer)
            literals += 1
            try advance()
        }
        guard literals > 0, token.isPunct(.semicolon), scan.stringConstants.count < ReaderLimits.stringConstants else { return }
        scan.stringConstants[name] = text
    }

    /// `BOOL isLoading;` (or `static BOOL isLoading = YES;`) outside any class: a flag the
    /// file's methods share, as a BOOL instance variable is: declared among `properties`.
    mutating func scanGlobalBool() throws {
        let type = buffer.text(token)
        try advance()
        guard token.kind == .identifier else { return }
        let name = buffer.text(token)
        try advance()
        guard token.isPunct(.semicolon) || token.isPunct(.assign) else { return }
        if scan.properties[name] == nil { scan.properties[name] = PropertyDeclaration(name: name, type: type, getter: nil) }
    }
}
