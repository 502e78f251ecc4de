import EmptyStateModel

/// Vertical metrics of an iOS font, as fractions of its size: what UIKit stacks lines by.
public struct IOSFontMetrics: Equatable, Sendable {
    public var ascender: Double
    public var descender: Double
    public var leading: Double
    public var lineHeight: Double { ascender + descender + leading }

    /// San Francisco (the system font from iOS 9): hhea 1950 / -494 of 2048 units.
    public static let sanFrancisco = IOSFontMetrics(ascender: 1950.0 / 2048, descender: 494.0 / 2048, leading: 0)
    /// Helvetica Neue on iOS: hhea 952 / -213, line gap 28 of 1000 units.
    public static let helveticaNeue = IOSFontMetrics(ascender: 0.952, descender: 0.213, leading: 0.028)
}

/// Where an iOS font name leads on this machine: a fontconfig family and weight, and (for the
/// fonts iOS ships) the iOS font's own vertical metrics, so that lines stack as on a device even
/// though the glyphs come from a substitute.
public struct FontChoice: Equatable, Sendable {
    public var family: String
    public var weight: Int
    public var italic: Bool
    public var iosMetrics: IOSFontMetrics?
    /// Letter spacing, in ems, that brings the substitute's widths to the iOS font's.
    public var trackingEm: Double = 0
    /// Set when the font is a substitute for the one asked for.
    public var substitutedFor: String?
    /// Set when the substitute lacks the weight asked for and has one on each side of it: its
    /// texts are letter-spaced to the width between them (`WeightWidth`).
    var widthBetween: WeightWidth.Neighbours?
    /// Measured positions of missing weights between their neighbours' widths (the family's).
    var widthFractions: [Int: Double] = [:]
}

/// The documented map from iOS font names to the fonts `make setup` installs.
///
/// | iOS                                   | here              |
/// |---------------------------------------|-------------------|
/// | system (San Francisco), every weight  | Inter             |
/// | HelveticaNeue-*, Helvetica-*          | TeX Gyre Heros    |
/// (system at 20 points and more: Inter Display, as SF switches to its Display design)
/// | ArialMT, Arial-*                      | Liberation Sans   |
/// | TimesNewRomanPSMT, Times-*            | Liberation Serif  |
/// | CourierNewPSMT, Courier-*             | Liberation Mono   |
/// | PingFangSC-*, PingFangTC-*, HiraginoSans-*, HiraKakuProN-* | Noto Sans CJK SC / TC / JP |
///
/// Any other name is looked up among the template's own fonts and the machine's fonts by
/// PostScript name and family; failing that, Inter stands in and the substitution is reported.
public enum FontMap {
    public static let systemFamily = "Inter"
    public static let systemDisplayFamily = "Inter Display"
    /// Inter's text design sets about 2 % of an em wider per letter than San Francisco Text; its
    /// display design matches SF Display. Fitted on the DZN corpus's line widths (h_mae).
    static let systemTextTracking = -0.02
    static let systemDisplayTracking = 0.0

    struct Family {
        let prefixes: [String]
        let family: String
        let metrics: IOSFontMetrics?
        /// Letter spacing in ems that brings the substitute to the iOS font's widths.
        var trackingEm = 0.0
        /// Where a weight the substitute lacks sits between its neighbours' widths, when measured
        /// (see `WeightWidth`); otherwise by CSS weight.
        var widthFractions: [Int: Double] = [:]
    }

    static let families: [Family] = [
        Family(prefixes: [".SFUI", "SFUI", "SFPro", ".SFNS", "SanFrancisco"], family: systemFamily, metrics: .sanFrancisco),
        // −0.03 em fitted on the corpus's HelveticaNeue-Light texts (Airbnb, Skype, Instagram),
        // drawn with Heros 400. HelveticaNeue-Medium is Linotype's 65, halfway between Roman (55)
        // and Bold (75) by design: measured on DZNEmptyDataSet's Remote snapshot, its 18 pt title
        // is 297 pt and its 11.75 pt description line 308 pt wide, 0.6 of the way from untracked
        // Heros 400 (283.8, 294.1) to Heros 700 (304.3, 318.6).
        Family(prefixes: ["HelveticaNeue", "Helvetica Neue"], family: "TeX Gyre Heros", metrics: .helveticaNeue, trackingEm: -0.03,
               widthFractions: [500: 0.6]),
        Family(prefixes: ["Helvetica"], family: "TeX Gyre Heros", metrics: nil),
        Family(prefixes: ["ArialMT", "Arial"], family: "Liberation Sans", metrics: nil),
        Family(prefixes: ["TimesNewRoman", "Times"], family: "Liberation Serif", metrics: nil),
        Family(prefixes: ["CourierNew", "Courier"], family: "Liberation Mono", metrics: nil),
        Family(prefixes: ["PingFangSC", "PingFang SC", "STHeiti"], family: "Noto Sans CJK SC", metrics: nil),
        Family(prefixes: ["PingFangTC", "PingFangHK", "PingFang TC"], family: "Noto Sans CJK TC", metrics: nil),
        Family(prefixes: ["HiraginoSans", "HiraKaku", "HiraMin", "Hiragino"], family: "Noto Sans CJK JP", metrics: nil),
    ]

    /// Weight words in PostScript style names ("HelveticaNeue-Light", "Arial-BoldMT").
    static let styleWeights: [(String, Int)] = [
        ("ultralight", 100), ("extralight", 200), ("thin", 200), ("light", 300), ("regular", 400), ("roman", 400),
        ("medium", 500), ("semibold", 600), ("demibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
    ]

    /// The mapped choice for an iOS name, or nil when the name is not one the map knows.
    public static func mapped(_ font: FontSpec) -> FontChoice? {
        if font.isSystem {
            // San Francisco switches from its Text to its Display design at 20 points; so does Inter.
            let display = font.size >= 20
            return FontChoice(family: display ? systemDisplayFamily : systemFamily, weight: font.weight.cssWeight, italic: false,
                              iosMetrics: .sanFrancisco, trackingEm: display ? systemDisplayTracking : systemTextTracking)
        }
        let name = font.name
        guard let entry = families.first(where: { family in family.prefixes.contains { name.hasPrefix($0) } }) else { return nil }
        let style = name.split(separator: "-").dropFirst().joined().lowercased()
        var weight = font.weight.cssWeight
        if let named = styleWeights.first(where: { style.hasPrefix($0.0) || style.contains($0.0) }) { weight = named.1 }
        let italic = style.contains("italic") || style.contains("oblique")
        return FontChoice(family: entry.family, weight: weight, italic: italic, iosMetrics: entry.metrics,
                          trackingEm: entry.trackingEm,
                          substitutedFor: name, widthFractions: entry.widthFractions)
    }
}
