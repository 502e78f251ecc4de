import CCairo
import EmptyStateModel
import Foundation

/// Decodes the image files a template names (PNG with Cairo and libpng, JPEG with gdk-pixbuf's
/// JPEG loader, SVG with librsvg) and keeps each once per scale.
final class ImageStore {
    private var cache: [String: LoadedImage] = [:]
    private var decodedPixels = 0

    func load(_ spec: ImageSpec, scale: Int) throws -> LoadedImage {
        if let data = spec.data { return try load(data: data, spec: spec, scale: scale) }
        // The presets' glyphs: our own SVG documents, through the same path as bytes in memory.
        if let svg = spec.inlineSVG { return try load(data: Data(svg.utf8), spec: spec, scale: scale) }
        guard let file = ImageResolver.resolve(spec, scale: scale) else {
            let folder = spec.directory.map { $0 + "/" } ?? ""
            throw RenderError("\(spec.name.hasPrefix("/") ? "" : folder)\(spec.name): image not found (looked for .png, .svg, .jpg, with @\(scale)x and other scales)")
        }
        let key = "\(scale) \(file.path)"
        if let hit = cache[key] { return hit }
        let limit = ImageLimits.bytes(file.kind)
        let bytes = try ImageFile.read(file.path, limit: limit, what: file.kind.rawValue.uppercased())
        let image = try decode(bytes, file: ImageFile.decodedAsItIs(file, bytes), scale: scale)
        cache[key] = image
        return image
    }

    /// An image handed over in memory (`ImageSpec(data:)`): the same limits and decoders as a
    /// file, its format told by its first bytes.
    private func load(data: Data, spec: ImageSpec, scale: Int) throws -> LoadedImage {
        let key = "\(scale) data \(spec.name) \(data.hashValue) \(data.count)"
        if let hit = cache[key] { return hit }
        let bytes = [UInt8](data)
        guard let kind = ImageFile.kind(of: bytes) else {
            throw RenderError("\(spec.name): the image data is not a PNG, JPEG, SVG or PDF")
        }
        let limit = ImageLimits.bytes(kind)
        guard bytes.count <= limit else {
            throw RenderError("\(spec.name): the \(kind.rawValue.uppercased()) is \(bytes.count) bytes; the limit is \(limit) bytes")
        }
        let file = ResolvedImageFile(path: spec.name, scale: kind.isVector ? 1 : spec.dataScale, kind: kind)
        let image = try decode(bytes, file: file, scale: scale)
        cache[key] = image
        return image
    }

    /// Decoded once per thread for the same bytes (see DecodedImages); a raster still counts
    /// towards this template's pixels.
    private func decode(_ bytes: [UInt8], file: ResolvedImageFile, scale: Int) throws -> LoadedImage {
        let key = DecodedImages.Key(bytes: bytes, kind: file.kind, fileScale: file.scale, scale: scale)
        if let kept = DecodedImages.find(key) {
            if let pixels = kept.pixels { try checkPixels(pixels.width, pixels.height, path: file.path) }
            return LoadedImage(content: kept.content, size: kept.size, path: file.path)
        }
        let image: LoadedImage
        switch file.kind {
        case .png: image = try loadPNG(bytes, file: file)
        case .jpeg: image = try loadJPEG(bytes, file: file)
        case .svg: image = try loadSVG(bytes, file: file, scale: scale)
        case .pdf: image = try loadPDF(bytes, file: file, scale: scale)
        }
        var pixels: (width: Int, height: Int)?
        if case let .raster(surface) = image.content {
            pixels = (Int(cairo_image_surface_get_width(surface.pointer)), Int(cairo_image_surface_get_height(surface.pointer)))
        }
        DecodedImages.keep(DecodedImages.Decoded(content: image.content, size: image.size, pixels: pixels), for: key)
        return image
    }

    /// Refuses an image too large, alone or with the images decoded before it; counts it.
    func checkPixels(_ width: Int, _ height: Int, path: String) throws {
        guard width > 0, height > 0 else { throw RenderError("\(path): the image has no pixels") }
        guard width.multipliedReportingOverflow(by: height).partialValue <= ImageLimits.pixels, width <= 1 << 20, height <= 1 << 20 else {
            throw RenderError("\(path): the image is \(width) × \(height) pixels; the limit is \(ImageLimits.pixels) pixels")
        }
        guard decodedPixels + width * height <= ImageLimits.totalPixels else {
            throw RenderError("\(path): with this image of \(width) × \(height), the template's images add up to \(decodedPixels + width * height) pixels; the limit is \(ImageLimits.totalPixels) pixels")
        }
        decodedPixels += width * height
    }

    func rasterImage(_ surface: CairoSurface, file: ResolvedImageFile) -> LoadedImage {
        let width = Double(cairo_image_surface_get_width(surface.pointer)), height = Double(cairo_image_surface_get_height(surface.pointer))
        return LoadedImage(content: .raster(surface), size: Size(width: width / Double(file.scale), height: height / Double(file.scale)), path: file.path)
    }

    func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
    }
}

extension Result where Success == (Int, Int), Failure == ImageFile.Problem {
    func get(path: String) throws -> (Int, Int) {
        switch self {
        case let .success(size): return size
        case let .failure(problem): throw RenderError("\(path): \(problem.reason)")
        }
    }
}

extension Result where Success == SVGCost, Failure == ImageFile.Problem {
    func get(path: String) throws -> SVGCost {
        switch self {
        case let .success(cost): return cost
        case let .failure(problem): throw RenderError("\(path): \(problem.reason)")
        }
    }
}
