/// A file after C's preprocessor, as the reader's lexer takes it, and what it warned of.
struct Preprocessed {
    var text: String
    var warnings: [String]
}

/// Objective-C's preprocessor, before lexing: `#define`s (object-like, function-like, variadic;
/// `#`, `##`) expanded, `#undef`, `#if`/`#ifdef`/`#ifndef`/`#elif`/`#else`/`#endif` evaluated
/// as for an iPhone app (`TargetMacros`), and the macros of the app's own quoted headers read.
///
/// Every line stays where it was, so that errors and warnings name the right `file:line`: a
/// directive or a line `#if` leaves out becomes an empty line, a line with no macro in it is
/// given back byte for byte, and an expanded line stays on its line (a macro call over several
/// lines is written on the first, the others left empty). Columns on an expanded line are those
/// of the expanded text, so they may move right of the first macro; no column map is kept.
///
/// Bad input is a warning (a macro called with the wrong number of arguments is left as it is;
/// a malformed `#if` is false) or a one-line error (an `#if` never closed, an expansion past
/// `ReaderLimits`), never a crash or a hang.
struct Preprocessor {
    private let headers: ObjCHeaders
    private var macros: MacroTable
    private var expansions = 0
    private var hideSets = HideSets()
    private var warnings: [String] = []
    /// Headers `#import`ed or `#pragma once`d: read once.
    private var readOnce: Set<String> = []
    private var headersRead = 0
    private var expandingCode = true

    /// `expandingCode` false: directives are read (the lines `#if` leaves out are still left
    /// out) but code lines are given back as they are, for a file whose code is not read.
    static func run(text: String, file: String, headers: ObjCHeaders = ObjCHeaders(), expandingCode: Bool = true) throws -> Preprocessed {
        let buffer = SourceBuffer(text: text, file: file)
        // A NUL byte or an unclosed comment: the lexer refuses the file, at its place.
        if buffer.bytes.contains(0) { return Preprocessed(text: text, warnings: []) }
        let isObjectiveCPlusPlus = file.lowercased().hasSuffix(".mm")
        var preprocessor = Preprocessor(headers: headers, macros: MacroTable(predefined: TargetMacros.all(objectiveCPlusPlus: isObjectiveCPlusPlus)))
        preprocessor.expandingCode = expandingCode
        preprocessor.readOnce.insert(file)
        // Xcode's prefix header: included before the file's first line, where the file's code
        // is read (elsewhere only the classes a file declares are, which it does not change).
        if expandingCode, let prefix = headers.prefixHeader { try preprocessor.include(prefix, from: buffer, at: 0, once: true, depth: 0) }
        guard let output = try preprocessor.process(buffer, depth: 0, emit: true) else { return Preprocessed(text: text, warnings: []) }
        guard output.count <= ReaderLimits.fileBytes else {
            throw ObjCReadError(file: file, line: 1, column: 1, message: "\(output.count) bytes once macros are expanded; the reader's limit is \(ReaderLimits.fileBytes)")
        }
        return Preprocessed(text: output.changed ? String(decoding: output.bytes, as: UTF8.self) : text, warnings: preprocessor.warnings)
    }

    private init(headers: ObjCHeaders, macros: MacroTable) {
        self.headers = headers
        self.macros = macros
    }

    /// The preprocessed bytes, and whether they differ from the file's.
    private struct Output {
        var bytes: [UInt8] = []
        var changed = false
        var count: Int { bytes.count }

        mutating func newlines(_ count: Int) {
            if count > 0 { changed = true }
            bytes.append(contentsOf: repeatElement(0x0A, count: count))
        }
    }

    /// An `#if` group being read.
    private struct Conditional {
        /// The lines around it are read.
        var enclosingActive: Bool
        /// One of its branches was taken (the rest are not).
        var taken: Bool
        /// The current branch is read.
        var active: Bool
        var sawElse = false
        var offset: Int
    }

