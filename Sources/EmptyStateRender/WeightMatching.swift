import CFontconfig

/// The weight a family draws when it lacks the one asked for, by CSS Fonts' matching rule
/// (CSS Fonts 4, §5.2): for 400, 500 first, then lighter, then heavier; for 500, 400 first,
/// then lighter, then heavier; below 400, lighter first, then heavier; above 500, heavier
/// first, then lighter. So HelveticaNeue-Medium (500), drawn with TeX Gyre Heros (400 and 700),
/// is regular, and a semibold (600) of Liberation Sans is bold.
public enum WeightMatching {
    public static func nearest(_ desired: Int, among available: [Int]) -> Int {
        guard !available.isEmpty, !available.contains(desired) else { return desired }
        let lighter = available.filter { $0 < desired }.sorted(by: >)
        let heavier = available.filter { $0 > desired }.sorted()
        let order: [Int]
        switch desired {
        case 400: order = heavier.filter { $0 <= 500 } + lighter + heavier.filter { $0 > 500 }
        case 500: order = lighter.filter { $0 >= 400 } + lighter.filter { $0 < 400 } + heavier
        case ..<400: order = lighter + heavier
        default: order = heavier + lighter
        }
        return order.first ?? desired
    }
}

extension FontContext {
    /// The weights (CSS 100–900) the configuration has for a family, upright faces.
    func weights(of family: String) -> [Int] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        _ = FcPatternAddInteger(pattern, FC_SLANT, Int32(FC_SLANT_ROMAN))
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_WEIGHT)
        guard let list = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var weights: Set<Int> = []
        for index in 0..<Int(list.pointee.nfont) {
            var weight: Int32 = 0
            guard let font = list.pointee.fonts[index], FcPatternGetInteger(font, FC_WEIGHT, 0, &weight) == FcResultMatch else { continue }
            weights.insert(Int(FcWeightToOpenType(weight)))
        }
        return weights.sorted()
    }
}
