/// What swift-syntax cannot parse in linear time and bounded stack, found on the bytes before
/// parsing: brackets nested deeper than `Limits.parserNesting` (some shapes, such as
/// interpolations inside interpolations, cost the square of their depth before the parser
/// gives up), and chains that its recursive descent follows one call per link — long runs of
/// words (`try try …`, `some some …`, `consume consume …`: a crash or a hang), of `else if`, of
/// nested `?` and of `->`. Comments and string literals are skipped; `\(` in a string opens an
/// interpolation, which is code again.
enum PreParseScan {
    struct Refusal {
        var offset: Int
        var message: String
    }

    static func refusal(_ bytes: [UInt8]) -> Refusal? {
        var scanner = Scanner(bytes: bytes)
        return scanner.run()
    }

    private struct Scanner {
        enum Context { case code(depth: Int), string(multiline: Bool, pounds: Int) }

        let bytes: [UInt8]
        var stack: [Context] = [.code(depth: 0)]
        var depth = 0
        var index = 0
        var wordRun = 0
        var lastWasWord = false
        var pendingElse = false
        var elseIfRuns = [Int](repeating: 0, count: Limits.parserNesting + 2)
        var ternaryRun = 0
        var conditionals = 0
        var arrowRun = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func at(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

        func pounds(from offset: Int) -> Int {
            var end = offset
            while at(end) == UInt8(ascii: "#") { end += 1 }
            return end - offset
        }

        // Compared as bytes: a String made of every word was most of the scan's time.
        static let ifWord = Array("if".utf8), elseWord = Array("else".utf8)
        /// Words swift-syntax parses by recursing into what follows them: effects and ownership
        /// of an expression (`try`, `await`, `consume`…) and specifiers of a type (`some`, `any`,
        /// `inout`…). A run of them is one nested node per word.
        static let prefixWords = ["try", "await", "consume", "copy", "discard", "unsafe", "some", "any", "each", "repeat",
                                  "inout", "borrowing", "consuming", "sending", "isolated", "_const", "__shared", "__owned",
                                  "_move", "_borrow", "nonisolated", "dependsOn", "_resultDependsOn", "transferring"].map { Array($0.utf8) }
        /// The words that start a declaration, where a run of `->` (one type) ends.
        static let declarationWords = ["func", "var", "let", "init", "subscript", "case", "typealias", "associatedtype"].map { Array($0.utf8) }

        /// Which first bytes and lengths the words of a list have, a bit per length under 32:
        /// most words of a file (names) are told from every word of the list by one look.
        static func shapes(_ words: [[UInt8]]) -> [UInt32] {
            var table = [UInt32](repeating: 0, count: 256)
            for word in words where word.count < 32 { table[Int(word[0])] |= 1 << UInt32(word.count) }
            return table
        }
        static let prefixShapes = shapes(prefixWords), declarationShapes = shapes(declarationWords)

        static func isOne(of words: [[UInt8]], shapes: [UInt32], _ text: ArraySlice<UInt8>) -> Bool {
            guard let first = text.first, text.count < 32, shapes[Int(first)] & (1 << UInt32(text.count)) != 0 else { return false }
            return words.contains(where: { text.elementsEqual($0) })
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
        }

        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

        /// The offset after whitespace and comments.
        func skippingTrivia(_ offset: Int) -> Int {
            var index = offset
            while index < bytes.count {
                if Self.isSpace(bytes[index]) { index += 1; continue }
                if bytes[index] == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                if bytes[index] == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") { index = afterBlockComment(index); continue }
                break
            }
            return index
        }

        func afterBlockComment(_ start: Int) -> Int {
            var comments = 1
            var index = start + 2
            while index < bytes.count, comments > 0 {
                if bytes[index] == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") { comments += 1; index += 1 }
                else if bytes[index] == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") { comments -= 1; index += 1 }
                index += 1
            }
            return index
        }

        func word(at offset: Int) -> ArraySlice<UInt8> {
            var end = offset
            while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
            return bytes[offset..<end]
        }

        mutating func run() -> Refusal? {
            while index < bytes.count {
                let byte = bytes[index]
                guard case .code = stack[stack.count - 1] else {
                    if let refusal = stringByte(byte) { return refusal }
                    continue
                }
                if Self.isSpace(byte) { index += 1; continue }
                if let refusal = codeByte(byte) { return refusal }
            }
            return nil
        }

        private mutating func codeByte(_ byte: UInt8) -> Refusal? {
            let start = index
            // Words (and `@attribute`s, and `try?` / `try!`): runs of them.
            if Self.isWordByte(byte) || (byte == UInt8(ascii: "@") && Self.isWordByte(at(index + 1))) {
                let text = word(at: byte == UInt8(ascii: "@") ? index + 1 : index)
                index = text.endIndex
                if at(index) == UInt8(ascii: "?") || at(index) == UInt8(ascii: "!") { index += 1 }
                // Only the words the parser takes as a prefix of what follows nest; any other
                // word (`case a case b …`, `import A import B …`, modifiers) is a sibling.
                let nests = byte != UInt8(ascii: "@") && Self.isOne(of: Self.prefixWords, shapes: Self.prefixShapes, text)
                wordRun = nests ? (lastWasWord ? wordRun + 1 : 1) : 0
                lastWasWord = nests
                if wordRun > Limits.wordRun {
                    return Refusal(offset: start, message: "more than \(Limits.wordRun) prefix words in a row ('\(String(decoding: text, as: UTF8.self))')")
                }
                if pendingElse, text.elementsEqual(Self.ifWord) {
                    elseIfRuns[depth] += 1
                    if elseIfRuns[depth] > Limits.treeDepth {
                        return Refusal(offset: start, message: "a chain of more than \(Limits.treeDepth) else-ifs")
                    }
                }
                pendingElse = text.elementsEqual(Self.elseWord)
                if Self.isOne(of: Self.declarationWords, shapes: Self.declarationShapes, text) { arrowRun = 0 }
                return nil
            }
            lastWasWord = false
            pendingElse = false
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > Limits.parserNesting { return Refusal(offset: index, message: "brackets nested deeper than \(Limits.parserNesting) levels") }
                elseIfRuns[depth] = 0
                if byte == UInt8(ascii: "{") { arrowRun = 0 }
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if case let .code(opened) = stack[stack.count - 1], stack.count > 1, depth == opened, byte == UInt8(ascii: ")") {
                    stack.removeLast()   // the end of an interpolation: back in the string
                }
                depth = max(0, depth - 1)
                index += 1
                if byte == UInt8(ascii: "}") {
                    arrowRun = 0
                    let next = skippingTrivia(index)
                    if word(at: next).elementsEqual(Self.elseWord) == false { elseIfRuns[depth] = 0 }
                }
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
                index = afterBlockComment(index)
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let hashes = pounds(from: index)
                if hashes > Limits.wordRun { return Refusal(offset: index, message: "more than \(Limits.wordRun) '#' in a row") }
                if hashes == 1, word(at: index + 1).elementsEqual(Self.ifWord) {
                    conditionals += 1
                    if conditionals > Limits.parserNesting { return Refusal(offset: index, message: "#if nested deeper than \(Limits.parserNesting) levels") }
                } else if hashes == 1, word(at: index + 1).elementsEqual("endif".utf8) {
                    conditionals = max(0, conditionals - 1)
                }
                guard at(index + hashes) == UInt8(ascii: "\"") else { index += max(hashes, 1); return nil }
                let multiline = at(index + hashes + 1) == UInt8(ascii: "\"") && at(index + hashes + 2) == UInt8(ascii: "\"")
                stack.append(.string(multiline: multiline, pounds: hashes))
                index += hashes + (multiline ? 3 : 1)
            case UInt8(ascii: "?"):
                // A ternary `?` stands between spaces (`??` and `x?` are other things).
                if index > 0, Self.isSpace(bytes[index - 1]), Self.isSpace(at(index + 1)) {
                    ternaryRun += 1
                    if ternaryRun > Limits.chain { return Refusal(offset: index, message: "more than \(Limits.chain) nested conditional expressions") }
                }
                index += 1
            case UInt8(ascii: ":"):
                ternaryRun = max(0, ternaryRun - 1)
                index += 1
            case UInt8(ascii: "-") where at(index + 1) == UInt8(ascii: ">"):
                arrowRun += 1
                if arrowRun > Limits.chain { return Refusal(offset: index, message: "more than \(Limits.chain) arrows in one type") }
                index += 2
            case UInt8(ascii: "="), UInt8(ascii: ";"):
                arrowRun = 0
                index += 1
            default:
                index += 1
            }
            return nil
        }

        private mutating func stringByte(_ byte: UInt8) -> Refusal? {
            guard case let .string(multiline, hashes) = stack[stack.count - 1] else { return nil }
            if byte == UInt8(ascii: "\\"), pounds(from: index + 1) == hashes {
                let next = index + 1 + hashes
                if at(next) == UInt8(ascii: "(") {
                    depth += 1
                    if depth > Limits.parserNesting { return Refusal(offset: next, message: "brackets nested deeper than \(Limits.parserNesting) levels") }
                    elseIfRuns[depth] = 0
                    stack.append(.code(depth: depth))
                    lastWasWord = false
                }
                index = next + 1
                return nil
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ at(index + $0) == UInt8(ascii: "\"") }), pounds(from: index + quotes) >= hashes {
                    stack.removeLast()
                    index += quotes + hashes
                    lastWasWord = false
                    return nil
                }
            }
            if byte == 0x0A, !multiline { stack.removeLast() }
            index += 1
            return nil
        }
    }
}
