/// A locale as iOS names it (`en`, `de`, `pt-BR`, `zh-Hans`, `sr-Latn-RS`; `de_DE` is read as
/// `de-DE`), or one of the pseudo-locales Xcode and Android name, which need no translations.
public struct LocaleIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The identifier as written in outputs and catalogs: `de`, `pt-BR`, `en-XA`.
    public let identifier: String
    /// The language subtag, lowercased: `de`, `pt`, `zh`.
    public let language: String

    public enum Pseudo: String, CaseIterable, Sendable {
        /// Accented and about 40 % longer, in brackets: clipping shows at a glance.
        case accented = "en-XA"
        /// Every string twice as long.
        case doubleLength = "en-XL"
        /// Right to left: mirrored layout, text reversed between bidi controls.
        case rightToLeft = "ar-XB"
        /// ⟦…⟧ around every string, nothing else.
        case bounded
    }

    public var pseudo: Pseudo? { Pseudo(rawValue: identifier) }

    /// Parses an identifier; nil when it is not one (an unknown language, a malformed subtag).
    public init?(_ text: String) {
        if let pseudo = Pseudo.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
            identifier = pseudo.rawValue
            language = pseudo == .rightToLeft ? "ar" : "en"
            return
        }
        let parts = text.replacingOccurrences(of: "_", with: "-").split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              LanguageCodes.known.contains(first.lowercased()) else { return nil }
        var normalized = [first.lowercased()]
        for part in parts.dropFirst() {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            switch part.count {
            case 4 where part.allSatisfy(\.isLetter): normalized.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())   // script
            case 2 where part.allSatisfy(\.isLetter): normalized.append(part.uppercased())                                           // region
            case 3 where part.allSatisfy(\.isNumber): normalized.append(part)                                                        // UN M.49 region
            case 5...8: normalized.append(part.lowercased())                                                                           // variant
            default: return nil
            }
        }
        identifier = normalized.joined(separator: "-")
        language = normalized[0]
    }

    public var description: String { identifier }

    /// Arabic, Hebrew, Persian, Urdu and the other right-to-left scripts' languages, and ar-XB.
    public var isRightToLeft: Bool {
        ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "ku"].contains(language)
    }

    /// The identifier Pango takes to pick glyph forms and line breaking: Chinese by script
    /// or region (Traditional for Hant, TW, HK, MO), the language otherwise.
    public var textLanguage: String {
        if pseudo == .rightToLeft { return "en" }   // Latin text, reversed
        guard language == "zh" else { return language }
        let traditional = identifier.contains("Hant") || identifier.hasSuffix("-TW") || identifier.hasSuffix("-HK") || identifier.hasSuffix("-MO")
        return traditional ? "zh-tw" : "zh-cn"
    }

    /// The identifiers a lookup tries, most specific first: `zh-Hans-CN`, `zh-Hans`, `zh`.
    public var fallbacks: [String] {
        var parts = identifier.split(separator: "-").map(String.init)
        var result: [String] = []
        while !parts.isEmpty {
            result.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return result
    }
}
