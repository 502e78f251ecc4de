import EmptyStateModel

/// The ink of SF Symbols as iOS draws them, for the stand-ins of the names real empty states use
/// most, so that a layout around a stand-in matches iOS's even where the glyph's drawing differs.
/// Measured on iOS's own snapshots, at regular weight and medium scale, @3x, as the ink's extent
/// with its anti-aliased edges weighed (each edge column and row counted by its coverage), and
/// given here at 100 pt. Sizes grow linearly with the point size (16 to 80 pt agree within 0.1
/// unit). Kept as the box of the shapes' centre lines: the ink less one regular stroke
/// (StandInSet), so that each weight's own stroke is added back.
///
/// - `tray`, `exclamationmark.triangle`: ../shared/modern-corpus (RSSReader's
///   `ContentUnavailableView`, 48 pt: 115.1 × 83.3 and 102.3 × 92.8 units), and again in
///   vjr2005/Challenge (69e3279, DSEmptyState at 56 pt, `tray` 115.1 × 83.3 units;
///   `exclamationmark.triangle.fill` at 48 pt, 49.33 × 44.67 pt) and
///   DrunkOnJava/ModularHomeInventory (bad97916, `tray` at 80 pt, 115.1 × 83.3). Its strokes
///   are regular's: 6.8, 7.2 and 7.9 units across the tray in all three.
/// - ModularHomeInventory (`HomeInventoryModularTests/…/__Snapshots__`, regular):
///   `magnifyingglass` 80 pt (SimpleEmptyStatesTests, 76.33 × 77.33 pt; Challenge's 56 pt
///   DSEmptyState agrees to 0.1 unit), `wifi.slash` 80 and 60 pt (ErrorStatesSnapshotTests,
///   90.33 × 74.33 pt at 80), `bell.slash` 80 pt, `book` 40 pt (and at title2 and title3),
///   `folder` 60 and 16 pt, `doc.text` 50, 33 and 16 pt, `photo` 60 and 16 pt, `star` 16 pt
///   (a `Label` at body; Challenge's `star.fill` gives the same box).
/// - vjr2005/Challenge (DSEmptyState, 56 pt): `person.slash`, `heart`.
///
/// Other names keep their stand-in's proportions until a snapshot shows them.
enum SymbolProportions {
    /// Ink at 100 pt, regular, medium scale: width × height in template units.
    static let measuredInk: [String: Size] = [
        "tray": Size(width: 115.1, height: 83.3),
        "exclamationmark.triangle": Size(width: 102.3, height: 92.8),
        "magnifyingglass": Size(width: 95.4, height: 96.3),
        "wifi.slash": Size(width: 112.4, height: 92.9),
        "person.slash": Size(width: 97.1, height: 97.1),
        "book": Size(width: 108.5, height: 90.6),
        "star": Size(width: 108.2, height: 103.4),
        "heart": Size(width: 97.0, height: 89.6),
        "bell.slash": Size(width: 95.4, height: 100.9),
        "folder": Size(width: 110.9, height: 89.3),
        "doc.text": Size(width: 82.1, height: 104.7),
        "photo": Size(width: 115.1, height: 89.9),
    ]
    /// The regular stroke the measured ink includes.
    static var measuredStroke: Double { StandInSet.strokeWidth[.regular]! }
    /// The box of a regular stroke's centre lines at the medium scale.
    static let centreLines: [String: Size] = measuredInk.mapValues {
        Size(width: $0.width - measuredStroke, height: $0.height - measuredStroke)
    }

    /// The measured box for `name` or its `.fill` (the same shape, filled).
    static func box(for name: String) -> Size? {
        centreLines[name] ?? (name.hasSuffix(".fill") ? centreLines[String(name.dropLast(5))] : nil)
    }

    /// `outline` stretched about its centre so that its ink is the measured one, grown by as much
    /// as `weight`'s stroke is wider than regular's (at `scale`); strokes keep their width, and a
    /// filled shape's edge is its ink. The advance grows to hold a wider ink.
    static func fitted(_ outline: SymbolOutline, name: String, weight: FontWeight, scale: SymbolScale) -> SymbolOutline {
        guard let target = box(for: name) else { return outline }
        guard let box = outline.pathBox, let ink = outline.ink, box.width > 0, box.height > 0 else { return outline }
        // What the paint adds beyond the paths' box: a stroked icon's own stroke, nothing for a fill.
        let stroke = StandInSet.strokeWidth[weight] ?? measuredStroke
        let width = target.width * scale.templateFactor + stroke - (ink.width - box.width)
        let height = target.height * scale.templateFactor + stroke - (ink.height - box.height)
        guard width > 0, height > 0 else { return outline }
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
