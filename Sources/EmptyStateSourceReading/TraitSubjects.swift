/// Properties of the trait collection or the environment a screen is drawn in, not of its
/// content: code that compares them (`traitCollection.userInterfaceStyle == .dark`) draws one
/// screen in other traits, not another screen, so neither reader makes a case or a variant of it.
public enum TraitSubjects {
    public static let names: Set<String> = [
        "userInterfaceStyle", "colorScheme", "horizontalSizeClass", "verticalSizeClass", "layoutDirection",
        "effectiveUserInterfaceLayoutDirection", "userInterfaceIdiom", "preferredContentSizeCategory", "dynamicTypeSize",
        "accessibilityContrast", "userInterfaceLevel", "legibilityWeight", "colorSchemeContrast",
    ]

    /// `self.traitCollection.userInterfaceStyle`: a path whose last part is a trait.
    public static func isTrait(path: String) -> Bool {
        guard let last = path.split(separator: ".").last else { return false }
        return names.contains(String(last))
    }
}
