import EmptyStateModel

/// A symbol drawn for a configuration: an SVG document at its size in points, and where its
/// baseline is. The image is the symbol's alignment rect: its ink, at least from the baseline
/// to the cap height (so a small glyph still stands on the line like a letter), and at least
/// its advance between the margin guides, as a glyph's box is.
public struct SymbolImage: Equatable, Sendable {
    public var svg: String
    /// UIImage.size, in points.
    public var size: Size
    /// From the image's bottom up to the baseline (`UIImage.baselineOffsetFromBottom`).
    public var baselineOffsetFromBottom: Double
}

/// Turns an outline and a configuration into a `SymbolImage`.
public enum SymbolDrawing {
    /// Hierarchical rendering's opacity per level. Apple does not publish them; these are the
    /// ones commonly measured from rendered hierarchical symbols (primary 100 %, secondary 50 %,
    /// tertiary 25 %): an estimate, see docs/symbols.md.
    public static let levelOpacity: [SymbolLayerLevel: Double] = [.primary: 1, .secondary: 0.5, .tertiary: 0.25]
    /// A variable layer above the variable value is drawn at this fraction of its opacity
    /// (an estimate from Apple's variable-color symbols on screen).
    public static let inactiveVariableOpacity = 0.25

    public static func image(_ outline: SymbolOutline, configuration: SymbolConfiguration) -> SymbolImage {
        let unit = configuration.pointSize / 100   // template units are points at 100 pt
        let ink = outline.ink
        let cap = Rect(x: 0, y: -outline.capHeight, width: max(outline.advance, 0), height: outline.capHeight)
        let box = ink.map { union($0, cap) } ?? cap
        let size = Size(width: box.width * unit, height: box.height * unit)
        // Shapes are painted opaque and each run of one color and opacity composited as a
        // group, so strokes that cross (a slash over arcs) do not darken where they overlap.
        var body = ""
        var masks = "", maskCount = 0
        var run: (key: String, opacity: Double, markup: String)?
        func flush() {
            guard let current = run else { return }
            body += current.opacity >= 0.9995 ? current.markup : "<g opacity=\"\(number(current.opacity))\">\(current.markup)</g>"
            run = nil
        }
        let area = "x=\"\(number(box.minX))\" y=\"\(number(box.minY))\" width=\"\(number(box.width))\" height=\"\(number(box.height))\""
        for shape in outline.shapes {
            let d = shape.path.svg
            if shape.erases {
                // A `clear` layer cuts through what was drawn before it (not after): a luminance
                // mask, white less the hole, over everything so far.
                flush()
                let id = "clear\(maskCount)"
                maskCount += 1
                let hole: String
                switch shape.paint {
                case .fill: hole = "<path d=\"\(d)\" fill=\"#000\"/>"
                case let .stroke(width):
                    hole = "<path d=\"\(d)\" fill=\"none\" stroke=\"#000\" stroke-width=\"\(number(width))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
                }
                masks += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(area)><rect \(area) fill=\"#fff\"/>\(hole)</mask>"
                body = "<g mask=\"url(#\(id))\">\(body)</g>"
                continue
            }
            let (color, opacity) = paint(shape, configuration: configuration)
            let hex = rgb(color)
            let markup: String
            switch shape.paint {
            case .fill:
                markup = "<path d=\"\(d)\" fill=\"\(hex)\"/>"
            case let .stroke(width):
                markup = "<path d=\"\(d)\" fill=\"none\" stroke=\"\(hex)\" stroke-width=\"\(number(width))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
            }
            let key = "\(hex) \(number(opacity))"
            if run?.key != key { flush(); run = (key, opacity, "") }
            run!.markup += markup
        }
        flush()
        let viewBox = "\(number(box.minX)) \(number(box.minY)) \(number(box.width)) \(number(box.height))"
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(size.width))\" height=\"\(number(size.height))\" viewBox=\"\(viewBox)\">"
        svg += masks + body
        svg += "</svg>"
        return SymbolImage(svg: svg, size: size, baselineOffsetFromBottom: box.maxY * unit)
    }

    /// The color and opacity of a shape in the configuration's rendering mode.
    static func paint(_ shape: SymbolShape, configuration: SymbolConfiguration) -> (Color, Double) {
        let colors = configuration.colors.isEmpty ? [Color(red: 0, green: 0, blue: 0, alpha: 1)] : configuration.colors
        var color = colors[0]
        var opacity = 1.0
        switch configuration.renderingMode {
        case .monochrome: break
        case .hierarchical: opacity = levelOpacity[shape.level] ?? 1
        case .palette: color = colors[min(shape.level.rawValue, colors.count - 1)]
        }
        if let value = configuration.variableValue, let threshold = shape.variableThreshold, threshold > value {
            opacity *= inactiveVariableOpacity
        }
        return (color, opacity * color.alpha)
    }

    /// `#RRGGBB`: the alpha goes to the fill or stroke opacity.
    static func rgb(_ color: Color) -> String {
        Color(red: clamp(color.red), green: clamp(color.green), blue: clamp(color.blue)).description
    }

    static func clamp(_ value: Double) -> Double { min(1, max(0, value.isFinite ? value : 0)) }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// At most three decimals, no exponent, no "-0".
    static func number(_ value: Double) -> String { PathData.format(value) }
}
