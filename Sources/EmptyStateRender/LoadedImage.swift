import CCairo
import CRSVG
import EmptyStateModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

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

/// Limits on images, checked before their pixels are allocated. An image file is read once,
/// into memory, and decoded from there by the decoder its extension names (never one chosen
/// by sniffing the contents), so what is checked is what is drawn.
public enum ImageLimits {
    /// Pixels of a PNG or JPEG (and of an image embedded in an SVG).
    public static let pixels = 50_000_000
    /// Pixels of all the PNGs and JPEGs one renderer decodes (one template: every variant,
    /// state and scale), so ten images at the limit cannot take 2 GB.
    public static let totalPixels = 100_000_000
    /// Bytes of a PNG or JPEG file.
    public static let fileBytes = 64 << 20
    /// Bytes of an SVG file.
    public static let svgBytes = 4 << 20
    /// Pixels an SVG covers at the render scale (its intrinsic size × scale²).
    public static let svgPixels = 16_000_000
    /// Elements in an SVG file.
    public static let svgElements = 10_000
    /// Elements an SVG draws once every `<use>` and `url(#...)` reference is followed.
    public static let svgDrawnElements = 20_000
    /// Filter primitives and masks drawn (each on an offscreen image as large as the SVG) × the
    /// SVG's pixels: librsvg blurs about 4 million pixels a second.
    public static let svgOffscreenPixels = 4_000_000
    /// Characters of text an SVG draws, and in one run of text (librsvg 2.54 lays a run out in
    /// time that grows with the square of its length: 2,000 characters take 1.5 s, 8,000 take 48 s).
    public static let svgTextCharacters = 20_000
    public static let svgTextRun = 1_000
    /// The sum of the squares of the lengths of an SVG's runs of text: four runs of 1,000
    /// characters, or 400 of 100 (about a second of librsvg's time).
    public static let svgTextRunSquares = 4_000_000
}

/// Decodes the image files a template names (PNG with Cairo and libpng, JPEG with gdk-pixbuf's
/// JPEG loader, SVG with librsvg) and keeps each once per scale.
final class ImageStore {
    private var cache: [String: LoadedImage] = [:]
    private var decodedPixels = 0

    func load(_ spec: ImageSpec, scale: Int) throws -> LoadedImage {
        if let svg = spec.inlineSVG { return try loadInline(svg, name: spec.name, scale: scale) }
        guard let file = ImageResolver.resolve(spec, scale: scale) else {
            throw RenderError("\(spec.directory)/\(spec.name): image not found (looked for .png, .svg, .jpg, with @\(scale)x and other scales)")
        }
        let key = "\(scale) \(file.path)"
        if let hit = cache[key] { return hit }
        let image: LoadedImage
        switch file.kind {
        case .png: image = try loadPNG(file)
        case .jpeg: image = try loadJPEG(file)
        case .svg: image = try loadSVG(file, scale: scale)
        }
        cache[key] = image
        return image
    }

    /// Refuses an image too large, alone or with the images decoded before it; counts it.
    private func checkPixels(_ width: Int, _ height: Int, path: String) throws {
        guard width > 0, height > 0 else { throw RenderError("\(path): the image has no pixels") }
        guard width.multipliedReportingOverflow(by: height).partialValue <= ImageLimits.pixels, width <= 1 << 20, height <= 1 << 20 else {
            throw RenderError("\(path): the image is \(width) × \(height) pixels; the limit is \(ImageLimits.pixels) pixels")
        }
        guard decodedPixels + width * height <= ImageLimits.totalPixels else {
            throw RenderError("\(path): with this image of \(width) × \(height), the template's images add up to \(decodedPixels + width * height) pixels; the limit is \(ImageLimits.totalPixels) pixels")
        }
        decodedPixels += width * height
    }

    // MARK: PNG

