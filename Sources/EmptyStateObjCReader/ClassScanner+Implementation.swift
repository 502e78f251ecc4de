/// `@implementation … @end`: the methods, with the bodies of the data-source methods and of the
/// helpers they may send to kept.
extension ClassScanner {
    mutating func scanImplementation() throws {
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
    mutating func scanMethod() throws -> MethodDefinition? {
        let start = token.start
        let isClassMethod = token.isPunct(.plus)
        try advance()
        guard token.isPunct(.lparen) else { return nil }
        let returnStart = token.start
        try skipParentheses()
        let returnType = buffer.collapsed(Int(returnStart), Int(token.start), limit: 60)
        // A font, a text, an image or a color another class (or a singleton) gives.
        // A class's yes-or-no (`+ (BOOL)isChinese`, asked by a ternary that picks a text).
        let returnsValue = ["UIFont", "NSString", "NSAttributedString", "UIImage", "UIColor"].contains { returnType.contains($0) }
            || isClassMethod && ["(BOOL)", "(bool)"].contains(returnType.filter { $0 != " " })
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
        // `- (void)customizeEmptyDataSet`, which `viewDidLoad` sends to self (openshop.io-ios).
        let isSetUpStep = !selector.contains(":") && returnType == "(void)" && !isGetterOrSetUp
        if !isClassMethod, !selector.isEmpty, isGetterOrSetUp || isSetter || isSetUpStep, let className = currentClass,
           DataSourceSelector(rawValue: selector) == nil, scan.helpers[className]?[selector] == nil {
            scan.helpers[className, default: [:]][selector] = HelperMethod(
                selector: selector, parameterNames: names, className: className, start: start, bodyStart: token.start, buffer: buffer,
                isSetUpStep: isSetUpStep)
        }
        if selector.contains(":"), isClassMethod || selector.hasPrefix("init"), let className = currentClass, scan.makers[className]?[selector] == nil {
            scan.makers[className, default: [:]][selector] = HelperMethod(
                selector: selector, parameterNames: names, className: className, start: start, bodyStart: token.start, buffer: buffer)
        }
        // And an instance method that makes a text of what it is given, read where the class's
        // shared instance is sent it (Zaful's `[[ZFLocalizationString shareLocalizable]
        // ZFLocalizedString:key]`, the expansion of its `ZFLocalizedString(key, comment)`).
        let makesText = !isClassMethod && selector.contains(":") && returnType.filter({ $0 != " " }) == "(NSString*)"
            && DataSourceSelector(rawValue: selector) == nil
        if returnsValue, isClassMethod || !selector.contains(":") || makesText, let className = currentClass, scan.accessors[className]?[selector] == nil {
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
}