    /// Reads one file: the main file's lines are given back (`emit`), a header's only define
    /// macros. Nil when the file has a `/*` with no `*/` (the lexer reports it).
    private mutating func process(_ buffer: SourceBuffer, depth: Int, emit: Bool, directives: [LogicalLine]? = nil) throws -> Output? {
        var lines = LogicalLines(bytes: directives == nil ? buffer.bytes : [])
        var given = directives?.makeIterator()
        var output = Output()
        if emit { output.bytes.reserveCapacity(buffer.bytes.count) }
        var stack: [Conditional] = []
        var lookahead: LogicalLine?
        func nextLine() -> LogicalLine? {
            if let line = lookahead { lookahead = nil; return line }
            if given != nil { return given?.next() }
            // A line's text is only needed where it may be expanded, or is a directive.
            return lines.next(keepingCode: emit && expandingCode && (stack.last?.active ?? true))
        }
        while let line = nextLine() {
            if lines.unterminatedComment { return nil }
            let active = stack.last?.active ?? true
            if line.isDirective {
                try directive(line, buffer: buffer, stack: &stack, active: active, depth: depth)
                output.newlines(line.newlines)
                continue
            }
            guard emit else { continue }
            guard active else { output.newlines(line.newlines); continue }
            guard expandingCode, macros.mentionsMacro(line.text) else {
                output.bytes.append(contentsOf: buffer.bytes[line.start..<line.end])
                continue
            }
            // Expand; a call whose arguments go on is read with the lines after it.
            var group = [line]
            var tokens = PPTokenizer.tokens(line.text, offsets: line.offsets)
            var expanded: [PPToken]
            while true {
                var attempt = MacroExpander(macros: macros, buffer: buffer, expansions: expansions, hideSets: hideSets)
                do {
                    expanded = try attempt.expand(tokens, final: false)
                } catch is MacroExpander.NeedsMore {
                    // Take the next line, and the ones after it until the parentheses close
                    // (expanding again at each line would be quadratic in a long call). As
                    // clang does, `#if`s among a call's arguments choose which lines are in it.
                    var added = false
                    repeat {
                        if lookahead == nil { lookahead = lines.next() }
                        guard let next = lookahead, group.count < ReaderLimits.macroCallLines, !lines.unterminatedComment else { break }
                        lookahead = nil
                        group.append(next)
                        if next.isDirective {
                            try directive(next, buffer: buffer, stack: &stack, active: stack.last?.active ?? true, depth: depth)
                        } else if stack.last?.active ?? true {
                            tokens += PPTokenizer.tokens(next.text, offsets: next.offsets)
                        }
                        added = true
                    } while Self.openParentheses(tokens) > 0
                    if added { continue }
                    attempt = MacroExpander(macros: macros, buffer: buffer, expansions: expansions, hideSets: hideSets)
                    expanded = try attempt.expand(tokens, final: true)
                }
                expansions = attempt.expansions
                hideSets = attempt.hideSets
                warnings += attempt.warnings
                break
            }
            output.changed = true
            // The first line's indentation, then the expansion, then the lines it took.
            var indent = line.start
            while indent < line.end, buffer.bytes[indent] == 0x20 || buffer.bytes[indent] == 0x09 { indent += 1 }
            output.bytes.append(contentsOf: buffer.bytes[line.start..<indent])
            output.bytes.append(contentsOf: PPTokenizer.spelling(expanded).utf8)
            output.bytes.append(contentsOf: repeatElement(0x0A, count: group.reduce(0) { $0 + $1.newlines }))
            if output.count > ReaderLimits.fileBytes {
                throw buffer.error("more than \(ReaderLimits.fileBytes) bytes once macros are expanded (the reader's limit)", at: line.start)
            }
        }
        if let open = stack.first {
            throw buffer.error("'#if' is never closed: no '#endif' before the end of the file", at: open.offset)
        }
        return output
    }

    /// `(`s not closed yet in a run of tokens.
    private static func openParentheses(_ tokens: [PPToken]) -> Int {
        var depth = 0
        for token in tokens where token.kind == .punct {
            if token.text == "(" { depth += 1 } else if token.text == ")" { depth = max(0, depth - 1) }
        }
        return depth
    }

    // MARK: - Directives

