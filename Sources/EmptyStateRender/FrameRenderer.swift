import CCairo
import EmptyStateLayout
import EmptyStateModel
import EmptyStateMotion

/// Renders many moments of one screen cheaply: the layout and text shaping are shared, and
/// what does not move (labels, button, custom view, and the image when it is not animated)
/// is drawn once; each frame only composites it, fades it and poses the image.
public final class FrameRenderer {
    let renderer: ScreenRenderer
    public let layout: ScreenLayout
    private let foreground: CairoSurface
    private let target: CairoSurface
    private let imageIsStatic: Bool

    public init(renderer: ScreenRenderer, layout: ScreenLayout) throws {
        self.renderer = renderer
        self.layout = layout
        let canvas = layout.canvas
        let width = Int32(canvas.pixelWidth), height = Int32(canvas.pixelHeight)
        target = CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height))
        foreground = CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height))
        guard target.status == CAIRO_STATUS_SUCCESS, foreground.status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot allocate \(width) × \(height) frames")
        }
        imageIsStatic = !(layout.view.animateImageView && layout.view.image?.animation != nil)
        let context = CairoContext(surface: foreground.pointer)
        cairo_scale(context.pointer, Double(canvas.scale), Double(canvas.scale))
        cairo_rectangle(context.pointer, 0, 0, canvas.size.width, canvas.size.height)
        cairo_clip(context.pointer)
        if layout.view.shouldDisplay {
            if imageIsStatic { try renderer.drawImageLayer(layout, cr: context.pointer, moment: .resting) }
            try renderer.drawForeground(layout, cr: context.pointer)
        }
        try renderer.check(context)
        cairo_surface_flush(foreground.pointer)
    }

    /// The screen at a moment, in pixels.
    public func render(_ moment: RenderMoment) throws -> PixelBuffer {
        let context = CairoContext(surface: target.pointer)
        let cr = context.pointer
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let scale = Double(layout.canvas.scale)
        cairo_save(cr)
        cairo_scale(cr, scale, scale)
        renderer.drawBackground(layout, cr: cr)
        cairo_restore(cr)
        if layout.view.shouldDisplay, moment.contentAlpha > 0 {
            let faded = moment.contentAlpha < 1
            if faded { cairo_push_group(cr) }
            if !imageIsStatic {
                cairo_save(cr)
                cairo_scale(cr, scale, scale)
                cairo_rectangle(cr, 0, 0, layout.canvas.size.width, layout.canvas.size.height)
                cairo_clip(cr)
                try renderer.drawImageLayer(layout, cr: cr, moment: moment)
                cairo_restore(cr)
            }
            cairo_set_source_surface(cr, foreground.pointer, 0, 0)
            cairo_paint(cr)
            if faded {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, moment.contentAlpha)
            }
        }
        if layout.chrome != nil {
            // The bars are not part of the empty state: drawn over it, never faded.
            cairo_save(cr)
            cairo_scale(cr, scale, scale)
            cairo_rectangle(cr, 0, 0, layout.canvas.size.width, layout.canvas.size.height)
            cairo_clip(cr)
            try renderer.drawChromeLayer(layout, cr: cr)
            cairo_restore(cr)
        }
        try renderer.check(context)
        cairo_surface_flush(target.pointer)
        return ScreenRenderer.unpremultiplied(target)
    }
}
