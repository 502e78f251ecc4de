/// The iPhone an import stands for, as it answers an app that asks for its language: set to
/// English, region US (iOS 9 and later give the language with its region). Both readers answer
/// from here, so that Swift's `Locale.preferredLanguages.first` and Objective-C's `[NSLocale
/// preferredLanguages]` agree.
public enum EnglishIPhone {
    /// `Locale.preferredLanguages.first`, `AppleLanguages`' first.
    public static let preferredLanguage = "en-US"
    /// `Locale.current.languageCode`, the app's localization `Bundle.main.preferredLocalizations` names.
    public static let languageCode = "en"
    /// `Locale.current.identifier`.
    public static let localeIdentifier = "en_US"
}