    private func loadPNG(_ file: ResolvedImageFile) throws -> LoadedImage {
        let bytes = try ImageFile.read(file.path, limit: ImageLimits.fileBytes, what: "PNG")
        guard let (width, height) = ImageFile.pngSize(bytes) else { throw RenderError("\(file.path): not a PNG file") }
        // The header's size is refused before a pixel is decoded.
        try checkPixels(width, height, path: file.path)
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

    private func rasterImage(_ surface: CairoSurface, file: ResolvedImageFile) -> LoadedImage {
        let width = Double(cairo_image_surface_get_width(surface.pointer)), height = Double(cairo_image_surface_get_height(surface.pointer))
        return LoadedImage(content: .raster(surface), size: Size(width: width / Double(file.scale), height: height / Double(file.scale)), path: file.path)
    }

    // MARK: JPEG

    private func loadJPEG(_ file: ResolvedImageFile) throws -> LoadedImage {
        let bytes = try ImageFile.read(file.path, limit: ImageLimits.fileBytes, what: "JPEG")
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

    // MARK: SVG

    /// One of our own SVG documents (the presets' glyphs), under its name.
    private func loadInline(_ svg: String, name: String, scale: Int) throws -> LoadedImage {
        let key = "\(scale) inline:\(name)"
        if let hit = cache[key] { return hit }
        let image = try loadSVG(ResolvedImageFile(path: name, scale: 1, kind: .svg), scale: scale, bytes: Array(svg.utf8))
        cache[key] = image
        return image
    }

    private func loadSVG(_ file: ResolvedImageFile, scale: Int, bytes given: [UInt8]? = nil) throws -> LoadedImage {
        let bytes = try given ?? ImageFile.read(file.path, limit: ImageLimits.svgBytes, what: "SVG")
        // Counted before librsvg builds its tree: elements, references followed, offscreen work.
        let cost = try SVGCost.measure(bytes).get(path: file.path)
        var error: UnsafeMutablePointer<GError>?
        // From memory, with no base file: the document cannot pull in other files or URLs
        // (librsvg loads a reference only relative to a base it was given; data: URLs, which
        // SVGCost has checked, are all it can use).
        let handle = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
        guard let handle else {
            throw RenderError("\(file.path): the SVG cannot be read (\(Self.message(error, or: "not an SVG document")))")
        }
        let owner = GObjectRef(owning: UnsafeMutableRawPointer(handle))
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var viewBox = RsvgRectangle(), hasViewBox: gboolean = 0
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else { throw RenderError("\(file.path): the SVG has no width, height or viewBox") }
            width = viewBox.width; height = viewBox.height
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw RenderError("\(file.path): the SVG's size \(width) × \(height) is empty")
        }
        let pixels = width * height * Double(scale * scale)
        guard pixels <= Double(ImageLimits.svgPixels) else {
            throw RenderError("\(file.path): the SVG is \(format(width)) × \(format(height)) points, \(format(pixels)) pixels at @\(scale)x; the limit is \(ImageLimits.svgPixels) pixels")
        }
        let offscreen = Double(cost.offscreenLayers) * pixels
        guard offscreen <= Double(ImageLimits.svgOffscreenPixels) else {
            throw RenderError("\(file.path): the SVG draws \(cost.offscreenLayers) filter primitives and masks over \(format(pixels)) pixels at @\(scale)x; the limit is \(ImageLimits.svgOffscreenPixels) offscreen pixels")
        }
        return LoadedImage(content: .vector(owner), size: Size(width: width, height: height), path: file.path)
    }

    private func format(_ value: Double) -> String {
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

/// Reading and sniffing image files without trusting them.
enum ImageFile {
    struct Problem: Error { var reason: String }

    /// The whole file: a regular file (not a folder, a FIFO or /dev/zero) of at most `limit`
    /// bytes, checked before it is read.
    static func read(_ path: String, limit: Int, what: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw RenderError("\(path): cannot read the image (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw RenderError("\(path): the image is not a regular file") }
        guard Int(info.st_size) <= limit else {
            throw RenderError("\(path): the \(what) is \(info.st_size) bytes; the limit is \(limit) bytes")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var total = 0
        while total < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + total, $0.count - total) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw RenderError("\(path): cannot read the image (\(String(cString: strerror(errno))))")
            }
            total += n
        }
        guard total <= limit else { throw RenderError("\(path): the \(what) is more than \(limit) bytes; the limit is \(limit) bytes") }
        bytes.removeLast(bytes.count - total)
        return bytes
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from a PNG's IHDR, or nil when the bytes are not a PNG.
    static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == pngSignature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    /// Decodes PNG bytes with Cairo (libpng), from memory.
    static func decodePNG(_ bytes: [UInt8]) -> OpaquePointer {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        return withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let length = Int(length)
                guard let buffer, length <= reader.bytes.count - reader.offset else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { source in
                    buffer.update(from: source.baseAddress! + reader.offset, count: length)
                }
                reader.offset += length
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
    }

    /// Width and height from a JPEG's frame header, after walking every segment to the end of
    /// the image: a truncated file (no EOI marker where the data ends) is refused, as libjpeg
    /// would otherwise fill the missing rows with grey and say nothing.
    static func jpegSize(_ bytes: [UInt8]) -> Result<(Int, Int), Problem> {
        guard bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF else { return .failure(Problem(reason: "not a JPEG file")) }
        let truncated = Problem(reason: "the JPEG is truncated (it ends before its end-of-image marker)")
        return bytes.withUnsafeBufferPointer { b -> Result<(Int, Int), Problem> in
            let count = b.count
            var i = 2
            var size: (Int, Int)?
            var inScan = false
            func be16(_ at: Int) -> Int { Int(b[at]) << 8 | Int(b[at + 1]) }
            while true {
                if inScan {
                    // Entropy-coded data: find the next 0xFF quickly.
                    guard i < count, let found = memchr(b.baseAddress! + i, 0xFF, count - i) else { return .failure(truncated) }
                    i = b.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                } else if i >= count {
                    return .failure(truncated)
                } else if b[i] != 0xFF {
                    return .failure(Problem(reason: "the JPEG is damaged (no marker at byte \(i))"))
                }
                while i < count, b[i] == 0xFF { i += 1 }
                guard i < count else { return .failure(truncated) }
                let marker = b[i]
                i += 1
                switch marker {
                case 0x00, 0xD0...0xD7:
                    // A stuffed 0xFF or a restart marker inside the scan.
                    guard inScan else { return .failure(Problem(reason: "the JPEG is damaged (a stray marker)")) }
                    continue
                case 0xD9:
                    guard let size, inScan else { return .failure(Problem(reason: "the JPEG is damaged (it has no image data)")) }
                    return .success(size)
                case 0x01:
                    continue
                default:
                    inScan = false
                    guard i + 2 <= count else { return .failure(truncated) }
                    let length = be16(i)
                    guard length >= 2 else { return .failure(Problem(reason: "the JPEG is damaged (a segment of length \(length))")) }
                    guard i + length <= count else { return .failure(truncated) }
                    if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                        guard length >= 8 else { return .failure(Problem(reason: "the JPEG is damaged (a short frame header)")) }
                        size = (be16(i + 5), be16(i + 3))
                    }
                    if marker == 0xDA { inScan = true }
                    i += length
                }
            }
        }
    }

    /// The MIME type and bytes of a `data:` URL, or nil.
    static func dataURL(_ text: String) -> (type: String, bytes: [UInt8])? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.lowercased().hasPrefix("data:"), let comma = trimmed.firstIndex(of: ",") else { return nil }
        let header = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<comma].lowercased()
        let payload = String(trimmed[trimmed.index(after: comma)...])
        let type = String(header.split(separator: ";").first ?? "")
        if header.hasSuffix(";base64") {
            guard let data = Data(base64Encoded: payload, options: .ignoreUnknownCharacters) else { return (type, []) }
            return (type, [UInt8](data))
        }
        return (type, Array((payload.removingPercentEncoding ?? payload).utf8))
    }
}

