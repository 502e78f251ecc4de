/// `@interface … @end`: properties, instance variables, and the `UIImage` category methods
/// that return an image.
extension ClassScanner {
    mutating func scanInterface() throws {
        try advance()
        var isImageCategory = false
        defer { interfaceClass = nil }
        if token.kind == .identifier {
            let name = buffer.text(token)
            interfaceClass = name
            try advance()
            if token.isPunct(.colon) {
                try advance()
                if token.kind == .identifier { scan.superclasses[name] = buffer.text(token) }
            } else if token.isPunct(.lparen) {
                isImageCategory = name == "UIImage"
            }
        }
        while token.kind != .end {
            if atWord("end") { try advance(); return }
            if atWord("implementation") || atWord("interface") { return }
            if isImageCategory, token.isPunct(.minus) {
                if let selector = try scanImageMethodDeclaration() { scan.imageMethods.insert(selector) }
            } else if atWord("property") {
                try scanProperty()
            } else if token.isPunct(.lbrace) {
                try scanInstanceVariables()
            } else {
                try advance()
            }
        }
    }

    /// `- (UIImage *)imageByScalingToSize:(CGSize)size;` → `imageByScalingToSize:`, when it returns
    /// an image (`UIImage *`, `instancetype`, with nullability words); nil for another method.
    mutating func scanImageMethodDeclaration() throws -> String? {
        try advance()
        guard token.isPunct(.lparen) else { return nil }
        var returnWords: [String] = []
        try advance()
        while token.kind != .end && !token.isPunct(.rparen) && !token.isPunct(.semicolon) {
            if token.kind == .identifier { returnWords.append(buffer.text(token)) }
            try advance()
        }
        guard token.isPunct(.rparen) else { return nil }
        try advance()
        let returnType = returnWords.filter { !Parser.qualifiers.contains($0) }   // `nullable` among them
        let returnsImage = returnType == ["UIImage"] || returnType == ["instancetype"]
        var selector = ""
        while token.kind == .identifier {
            let part = buffer.text(token)
            try advance()
            guard token.isPunct(.colon) else {
                if selector.isEmpty { selector = part }
                break
            }
            selector += part + ":"
            try advance()
            if token.isPunct(.lparen) { try skipPast(.rparen) }
            if token.kind == .identifier { try advance() }   // the parameter's name
        }
        // The declaration's end (attributes such as `NS_AVAILABLE_IOS(8_0)` before the `;`).
        while token.kind != .end && !token.isPunct(.semicolon) && !atWord("end") { try advance() }
        if token.isPunct(.semicolon) { try advance() }
        return returnsImage && !selector.isEmpty ? selector : nil
    }

    /// `@property (nonatomic, getter=isLoading) BOOL loading;`
    mutating func scanProperty() throws {
        try advance()
        var getter: String?
        if token.isPunct(.lparen) {
            var previous: [String] = []
            while token.kind != .end && !token.isPunct(.rparen) && !token.isPunct(.semicolon) {
                if token.kind == .identifier {
                    let word = buffer.text(token)
                    if previous.count >= 2, previous[previous.count - 2] == "getter", previous.last == "=" { getter = word }
                    previous.append(word)
                } else if token.isPunct(.assign) {
                    previous.append("=")
                }
                try advance()
            }
            if token.isPunct(.rparen) { try advance() }
        }
        var words: [String] = []
        var stars = 0
        while token.kind != .end && !token.isPunct(.semicolon) && !atWord("end") {
            if token.kind == .identifier { words.append(buffer.text(token)) }
            if token.isPunct(.star) || token.isPunct(.caret) { stars += 1 }
            try advance()
        }
        if token.isPunct(.semicolon) { try advance() }
        let typeWords = words.dropLast().filter { !Parser.qualifiers.contains($0) }
        guard let name = words.last, let type = typeWords.first else { return }
        declare(PropertyDeclaration(name: name, type: stars > 0 ? type + "*" : type, getter: getter))
    }

    /// A property or instance variable, noted also by the class whose `@interface` declares it.
    mutating func declare(_ property: PropertyDeclaration) {
        scan.properties[property.name] = property
        if property.isBool, let owner = interfaceClass { scan.classBools[owner, default: []].insert(property.name) }
    }

    /// `{ BOOL _loading; NSString *_title; }`
    mutating func scanInstanceVariables() throws {
        let open = token
        try advance()
        var words: [String] = []
        var stars = 0
        var depth = 1
        while depth > 0 {
            if token.kind == .end { throw buffer.error("'{' is never closed", at: Int(open.start)) }
            if token.isPunct(.lbrace) { depth += 1 }
            if token.isPunct(.rbrace) { depth -= 1 }
            if token.kind == .identifier { words.append(buffer.text(token)) }
            if token.isPunct(.star) { stars += 1 }
            if token.isPunct(.semicolon) || (depth == 0 && !words.isEmpty) {
                let typeWords = words.dropLast().filter { !Parser.qualifiers.contains($0) }
                if let name = words.last, let type = typeWords.first, depth == 1 {
                    declare(PropertyDeclaration(name: name, type: stars > 0 ? type + "*" : type, getter: nil))
                }
                words = []
                stars = 0
            }
            try advance()
        }
    }
}
