import EmptyStateModel

/// Reads one `"color"` object of a color set: components in a color space, or a reference
/// to a system color (`{"platform": "ios", "reference": "systemBlueColor"}`).
enum ColorDecoder {
    static let colorSpaces = ["srgb", "display-p3", "extended-srgb", "extended-linear-srgb",
                              "gray-gamma-22", "extended-gray"]

    static func decode(_ json: JSONValue, field: String, file: String, notes: inout [String]) throws -> DynamicColor {
        func fail(_ message: String) -> CatalogError { CatalogError(path: file, message: "\(field): \(message)") }
        guard case .object = json else { throw fail("expected an object, found \(json.typeName)") }
        if let reference = json["reference"] {
            guard let name = reference.string else { throw fail("'reference' must be a string") }
            return try systemColor(name, fail: fail, notes: &notes)
        }
        guard let space = json["color-space"]?.string else { throw fail("missing \"color-space\"") }
        guard let components = json["components"], case .object = components else {
            throw fail("missing \"components\" object")
        }
        func component(_ key: String, default fallback: Double? = nil) throws -> Double {
            guard let value = components[key] else {
                if let fallback { return fallback }
                throw fail("missing component '\(key)'")
            }
            return try ColorComponent.parse(value, field: "\(field).components.\(key)", file: file)
        }
        let alpha = try component("alpha", default: 1)
        switch space {
        case "srgb", "extended-srgb":
            return DynamicColor(ColorSpaceConversion.clamped(red: try component("red"), green: try component("green"),
                                                             blue: try component("blue"), alpha: alpha))
        case "extended-linear-srgb":
            return DynamicColor(ColorSpaceConversion.linearSRGBToSRGB(
                red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha))
        case "display-p3":
            return DynamicColor(ColorSpaceConversion.displayP3ToSRGB(
                red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha))
        case "gray-gamma-22", "extended-gray":
            return DynamicColor(ColorSpaceConversion.grayGamma22ToSRGB(white: try component("white"), alpha: alpha))
        default:
            throw fail("unknown color space '\(space.forMessage)'; expected \(colorSpaces.joined(separator: ", "))")
        }
    }

    /// Xcode's "System Colors" menu writes UIKit's selector names: `systemBlueColor`,
    /// `labelColor`, `whiteColor`, and older catalogs the deprecated ones
    /// (`groupTableViewBackgroundColor`). The app's tint is unknown here; a color set cannot
    /// reference it, so systemBlue (UIKit's default tint) stands in for the argument. A name
    /// UIKit may know and this tool does not is drawn as the nearest name it knows, and said.
    private static func systemColor(_ reference: String, fail: (String) -> CatalogError, notes: inout [String]) throws -> DynamicColor {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        if let color = fixedColors[name] { return DynamicColor(color) }
        let blue = SemanticColor.named("systemBlue", tint: DynamicColor(.black))!
        if reference != "tintColor", let color = SemanticColor.named(reference, tint: blue) { return color }
        let known = (SemanticColor.names.filter { $0 != "tintColor" } + fixedColors.keys.sorted()).map { $0 + "Color" }
        guard let near = NearestName.nearest(reference, among: known),
              let color = fixedColors[String(near.dropLast(5))].map(DynamicColor.init) ?? SemanticColor.named(near, tint: blue) else {
            throw fail("unknown system color '\(reference.forMessage)'")
        }
        notes.append(fail("unknown system color '\(reference.forMessage)'; drawn as '\(near)', the nearest this tool knows").description)
        return color
    }

    /// UIColor's fixed class colors, which a color set may reference (`redColor`), with the
    /// components UIColor's documentation gives each (darkGray "grayscale value 1/3", orange
    /// "RGB 1.0, 0.5, 0.0", brown "0.6, 0.4, 0.2").
    static let fixedColors: [String: Color] = {
        func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
            Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        return ["black": rgb(0, 0, 0), "white": rgb(1, 1, 1), "clear": rgb(0, 0, 0, 0), "darkGray": rgb(1.0 / 3, 1.0 / 3, 1.0 / 3),
                "lightGray": rgb(2.0 / 3, 2.0 / 3, 2.0 / 3), "gray": rgb(0.5, 0.5, 0.5), "red": rgb(1, 0, 0), "green": rgb(0, 1, 0),
                "blue": rgb(0, 0, 1), "cyan": rgb(0, 1, 1), "yellow": rgb(1, 1, 0), "magenta": rgb(1, 0, 1), "orange": rgb(1, 0.5, 0),
                "purple": rgb(0.5, 0, 0.5), "brown": rgb(0.6, 0.4, 0.2)]
    }()
}
