import EmptyStateModel

/// UIKit's named system colors (`UIColor.label`, `.systemBlue`, …) as dynamic colors.
///
/// Sources, iOS values:
/// - System colors and grays, with their Increased Contrast variants: Human Interface
///   Guidelines, Color › Specifications › "System colors" and "System gray colors"
///   (https://developer.apple.com/design/human-interface-guidelines/color#Specifications),
///   the iOS 13–18 palette (systemRed #FF3B30, systemBlue #007AFF; iOS 26's retuned
///   palette is not used, to match the screenshots DZNEmptyDataSet apps are compared with).
/// - Labels, fills of the background hierarchy, separators and link: the values UIKit's
///   dynamic colors resolve to on iOS 13+ (documented per color under UI Element Colors,
///   https://developer.apple.com/documentation/uikit/uicolor/ui_element_colors, whose
///   pages give no numbers; these are UIKit's resolved RGBA values, the light ones as
///   dumped from iOS 13 by github.com/noahsark769/ColorCompatibility). Apple publishes no
///   Increased Contrast values for them, so they have none and keep their normal values.
public enum SemanticColor {
    /// The color called `name` (exactly, else case-insensitively), as UIKit spells it in Swift
    /// (`systemBlue`) or as a selector (`systemBlueColor`, what Xcode's color sets write);
    /// `tintColor` is `tint`, the app's accent color, which only the caller knows.
    public static func named(_ name: String, tint: DynamicColor) -> DynamicColor? {
        if name == "tintColor" || name.lowercased() == "tintcolor" || name.lowercased() == "tint" { return tint }
        if let found = lookUp(name) { return found }
        guard name.count > 5, name.hasSuffix("Color") else { return nil }
        return lookUp(String(name.dropLast(5)))
    }

    private static func lookUp(_ name: String) -> DynamicColor? {
        if let found = table.first(where: { $0.name == name }) { return found.color }
        let key = name.lowercased()
        return table.first { $0.name.lowercased() == key }?.color
    }

    /// Every name `named(_:tint:)` knows, in the table's order (for "did you mean").
    public static var names: [String] { table.map(\.name) + ["tintColor"] }

    /// One 8-bit sRGB color; `alpha` is a fraction as Apple writes it.
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    private static func entry(_ name: String, _ light: Color, _ dark: Color,
                              _ lightHC: Color? = nil, _ darkHC: Color? = nil) -> (name: String, color: DynamicColor) {
        (name, DynamicColor(light: light, dark: dark, lightHighContrast: lightHC, darkHighContrast: darkHC))
    }

    private static let table: [(name: String, color: DynamicColor)] = [
        // Labels and text.
        entry("label", rgb(0, 0, 0), rgb(255, 255, 255)),
        entry("secondaryLabel", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
        entry("tertiaryLabel", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        entry("quaternaryLabel", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
        entry("placeholderText", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        // Backgrounds (the base level; elevated dark backgrounds are a modal's, not ours).
        entry("systemBackground", rgb(255, 255, 255), rgb(0, 0, 0)),
        entry("secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30)),
        entry("tertiarySystemBackground", rgb(255, 255, 255), rgb(44, 44, 46)),
        entry("systemGroupedBackground", rgb(242, 242, 247), rgb(0, 0, 0)),
        entry("secondarySystemGroupedBackground", rgb(255, 255, 255), rgb(28, 28, 30)),
        entry("tertiarySystemGroupedBackground", rgb(242, 242, 247), rgb(44, 44, 46)),
        // Fills (UIColor.systemFill …): what styled buttons and search fields are filled with.
        entry("systemFill", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
        entry("secondarySystemFill", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
        entry("tertiarySystemFill", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
        entry("quaternarySystemFill", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
        // Separators and links.
        entry("separator", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
        entry("opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58)),
        entry("link", rgb(0, 122, 255), rgb(9, 132, 255)),
        // System colors: light, dark, light increased contrast, dark increased contrast.
        entry("systemBlue", rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)),
        entry("systemRed", rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97)),
        entry("systemGreen", rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91)),
        entry("systemOrange", rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64)),
        entry("systemYellow", rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38)),
        entry("systemPink", rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130)),
        entry("systemPurple", rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255)),
        entry("systemTeal", rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255)),
        entry("systemIndigo", rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255)),
        entry("systemMint", rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207)),
        entry("systemCyan", rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255)),
        entry("systemBrown", rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105)),
        // System grays.
        entry("systemGray", rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)),
        entry("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128)),
        entry("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86)),
        entry("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70)),
        entry("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56)),
        entry("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
        // Deprecated names Xcode's color sets and old code still use. groupTableViewBackground
        // has resolved to systemGroupedBackground since iOS 13 (its documentation: "use
        // systemGroupedBackground instead"); lightText is white at alpha 0.6 and darkText
        // black, in every appearance (UIColor's documentation of each).
        entry("groupTableViewBackground", rgb(242, 242, 247), rgb(0, 0, 0)),
        entry("lightText", rgb(255, 255, 255, 0.6), rgb(255, 255, 255, 0.6)),
        entry("darkText", rgb(0, 0, 0), rgb(0, 0, 0)),
    ]
}
