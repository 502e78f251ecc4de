import CCairo
import CRSVG
import EmptyStateLayout
import EmptyStateModel

/// Images: drawn scaled into a rectangle, tinted, adjusted for a button state, mirrored.
extension ScreenRenderer {
    /// Draws an image scaled into `rect`; with a tint, only its alpha is used, filled with the tint.
    /// A button image borrowed from `normal` is darkened or lightened as UIKit does.
    func drawImage(_ image: LoadedImage, spec: ImageSpec, in rect: Rect, cr: OpaquePointer, opacity: Double = 1,
                   adjustment: ImageAdjustment = .none) throws {
        if spec.mirrored {
            // Flipped about the frame's vertical center line.
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_translate(cr, rect.minX + rect.maxX, 0)
            cairo_scale(cr, -1, 1)
            var unmirrored = spec
            unmirrored.mirrored = false
            return try drawImage(image, spec: unmirrored, in: rect, cr: cr, opacity: opacity, adjustment: adjustment)
        }
        guard spec.tintColor != nil || adjustment != .none else {
            return paint(image, in: rect, cr: cr, opacity: opacity)
        }
        // The groups below hold only the image: without a clip each would be a whole-canvas
        // surface (4 MB at 750 × 1334, allocated, cleared and composited for every tinted image).
        cairo_save(cr)
        defer { cairo_restore(cr) }
        clipToDevicePixels(around: rect, cr: cr)
        cairo_push_group(cr)
        paint(image, in: rect, cr: cr, opacity: 1)
        let shape = CairoPattern(owning: cairo_pop_group(cr))
        cairo_push_group(cr)
        if let tint = spec.tintColor {
            setColor(cr, tint)
            cairo_mask(cr, shape.pointer)
        } else {
            cairo_set_source(cr, shape.pointer)
            cairo_paint(cr)
        }
        switch adjustment {
        case .none: break
        case .darkened: setColor(cr, Color(red: 0, green: 0, blue: 0, alpha: Self.highlightDarkening)); cairo_mask(cr, shape.pointer)
        case .lightened: setColor(cr, Color(red: 1, green: 1, blue: 1, alpha: Self.disabledLightening)); cairo_mask(cr, shape.pointer)
        }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
    }

    /// Clips to `rect`'s bounding box in whole device pixels, one more on each side: it cuts
    /// nothing drawn inside `rect`, whatever the rotation, and antialiases nothing.
    func clipToDevicePixels(around rect: Rect, cr: OpaquePointer) {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var dx = x, dy = y
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx); ys.append(dy)
        }
        let left = xs.min()!.rounded(.down) - 1, top = ys.min()!.rounded(.down) - 1
        let right = xs.max()!.rounded(.up) + 1, bottom = ys.max()!.rounded(.up) + 1
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, left, top, right - left, bottom - top)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }

    /// UIKit's highlighted image is about a third darker; its disabled image about half lighter.
    static let highlightDarkening = 0.33
    static let disabledLightening = 0.5

    func paint(_ image: LoadedImage, in rect: Rect, cr: OpaquePointer, opacity: Double) {
        switch image.content {
        case let .raster(surface):
            let width = Double(cairo_image_surface_get_width(surface.pointer)), height = Double(cairo_image_surface_get_height(surface.pointer))
            paintRegion(surface, source: (0, 0, width, height), destination: rect, cr: cr, opacity: opacity)
        case .vector, .pdf:
            cairo_save(cr)
            if opacity < 1 { cairo_push_group(cr) }
            drawVector(image, in: rect, cr: cr)
            if opacity < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
            cairo_restore(cr)
        }
    }

    /// An SVG document or a PDF page drawn to fill `rect`; nothing for pixels.
    func drawVector(_ image: LoadedImage, in rect: Rect, cr: OpaquePointer) {
        switch image.content {
        case .raster: return
        case let .vector(handle):
            var viewport = RsvgRectangle(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
            rsvg_handle_render_document(handle.typed(RsvgHandle.self), cr, &viewport, nil)
        case let .pdf(page):
            ImageStore.renderPDF(page, size: image.size, in: rect, cr: cr)
        }
    }

    /// Paints the source rectangle (in the surface's pixels) stretched over `destination` (points).
    func paintRegion(_ surface: CairoSurface, source: (x: Double, y: Double, w: Double, h: Double), destination: Rect,
                     cr: OpaquePointer, opacity: Double) {
        guard source.w > 0, source.h > 0, destination.width > 0, destination.height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, destination.minX, destination.minY, destination.width, destination.height)
        cairo_clip(cr)
        cairo_translate(cr, destination.minX, destination.minY)
        cairo_scale(cr, destination.width / source.w, destination.height / source.h)
        // A sub-image, so that filtering at its edges does not reach into its neighbours.
        let region = CairoSurface(owning: cairo_surface_create_for_rectangle(surface.pointer, source.x, source.y, source.w, source.h))
        cairo_set_source_surface(cr, region.pointer, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }
}
