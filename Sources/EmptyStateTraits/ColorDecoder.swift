import EmptyStateModel

/// Reads one `"color"` object of a color set: components in a color space, or a reference
/// to a system color (`{"platform": "ios", "reference": "systemBlueColor"}`).
enum ColorDecoder {
    static let colorSpaces = ["srgb", "display-p3", "extended-srgb", "extended-linear-srgb",
                              "gray-gamma-22", "extended-gray"]

    static func decode(_ json: JSONValue, field: String, file: String) throws -> DynamicColor {
        func fail(_ message: String) -> CatalogError { CatalogError(path: file, message: "\(field): \(message)") }
        guard case .object = json else { throw fail("expected an object, found \(json.typeName)") }
        if let reference = json["reference"] {
            guard let name = reference.string else { throw fail("'reference' must be a string") }
            return try systemColor(name, fail: fail)
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
    /// `labelColor`, `whiteColor`. The app's tint is unknown here; a color set cannot
    /// reference it, so systemBlue (UIKit's default tint) stands in for the argument.
    private static func systemColor(_ reference: String, fail: (String) -> CatalogError) throws -> DynamicColor {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        let fixed: [String: Color] = ["white": .white, "black": .black, "clear": .clear,
                                      "darkText": .black, "lightText": Color(red: 1, green: 1, blue: 1, alpha: 0.6)]
        if let color = fixed[name] { return DynamicColor(color) }
        let blue = SemanticColor.named("systemBlue", tint: DynamicColor(.black))!
        if name != "tint", let color = SemanticColor.named(name, tint: blue) { return color }
        let known = SemanticColor.names.filter { $0 != "tintColor" }.map { $0 + "Color" }
        let hint = NearestName.nearest(reference, among: known).map { "; did you mean '\($0)'?" } ?? ""
        throw fail("unknown system color '\(reference.forMessage)'\(hint)")
    }
}
