import EmptyStateModel
import EmptyStateTraits
import Yams

/// Colors as a template may give them: `#RRGGBB` (and `clear`, `white`, `black`), a UIKit
/// semantic color by name (`label`, `systemBackground`, `tintColor`…), a color of the
/// template's asset catalogs, or `{ light, dark, lightHighContrast, darkHighContrast }`; each
/// resolved for the environment's traits, as `UIColor.resolvedColor(with:)`.
extension ScreenDecoder {
    func color(_ node: Node, what: String) throws -> Color {
        try dynamicColor(node, what: what).resolved(with: environment.traits)
    }

    func dynamicColor(_ node: Node, what: String) throws -> DynamicColor {
        if case .mapping = node { return try appearanceColor(node, what: what) }
        let text = try reader.string(node, what: what)
        if let fixed = Color(parsing: text) { return DynamicColor(fixed) }
        if let semantic = SemanticColor.named(text, tint: environment.tint) { return semantic }
        for catalog in environment.catalogs {
            if let named = catalog.color(named: text) {
                for note in catalog.notes(forColorNamed: text) { environment.notes.add(note) }
                return named
            }
        }
        // A color set the catalog cannot read: said here, where it is used, and drawn in a mid
        // gray that reads on light and dark alike, so the screen is still seen.
        if let broken = environment.catalogs.lazy.compactMap({ $0.broken.colors[text] }).first {
            environment.notes.add("\(what) \(reader.quote(text)): \(broken); drawn as systemGray")
            return SemanticColor.named("systemGray", tint: environment.tint)!
        }
        let names = SemanticColor.names + environment.catalogs.flatMap(\.colorNames)
        var message = "\(what) \(reader.quote(text)) is not a color: use #RGB, #RRGGBB, #RRGGBBAA, clear, white, black, a semantic color such as label or systemBackground"
        message += environment.catalogs.isEmpty ? ", or { light, dark }" : ", a color of the template's assets, or { light, dark }"
        if !text.hasPrefix("#"), let near = NearestKey.suggestion(for: text, among: names) { message += "; did you mean '\(near)'?" }
        throw reader.error(message, at: node)
    }

    /// `{ light, dark, lightHighContrast, darkHighContrast }`: `light` is required, the others
    /// fall back as an asset catalog's appearances do (dark to light, high contrast to normal).
    private func appearanceColor(_ node: Node, what: String) throws -> DynamicColor {
        let pairs = try reader.mapping(node, known: Keys.appearances, what: what)
        guard let lightNode = pairs.first(where: { $0.key == "light" })?.value else {
            throw reader.error("\(what) needs a 'light' color (and usually a 'dark' one)", at: node)
        }
        let light = try fixedColor(lightNode, what: "\(what).light", .light, .normal)
        var result = DynamicColor(light)
        for (key, _, value) in pairs {
            switch key {
            case "dark": result.dark = try fixedColor(value, what: "\(what).dark", .dark, .normal)
            case "lightHighContrast": result.lightHighContrast = try fixedColor(value, what: "\(what).lightHighContrast", .light, .increased)
            case "darkHighContrast": result.darkHighContrast = try fixedColor(value, what: "\(what).darkHighContrast", .dark, .increased)
            default: break
            }
        }
        if pairs.contains(where: { $0.key == "darkHighContrast" }), !pairs.contains(where: { $0.key == "dark" }) {
            throw reader.error("\(what) gives 'darkHighContrast' without 'dark'", at: node)
        }
        return result
    }

    /// One appearance's color: anything but another `{ light, dark }`, taken as it looks in that
    /// appearance (a semantic name inside `dark:` is its dark value).
    private func fixedColor(_ node: Node, what: String, _ scheme: ColorScheme, _ contrast: Contrast) throws -> Color {
        if case .mapping = node { throw reader.error("\(what) must be one color, not a mapping", at: node) }
        var appearance = environment.traits
        appearance.colorScheme = scheme
        appearance.contrast = contrast
        return try dynamicColor(node, what: what).resolved(with: appearance)
    }
}
