/// Xcode's and Android's pseudolanguages: text that looks translated, so layouts are tested
/// for length, accents and direction before any translation exists.
public enum PseudoLocalizer {
    public static func transform(_ text: String, _ pseudo: LocaleIdentifier.Pseudo) -> String {
        guard !text.isEmpty else { return text }
        switch pseudo {
        case .accented: return "[" + expanded(accented(text)) + "]"
        case .doubleLength: return text + " " + text
        // Right-to-left mark and override around the text: it reads reversed, as ar-XB shows it.
        case .rightToLeft: return "\u{200F}\u{202E}" + text + "\u{202C}\u{200F}"
        case .bounded: return "⟦" + text + "⟧"
        }
    }

    /// Latin letters with accents (Android's en-XA map), other characters as they are.
    static func accented(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { accents[$0] ?? $0 }))
    }

    /// About 40 % longer, with words, so wrapping is tested as a longer language wraps.
    static func expanded(_ text: String) -> String {
        let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        var padding: [String] = []
        var added = 0
        let target = (text.count * 2 + 4) / 5
        while added < target {
            let word = words[padding.count % words.count]
            padding.append(word)
            added += word.count + 1
        }
        return text + " " + padding.joined(separator: " ")
    }

    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(String, String)] = [
            ("a", "å"), ("b", "ƀ"), ("c", "ç"), ("d", "ð"), ("e", "é"), ("f", "ƒ"), ("g", "ĝ"), ("h", "ĥ"), ("i", "î"),
            ("j", "ĵ"), ("k", "ķ"), ("l", "ļ"), ("m", "ɱ"), ("n", "ñ"), ("o", "ö"), ("p", "þ"), ("q", "ǫ"), ("r", "ŕ"),
            ("s", "š"), ("t", "ţ"), ("u", "û"), ("v", "ṽ"), ("w", "ŵ"), ("x", "ẋ"), ("y", "ý"), ("z", "ž"),
            ("A", "Å"), ("B", "Ɓ"), ("C", "Ç"), ("D", "Ð"), ("E", "É"), ("F", "Ƒ"), ("G", "Ĝ"), ("H", "Ĥ"), ("I", "Î"),
            ("J", "Ĵ"), ("K", "Ķ"), ("L", "Ļ"), ("M", "Ṁ"), ("N", "Ñ"), ("O", "Ö"), ("P", "Þ"), ("Q", "Ǫ"), ("R", "Ŕ"),
            ("S", "Š"), ("T", "Ţ"), ("U", "Û"), ("V", "Ṽ"), ("W", "Ŵ"), ("X", "Ẋ"), ("Y", "Ý"), ("Z", "Ž"),
        ]
        var map: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (plain, accent) in pairs { map[plain.unicodeScalars.first!] = accent.unicodeScalars.first! }
        return map
    }()
}
