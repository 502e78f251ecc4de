import CCairo
import CRSVG
import EmptyStateModel
import Foundation

/// A decoded image: pixels at the scale of the file they came from, or an SVG document drawn
/// as vectors at its intrinsic size.
final class LoadedImage {
    enum Content {
        case raster(CairoSurface)
        case vector(GObjectRef)
    }
    let content: Content
    /// UIImage.size: pixels over the file's scale, or the SVG's intrinsic size.
    let size: Size
    let path: String

    init(content: Content, size: Size, path: String) { self.content = content; self.size = size; self.path = path }
}

/// Limits on images, checked before their pixels are allocated.
public enum ImageLimits {
    public static let pixels = 50_000_000
    public static let svgBytes = 4 << 20
}

/// Decodes the image files a template names (PNG with Cairo and libpng, JPEG with gdk-pixbuf,
/// SVG with librsvg) and keeps each once per scale.
final class ImageStore {
    private var cache: [String: LoadedImage] = [:]

    func load(_ spec: ImageSpec, scale: Int) throws -> LoadedImage {
        guard let file = ImageResolver.resolve(spec, scale: scale) else {
            throw RenderError("\(spec.directory)/\(spec.name): image not found (looked for .png, .svg, .jpg, with @\(scale)x and other scales)")
        }
        if let hit = cache[file.path] { return hit }
        let image: LoadedImage
        switch file.kind {
        case .png: image = try loadPNG(file)
        case .jpeg: image = try loadJPEG(file)
        case .svg: image = try loadSVG(file)
        }
        cache[file.path] = image
        return image
    }

    private func checkPixels(_ width: Int, _ height: Int, path: String) throws {
        guard width > 0, height > 0 else { throw RenderError("\(path): the image has no pixels") }
        guard width * height <= ImageLimits.pixels else {
            throw RenderError("\(path): the image is \(width) × \(height) pixels; the limit is \(ImageLimits.pixels) pixels")
        }
    }

    private func loadPNG(_ file: ResolvedImageFile) throws -> LoadedImage {
        // Read the header first so that a huge declared size is refused before decoding.
        guard let handle = FileHandle(forReadingAtPath: file.path) else { throw RenderError("\(file.path): cannot read the image") }
        let header = handle.readData(ofLength: 24)
        try? handle.close()
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard header.count == 24, Array(header.prefix(8)) == signature else {
            throw RenderError("\(file.path): not a PNG file")
        }
        func be32(_ offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        try checkPixels(be32(16), be32(20), path: file.path)
        let surface = CairoSurface(owning: cairo_image_surface_create_from_png(file.path))
        guard surface.status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("\(file.path): the PNG cannot be decoded (\(String(cString: cairo_status_to_string(surface.status))))")
        }
        return rasterImage(surface, file: file)
    }

    private func rasterImage(_ surface: CairoSurface, file: ResolvedImageFile) -> LoadedImage {
        let width = Double(cairo_image_surface_get_width(surface.pointer)), height = Double(cairo_image_surface_get_height(surface.pointer))
        return LoadedImage(content: .raster(surface), size: Size(width: width / Double(file.scale), height: height / Double(file.scale)), path: file.path)
    }

    private func loadJPEG(_ file: ResolvedImageFile) throws -> LoadedImage {
        var width: Int32 = 0, height: Int32 = 0
        guard gdk_pixbuf_get_file_info(file.path, &width, &height) != nil else {
            throw RenderError("\(file.path): not an image gdk-pixbuf can read")
        }
        try checkPixels(Int(width), Int(height), path: file.path)
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file(file.path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw RenderError("\(file.path): the JPEG cannot be decoded (\(message))")
        }
        let owner = GObjectRef(owning: UnsafeMutableRawPointer(pixbuf))
        return rasterImage(try surface(fromPixbuf: owner), file: file)
    }

    /// Copies a GdkPixbuf (RGB or RGBA, straight alpha) into a premultiplied ARGB32 surface.
    private func surface(fromPixbuf owner: GObjectRef) throws -> CairoSurface {
        let pixbuf = OpaquePointer(owner.pointer)
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
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

    private func loadSVG(_ file: ResolvedImageFile) throws -> LoadedImage {
        guard let data = FileManager.default.contents(atPath: file.path) else { throw RenderError("\(file.path): cannot read the image") }
        guard data.count <= ImageLimits.svgBytes else {
            throw RenderError("\(file.path): the SVG is \(data.count) bytes; the limit is \(ImageLimits.svgBytes) bytes")
        }
        var error: UnsafeMutablePointer<GError>?
        // From memory, with no base file: the document cannot pull in other files.
        let handle = data.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(data.count), &error)
        }
        guard let handle else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "not an SVG document"
            g_clear_error(&error)
            throw RenderError("\(file.path): the SVG cannot be read (\(message))")
        }
        let owner = GObjectRef(owning: UnsafeMutableRawPointer(handle))
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var viewBox = RsvgRectangle(), hasViewBox: gboolean = 0
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else { throw RenderError("\(file.path): the SVG has no width, height or viewBox") }
            width = viewBox.width; height = viewBox.height
        }
        guard width > 0, height > 0, width * height <= Double(ImageLimits.pixels) else {
            throw RenderError("\(file.path): the SVG's size \(width) × \(height) is empty or too large")
        }
        return LoadedImage(content: .vector(owner), size: Size(width: width, height: height), path: file.path)
    }
}
