import EmptyStateModel
import Foundation

/// A drawn variant ready to use or interpolate: its shapes with the origin at its left margin
/// on its baseline, and its advance. Interpolating in these coordinates is the same as
/// interpolating the canvas coordinates and the margins together (it is all linear), and it
/// keeps variants drawn in different columns of the canvas comparable.
struct SymbolMaster: Equatable, Sendable {
    var shapes: [MasterShape]
    var advance: Double

    /// The left and right margins of a variant, in canvas x. Apple's documentation ("Creating
    /// custom symbol images for your app"): without explicit margin guides "the system uses the
    /// next available margins it finds — interpolated margins (if the template is
    /// interpolatable), Regular-M, Regular-S, and, finally, any available margins". Margins
    /// from another variant are carried over as side bearings (margin to ink), scaled by the
    /// ratio of the two scales, since the Notes say margin changes "are automatically applied
    /// proportionally to all scales and weights". With no margins anywhere: the ink's edges.
    static func margins(of variant: RawVariant, reader: SymbolTemplateReader) -> (left: Double, right: Double) {
        func explicit(_ key: SymbolVariantKey, left: Bool) -> Double? {
            let plain = key == SymbolVariantKey(weight: .regular, scale: .medium) ? (left ? reader.plainLeftMargin : reader.plainRightMargin) : nil
            return (left ? reader.leftMargins[key] : reader.rightMargins[key]) ?? plain
        }
        func donorBearing(left: Bool) -> Double? {
            let preferred = [SymbolVariantKey(weight: .regular, scale: .medium), SymbolVariantKey(weight: .regular, scale: .small)]
            let others = reader.variants.keys.sorted {
                let a = ($0.scale == variant.key.scale ? 0 : 1, abs($0.weight.cssWeight - variant.key.weight.cssWeight), $0)
                let b = ($1.scale == variant.key.scale ? 0 : 1, abs($1.weight.cssWeight - variant.key.weight.cssWeight), $1)
                return a.0 != b.0 ? a.0 < b.0 : a.1 != b.1 ? a.1 < b.1 : a.2 < b.2
            }
            for key in preferred + others where key != variant.key {
                guard let donor = reader.variants[key], let ink = donor.ink, let margin = explicit(key, left: left) else { continue }
                let bearing = left ? ink.minX - margin : margin - ink.maxX
                return bearing * variant.key.scale.templateFactor / key.scale.templateFactor
            }
            return nil
        }
        let left = explicit(variant.key, left: true)
            ?? variant.ink.flatMap { ink in donorBearing(left: true).map { ink.minX - $0 } }
            ?? variant.ink?.minX ?? variant.origin.x
        let right = explicit(variant.key, left: false)
            ?? variant.ink.flatMap { ink in donorBearing(left: false).map { ink.maxX + $0 } }
            ?? variant.ink?.maxX ?? left
        return (left, right)
    }

    /// For each drawn variant, why it cannot be interpolated with the next heavier drawn
    /// variant of its scale (only neighbours are ever interpolated).
    static func incompatibilities(_ masters: [SymbolVariantKey: SymbolMaster]) -> [SymbolVariantKey: String] {
        var result: [SymbolVariantKey: String] = [:]
        for scale in SymbolScale.allCases {
            let drawn = masters.keys.filter { $0.scale == scale }.sorted()
            for (lighter, heavier) in zip(drawn, drawn.dropFirst()) {
                if let reason = masters[lighter]!.incompatibility(with: masters[heavier]!) { result[lighter] = reason }
            }
        }
        return result
    }

    /// Why two masters cannot be interpolated: path counts, a path's commands, or paint.
    func incompatibility(with other: SymbolMaster) -> String? {
        guard shapes.count == other.shapes.count else { return "they have \(shapes.count) and \(other.shapes.count) paths" }
        for (index, (a, b)) in zip(shapes, other.shapes).enumerated() {
            if let reason = PathData.incompatibility(a.path, b.path) { return "path \(index + 1): \(reason)" }
            switch (a.paint, b.paint) {
            case (.fill, .fill), (.stroke, .stroke): continue
            default: return "path \(index + 1) is filled in one and stroked in the other"
            }
        }
        return nil
    }

    /// The master between `a` (t = 0) and `b` (t = 1). Layer annotations are not numbers: they
    /// come from the nearer master.
    static func interpolate(_ a: SymbolMaster, _ b: SymbolMaster, t: Double) throws -> SymbolMaster {
        var shapes: [MasterShape] = []
        for (x, y) in zip(a.shapes, b.shapes) {
            var shape = t < 0.5 ? x : y
            shape.path = try PathData.interpolate(x.path, y.path, t: t)
            if case let .stroke(w0) = x.paint, case let .stroke(w1) = y.paint { shape.paint = .stroke(width: w0 + (w1 - w0) * t) }
            shapes.append(shape)
        }
        return SymbolMaster(shapes: shapes, advance: a.advance + (b.advance - a.advance) * t)
    }

    /// This master at another scale: scaled by `factor` about the left margin horizontally and
    /// about the middle of the cap height vertically, since "the system automatically centers
    /// symbols vertically to San Francisco's cap-height in all the different scales" (Apple,
    /// "Creating custom symbol images for your app"); the S, M and L reference symbols in the
    /// template's own Notes share that center (y = −35.25 at a cap height of 70.459). The
    /// advance and stroke widths scale alike.
    func derived(factor: Double, sourceCapHeight: Double, capHeight: Double) -> SymbolMaster {
        let dy = sourceCapHeight / 2 * factor - capHeight / 2
        return SymbolMaster(shapes: shapes.map { shape in
            var scaled = shape
            scaled.path = shape.path.transformed(scale: factor, dx: 0, dy: dy)
            if case let .stroke(width) = shape.paint { scaled.paint = .stroke(width: width * factor) }
            return scaled
        }, advance: advance * factor)
    }
}
