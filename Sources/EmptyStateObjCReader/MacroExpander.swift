/// Expands macros in a run of tokens as C does: the result of each expansion is read again
/// with the tokens after it (so `F` defined as `G` takes `G`'s arguments from the text), a
/// function-like macro's arguments are expanded before they are put in (except next to `#`
/// and `##`), and every token carries the macros that made it, which it never expands again
/// (Prosser's hide sets; `#define A A + 1` gives `A + 1`, not a loop). Expansions are counted
/// for the whole file and the tokens of one line bounded (`ReaderLimits`), so that
/// `#define A B B`, `#define B C C`, … cannot grow without end.
struct MacroExpander {
    let macros: MacroTable
    let buffer: SourceBuffer
    /// Macros expanded in the file so far.
    var expansions = 0
    var hideSets: HideSets
    var warnings: [String] = []

    init(macros: MacroTable, buffer: SourceBuffer, expansions: Int = 0, hideSets: HideSets = HideSets()) {
        self.macros = macros
        self.buffer = buffer
        self.expansions = expansions
        self.hideSets = hideSets
    }

    /// Not enough tokens to know: a function-like macro's name at the end, or its arguments
    /// not closed; the caller adds the next line and tries again.
    struct NeedsMore: Error {}

    /// `final`: no more tokens will come (a macro's name at the end is not called).
    mutating func expand(_ tokens: [PPToken], final: Bool, depth: Int = 0) throws -> [PPToken] {
        guard depth <= ReaderLimits.nestingDepth else {
            throw buffer.error("macro arguments nested more than \(ReaderLimits.nestingDepth) levels deep (the reader's limit)", at: tokens.first?.offset ?? 0)
        }
        var input = Array(tokens.reversed())
        var output: [PPToken] = []
        while var token = input.popLast() {
            guard token.kind == .identifier, let macro = macros[token.text] else {
                output.append(token)
                continue
            }
            let name = hideSets.name(macro.name)
            guard !hideSets.contains(token.hidden, name) else {
                output.append(token)
                continue
            }
            let hidden = hideSets.adding(name, to: token.hidden)
            guard let parameters = macro.parameters else {
                let result = substituted(macro, arguments: [], expanded: [], at: token, hidden: hidden)
                try count(macro, at: token, output.count + input.count + result.count)
                input += result.reversed()
                continue
            }
            // Function-like: only a name followed by `(` is a call.
            guard let open = input.last else {
                if !final { throw NeedsMore() }
                output.append(token)
                continue
            }
            guard open.isPunct("(") else { output.append(token); continue }
            guard let (arguments, used) = Self.arguments(input) else {
                if !final { throw NeedsMore() }
                warn("macro '\(macro.name)' is called without its closing ')'; it is left as it is", at: token.offset)
                token.hidden = hidden
                output.append(token)
                continue
            }
            let takes = parameters.count
            let given = arguments.count == 1 && arguments[0].isEmpty && takes == 0 ? 0 : arguments.count
            let fits = macro.variadic ? given >= takes - 1 : given == takes
            guard fits else {
                let wanted = macro.variadic ? "at least \(takes - 1)" : "\(takes)"
                warn("macro '\(macro.name)' takes \(wanted) argument\(takes == 1 && !macro.variadic ? "" : "s") but is given \(given); it is left as it is", at: token.offset)
                token.hidden = hidden
                output.append(token)
                continue
            }
            input.removeLast(used)
            var raw = arguments
            if macro.variadic {
                // The variadic parameter takes the rest, commas and all.
                while raw.count < takes { raw.append([]) }
                if raw.count > takes {
                    var rest: [PPToken] = []
                    for (i, argument) in raw[(takes - 1)...].enumerated() {
                        if i > 0 { rest.append(PPToken(kind: .punct, text: ",", spaceBefore: false, offset: token.offset)) }
                        rest += argument
                    }
                    raw = Array(raw[..<(takes - 1)]) + [rest]
                }
            } else if takes == 0 {
                raw = []
            }
            var expanded: [[PPToken]] = []
            for argument in raw { expanded.append(try expand(argument, final: true, depth: depth + 1)) }
            let result = substituted(macro, arguments: raw, expanded: expanded, at: token, hidden: hidden)
            try count(macro, at: token, output.count + input.count + result.count)
            input += result.reversed()
        }
        return output
    }

    /// Counts one expansion and refuses a line grown past the limit.
    private mutating func count(_ macro: Macro, at token: PPToken, _ size: Int) throws {
        expansions += 1
        if expansions > ReaderLimits.macroExpansions {
            throw buffer.error("more than \(ReaderLimits.macroExpansions) macro expansions in one file (the reader's limit), at '\(macro.name)'", at: token.offset)
        }
        if size > ReaderLimits.expandedLineTokens {
            throw buffer.error("macro '\(macro.name)' expands to more than \(ReaderLimits.expandedLineTokens) tokens (the reader's limit)", at: token.offset)
        }
    }

