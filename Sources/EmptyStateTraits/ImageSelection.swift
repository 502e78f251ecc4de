/// Picks the file of an image set for some traits and screen scale, the way
/// `UIImage(named:in:compatibleWith:)` does for an iPhone.
///
/// Precedence, outermost first: idiom (`iphone` entries, if any, over `universal`), then
/// locale-free entries, then direction (only when the set has images for both
/// directions), then appearance (dark + high contrast > dark > any + high contrast > any;
/// an entry for the other appearance is never used), then sRGB over Display P3 gamut,
/// and last the scale: the exact @Nx, else a vector, else the next larger scale
/// (downsampling looks better than upsampling), else the largest smaller one.
enum ImageSelection {
    static func select(_ set: ImageSet, traits: TraitCollection, scale requested: Int) -> CatalogImage? {
        var candidates = set.entries
        func prefer(_ condition: (ImageSet.Entry) -> Bool) {
            if candidates.contains(where: condition) { candidates = candidates.filter(condition) }
        }
        prefer { $0.variant.isIPhone }
        prefer { $0.variant.locale == nil }

        let directions = Set(candidates.compactMap(\.variant.direction))
        let hasBothDirections = directions.count == 2
        if hasBothDirections {
            candidates = candidates.filter { $0.variant.direction.map { $0 == traits.layoutDirection } ?? true }
            prefer { $0.variant.direction == traits.layoutDirection }
        }

        candidates = candidates.filter { isCompatible($0.variant, with: traits) }
        guard let best = candidates.map({ specificity($0.variant) }).max() else { return nil }
        candidates = candidates.filter { specificity($0.variant) == best }
        prefer { !$0.variant.wideGamut }

        guard let chosen = pickScale(candidates, requested: max(1, requested)) else { return nil }
        let direction = hasBothDirections ? nil : chosen.variant.direction
        return CatalogImage(path: chosen.path, scale: chosen.scale ?? 1, isTemplate: set.isTemplate,
                            flipsForRightToLeft: direction == .leftToRight, isVector: chosen.isVector,
                            flipsForLeftToRight: direction == .rightToLeft)
    }

    private static func isCompatible(_ variant: CatalogVariant, with traits: TraitCollection) -> Bool {
        switch variant.luminosity {
        case .light where traits.colorScheme != .light, .dark where traits.colorScheme != .dark: return false
        default: return !variant.highContrast || traits.contrast == .increased
        }
    }

    /// Luminosity outweighs contrast: a dark image stays dark under Increase Contrast.
    private static func specificity(_ variant: CatalogVariant) -> Int {
        (variant.luminosity == .any ? 0 : 2) + (variant.highContrast ? 1 : 0)
    }

    private static func pickScale(_ entries: [ImageSet.Entry], requested: Int) -> ImageSet.Entry? {
        func bitmapScale(_ entry: ImageSet.Entry) -> Int? { entry.isVector ? nil : entry.scale ?? 1 }
        if let exact = entries.first(where: { bitmapScale($0) == requested }) { return exact }
        if let vector = entries.first(where: \.isVector) { return vector }
        let larger = entries.filter { (bitmapScale($0) ?? 0) > requested }
        if let next = larger.min(by: { bitmapScale($0)! < bitmapScale($1)! }) { return next }
        return entries.max { bitmapScale($0)! < bitmapScale($1)! }
    }
}