    private mutating func directive(_ line: LogicalLine, buffer: SourceBuffer, stack: inout [Conditional], active: Bool, depth: Int) throws {
        let tokens = line.tokens ?? PPTokenizer.tokens(line.text, offsets: line.offsets)
        guard tokens.count >= 2, tokens[1].kind == .identifier else { return }   // `#` alone, or not a directive
        let name = tokens[1].text
        let operands = Array(tokens.dropFirst(2))
        let at = tokens[0].offset
        func warn(_ message: String, _ offset: Int = at) { warnings.append(buffer.prefix(offset) + message) }
        // A malformed expression is false with a warning; an expansion past the limits refuses the file.
        func condition() throws -> Bool {
            var expander = MacroExpander(macros: macros, buffer: buffer, expansions: expansions, hideSets: hideSets)
            defer { expansions = expander.expansions; hideSets = expander.hideSets; warnings += expander.warnings }
            do {
                return try ConditionExpression.evaluate(operands, at: at, expander: &expander) { header, quoted in
                    !quoted || headers.resolve(header, from: buffer.file) != nil
                }
            } catch let malformed as ConditionExpression.Malformed {
                warn("\(malformed.message); taken as false", malformed.offset)
            }
            return false
        }
        func defined() -> Bool {
            guard let operand = operands.first, operand.kind == .identifier else {
                warn("'#\(name)' without a macro name; taken as false")
                return false
            }
            return macros[operand.text] != nil
        }
        switch name {
        case "if", "ifdef", "ifndef":
            guard active else {
                stack.append(Conditional(enclosingActive: false, taken: true, active: false, offset: at))
                return
            }
            let value = name == "if" ? try condition() : name == "ifdef" ? defined() : !defined()
            stack.append(Conditional(enclosingActive: true, taken: value, active: value, offset: at))
        case "elif", "elifdef", "elifndef", "else":
            guard var top = stack.popLast() else { warn("'#\(name)' without '#if'"); return }
            if top.sawElse { warn("'#\(name)' after '#else'") }
            if top.enclosingActive && !top.taken {
                let value = try name == "else" || (name == "elif" ? condition() : name == "elifdef" ? defined() : !defined())
                top.active = value
                top.taken = value
            } else {
                top.active = false
            }
            if name == "else" { top.sawElse = true }
            stack.append(top)
        case "endif":
            if stack.popLast() == nil { warn("'#endif' without '#if'") }
        case _ where !active:
            return
        case "define":
            switch Macro.parse(operands) {
            case let .success(macro): macros.define(macro)
            case let .failure(error): warn("\(error.message); it is not defined", error.offset ?? at)
            }
        case "undef":
            guard let operand = operands.first, operand.kind == .identifier else { warn("'#undef' without a macro name"); return }
            macros.undefine(operand.text)
        case "import", "include", "include_next":
            guard let operand = operands.first, operand.kind == .string else { return }   // `<…>`: the SDK's
            try include(String(operand.text.dropFirst().dropLast()), from: buffer, at: at, once: name == "import", depth: depth)
        case "pragma":
            if operands.first?.text == "once" { readOnce.insert(buffer.file) }
        case "error":
            warn("#error \(PPTokenizer.spelling(operands))")
        default:
            return   // `#warning`, `#line`, `#ident`, and what clang would refuse: nothing to read
        }
    }

    /// Reads the macros of an app's header; a header that cannot be read is a warning.
    private mutating func include(_ name: String, from including: SourceBuffer, at offset: Int, once: Bool, depth: Int) throws {
        guard let path = headers.resolve(name, from: including.file), let header = headers.files[path] else { return }
        if readOnce.contains(path) { return }
        if once { readOnce.insert(path) }
        guard depth < ReaderLimits.includeDepth else {
            warnings.append(including.prefix(offset) + "'\(name)' is included more than \(ReaderLimits.includeDepth) deep (the reader's limit; an include cycle?); its macros are not read")
            return
        }
        guard headersRead < ReaderLimits.headers else {
            warnings.append(including.prefix(offset) + "more than \(ReaderLimits.headers) headers read for one file (the reader's limit); '\(name)''s macros are not read")
            return
        }
        headersRead += 1
        let buffer = SourceBuffer(text: header.text, file: path)
        do {
            if buffer.bytes.contains(0) { throw buffer.error("binary data: a NUL byte is not Objective-C source", at: buffer.bytes.firstIndex(of: 0) ?? 0) }
            _ = try process(buffer, depth: depth + 1, emit: false, directives: header.directives)
            if header.unterminatedComment {
                warnings.append(including.prefix(offset) + "'\(name)' has a '/*' with no '*/'; its macros after it are not read")
            }
        } catch let error as ObjCReadError {
            warnings.append("\(error) (in the header imported at \(including.prefix(offset).dropLast(2)))")
        }
    }
}
