/// A `#define`: object-like (`parameters` nil) or function-like, perhaps variadic (`...` is
/// `__VA_ARGS__`; GNU's `args...` names it).
struct Macro: Equatable {
    var name: String
    var parameters: [String]?
    var variadic = false
    var body: [PPToken]
    /// Where it was defined (for warnings about it).
    var offset: Int

    var isFunctionLike: Bool { parameters != nil }

    /// The parameter a body token names, by index (the variadic one is the last).
    func parameterIndex(_ token: PPToken) -> Int? {
        guard token.kind == .identifier, let parameters else { return nil }
        return parameters.firstIndex(of: token.text)
    }

    /// `#define NAME body` or `#define NAME(a, b) body`, from the tokens after `define`; a
    /// definition that is not one is a reason to skip it.
    static func parse(_ tokens: [PPToken]) -> Result<Macro, MacroDefinitionError> {
        guard let nameToken = tokens.first, nameToken.kind == .identifier else {
            return .failure(MacroDefinitionError(message: "'#define' without a macro name", offset: tokens.first?.offset))
        }
        guard nameToken.text != "defined" else {
            return .failure(MacroDefinitionError(message: "'defined' cannot be a macro name", offset: nameToken.offset))
        }
        var index = 1
        // Function-like only when `(` follows the name with no space between.
        guard index < tokens.count, tokens[index].isPunct("("), !tokens[index].spaceBefore else {
            var body = Array(tokens.dropFirst())
            if !body.isEmpty { body[0].spaceBefore = false }
            return .success(Macro(name: nameToken.text, parameters: nil, body: body, offset: nameToken.offset))
        }
        index += 1
        var parameters: [String] = []
        var variadic = false
        while true {
            guard index < tokens.count else {
                return .failure(MacroDefinitionError(message: "macro '\(nameToken.text)': its parameter list has no ')'", offset: nameToken.offset))
            }
            let token = tokens[index]
            if token.isPunct(")") && parameters.isEmpty && !variadic { index += 1; break }
            if token.isPunct("...") {
                parameters.append("__VA_ARGS__")
                variadic = true
            } else if token.kind == .identifier, !parameters.contains(token.text) {
                parameters.append(token.text)
                if index + 1 < tokens.count, tokens[index + 1].isPunct("...") { variadic = true; index += 1 }
            } else {
                return .failure(MacroDefinitionError(message: "macro '\(nameToken.text)': \(token.text) is not a parameter name", offset: token.offset))
            }
            index += 1
            guard index < tokens.count else { continue }
            if tokens[index].isPunct(")") { index += 1; break }
            guard tokens[index].isPunct(","), !variadic else {
                return .failure(MacroDefinitionError(message: "macro '\(nameToken.text)': expected ',' or ')' in its parameter list", offset: tokens[index].offset))
            }
            index += 1
        }
        var body = Array(tokens[index...])
        if !body.isEmpty { body[0].spaceBefore = false }
        return .success(Macro(name: nameToken.text, parameters: parameters, variadic: variadic, body: body, offset: nameToken.offset))
    }
}

struct MacroDefinitionError: Error {
    var message: String
    var offset: Int?
}

/// The macros defined at a point of the file: the target's (see `TargetMacros`), then the
/// file's and its headers' in order. A hash of each name lets a code line with none of them
/// be passed over without making a string of each of its words.
struct MacroTable {
    private(set) var macros: [String: Macro] = [:]
    private var hashes: Set<UInt64> = []

    init(predefined: [Macro]) {
        for macro in predefined { define(macro) }
    }

    subscript(name: String) -> Macro? { macros[name] }

    mutating func define(_ macro: Macro) {
        macros[macro.name] = macro
        hashes.insert(Self.hash(Array(macro.name.utf8)[...]))
    }

    /// `#undef`: the name's hash stays (a line naming it is read, and finds nothing).
    mutating func undefine(_ name: String) { macros[name] = nil }

    /// Whether an identifier's bytes may name a macro (a false yes is checked by name).
    func mayBeMacro(_ bytes: ArraySlice<UInt8>) -> Bool { hashes.contains(Self.hash(bytes)) }

    /// FNV-1a.
    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    /// Whether a logical line names a macro outside its strings (most lines do not, and are
    /// given back as they are).
    func mentionsMacro(_ text: [UInt8]) -> Bool {
        var i = 0
        while i < text.count {
            let c = text[i]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                i += 1
                while i < text.count, text[i] != c { i += text[i] == UInt8(ascii: "\\") ? 2 : 1 }
                i += 1
            } else if Lexer.isIdentifierStart(c) || c >= 0x80 {
                let start = i
                while i < text.count, Lexer.isIdentifierContinue(text[i]) || text[i] >= 0x80 { i += 1 }
                if mayBeMacro(text[start..<i]), macros[String(decoding: text[start..<i], as: UTF8.self)] != nil { return true }
            } else if Lexer.isDigit(c) {
                // A number's letters (`1.0f`, `0xFF`) are not names.
                while i < text.count, Lexer.isIdentifierContinue(text[i]) || text[i] == UInt8(ascii: ".") { i += 1 }
            } else {
                i += 1
            }
        }
        return false
    }
}
