import EmptyStateModel

/// `UIImage.SymbolScale`: the symbol's size relative to the point size of its configuration.
public enum SymbolScale: String, CaseIterable, Sendable {
    case small, medium, large
    /// The letter Apple's symbol templates use in variant names (`Regular-S`).
    public var templateLetter: String {
        switch self { case .small: return "S"; case .medium: return "M"; case .large: return "L" }
    }
}

/// The hierarchy level of a symbol layer, as the template's `hierarchical-N:primary` classes
/// name it; palette rendering colors the levels in this order.
public enum SymbolLayerLevel: Int, CaseIterable, Sendable {
    case primary = 0, secondary, tertiary
}

/// How a shape is painted: filled (Apple's templates) or stroked (a stroked stand-in set,
/// whose stroke width follows the weight).
public enum SymbolPaint: Equatable, Sendable {
    case fill
    /// The stroke's width, in the outline's units.
    case stroke(width: Double)
}

/// One shape of a symbol: a path, its layer and how it is painted.
public struct SymbolShape: Equatable, Sendable {
    public var path: PathData
    public var level: SymbolLayerLevel
    public var paint: SymbolPaint
    /// Variable symbols: the shape is drawn at full opacity when the variable value is at least
    /// this (0...1), dimmed otherwise; nil: not a variable layer.
    public var variableThreshold: Double?
    /// Drawn as a hole cut from the shapes drawn before it (`clear` layers in Apple's templates).
    public var erases = false

    public init(path: PathData, level: SymbolLayerLevel = .primary, paint: SymbolPaint = .fill,
                variableThreshold: Double? = nil, erases: Bool = false) {
        self.path = path; self.level = level; self.paint = paint
        self.variableThreshold = variableThreshold; self.erases = erases
    }
}

/// One weight and scale of one symbol, in the units of Apple's symbol templates: points at a
/// point size of 100, origin at the left margin on the baseline, y down (so the capline is at
/// `-capHeight`).
public struct SymbolOutline: Equatable, Sendable {
    public var shapes: [SymbolShape]
    /// From the left margin to the right margin: the symbol's advance, like a glyph's.
    public var advance: Double
    /// From the baseline up to the capline: the cap height of the font the symbol goes with.
    public var capHeight: Double

    public init(shapes: [SymbolShape], advance: Double, capHeight: Double) {
        self.shapes = shapes; self.advance = advance; self.capHeight = capHeight
    }

    /// The box of what is drawn: the shapes that do not erase, strokes grown by half their width.
    var ink: Rect? { Self.union(shapes.filter { !$0.erases }.compactMap(\.inkBounds)) }
    /// The box of the drawn shapes' paths, strokes' centre lines.
    var pathBox: Rect? { Self.union(shapes.filter { !$0.erases }.compactMap(\.path.bounds)) }

    private static func union(_ boxes: [Rect]) -> Rect? {
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first, SymbolDrawing.union)
    }
}

extension SymbolShape {
    /// The shape's drawn extent: its path's box, and half its stroke around it.
    var inkBounds: Rect? {
        guard let bounds = path.bounds else { return nil }
        guard case let .stroke(width) = paint else { return bounds }
        return bounds.outset(by: EdgeInsets(top: width / 2, left: width / 2, bottom: width / 2, right: width / 2))
    }
}
