import EmptyStateSourceReading

/// The device's language, as the iPhone of the user a template is read for reports it: English,
/// as iOS 9 and later give it with its region (`en-US`). Apps that choose a text by the
/// language in code (GKHelpOutApp's `+[NSObject judegeIsVietnamVersion]`, which compares
/// `[[NSUserDefaults standardUserDefaults] valueForKey:@"AppleLanguages"]`'s first with
/// `@"vi-VN"`) then show what that user sees, as their strings tables do.
extension Evaluator {
    static let preferredLanguage = EnglishIPhone.preferredLanguage

    /// `AppleLanguages`, `[NSLocale preferredLanguages]`, `[NSBundle mainBundle].preferredLocalizations`:
    /// a list of the one language.
    func preferredLanguages() -> Value {
        let list = ObjectBox("NSArray")
        list.set("firstObject", .text(.literal(Self.preferredLanguage)))
        list.set("lastObject", .text(.literal(Self.preferredLanguage)))
        list.set("count", .number(1))
        return .object(list)
    }

    /// `[NSUserDefaults standardUserDefaults]`'s `AppleLanguages`; any other key is the run time's.
    func userDefaultsMessage(_ selector: String, _ args: [Value]) -> Value? {
        guard ["objectForKey:", "valueForKey:", "arrayForKey:", "stringArrayForKey:"].contains(selector),
              args.first.flatMap(literalText) == "AppleLanguages" else { return nil }
        return preferredLanguages()
    }

    /// `[NSLocale currentLocale]`'s language, and `[NSLocale preferredLanguages]`.
    func localeClassMessage(_ selector: String) -> Value? {
        switch selector {
        case "preferredLanguages": return preferredLanguages()
        case "currentLocale", "autoupdatingCurrentLocale", "systemLocale":
            let locale = ObjectBox("NSLocale")
            locale.set("languageCode", .text(.literal(EnglishIPhone.languageCode)))
            locale.set("localeIdentifier", .text(.literal(EnglishIPhone.localeIdentifier)))
            return .object(locale)
        default: return nil
        }
    }
}
