import EmptyStateModel

/// The ink of SF Symbols as iOS draws them, for the stand-ins of the names real empty states use
/// most, so that a layout around a stand-in matches iOS's even where the glyph's drawing differs.
/// Measured on iOS's snapshots (../shared/modern-corpus: RSSReader's `ContentUnavailableView`,
/// 48 pt bold, @3x, anti-aliased edges included) and given here at 100 pt, medium scale, as the
/// box of the shapes' centre lines: the ink less one bold stroke (11.4 units, StandInSet), so
/// that each weight's own stroke is added back.
///
/// - `tray`: ink 55.33 × 40.00 pt at 48 pt (115.3 × 83.3 units); Tabler's `inbox` is square.
/// - `exclamationmark.triangle`: ink 49.33 × 44.67 pt (102.8 × 93.1 units).
///
/// No reference shows the others (`magnifyingglass`, `wifi.slash`, `person.slash`, `book`…):
/// they keep their stand-in's proportions until one does.
enum SymbolProportions {
    static let boldStroke = 11.4
    static let centreLines: [String: Size] = [
        "tray": Size(width: 115.28 - boldStroke, height: 83.33 - boldStroke),
        "exclamationmark.triangle": Size(width: 102.78 - boldStroke, height: 93.06 - boldStroke),
    ]

    /// The measured box for `name` or its `.fill` (the same shape, filled).
    static func box(for name: String) -> Size? {
        centreLines[name] ?? (name.hasSuffix(".fill") ? centreLines[String(name.dropLast(5))] : nil)
    }

    /// `outline` stretched about its centre so that its shapes' box is the measured one (at
    /// `scale`); strokes keep their width. The advance grows to hold a wider ink.
    static func fitted(_ outline: SymbolOutline, name: String, scale: SymbolScale) -> SymbolOutline {
        guard let target = box(for: name) else { return outline }
        let boxes = outline.shapes.compactMap { $0.erases ? nil : $0.path.bounds }
        guard let first = boxes.first else { return outline }
        let box = boxes.dropFirst().reduce(first, SymbolDrawing.union)
        guard box.width > 0, box.height > 0 else { return outline }
        let width = target.width * scale.templateFactor, height = target.height * scale.templateFactor
        let sx = width / box.width, sy = height / box.height
        let centre = Point(x: box.midX, y: box.midY)
        var fitted = outline
        fitted.shapes = outline.shapes.map { shape in
            var moved = shape
            moved.path = PathData(commands: shape.path.commands.map { command in
                command.mapPoints { Point(x: centre.x + ($0.x - centre.x) * sx, y: centre.y + ($0.y - centre.y) * sy) }
            })
            return moved
        }
        // The ink's new left edge, and room on both sides as before.
        let margin = max(0, (outline.advance - box.width) / 2)
        fitted.advance = max(outline.advance, width + 2 * margin)
        let shift = (fitted.advance - outline.advance) / 2
        if shift > 0 {
            fitted.shapes = fitted.shapes.map { shape in
                var moved = shape
                moved.path = shape.path.transformed(scale: 1, dx: shift, dy: 0)
                return moved
            }
        }
        return fitted
    }
}