/// What drawing an SVG will cost, counted on its XML before librsvg sees it.
///
/// - every element, and every element drawn again through `<use>` or a `url(#id)` reference
///   (patterns, masks, clip paths, markers: each marker once per vertex of its path);
/// - the offscreen layers: each filter primitive and mask of each drawn element is an image
///   as large as the SVG;
/// - the text it shapes;
/// - the images it embeds: `data:` URLs of PNG or JPEG within the pixel limit; anything else
///   (another SVG, a GIF, an XPM) is refused. References to files or URLs are left alone:
///   librsvg, reading from memory with no base, never loads them.
/// - XML entities: only plain text (no markup, no entities in entities, no files), adding at
///   most `svgTextRun` characters in all.
struct SVGCost {
    var elements = 0
    var drawnElements = 0
    var offscreenLayers = 0

    static func measure(_ bytes: [UInt8]) -> Result<SVGCost, ImageFile.Problem> {
        if let problem = entityProblem(bytes) { return .failure(problem) }
        let counter = SVGCounter()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = counter
        let parsed = parser.parse()
        if let problem = counter.problem { return .failure(problem) }
        guard parsed else {
            let code = parser.parserError.map { ($0 as NSError).code } ?? 0
            return .failure(ImageFile.Problem(reason: "the SVG is not well-formed XML (libxml2 error \(code) at line \(parser.lineNumber), column \(parser.columnNumber))"))
        }
        return counter.finish()
    }
}

