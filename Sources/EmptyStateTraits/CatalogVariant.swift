/// The traits one entry of a color set or image set is for: the `idiom`, `appearances`,
/// `display-gamut`, `language-direction` and `locale` keys Xcode writes on each entry.
struct CatalogVariant: Equatable {
    enum Luminosity: Equatable { case any, light, dark }

    var isIPhone: Bool
    var luminosity: Luminosity
    var highContrast: Bool
    var wideGamut: Bool
    var direction: LayoutDirection?
    var locale: String?

    /// Idioms that are not an iPhone's: their entries are skipped. Everything else but
    /// `universal` and `iphone` is an error, so a typo does not silently drop a variant.
    static let otherIdioms: Set<String> = ["ipad", "mac", "watch", "car", "vision", "tv",
                                           "ios-marketing", "watch-marketing", "mac-catalyst"]

    /// The variant `entry` (at `field`, e.g. `colors[2]`) is for, or nil when it is for
    /// another device or a trait this renderer does not model.
    static func decode(_ entry: JSONValue, field: String, file: String) throws -> CatalogVariant? {
        func fail(_ message: String) -> CatalogError { CatalogError(path: file, message: "\(field): \(message)") }
        guard case .object = entry else { throw fail("expected an object, found \(entry.typeName)") }

        let idiom = try optionalString(entry, "idiom", field: field, file: file) ?? "universal"
        if otherIdioms.contains(idiom) { return nil }
        guard idiom == "universal" || idiom == "iphone" else {
            throw fail("unknown idiom '\(idiom.forMessage)'; expected universal, iphone, \(otherIdioms.sorted().joined(separator: ", "))")
        }
        var variant = CatalogVariant(isIPhone: idiom == "iphone", luminosity: .any, highContrast: false,
                                     wideGamut: false, direction: nil, locale: nil)

        if let appearances = entry["appearances"] {
            guard let list = appearances.array else { throw fail("'appearances' must be an array, found \(appearances.typeName)") }
            for (index, appearance) in list.enumerated() {
                let place = "\(field).appearances[\(index)]"
                guard let kind = appearance["appearance"]?.string, let value = appearance["value"]?.string else {
                    throw CatalogError(path: file, message: "\(place): expected {\"appearance\": …, \"value\": …} strings")
                }
                switch (kind, value) {
                case ("luminosity", "light"): variant.luminosity = .light
                case ("luminosity", "dark"): variant.luminosity = .dark
                case ("luminosity", "any"): variant.luminosity = .any
                case ("contrast", "high"): variant.highContrast = true
                case ("luminosity", _), ("contrast", _):
                    throw CatalogError(path: file, message: "\(place): unknown \(kind) '\(value.forMessage)'; expected "
                                       + (kind == "contrast" ? "high" : "light, dark, any"))
                default:
                    return nil  // A trait we do not render (e.g. vibrancy): not this variant.
                }
            }
        }

        if let gamut = try optionalString(entry, "display-gamut", field: field, file: file) {
            switch gamut.lowercased() {
            case "srgb": break
            case "display-p3": variant.wideGamut = true
            default: throw fail("unknown display-gamut '\(gamut.forMessage)'; expected sRGB, display-P3")
            }
        }
        if let direction = try optionalString(entry, "language-direction", field: field, file: file) {
            guard let parsed = LayoutDirection(name: direction), direction.contains("-") else {
                throw fail("unknown language-direction '\(direction.forMessage)'; expected left-to-right, right-to-left")
            }
            variant.direction = parsed
        }
        variant.locale = try optionalString(entry, "locale", field: field, file: file)
        return variant
    }

    static func optionalString(_ entry: JSONValue, _ key: String, field: String, file: String) throws -> String? {
        guard let value = entry[key] else { return nil }
        guard let text = value.string else {
            throw CatalogError(path: file, message: "\(field).\(key): expected a string, found \(value.typeName)")
        }
        return text
    }
}
