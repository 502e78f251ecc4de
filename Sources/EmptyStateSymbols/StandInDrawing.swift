import EmptyStateModel

/// A stand-in on the icon set's 24-unit grid, before it is placed and given a weight: a Tabler
/// icon as read, or one composed from several (StandInComposer). Strokes are widths relative to
/// the weight's stroke, so a glyph shrunk into an enclosure keeps the weight of its strokes, as
/// SF Symbols' do.
struct StandInDrawing: Sendable {
    enum Paint: Equatable, Sendable {
        case fill
        /// Stroked at this multiple of the weight's stroke width.
        case stroke(Double)
    }

    struct Part: Sendable {
        var path: PathData
        var paint: Paint
        /// Cuts a hole through what was drawn before it (a knocked-out glyph, a badge's gap).
        var erases = false
        /// A filled icon of the set: its fill gains a stroke for weights above regular.
        var thickens = false
    }

    var parts: [Part]

    init(parts: [Part]) { self.parts = parts }

    /// A Tabler icon as its file draws it.
    init(icon: StandInIcon) {
        parts = icon.paths.map { Part(path: $0.path, paint: $0.filled ? .fill : .stroke(1), thickens: $0.filled) }
    }

    /// Scaled about the grid's center by `scale`, then its center moved to `center`.
    func placed(scale: Double, center: Point) -> StandInDrawing {
        StandInDrawing(parts: parts.map { part in
            var moved = part
            moved.path = part.path.transformed(scale: scale, dx: center.x - 12 * scale, dy: center.y - 12 * scale)
            return moved
        })
    }

    /// Fitted into `box` (grid units), keeping the icon's proportions: the grid's 20-unit ink area
    /// (2…22) fills the box's shorter side.
    func fitted(into box: Rect) -> StandInDrawing {
        placed(scale: min(box.width, box.height) / 20, center: Point(x: box.midX, y: box.midY))
    }

    /// Strokes at `factor` times their width.
    func strokes(scaledBy factor: Double) -> StandInDrawing {
        StandInDrawing(parts: parts.map { part in
            var scaled = part
            if case let .stroke(width) = part.paint { scaled.paint = .stroke(width * factor) }
            return scaled
        })
    }

    /// Every part as a hole: a glyph knocked out of a filled shape.
    var knockedOut: StandInDrawing {
        StandInDrawing(parts: parts.map { var hole = $0; hole.erases = true; hole.thickens = false; return hole })
    }

    /// A hole around the drawing's strokes and fills, `factor` stroke widths wide: the gap SF
    /// Symbols leaves between overlapping glyphs.
    func halo(_ factor: Double) -> StandInDrawing {
        StandInDrawing(parts: parts.map { Part(path: $0.path, paint: .stroke(factor), erases: true) })
    }

    /// Neighbouring holes of one paint joined into one path: one mask each instead of one per
    /// subpath, which is what makes a knocked-out glyph cheap to draw.
    var joiningHoles: StandInDrawing {
        var joined: [Part] = []
        for part in parts {
            if part.erases, let last = joined.last, last.erases, last.paint == part.paint {
                joined[joined.count - 1].path.commands += part.path.commands
            } else {
                joined.append(part)
            }
        }
        return StandInDrawing(parts: joined)
    }

    static func + (a: StandInDrawing, b: StandInDrawing) -> StandInDrawing { StandInDrawing(parts: a.parts + b.parts) }
}