extension SVGCost {
    /// XML entities, read from the bytes (the XML parser expands them unseen): each must be
    /// plain text declared in the document, and all their uses together may add at most
    /// `svgTextRun` characters, so no entity can hide markup, load a file or make a long run
    /// of text.
    static func entityProblem(_ bytes: [UInt8]) -> ImageFile.Problem? {
        let declaration = Array("<!ENTITY".utf8)
        guard let first = find(declaration, in: bytes, from: 0) else { return nil }
        var values: [String: Int] = [:]
        var start: Int? = first
        while let at = start {
            var i = at + declaration.count
            func skipSpace() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
            skipSpace()
            guard i < bytes.count, bytes[i] != UInt8(ascii: "%") else {
                return ImageFile.Problem(reason: "the SVG declares an XML parameter entity; export it without a DTD")
            }
            let nameStart = i
            while i < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ">")].contains(bytes[i]) { i += 1 }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                return ImageFile.Problem(reason: "the SVG declares an external XML entity ('\(name.prefix(40))'); export it without a DTD")
            }
            let quote = bytes[i]
            i += 1
            let valueStart = i
            while i < bytes.count, bytes[i] != quote { i += 1 }
            let value = bytes[valueStart..<min(i, bytes.count)]
            if value.contains(UInt8(ascii: "<")) || value.contains(UInt8(ascii: "&")) || value.contains(UInt8(ascii: "%")) {
                return ImageFile.Problem(reason: "the SVG declares an XML entity with markup or other entities ('\(name.prefix(40))'); export it without a DTD")
            }
            values[name] = value.count
            start = find(declaration, in: bytes, from: i)
        }
        var expansion = 0
        for (name, length) in values {
            let reference = Array("&\(name);".utf8)
            var from = 0
            while let at = find(reference, in: bytes, from: from) {
                expansion += length
                from = at + reference.count
                if expansion > ImageLimits.svgTextRun {
                    return ImageFile.Problem(reason: "the SVG's XML entities expand to more than \(ImageLimits.svgTextRun) characters; the limit is \(ImageLimits.svgTextRun)")
                }
            }
        }
        return nil
    }

    /// The first index of `needle` in `haystack` at or after `from`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, haystack.count - from >= needle.count else { return nil }
        return haystack.withUnsafeBufferPointer { h -> Int? in
            var i = from
            let last = h.count - needle.count
            while i <= last {
                // memchr to each candidate first byte, then compare the rest.
                guard let found = memchr(h.baseAddress! + i, Int32(needle[0]), last - i + 1) else { return nil }
                i = h.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(h.baseAddress! + i, needle, needle.count) == 0 { return i }
                i += 1
            }
            return nil
        }
    }
}

