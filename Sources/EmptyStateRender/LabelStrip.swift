import CCairo
import CPango
import EmptyStateModel

/// A strip of labels, one above each of several side-by-side panels (the diff picture's
/// "reference", "actual", "difference"). Drawn by Pango with the renderer's own fonts, so the
/// picture is the same on every machine.
public struct LabelStrip {
    /// A label's text and the columns of the panel it names.
    public struct Label {
        public var text: String
        public var x: Int
        public var width: Int
        public init(text: String, x: Int, width: Int) { self.text = text; self.x = x; self.width = width }
    }

    public var labels: [Label]
    public var width: Int
    public var height: Int
    /// Text size in pixels; the height should leave room around it.
    public var textSize: Double
    public var background: Color
    public var ink: Color

    public init(labels: [Label], width: Int, height: Int, textSize: Double, background: Color, ink: Color) {
        self.labels = labels; self.width = width; self.height = height; self.textSize = textSize
        self.background = background; self.ink = ink
    }

    /// The strip's pixels: each label from its panel's left edge (plus a margin), vertically
    /// centred, ellipsized where the panel is narrower than the text.
    public func render(fonts: FontContext) throws -> PixelBuffer {
        guard width > 0, height > 0 else { throw RenderError("a label strip of \(width) × \(height) pixels") }
        let surface = CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        guard surface.status == CAIRO_STATUS_SUCCESS else { throw RenderError("cannot allocate a label strip of \(width) × \(height) pixels") }
        let context = CairoContext(surface: surface.pointer)
        let cr = context.pointer
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
        let margin = (textSize / 2).rounded()
        for label in labels {
            let layout = GObjectRef(owning: UnsafeMutableRawPointer(pango_layout_new(fonts.context.opaque)!))
            pango_layout_set_text(layout.opaque, label.text, -1)
            let description = fonts.description(for: FontSpec(size: textSize, weight: .semibold))
            pango_layout_set_font_description(layout.opaque, description)
            pango_font_description_free(description)
            pango_layout_set_width(layout.opaque, Int32(max(1, Double(label.width) - margin * 2) * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout.opaque, PANGO_ELLIPSIZE_END)
            var textWidth: Int32 = 0, textHeight: Int32 = 0
            pango_layout_get_pixel_size(layout.opaque, &textWidth, &textHeight)
            cairo_set_source_rgba(cr, ink.red, ink.green, ink.blue, ink.alpha)
            cairo_move_to(cr, Double(label.x) + margin, ((Double(height) - Double(textHeight)) / 2).rounded())
            pango_cairo_show_layout(cr, layout.opaque)
        }
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { throw RenderError("drawing a label strip failed") }
        cairo_surface_flush(surface.pointer)
        return ScreenRenderer.unpremultiplied(surface)
    }
}
