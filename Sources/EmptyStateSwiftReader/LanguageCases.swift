/// An app's own language setting (Vocablet's `AppLanguage` with `zhTW`, `zhCN`, `en`; raw values
/// "zh-TW", "en"): a switch over a value of it only the run time knows (the saved choice, else
/// the device's language) takes the English case, as the English iPhone the import stands for
/// does, not the first one written.
enum LanguageCases {
    /// The English case, when the cases (by name or raw value) are languages, two or more of them
    /// (a `system` choice besides them allowed); nil otherwise.
    static func english(_ cases: [String], rawValue: (String) -> String?) -> String? {
        guard cases.count >= 2 else { return nil }
        var english: String?
        var languages = 0
        for name in cases {
            let spellings = [name, rawValue(name)].compactMap { $0 }
            if spellings.contains(where: isEnglish) { english = english ?? name }
            if spellings.contains(where: isLanguage) { languages += 1 } else if !systemChoices.contains(name.lowercased()) { return nil }
        }
        return languages >= 2 ? english : nil
    }

    static let systemChoices: Set<String> = ["system", "auto", "automatic", "device", "followsystem", "default"]

    private static let languageNames: Set<String> = [
        "english", "chinese", "simplifiedchinese", "traditionalchinese", "japanese", "korean", "french", "german", "spanish",
        "italian", "portuguese", "russian", "arabic", "turkish", "dutch", "persian", "farsi", "hindi", "vietnamese", "thai",
        "indonesian", "polish", "ukrainian", "swedish", "norwegian", "danish", "finnish", "greek", "hebrew", "czech",
    ]

    private static func isEnglish(_ spelling: String) -> Bool {
        spelling.lowercased() == "english" || code(spelling) == "en"
    }

    private static func isLanguage(_ spelling: String) -> Bool {
        languageNames.contains(spelling.lowercased()) || code(spelling) != nil
    }

    /// `en`, `zh-TW`, `zh_Hans`, `zh-tw`, `zhTW`, `zhHans`, `ptBR`: a language code (lowercase), with
    /// a region or script after it (after `-` or `_`, or capitalized); its language, else nil
    /// (`entry`, `data`, `none` are no language).
    private static func code(_ spelling: String) -> String? {
        let letters = Array(spelling)
        guard letters.count >= 2, letters[0...1].allSatisfy({ $0.isASCII && $0.isLowercase }) else { return nil }
        let language = String(letters[0...1])
        guard knownCodes.contains(language) else { return nil }
        var rest = letters[2...]
        guard !rest.isEmpty else { return language }
        if rest.first == "-" || rest.first == "_" {
            rest = rest.dropFirst()
            return (2...4).contains(rest.count) && rest.allSatisfy({ $0.isASCII && $0.isLetter }) ? language : nil
        }
        let region = rest.count == 2 && rest.allSatisfy { $0.isASCII && $0.isUppercase }
        let script = rest.count == 4 && rest.first!.isUppercase && rest.dropFirst().allSatisfy { $0.isASCII && $0.isLowercase }
        return region || script ? language : nil
    }

    private static let knownCodes: Set<String> = [
        "en", "zh", "ja", "ko", "fr", "de", "es", "it", "pt", "ru", "ar", "tr", "nl", "fa", "hi", "vi", "th", "id", "pl", "uk", "sv",
        "nb", "no", "da", "fi", "el", "he", "cs", "ms", "ro", "hu", "sk", "ca", "hr", "bg", "sr", "lt", "lv", "et", "sl", "bn", "ta",
        "ur", "tl", "fil",
    ]
}
