import EmptyStateModel

/// Reads a `.colorset`'s Contents.json into a `DynamicColor`.
///
/// Which entry fills which appearance: an entry without a luminosity appearance is "Any",
/// used for light, and for dark when there is no dark entry. For Increase Contrast, a
/// high-contrast entry of the same luminosity wins; "Any, high contrast" fills in only
/// where the luminosity has no entry of its own, because luminosity is the stronger trait
/// (a dark-only color must stay dark under Increase Contrast). `iphone` entries, when
/// there are any, replace the `universal` ones (the idiom is the outer axis, as in
/// Xcode's slots and in image sets), and an sRGB-gamut entry beats a Display P3 one.
enum ColorSetDecoder {
    /// The set's color; nil for a set that holds none, as Xcode makes every new app's
    /// `AccentColor` (`"colors": [{ "idiom": "universal" }]`): the app then has no such color.
    /// An entry that cannot be read is left out, and a system color this tool does not know is
    /// the nearest it does, each said in `notes`; the set throws only when nothing is left for
    /// normal contrast.
    static func decode(_ json: JSONValue, file: String, notes: inout [String]) throws -> DynamicColor? {
        guard let colors = json["colors"]?.array else {
            if json["colors"] == nil { return nil }
            throw CatalogError(path: file, message: "expected a \"colors\" array")
        }
        guard colors.contains(where: { $0["color"] != nil }) else { return nil }
        var entries: [(variant: CatalogVariant, color: DynamicColor)] = []
        var unread: [CatalogError] = []
        for (index, entry) in colors.enumerated() {
            let field = "colors[\(index)]"
            do {
                guard let variant = try CatalogVariant.decode(entry, field: field, file: file) else { continue }
                guard let payload = entry["color"] else {
                    throw CatalogError(path: file, message: "\(field): missing \"color\"")
                }
                entries.append((variant, try ColorDecoder.decode(payload, field: field + ".color", file: file, notes: &notes)))
            } catch let error as CatalogError {
                unread.append(error)
            }
        }
        if let first = unread.first {
            guard !entries.isEmpty else { throw first }
            notes += unread.map { "\($0); the set's other entries are used" }
        }
        if entries.contains(where: { $0.variant.isIPhone }) { entries = entries.filter { $0.variant.isIPhone } }

        struct Slot: Hashable { var luminosity: CatalogVariant.Luminosity; var highContrast: Bool }
        var slots: [Slot: (variant: CatalogVariant, color: DynamicColor)] = [:]
        for entry in entries {
            let slot = Slot(luminosity: entry.variant.luminosity, highContrast: entry.variant.highContrast)
            // The first entry of a slot stays unless a later one is sRGB where it is wide gamut.
            if let held = slots[slot], !(held.variant.wideGamut && !entry.variant.wideGamut) { continue }
            slots[slot] = entry
        }
        func slot(_ luminosity: CatalogVariant.Luminosity, _ high: Bool) -> DynamicColor? {
            slots[Slot(luminosity: luminosity, highContrast: high)]?.color
        }

        let lightSource = slot(.light, false) ?? slot(.any, false) ?? slot(.dark, false)
        let darkSource = slot(.dark, false) ?? slot(.any, false) ?? slot(.light, false)
        guard let lightSource, let darkSource else {
            throw CatalogError(path: file, message: "no universal or iphone color for normal contrast")
        }
        let lightHCSource = slot(.light, true) ?? (slot(.light, false) == nil ? slot(.any, true) : nil) ?? lightSource
        let darkHCSource = slot(.dark, true) ?? (slot(.dark, false) == nil ? slot(.any, true) : nil) ?? darkSource

        // A slot may itself be dynamic (a system color reference), so each is resolved
        // with the traits of the appearance it fills.
        let light = lightSource.resolved(with: TraitCollection(colorScheme: .light))
        let dark = darkSource.resolved(with: TraitCollection(colorScheme: .dark))
        let lightHC = lightHCSource.resolved(with: TraitCollection(colorScheme: .light, contrast: .increased))
        let darkHC = darkHCSource.resolved(with: TraitCollection(colorScheme: .dark, contrast: .increased))
        return DynamicColor(light: light, dark: dark,
                            lightHighContrast: lightHC == light ? nil : lightHC,
                            darkHighContrast: darkHC == dark ? nil : darkHC)
    }
}