private final class SVGCounter: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var children: [Int] = []
        /// Elements this one draws again: `<use href>` and `url(#id)` targets, and how often.
        var references: [(id: String, times: Int)] = []
        /// Offscreen layers of its own: filter primitives (counted when the filter is known) and masks.
        var filter: String?
        var masks = 0
        var primitives = 0
    }
    var elements: [Element] = []
    var ids: [String: Int] = [:]
    var stack: [Int] = []
    var textCharacters = 0
    /// Open text elements, and the characters of the current run of text.
    var openText = 0
    var run = 0
    var runSquares = 0
    var problem: ImageFile.Problem?

    func fail(_ parser: XMLParser, _ reason: String) {
        if problem == nil { problem = ImageFile.Problem(reason: reason) }
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        guard elements.count < ImageLimits.svgElements else {
            return fail(parser, "the SVG has more than \(ImageLimits.svgElements) elements; the limit is \(ImageLimits.svgElements)")
        }
        let local = name.split(separator: ":").last.map(String.init) ?? name
        var element = Element(name: local)
        let index = elements.count
        if let id = attributes["id"] { ids[id] = index }
        var style = attributes["style"] ?? ""
        // Presentation attributes and style properties that point at other elements.
        for (key, value) in attributes where key != "style" { style += ";\(key):\(value)" }
        let properties = Self.properties(style)
        var vertices: Int?
        for (key, value) in properties {
            guard let target = Self.urlTarget(value) else { continue }
            switch key {
            case "filter": element.filter = target
            case "mask": element.masks += 1; element.references.append((target, 1))
            case "marker-start", "marker-mid", "marker-end", "marker":
                vertices = vertices ?? Self.vertices(attributes)
                element.references.append((target, vertices ?? 1))
            default: element.references.append((target, 1))
            }
        }
        if local == "use" || local == "image" || local == "feImage" || local == "tref" {
            let href = attributes["href"] ?? attributes["xlink:href"] ?? attributes.first { $0.key.hasSuffix(":href") }?.value
            if let href {
                if href.hasPrefix("#") {
                    element.references.append((String(href.dropFirst()), 1))
                } else if let reason = Self.embeddedImageProblem(href) {
                    return fail(parser, reason)
                }
            }
        }
        if local.hasPrefix("fe"), let parent = stack.last, elements[parent].name == "filter" {
            elements[parent].primitives += 1
        }
        elements.append(element)
        if let parent = stack.last { elements[parent].children.append(index) }
        stack.append(index)
        endRun()
        if Self.textElements.contains(local) && (local != "a" || openText > 0) { openText += 1 }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if let index = stack.popLast(), Self.textElements.contains(elements[index].name), openText > 0,
           elements[index].name != "a" || openText > 1 {
            openText -= 1
        }
        endRun()
    }

    func endRun() {
        runSquares += run * run
        run = 0
    }

    static let textElements: Set<String> = ["text", "tspan", "textPath", "tref", "a"]

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard openText > 0 else { return }
        let count = string.unicodeScalars.count
        textCharacters += count
        run += count
        if run > ImageLimits.svgTextRun {
            fail(parser, "the SVG has a run of more than \(ImageLimits.svgTextRun) characters of text; the limit is \(ImageLimits.svgTextRun)")
        } else if textCharacters > ImageLimits.svgTextCharacters {
            fail(parser, "the SVG has more than \(ImageLimits.svgTextCharacters) characters of text; the limit is \(ImageLimits.svgTextCharacters)")
        } else if runSquares + run * run > ImageLimits.svgTextRunSquares {
            fail(parser, "the SVG has too much text in long runs (the sum of the squares of their lengths passes \(ImageLimits.svgTextRunSquares)); the limit is \(ImageLimits.svgTextRunSquares), e.g. four runs of 1000 characters")
        }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        self.parser(parser, foundCharacters: String(decoding: block, as: UTF8.self))
    }

    /// Follows every reference from the root, counting drawn elements and offscreen layers;
    /// stops as soon as a count passes its limit, and refuses a reference cycle.
    func finish() -> Result<SVGCost, ImageFile.Problem> {
        var cost = SVGCost(elements: elements.count)
        guard !elements.isEmpty else { return .failure(ImageFile.Problem(reason: "the SVG has no elements")) }
        // Drawn elements and layers of each subtree, memoized; nil while being computed (a cycle).
        var memo: [Int: (drawn: Int, layers: Int)?] = [:]
        struct Exceeded: Error { var reason: String }
        var depth = 0
        func subtree(_ index: Int) throws -> (drawn: Int, layers: Int) {
            depth += 1
            defer { depth -= 1 }
            guard depth <= 256 else {
                throw Exceeded(reason: "the SVG nests elements and references more than 256 deep; the limit is 256")
            }
            if let known = memo[index] {
                guard let known else { throw Exceeded(reason: "the SVG refers to itself (a reference cycle through '#\(elements[index].name)')") }
                return known
            }
            memo[index] = .some(nil)
            let element = elements[index]
            var drawn = 1
            var layers = element.masks
            if let filter = element.filter {
                layers += ids[filter].map { max(1, elements[$0].primitives) } ?? 1
            }
            for child in element.children {
                let inner = try subtree(child)
                drawn += inner.drawn; layers += inner.layers
                try check(drawn, layers)
            }
            for (id, times) in element.references {
                guard let target = ids[id] else { continue }
                let inner = try subtree(target)
                drawn = drawn.addingReportingOverflow(inner.drawn.multipliedReportingOverflow(by: times).partialValue).partialValue
                layers = layers.addingReportingOverflow(inner.layers.multipliedReportingOverflow(by: times).partialValue).partialValue
                if drawn < 0 || layers < 0 { drawn = .max; layers = .max }
                try check(drawn, layers)
            }
            memo[index] = .some((drawn, layers))
            return (drawn, layers)
        }
        func check(_ drawn: Int, _ layers: Int) throws {
            guard drawn <= ImageLimits.svgDrawnElements else {
                throw Exceeded(reason: "the SVG draws more than \(ImageLimits.svgDrawnElements) elements once its <use> and url(#) references are followed; the limit is \(ImageLimits.svgDrawnElements)")
            }
            guard layers <= ImageLimits.svgOffscreenPixels else {
                throw Exceeded(reason: "the SVG draws more than \(ImageLimits.svgOffscreenPixels) filter primitives and masks; the limit is \(ImageLimits.svgOffscreenPixels) offscreen pixels")
            }
        }
        do {
            let root = try subtree(0)
            cost.drawnElements = root.drawn
            cost.offscreenLayers = root.layers
        } catch let exceeded as Exceeded {
            return .failure(ImageFile.Problem(reason: exceeded.reason))
        } catch {
            return .failure(ImageFile.Problem(reason: "\(error)"))
        }
        return .success(cost)
    }

    /// `name: value` pairs of a style attribute (and of presentation attributes folded into it).
    static func properties(_ style: String) -> [(String, String)] {
        style.split(separator: ";").compactMap { declaration in
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let key = declaration[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return (key, value)
        }
    }

    /// `id` from `url(#id)` or `url('#id')`.
    static func urlTarget(_ value: String) -> String? {
        guard let start = value.range(of: "url(") else { return nil }
        var inner = value[start.upperBound...]
        if let end = inner.firstIndex(of: ")") { inner = inner[..<end] }
        let trimmed = inner.trimmingCharacters(in: CharacterSet(charactersIn: " '\""))
        guard trimmed.hasPrefix("#") else { return nil }
        return String(trimmed.dropFirst())
    }

    /// How many vertices a shape has, roughly: the numbers in its path data or points over two.
    static func vertices(_ attributes: [String: String]) -> Int {
        let data = attributes["d"] ?? attributes["points"] ?? ""
        var numbers = 0, inNumber = false
        for byte in data.utf8 {
            let digit = (0x30...0x39).contains(byte) || byte == 0x2E
            if digit && !inNumber { numbers += 1 }
            inNumber = digit
        }
        return max(1, numbers / 2 + 1)
    }

    /// Why an embedded image cannot be drawn, or nil (for a PNG or JPEG within the limits, and
    /// for references to files, which are never loaded).
    static func embeddedImageProblem(_ href: String) -> String? {
        guard let (type, bytes) = ImageFile.dataURL(href) else { return nil }
        let size: (Int, Int)?
        if let png = ImageFile.pngSize(bytes) {
            size = png
        } else if case let .success(jpeg) = ImageFile.jpegSize(bytes) {
            size = jpeg
        } else {
            return "the SVG embeds an image that is not a whole PNG or JPEG (\(type.isEmpty ? "no type" : type)); only PNG and JPEG can be embedded"
        }
        if let (width, height) = size, width.multipliedReportingOverflow(by: height).partialValue > ImageLimits.pixels || width <= 0 || height <= 0 {
            return "the SVG embeds an image of \(width) × \(height) pixels; the limit is \(ImageLimits.pixels) pixels"
        }
        return nil
    }
}
