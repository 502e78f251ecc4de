import EmptyStateModel
import Foundation

/// How a weight is made from the variants drawn at one scale.
enum SymbolWeightPlan: Equatable {
    case drawn(SymbolVariantKey)
    /// Between a lighter and a heavier variant, t of the way (0: lighter).
    case interpolated(SymbolVariantKey, SymbolVariantKey, t: Double)
}

extension SymbolTemplate {
    /// Choosing the variant(s) for a weight among those drawn at `scale`:
    /// (a) the variant itself; (d) the only weight drawn, for every weight (Apple's static
    /// templates that draw just Regular); (b) otherwise interpolated between the nearest
    /// lighter and heavier drawn weights, or the nearer of them (the lighter on a tie) when
    /// their paths do not match; weights outside the drawn range take the nearest end rather
    /// than extrapolate outlines. nil when nothing is drawn at `scale`.
    ///
    /// Weights sit on the axis at their CSS/OpenType weight classes (ultraLight 100 … black
    /// 900) and interpolate linearly. Apple does not document the positions its interpolation
    /// uses; this is a reasoned estimate, which makes Ultralight-S, Regular-S and Black-S (the
    /// masters Apple's variable templates draw) land at 100, 400 and 900.
    func weightPlan(_ weight: FontWeight, in scale: SymbolScale) -> SymbolWeightPlan? {
        let drawn = masters.keys.filter { $0.scale == scale }.sorted()
        guard let first = drawn.first else { return nil }
        let wanted = SymbolVariantKey(weight: weight, scale: scale)
        if masters[wanted] != nil { return .drawn(wanted) }
        if drawn.count == 1 { return .drawn(first) }
        let w = Double(weight.cssWeight)
        let lighter = drawn.last { Double($0.weight.cssWeight) < w }
        let heavier = drawn.first { Double($0.weight.cssWeight) > w }
        switch (lighter, heavier) {
        case let (lighter?, heavier?):
            let low = Double(lighter.weight.cssWeight), high = Double(heavier.weight.cssWeight)
            if incompatible[lighter] == nil { return .interpolated(lighter, heavier, t: (w - low) / (high - low)) }
            return .drawn(w - low <= high - w ? lighter : heavier)
        case let (lighter?, nil): return .drawn(lighter)
        case let (nil, heavier?): return .drawn(heavier)
        default: return .drawn(first)
        }
    }

    /// The drawn scale a missing one is derived from: the nearest in size (by ratio), the
    /// smaller on a tie. Medium wanted with S and L drawn: S (0.783 is nearer 1 than 1.29 is).
    func nearestDrawnScale(to scale: SymbolScale) -> SymbolScale {
        let drawn = SymbolScale.allCases.filter { candidate in masters.keys.contains { $0.scale == candidate } }
        return drawn.min { a, b in
            let da = abs(log(a.templateFactor / scale.templateFactor)), db = abs(log(b.templateFactor / scale.templateFactor))
            return da != db ? da < db : a.order < b.order
        } ?? scale
    }

    func geometry(_ plan: SymbolWeightPlan) throws -> SymbolMaster {
        switch plan {
        case let .drawn(key):
            return masters[key]!
        case let .interpolated(lighter, heavier, t):
            do { return try SymbolMaster.interpolate(masters[lighter]!, masters[heavier]!, t: t) } catch let failure {
                throw SymbolTemplateError(file: file, message: "\(lighter.name) and \(heavier.name) cannot be interpolated: \(failure)")
            }
        }
    }

    /// The sentences `notes` adds about weights: pairs that cannot be interpolated, and
    /// drawn weights that do not span Ultralight to Black.
    func weightNotes() -> [String] {
        var notes: [String] = []
        for scale in SymbolScale.allCases {
            let drawn = masters.keys.filter { $0.scale == scale }.sorted()
            guard drawn.count >= 2, let lightest = drawn.first, let heaviest = drawn.last else { continue }
            for (lighter, heavier) in zip(drawn, drawn.dropFirst()) where heavier.weight.cssWeight - lighter.weight.cssWeight > 100 {
                if let reason = incompatible[lighter] {
                    notes.append("\(lighter.name) and \(heavier.name) cannot be interpolated (\(reason)): the weights between them use the nearer of the two")
                }
            }
            if lightest.weight != .ultraLight {
                notes.append("the lightest \(scale.templateLetter) variant is \(lightest.name): lighter weights use it, as outlines are not extrapolated")
            }
            if heaviest.weight != .black {
                notes.append("the heaviest \(scale.templateLetter) variant is \(heaviest.name): heavier weights use it, as outlines are not extrapolated")
            }
        }
        return notes
    }
}