    /// The arguments of a call whose `(` is `input.last` (input is reversed), split at the
    /// top level's commas, and how many tokens the call takes; nil when its `)` is missing.
    static func arguments(_ input: [PPToken]) -> ([[PPToken]], Int)? {
        var arguments: [[PPToken]] = [[]]
        var depth = 0
        var i = input.count - 2
        while i >= 0 {
            let t = input[i]
            if t.kind == .punct {
                // Only parentheses group, as in C: `F(@[a, b])` is two arguments.
                switch t.text {
                case "(":
                    depth += 1
                case ")" where depth == 0:
                    return (arguments, input.count - i)
                case ")":
                    depth -= 1
                case "," where depth == 0:
                    arguments.append([])
                    i -= 1
                    continue
                default: break
                }
            }
            arguments[arguments.count - 1].append(t)
            i -= 1
        }
        return nil
    }

    /// The macro's body with its parameters replaced, `#x` made a string and `a ## b` pasted;
    /// every token stands at the call and hides the macro.
    private mutating func substituted(_ macro: Macro, arguments: [[PPToken]], expanded: [[PPToken]], at call: PPToken, hidden: HideSets.ID) -> [PPToken] {
        let body = macro.body
        var result: [PPToken] = []
        var i = 0
        var pasteNext = false
        func place(_ tokens: [PPToken], spaceBefore: Bool) -> [PPToken] {
            var tokens = tokens
            if !tokens.isEmpty { tokens[0].spaceBefore = spaceBefore }
            return tokens
        }
        while i < body.count {
            let token = body[i]
            if macro.isFunctionLike, token.isPunct("#"), i + 1 < body.count, let p = macro.parameterIndex(body[i + 1]) {
                var string = PPToken(kind: .string, text: Self.stringized(arguments[p]), spaceBefore: token.spaceBefore, offset: call.offset)
                string.hidden = hidden
                append([string], paste: pasteNext, to: &result, at: call)
                pasteNext = false
                i += 2
                continue
            }
            if token.isPunct("##"), i + 1 < body.count {
                pasteNext = true
                i += 1
                continue
            }
            if let p = macro.parameterIndex(token) {
                let nextPastes = i + 1 < body.count && body[i + 1].isPunct("##")
                var replacement = place(pasteNext || nextPastes ? arguments[p] : expanded[p], spaceBefore: token.spaceBefore)
                // GNU's `, ## __VA_ARGS__`: the comma goes when there are no variadic arguments,
                // and is not pasted onto them when there are.
                if pasteNext, macro.variadic, p == arguments.count - 1, result.last?.isPunct(",") == true {
                    if replacement.isEmpty { result.removeLast() } else { result += replacement }
                    pasteNext = false
                    i += 1
                    continue
                }
                if replacement.isEmpty { replacement = [PPToken(kind: .placemarker, text: "", spaceBefore: false, offset: call.offset)] }
                append(replacement, paste: pasteNext, to: &result, at: call)
                pasteNext = false
                i += 1
                continue
            }
            append([token], paste: pasteNext, to: &result, at: call)
            pasteNext = false
            i += 1
        }
        result.removeAll { $0.kind == .placemarker }
        for index in result.indices {
            result[index].offset = call.offset
            result[index].hidden = hideSets.union(result[index].hidden, hidden)
        }
        if !result.isEmpty { result[0].spaceBefore = call.spaceBefore }
        return result
    }

    /// Appends tokens, the first pasted onto the last one so far when `paste` (`a ## b`).
    private mutating func append(_ tokens: [PPToken], paste: Bool, to result: inout [PPToken], at call: PPToken) {
        guard paste, let first = tokens.first, let last = result.last else { result += tokens; return }
        if first.kind == .placemarker { result += tokens.dropFirst(); return }
        if last.kind == .placemarker { result.removeLast(); result += tokens; return }
        let spelling = last.text + first.text
        let pasted = PPTokenizer.tokens(spelling, offset: call.offset)
        if pasted.count == 1 {
            result.removeLast()
            var token = pasted[0]
            token.spaceBefore = last.spaceBefore
            token.hidden = last.hidden
            result.append(token)
            result += tokens.dropFirst()
        } else {
            warn("'##' in macro pastes '\(last.text)' and '\(first.text)' into '\(spelling)', which is not one token; they are kept apart", at: call.offset)
            result += tokens
        }
    }

    /// `#x`: the argument's spelling as a C string, quotes and backslashes of its literals escaped.
    static func stringized(_ tokens: [PPToken]) -> String {
        var text = "\""
        for (i, token) in tokens.enumerated() {
            if i > 0, token.spaceBefore { text += " " }
            if token.kind == .string || token.kind == .character {
                for c in token.text { if c == "\"" || c == "\\" { text.append("\\") }; text.append(c) }
            } else {
                text += token.text
            }
        }
        return text + "\""
    }

    private mutating func warn(_ message: String, at offset: Int) {
        warnings.append(buffer.prefix(offset) + message)
    }
}
