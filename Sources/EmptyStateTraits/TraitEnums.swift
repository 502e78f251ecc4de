/// `UIUserInterfaceStyle`, without `.unspecified` (a rendered screen always has one).
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light, dark

    /// Case-insensitive: `light`, `dark`.
    public init?(name: String) {
        guard let scheme = ColorScheme(rawValue: name.lowercased()) else { return nil }
        self = scheme
    }
}

/// `UIAccessibilityContrast` (Settings › Accessibility › Increase Contrast).
public enum Contrast: String, CaseIterable, Hashable, Sendable {
    case normal, increased

    /// Case-insensitive: `normal`/`standard`, `increased`/`high` (and the suffix form
    /// `increased-contrast`, so a file-name suffix parses back).
    public init?(name: String) {
        switch name.lowercased() {
        case "normal", "standard": self = .normal
        case "increased", "high", "increased-contrast", "high-contrast": self = .increased
        default: return nil
        }
    }
}

/// `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight = "ltr", rightToLeft = "rtl"

    /// Case-insensitive: `ltr`, `rtl`, `leftToRight`, `rightToLeft`, `left-to-right`,
    /// `right-to-left` (the last two are the asset catalog's spelling).
    public init?(name: String) {
        switch name.lowercased() {
        case "ltr", "lefttoright", "left-to-right": self = .leftToRight
        case "rtl", "righttoleft", "right-to-left": self = .rightToLeft
        default: return nil
        }
    }
}
