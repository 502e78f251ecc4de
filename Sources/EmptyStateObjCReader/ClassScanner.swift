/// One `@implementation` and the data-source methods it defines.
struct ClassImplementation {
    var name: String
    var start: UInt32
    var methods: [MethodDefinition] = []
    /// `@implementation Name (Category)`: the class's own implementation is elsewhere.
    var isCategory = false
}

/// A declared property or instance variable: its type tells whether it is a BOOL.
struct PropertyDeclaration {
    var name: String
    var type: String
    var getter: String?
    static let boolTypes: Set<String> = ["BOOL", "bool", "Boolean", "_Bool"]
    var isBool: Bool { Self.boolTypes.contains(type) }
    /// An object (`NSError *requestError`, `id`): `if (self.requestError)` asks whether it is set.
    var isObject: Bool { type.hasSuffix("*") || type == "id" || type.hasPrefix("id<") }
}

/// What a file declares and implements.
struct FileScan {
    var classes: [ClassImplementation] = []
    /// Properties and instance variables of every `@interface` and `@implementation`, by name.
    var properties: [String: PropertyDeclaration] = [:]
    /// Methods that return a font, a text, an image or a color (instance methods without
    /// arguments, class methods with or without), by class, then selector: an app's font
    /// singleton (`[FontManager shared].regularFont`), a class of texts (`[Strings
    /// emptyListTitle]`, `[Helpers emptyTitleForDay:day]`), read where a data source uses them.
    var accessors: [String: [String: MethodDefinition]] = [:]
    /// Class → the class it inherits from, as `@interface Name : Superclass` says.
    var superclasses: [String: String] = [:]
    /// Instance methods without arguments that return something, by class, then selector:
    /// what `[self emptyTitle]` runs (parsed only when a data-source method sends it).
    var helpers: [String: [String: HelperMethod]] = [:]
    /// `NSString *const kNoSessionsTitle = @"…";` outside any method: the file's string
    /// constants, by name (what its `extern` declaration in a header promises the other files).
    var stringConstants: [String: String] = [:]
    /// Initializers and class factory methods with parameters (`- initWithReferScrollView:
    /// emptyText:`, `+ protocolWithReferScrollView:emptyText:`), by class, then selector: how a
    /// data source object is given its texts when it is made (`DataSourceObjects`).
    var makers: [String: [String: HelperMethod]] = [:]
    /// Selectors of the app's `UIImage` category methods that return an image (`- (UIImage
    /// *)imageByScalingToSize:(CGSize)size;`), declared in an `@interface UIImage (…)`.
    var imageMethods: Set<String> = []
    /// The constants of each enum it declares (`typedef NS_ENUM(NSInteger, PSDataStatus) {
    /// PSDataInitial = 0, PSDataError, … }`), in order.
    var enums: [[String]] = []
}

/// The top level of a file, read from the lexer one token at a time: `@interface` (properties,
/// instance variables), `@implementation … @end` (methods). Only the bodies of the data-source
/// methods are kept and parsed; the others are skipped by counting braces, so a large file
/// costs its lexing and little more.
struct ClassScanner {
    let buffer: SourceBuffer
    private var lexer: Lexer
    private var token: Token
    private var switchCounter = 0
    private var scan = FileScan()
    /// The `@implementation` being read.
    private var currentClass: String?

    init(buffer: SourceBuffer) throws {
        self.buffer = buffer
        lexer = Lexer(buffer: buffer)
        token = try lexer.next()
    }

    private mutating func advance() throws { token = try lexer.next() }

