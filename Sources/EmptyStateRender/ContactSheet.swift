import CCairo
import CPango
import EmptyStateLayout
import EmptyStateModel
import EmptyStateMotion

/// One screen on a contact sheet, with the lines of its caption.
public struct SheetCell {
    public var renderer: ScreenRenderer
    public var layout: ScreenLayout
    public var moment: RenderMoment
    public var caption: [String]
    public init(renderer: ScreenRenderer, layout: ScreenLayout, moment: RenderMoment = .resting, caption: [String]) {
        self.renderer = renderer; self.layout = layout; self.moment = moment; self.caption = caption
    }
}

public struct SheetRow {
    public var title: String
    public var cells: [SheetCell]
    public init(title: String, cells: [SheetCell]) { self.title = title; self.cells = cells }
}

/// Every screen of a template side by side on one image, each captioned: what a designer pins
/// in a review. Screens are drawn as vectors at the sheet's scale, not shrunk from pixels.
public struct ContactSheet {
    public var title: String
    public var rows: [SheetRow]
    /// Sheet pixels per screen point.
    public var cellScale: Double

    static let margin = 40.0, gap = 28.0, rowTitleHeight = 34.0, captionLine = 17.0, headerHeight = 56.0
    static let paper = Color(red: 0.949, green: 0.949, blue: 0.969)
    static let ink = Color(red: 0.11, green: 0.11, blue: 0.118)
    static let secondaryInk = Color(red: 0.42, green: 0.42, blue: 0.45)

    public init(title: String, rows: [SheetRow], cellScale: Double = 0.75) {
        self.title = title; self.rows = rows; self.cellScale = cellScale
    }

    func cellSize(_ cell: SheetCell) -> Size {
        Size(width: (cell.layout.canvas.size.width * cellScale).rounded(), height: (cell.layout.canvas.size.height * cellScale).rounded())
    }

    func captionHeight(_ row: SheetRow) -> Double {
        Double(row.cells.map(\.caption.count).max() ?? 0) * Self.captionLine + 8
    }

    func rowHeight(_ row: SheetRow) -> Double {
        Self.rowTitleHeight + (row.cells.map { cellSize($0).height }.max() ?? 0) + captionHeight(row) + Self.gap
    }

    public var pixelSize: (width: Int, height: Int) {
        let widest = rows.map { row in row.cells.map { cellSize($0).width + Self.gap }.reduce(0, +) - Self.gap }.max() ?? 0
        let height = Self.margin * 2 + Self.headerHeight + rows.map(rowHeight).reduce(0, +)
        return (Int((max(widest, 320) + Self.margin * 2).rounded()), Int(height.rounded()))
    }

    public func render(fonts: FontContext) throws -> PixelBuffer {
        let size = pixelSize
        guard size.width * size.height <= 200_000_000 else { throw RenderError("the contact sheet would be \(size.width) × \(size.height) pixels: too large") }
        let surface = CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)))
        guard surface.status == CAIRO_STATUS_SUCCESS else { throw RenderError("cannot allocate the contact sheet") }
        let context = CairoContext(surface: surface.pointer)
        let cr = context.pointer
        cairo_set_source_rgb(cr, Self.paper.red, Self.paper.green, Self.paper.blue)
        cairo_paint(cr)
        text(title, x: Self.margin, y: Self.margin, size: 22, weight: 700, color: Self.ink, fonts: fonts, cr: cr)

        var y = Self.margin + Self.headerHeight
        for row in rows {
            text(row.title, x: Self.margin, y: y, size: 15, weight: 600, color: Self.ink, fonts: fonts, cr: cr)
            var x = Self.margin
            let top = y + Self.rowTitleHeight
            for cell in row.cells {
                let cellSize = cellSize(cell)
                drawFrame(x: x, y: top, size: cellSize, clear: cell.layout.view.backgroundColor.alpha < 1, cr: cr)
                cairo_save(cr)
                cairo_translate(cr, x, top)
                cairo_scale(cr, cellScale, cellScale)
                try cell.renderer.drawScreen(cell.layout, cr: cr, moment: cell.moment)
                cairo_restore(cr)
                for (index, line) in cell.caption.enumerated() {
                    text(line, x: x, y: top + cellSize.height + 8 + Double(index) * Self.captionLine, size: 12,
                         weight: index == 0 ? 600 : 400, color: index == 0 ? Self.ink : Self.secondaryInk, fonts: fonts, cr: cr,
                         maxWidth: cellSize.width)
                }
                x += cellSize.width + Self.gap
            }
            y += rowHeight(row)
        }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError("drawing the contact sheet failed") }
        cairo_surface_flush(surface.pointer)
        return ScreenRenderer.unpremultiplied(surface)
    }


    /// A card with a soft edge; a checkerboard where the screen itself is transparent.
    private func drawFrame(x: Double, y: Double, size: Size, clear: Bool, cr: OpaquePointer) {
        cairo_set_source_rgba(cr, 0, 0, 0, 0.08)
        cairo_rectangle(cr, x - 1, y - 1, size.width + 2, size.height + 2)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_rectangle(cr, x, y, size.width, size.height)
        cairo_fill(cr)
        guard clear else { return }
        cairo_save(cr)
        cairo_rectangle(cr, x, y, size.width, size.height)
        cairo_clip(cr)
        cairo_set_source_rgb(cr, 0.9, 0.9, 0.9)
        let square = 8.0
        var row = 0
        var yy = y
        while yy < y + size.height {
            var xx = x + (row % 2 == 0 ? 0 : square)
            while xx < x + size.width {
                cairo_rectangle(cr, xx, yy, square, square)
                xx += square * 2
            }
            yy += square; row += 1
        }
        cairo_fill(cr)
        cairo_restore(cr)
    }

    private func text(_ string: String, x: Double, y: Double, size: Double, weight: Int, color: Color,
                      fonts: FontContext, cr: OpaquePointer, maxWidth: Double? = nil) {
        let layout = GObjectRef(owning: UnsafeMutableRawPointer(pango_layout_new(fonts.context.opaque)!))
        pango_layout_set_text(layout.opaque, string, -1)
        let description = fonts.description(for: FontSpec(size: size, weight: FontWeight.allCases.first { $0.cssWeight == weight } ?? .regular))
        pango_layout_set_font_description(layout.opaque, description)
        pango_font_description_free(description)
        if let maxWidth {
            pango_layout_set_width(layout.opaque, Int32(maxWidth * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout.opaque, PANGO_ELLIPSIZE_END)
        }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout.opaque)
    }
}
