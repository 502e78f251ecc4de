/// SFSafeSymbols' typed symbols (`systemSymbol: .partyPopper`, `SFSymbol.person2Fill`): the SF
/// Symbol name each case stands for. The library names a case after the symbol's dot-separated
/// words in lower camel case, a number its own word, and a leading `_` before a first digit
/// (`_1Circle` is `1.circle`), so the name is the case split at those boundaries.
enum SafeSymbolName {
    /// The symbol's name; nil for anything but a case of `SFSymbol` (or an implicit member).
    static func name(_ value: Value) -> String? {
        guard case let .member(type, name, _) = value, type == nil || type == "SFSymbol" else { return nil }
        return symbolName(ofCase: name)
    }

    /// `networkSlash` → `network.slash`, `person2Fill` → `person.2.fill`, `_4kTv` → `4k.tv`.
    static func symbolName(ofCase name: String) -> String? {
        var characters = Substring(name)
        if characters.first == "_" { characters = characters.dropFirst() }
        guard let first = characters.first, first.isLowercase || first.isNumber,
              characters.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in characters {
            // A word begins at a capital letter, and at a digit after a letter; a lower-case
            // letter after a digit stays in its word (`4k`, `123`-style words are Apple's).
            let begins = character.isUppercase || (character.isNumber && previous.map { $0.isLetter } == true)
            if begins, !word.isEmpty { words.append(word); word = "" }
            word.append(Character(character.lowercased()))
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: ".")
    }
}