    private func atWord(_ word: String) -> Bool {
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

    /// `NS_ENUM(NSInteger, Name) { A = 0, B, C }`, `enum Name : NSInteger { … }`, `typedef enum
    /// { … } Name;`: its constants, the first name of each entry. Anything else is passed over.
    private mutating func scanEnum() throws {
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
    /// constant the file's methods, and other files through a header's `extern`, read.
    private mutating func scanStringConstant() throws {
        try advance()
        guard token.isPunct(.star) else { return }
        try advance()
        if token.kind == .identifier, buffer.text(token) == "const" { try advance() } else { return }
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
    private mutating func scanGlobalBool() throws {
        let type = buffer.text(token)
        try advance()
        guard token.kind == .identifier else { return }
        let name = buffer.text(token)
        try advance()
        guard token.isPunct(.semicolon) || token.isPunct(.assign) else { return }
        if scan.properties[name] == nil { scan.properties[name] = PropertyDeclaration(name: name, type: type, getter: nil) }
    }

    private mutating func skipPast(_ punct: Punct) throws {
        while token.kind != .end && !token.isPunct(punct) { try advance() }
        try advance()
    }

    /// Skips `{ … }` from its `{`; the file ending inside is an error at the `{`.
    private mutating func skipBraces() throws {
        let open = token
        var depth = 0
        repeat {
            if token.kind == .end { throw buffer.error("'{' is never closed", at: Int(open.start)) }
            if token.isPunct(.lbrace) { depth += 1 } else if token.isPunct(.rbrace) { depth -= 1 }
            try advance()
        } while depth > 0
    }

    // MARK: - @interface

    private mutating func scanInterface() throws {
        try advance()
        var isImageCategory = false
        if token.kind == .identifier {
            let name = buffer.text(token)
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
    private mutating func scanImageMethodDeclaration() throws -> String? {
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
    private mutating func scanProperty() throws {
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
        scan.properties[name] = PropertyDeclaration(name: name, type: stars > 0 ? type + "*" : type, getter: getter)
    }

    /// `{ BOOL _loading; NSString *_title; }`
    private mutating func scanInstanceVariables() throws {
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
                    scan.properties[name] = PropertyDeclaration(name: name, type: stars > 0 ? type + "*" : type, getter: nil)
                }
                words = []
                stars = 0
            }
            try advance()
        }
    }

    // MARK: - @implementation

    private mutating func scanImplementation() throws {
        let start = token.start
        try advance()
        guard token.kind == .identifier else { return }
        var unit = ClassImplementation(name: buffer.text(token), start: start)
        currentClass = unit.name
        defer { currentClass = nil }
        try advance()
        if token.isPunct(.lparen) { unit.isCategory = true; try skipPast(.rparen) }   // a category
        if token.isPunct(.colon) {                                                       // a superclass
            try advance()
            if token.kind == .identifier { scan.superclasses[unit.name] = buffer.text(token) }
            try advance()
        }
        if token.isPunct(.lbrace) { try scanInstanceVariables() }
        while token.kind != .end {
            if atWord("end") { try advance(); break }
            if atWord("implementation") || atWord("interface") { break }
            if (token.isPunct(.minus) || token.isPunct(.plus)) {
                if let method = try scanMethod() { unit.methods.append(method) }
            } else if token.isPunct(.lbrace) {
                try skipBraces()
            } else if token.kind == .identifier, buffer.text(token) == "NSString" {
                try scanStringConstant()
            } else {
                try advance()
            }
        }
        scan.classes.append(unit)
    }

    /// `- (Type)part:(Type)arg part:(Type)arg { body }`: the method if it is a data-source
    /// method with a body, else nil (its body skipped).
    private mutating func scanMethod() throws -> MethodDefinition? {
        let start = token.start
        let isClassMethod = token.isPunct(.plus)
        try advance()
        guard token.isPunct(.lparen) else { return nil }
        let returnStart = token.start
        try skipParentheses()
        let returnType = buffer.collapsed(Int(returnStart), Int(token.start), limit: 60)
        // A font, a text, an image or a color another class (or a singleton) gives.
        let returnsValue = ["UIFont", "NSString", "NSAttributedString", "UIImage", "UIColor"].contains { returnType.contains($0) }
        var selector = ""
        var names: [String] = []
        var types: [String] = []
        var header: [Token] = []
        while token.kind != .end && !token.isPunct(.lbrace) && !token.isPunct(.semicolon) && !atWord("end") {
            if token.isPunct(.lparen) {
                let typeStart = token.start
                try skipParentheses()
                header.append(Token(kind: .unknown, start: typeStart, end: token.start))
                continue
            }
            header.append(token)
            try advance()
            if header.count > 1000 { return nil }
        }
        // header: name [: (type) arg [name : (type) arg]…] [, ...] [attributes]
        func isColon(_ i: Int) -> Bool { i < header.count && header[i].isPunct(.colon) }
        if let first = header.first, first.kind == .identifier, !isColon(1) {
            selector = buffer.text(first)
        } else {
            var i = 0
            while i < header.count {
                if header[i].kind == .identifier && isColon(i + 1) {
                    selector += buffer.text(header[i])
                    i += 1
                }
                guard isColon(i) else { break }
                selector += ":"
                i += 1
                if i < header.count, header[i].kind == .unknown {
                    types.append(buffer.collapsed(Int(header[i].start) + 1, Int(header[i].end) - 1, limit: 60))
                    i += 1
                } else {
                    types.append("id")
                }
                if i < header.count, header[i].kind == .identifier, !isColon(i + 1) {
                    names.append(buffer.text(header[i]))
                    i += 1
                } else {
                    names.append("")
                }
            }
        }
        guard token.isPunct(.lbrace) else {
            if token.isPunct(.semicolon) { try advance() }
            return nil
        }
        // Getters, and the methods a class sets its own properties up in (`- (void)viewDidLoad`).
        let isGetterOrSetUp = !selector.contains(":") && (returnType != "(void)" || SelfMethods.setUpSelectors.contains(selector))
        let isSetter = selector.contains(":") && returnType == "(void)"
        if !isClassMethod, !selector.isEmpty, isGetterOrSetUp || isSetter, let className = currentClass,
           DataSourceSelector(rawValue: selector) == nil, scan.helpers[className]?[selector] == nil {
            scan.helpers[className, default: [:]][selector] = HelperMethod(
                selector: selector, parameterNames: names, className: className, start: start, bodyStart: token.start, buffer: buffer)
        }
        if selector.contains(":"), isClassMethod || selector.hasPrefix("init"), let className = currentClass, scan.makers[className]?[selector] == nil {
            scan.makers[className, default: [:]][selector] = HelperMethod(
                selector: selector, parameterNames: names, className: className, start: start, bodyStart: token.start, buffer: buffer)
        }
        if returnsValue, isClassMethod || !selector.contains(":"), let className = currentClass, scan.accessors[className]?[selector] == nil {
            let tokens = try collectBody()
            let parser = Parser(buffer: buffer, tokens: tokens, switchCounter: switchCounter)
            // An accessor the parser cannot read is no accessor: the font stays unknown.
            if let body = try? parser.parseBody() {
                scan.accessors[className, default: [:]][selector] = MethodDefinition(
                    selector: selector, parameterNames: names, parameterTypes: [], isClassMethod: isClassMethod, body: body, start: start,
                    buffer: buffer, className: className)
            }
            switchCounter = parser.switchCounter
            return nil
        }
        guard !isClassMethod, DataSourceSelector(rawValue: selector) != nil else {
            try skipBraces()
            return nil
        }
        let tokens = try collectBody()
        let parser = Parser(buffer: buffer, tokens: tokens, switchCounter: switchCounter)
        let body = try parser.parseBody()
        switchCounter = parser.switchCounter
        return MethodDefinition(selector: selector, parameterNames: names, parameterTypes: types,
                                isClassMethod: isClassMethod, body: body, start: start, buffer: buffer, className: currentClass ?? "")
    }

    private mutating func skipParentheses() throws {
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
    private mutating func collectBody() throws -> [Token] {
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
