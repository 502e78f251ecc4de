/// CLDR's cardinal plural categories for whole numbers (https://cldr.unicode.org, "Language
/// Plural Rules"), which String Catalogs and `.stringsdict` select by.
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

public enum PluralRules {
    /// The category of the integer `n` in `language` (a language subtag: `en`, `ru`, `ar`).
    public static func category(of n: Int, language: String) -> PluralCategory {
        let n = n.magnitude
        let mod10 = n % 10, mod100 = n % 100
        switch language {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "km", "lo", "yue", "bo", "dz", "ig", "jv", "kea", "ses", "sg", "to", "wo", "yo":
            return .other
        case "fr", "pt", "ff", "kab", "hy":
            return n <= 1 ? .one : .other
        case "hi", "bn", "gu", "kn", "mr", "zu", "am", "fa", "as":
            return n <= 1 ? .one : .other
        case "ru", "uk", "be":
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "pl":
            if n == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "cs", "sk":
            if n == 1 { return .one }
            return (2...4).contains(n) ? .few : .other
        case "hr", "sr", "bs", "sh":
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .other
        case "lt":
            if mod10 == 1 && !(11...19).contains(mod100) { return .one }
            if (2...9).contains(mod10) && !(11...19).contains(mod100) { return .few }
            return .other
        case "lv":
            if mod10 == 0 || (11...19).contains(mod100) { return .zero }
            return mod10 == 1 && mod100 != 11 ? .one : .other
        case "ro":
            if n == 1 { return .one }
            return n == 0 || (2...19).contains(mod100) ? .few : .other
        case "sl":
            switch mod100 { case 1: return .one; case 2: return .two; case 3, 4: return .few; default: return .other }
        case "ar":
            switch n { case 0: return .zero; case 1: return .one; case 2: return .two; default: break }
            if (3...10).contains(mod100) { return .few }
            return (11...99).contains(mod100) ? .many : .other
        case "he", "iw":
            switch n { case 1: return .one; case 2: return .two; default: return .other }
        case "ga":
            switch n { case 1: return .one; case 2: return .two; case 3...6: return .few; case 7...10: return .many; default: return .other }
        case "cy":
            switch n { case 0: return .zero; case 1: return .one; case 2: return .two; case 3: return .few; case 6: return .many; default: return .other }
        case "is":
            return mod10 == 1 && mod100 != 11 ? .one : .other
        case "mk":
            return mod10 == 1 && mod100 != 11 ? .one : .other
        default:
            // English and most European languages: one for 1, other otherwise.
            return n == 1 ? .one : .other
        }
    }
}
