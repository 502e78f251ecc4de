import CCairo
import CRSVG
import EmptyStateModel
import Foundation

/// PNG with Cairo and libpng, JPEG with gdk-pixbuf's JPEG loader.
extension ImageStore {
    // MARK: PNG

    func loadPNG(_ original: [UInt8], file: ResolvedImageFile) throws -> LoadedImage {
        guard let (width, height) = ImageFile.pngSize(original) ?? AppleCrushedPNG.size(original) else {
            throw RenderError("\(file.path): not a PNG file")
        }
        // The header's size is refused before a pixel is decoded.
        try checkPixels(width, height, path: file.path)
        // An iOS-optimized PNG (`CgBI`), as iOS draws it.
        let bytes = try AppleCrushedPNG.standard(original, path: file.path) ?? original
        let surface = CairoSurface(owning: ImageFile.decodePNG(bytes))
        guard surface.status == CAIRO_STATUS_SUCCESS else {
            // Cairo reports libpng's errors (a bad CRC, damaged compressed data) as NO_MEMORY;
            // the size was checked above, so that is what it means here.
            let reason: String
            switch surface.status {
            case CAIRO_STATUS_READ_ERROR: reason = "truncated"
            case CAIRO_STATUS_NO_MEMORY: reason = "damaged data"
            default: reason = String(cString: cairo_status_to_string(surface.status))
            }
            throw RenderError("\(file.path): the PNG cannot be decoded (\(reason))")
        }
        return rasterImage(surface, file: file)
    }

    // MARK: JPEG

    func loadJPEG(_ bytes: [UInt8], file: ResolvedImageFile) throws -> LoadedImage {
        let (width, height) = try ImageFile.jpegSize(bytes).get(path: file.path)
        try checkPixels(width, height, path: file.path)
        // gdk-pixbuf's JPEG loader only: gdk_pixbuf_new_from_file would pick a loader by the
        // contents (an SVG named .jpg would be drawn by librsvg from a file, with its references).
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type("jpeg", &error) else {
            throw RenderError("\(file.path): no JPEG decoder (\(Self.message(error, or: "gdk-pixbuf has no JPEG loader")))")
        }
        let loaderOwner = GObjectRef(owning: UnsafeMutableRawPointer(loader))
        let written = bytes.withUnsafeBufferPointer { gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize($0.count), &error) }
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError)
        guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            let reason = Self.message(error ?? closeError, or: "damaged")
            if error != nil { g_clear_error(&closeError) }
            throw RenderError("\(file.path): the JPEG cannot be decoded (\(reason))")
        }
        let owner = GObjectRef(owning: UnsafeMutableRawPointer(g_object_ref(UnsafeMutableRawPointer(pixbuf))!))
        withExtendedLifetime(loaderOwner) {}
        return rasterImage(try surface(fromPixbuf: owner), file: file)
    }

    /// A GError's message on one line (and freed), or `fallback`.
    static func message(_ error: UnsafeMutablePointer<GError>?, or fallback: String) -> String {
        var error = error
        defer { g_clear_error(&error) }
        guard let text = error?.pointee.message.map({ String(cString: $0) }) else { return fallback }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
            .components(separatedBy: .newlines).joined(separator: " ")
    }

    /// Copies a GdkPixbuf (RGB or RGBA, straight alpha) into a premultiplied ARGB32 surface.
    private func surface(fromPixbuf owner: GObjectRef) throws -> CairoSurface {
        let pixbuf = OpaquePointer(owner.pointer)
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard channels >= (hasAlpha ? 4 : 3), width * height <= ImageLimits.pixels else { throw RenderError("the image has an unexpected pixel format") }
        guard let source = gdk_pixbuf_read_pixels(pixbuf) else { throw RenderError("the image has no pixel data") }
        let surface = CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        guard surface.status == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface.pointer) else {
            throw RenderError("out of memory for a \(width) × \(height) image")
        }
        cairo_surface_flush(surface.pointer)
        let destinationStride = Int(cairo_image_surface_get_stride(surface.pointer))
        for y in 0..<height {
            let row = source + y * stride
            let out = UnsafeMutableRawPointer(data + y * destinationStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row + x * channels
                let a = hasAlpha ? UInt32(p[3]) : 255
                func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                out[x] = a << 24 | pre(p[0]) << 16 | pre(p[1]) << 8 | pre(p[2])
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }
}
