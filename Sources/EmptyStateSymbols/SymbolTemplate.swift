import EmptyStateModel

/// Which rendering mode's annotations a template's shapes are read with. A layer can erase
/// (`-sfsymbols-clear-behind`) or be variable in one mode and not another — a `.circle.fill`
/// symbol's inner glyph is a hole in monochrome but a primary layer over a secondary one in
/// hierarchical — so the caller says which it draws. Palette uses the hierarchical annotations,
/// as the system does. A shape without a class for the chosen mode uses the other mode's.
public enum SymbolAnnotations: String, CaseIterable, Sendable {
    case monochrome, hierarchical
}

/// An SF Symbols symbol template: the SVG inside an asset catalog's `NAME.symbolset/`, or what
/// the SF Symbols app exports (template versions 1.0 to 7.0). Its `Symbols` group holds
/// variants named `Weight-Scale` (`Regular-M`) placed by the `Guides` (baselines, caplines,
/// margins); the app draws it at a point size of 100, so its units are points at 100 pt.
///
/// Variants the template lacks are made as the system makes them, as far as that is
/// documented: weights interpolated between the drawn ones, scales derived from the nearest
/// drawn scale. What could not be done as asked is said in `notes`, for the caller to warn.
public struct SymbolTemplate: Sendable {
    public let file: String
    /// The variants the template draws, by scale then weight (`Ultralight-S`, `Regular-S`, …).
    public private(set) var variants: [String]
    /// What the template could not give exactly, in plain sentences: weights that fall back to
    /// the nearest drawn weight because two variants cannot be interpolated or because the
    /// drawn weights do not span the whole range; elements that were ignored.
    public private(set) var notes: [String]
    /// The template version its Notes name (`6.0`), when it names one.
    public let templateVersion: String?

    let masters: [SymbolVariantKey: SymbolMaster]
    /// The cap height (baseline − capline) of each scale whose guides the template has.
    let capHeights: [SymbolScale: Double]
    /// Why a variant and the next heavier one of its scale cannot be interpolated, keyed by the lighter.
    let incompatible: [SymbolVariantKey: String]

    /// Reads a template. `file` names it in errors. Throws `SymbolTemplateError`.
    public init(svg: String, file: String) throws {
        self.file = file
        let root: SVGNode
        do { root = try XMLTree.parse(svg) } catch let failure as XMLTreeError {
            throw SymbolTemplateError(file: file, message: failure.message, line: failure.line, column: failure.column)
        }
        var reader = SymbolTemplateReader(file: file)
        try reader.read(root)

        var capHeights: [SymbolScale: Double] = [:]
        for scale in SymbolScale.allCases {
            if let baseline = reader.baselines[scale], let capline = reader.caplines[scale], capline < baseline {
                capHeights[scale] = baseline - capline
            }
        }
        var masters: [SymbolVariantKey: SymbolMaster] = [:]
        for (key, raw) in reader.variants {
            let (left, right) = SymbolMaster.margins(of: raw, reader: reader)
            let baseline = reader.baselines[key.scale]!
            masters[key] = SymbolMaster(
                shapes: raw.shapes.map { shape in
                    var placed = shape
                    placed.path = shape.path.transformed(scale: 1, dx: -left, dy: -baseline)
                    return placed
                },
                advance: right - left)
        }
        self.masters = masters
        self.capHeights = capHeights
        self.templateVersion = reader.version
        self.variants = reader.variants.keys.sorted().map(\.name)
        self.incompatible = SymbolMaster.incompatibilities(masters)
        self.notes = reader.notes
        notes += weightNotes()
    }

    /// The outline of one weight and scale, with the monochrome annotations.
    public func outline(weight: FontWeight, scale: SymbolScale) throws -> SymbolOutline {
        try outline(weight: weight, scale: scale, annotations: .monochrome)
    }

    /// The outline of one weight and scale: shapes in template units with the origin at the
    /// variant's left margin on its baseline (y down), `advance` from margin to margin and
    /// `capHeight` from the scale's baseline guide to its capline guide.
    public func outline(weight: FontWeight, scale: SymbolScale, annotations: SymbolAnnotations) throws -> SymbolOutline {
        let source = masters.keys.contains(where: { $0.scale == scale }) ? scale : nearestDrawnScale(to: scale)
        guard let plan = weightPlan(weight, in: source) else {
            throw SymbolTemplateError(file: file, message: "the template has no variants")
        }
        var master = try geometry(plan)
        let sourceCap = capHeights[source] ?? 0
        let capHeight = capHeights[scale] ?? sourceCap
        if source != scale { master = master.derived(factor: scale.templateFactor / source.templateFactor,
                                                     sourceCapHeight: sourceCap, capHeight: capHeight) }
        return SymbolOutline(shapes: master.shapes.flatMap { $0.shapes(with: annotations) },
                             advance: master.advance, capHeight: capHeight)
    }
}

extension MasterShape {
    /// The shape as `SymbolOutline` has it. A clear-behind layer that is also visible becomes
    /// two shapes: the hole it clears in what is drawn before it, then itself.
    func shapes(with annotations: SymbolAnnotations) -> [SymbolShape] {
        let style = annotations == .monochrome ? (monochrome ?? hierarchical) : (hierarchical ?? monochrome)
        let drawn = SymbolShape(path: path, level: level, paint: paint, variableThreshold: style?.variableThreshold)
        guard let style, style.erases else { return [drawn] }
        var hole = drawn
        hole.erases = true
        return style.invisible ? [hole] : [hole, drawn]
    }
}
