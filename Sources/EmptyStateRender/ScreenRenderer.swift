import CCairo
import CPango
import CRSVG
import EmptyStateLayout
import EmptyStateModel
import EmptyStateMotion
import Foundation

/// Lays out and draws the screens of one set of fonts. It keeps what frames and states share:
/// shaped text and decoded images.
public final class ScreenRenderer {
    public let fonts: FontContext
    let shaper: TextShaper
    let images = ImageStore()

    public init(fontFiles: [String] = []) throws {
        fonts = try FontContext(fontFiles: fontFiles)
        shaper = TextShaper(fonts: fonts)
    }

    /// Font substitutions and other remarks for verbose output.
    public var notes: [String] { fonts.notes }

    /// The measurer the layout stage uses at a given screen scale.
    public func measurer(scale: Int) -> ContentMeasuring { Measurer(renderer: self, scale: scale) }

    public func layout(_ screen: Screen, state: ControlState = .normal) throws -> ScreenLayout {
        try DZNLayout(measurer: measurer(scale: screen.canvas.scale)).layout(fonts.fallingBack(screen.view), canvas: screen.canvas, state: state)
    }

    struct Measurer: ContentMeasuring {
        let renderer: ScreenRenderer
        let scale: Int
        func measure(_ text: StyledText, role: LabelRole, width: Double, singleLine: Bool) throws -> TextMeasurement {
            renderer.shaper.shape(text, role: role, width: width, singleLine: singleLine).measurement
        }
        func size(of image: ImageSpec) throws -> Size { try renderer.images.load(image, scale: scale).size }
    }

    // MARK: Targets

    /// Draws the layout into pixels at the canvas's scale.
    public func renderPixels(_ layout: ScreenLayout, moment: RenderMoment = .resting) throws -> PixelBuffer {
        let canvas = layout.canvas
        let surface = CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(canvas.pixelWidth), Int32(canvas.pixelHeight)))
        guard surface.status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot allocate a \(canvas.pixelWidth) × \(canvas.pixelHeight) canvas")
        }
        try draw(layout, on: surface, moment: moment)
        cairo_surface_flush(surface.pointer)
        return Self.unpremultiplied(surface)
    }

    /// Draws the layout on a surface this thread keeps (see ScratchSurface; cleared first unless
    /// the background covers it) and lends `body` its premultiplied ARGB32 memory: a still costs
    /// no allocation and no copy.
    public func withRenderedSurface<T>(_ layout: ScreenLayout, moment: RenderMoment = .resting,
                                       _ body: (_ argb: UnsafePointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int) throws -> T) throws -> T {
        let canvas = layout.canvas
        let (surface, fresh) = ScratchSurface.forThisThread(width: canvas.pixelWidth, height: canvas.pixelHeight)
        guard surface.status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot allocate a \(canvas.pixelWidth) × \(canvas.pixelHeight) canvas")
        }
        // An opaque background painted over whole pixels replaces every pixel, so clearing first
        // would only write the 4 MB twice; otherwise what the last still left must go.
        let covers = layout.view.backgroundColor.alpha >= 1
            && canvas.size.width * Double(canvas.scale) == Double(canvas.pixelWidth)
            && canvas.size.height * Double(canvas.scale) == Double(canvas.pixelHeight)
        if !fresh && !covers {
            let context = CairoContext(surface: surface.pointer)
            cairo_set_operator(context.pointer, CAIRO_OPERATOR_CLEAR)
            cairo_paint(context.pointer)
        }
        try draw(layout, on: surface, moment: moment)
        cairo_surface_flush(surface.pointer)
        return try body(UnsafePointer(cairo_image_surface_get_data(surface.pointer)!), canvas.pixelWidth, canvas.pixelHeight,
                        Int(cairo_image_surface_get_stride(surface.pointer)))
    }

    /// Draws the layout as an SVG document of the canvas's size, in px (1 px = 1 pt, as CSS and
    /// iOS agree), with the same bytes on every run.
    public func renderSVG(_ layout: ScreenLayout, moment: RenderMoment = .resting) throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let unmanaged = Unmanaged.passRetained(sink)
        defer { unmanaged.release() }
        let write: cairo_write_func_t = { closure, bytes, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            sink.data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        do {
            let surface = CairoSurface(owning: cairo_svg_surface_create_for_stream(write, unmanaged.toOpaque(),
                                                                                  layout.canvas.size.width, layout.canvas.size.height))
            cairo_svg_surface_restrict_to_version(surface.pointer, CAIRO_SVG_VERSION_1_1)
            cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PX)
            try draw(layout, on: surface, moment: moment, pointsScale: 1)
            cairo_surface_finish(surface.pointer)
            guard surface.status == CAIRO_STATUS_SUCCESS else {
                throw RenderError("the SVG could not be written (\(String(cString: cairo_status_to_string(surface.status))))")
            }
        }
        return SVGDocument.finish(sink.data, layout: layout)
    }

    /// The one drawing routine behind every target: sets up points on the surface and draws.
    func draw(_ layout: ScreenLayout, on surface: CairoSurface, moment: RenderMoment, pointsScale: Double? = nil) throws {
        let context = CairoContext(surface: surface.pointer)
        let scale = pointsScale ?? Double(layout.canvas.scale)
        cairo_scale(context.pointer, scale, scale)
        try drawScreen(layout, cr: context.pointer, moment: moment)
        try check(context)
    }

    /// Draws the screen in the context's current user space, which must be in points.
    func drawScreen(_ layout: ScreenLayout, cr: OpaquePointer, moment: RenderMoment) throws {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, 0, 0, layout.canvas.size.width, layout.canvas.size.height)
        cairo_clip(cr)
        drawBackground(layout, cr: cr)
        guard layout.view.shouldDisplay, moment.contentAlpha > 0 else { return }
        let faded = moment.contentAlpha < 1
        if faded { cairo_push_group(cr) }
        try drawImageLayer(layout, cr: cr, moment: moment)
        try drawForeground(layout, cr: cr)
        if faded {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, moment.contentAlpha)
        }
    }

    /// The background color: not part of the content, so never faded.
    func drawBackground(_ layout: ScreenLayout, cr: OpaquePointer) {
        guard layout.view.backgroundColor.alpha > 0 else { return }
        setColor(cr, layout.view.backgroundColor)
        cairo_paint(cr)
    }

    /// The image view, posed by the moment's animated properties about its center.
    func drawImageLayer(_ layout: ScreenLayout, cr: OpaquePointer, moment: RenderMoment) throws {
        guard let frame = layout.image, let spec = layout.view.image else { return }
        let image = try images.load(spec, scale: layout.canvas.scale)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if moment.imageRotation != 0 || moment.imageScale != 1 {
            cairo_translate(cr, frame.midX, frame.midY)
            cairo_rotate(cr, moment.imageRotation)
            cairo_scale(cr, moment.imageScale, moment.imageScale)
            cairo_translate(cr, -frame.midX, -frame.midY)
        }
        try drawImage(image, spec: spec, in: frame, cr: cr, opacity: moment.imageOpacity)
    }

    /// Everything of the content that never moves: custom view, labels, button.
    func drawForeground(_ layout: ScreenLayout, cr: OpaquePointer) throws {
        let scale = layout.canvas.scale
        if let frame = layout.customView, let custom = layout.view.customView {
            try drawImage(images.load(custom, scale: scale), spec: custom, in: frame, cr: cr)
        }
        if let title = layout.title { drawLabel(title, cr: cr) }
        if let detail = layout.detail { drawLabel(detail, cr: cr) }
        if let button = layout.button { try drawButton(button, scale: scale, cr: cr) }
    }

    func check(_ context: CairoContext) throws {
        let status = cairo_status(context.pointer)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError("drawing failed: \(String(cString: cairo_status_to_string(status)))") }
    }

    func setColor(_ cr: OpaquePointer, _ color: Color, alpha: Double = 1) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
    }

    // MARK: Text

    func drawLabel(_ label: LabelLayout, cr: OpaquePointer) {
        let shaped = shaper.shape(label.text, role: label.role, width: label.frame.width, singleLine: label.role == .button)
        for (index, top) in label.lineTops.enumerated() where index < shaped.measurement.lines.count {
            guard let line = shaped.line(index) else { continue }
            let x = label.frame.minX + shaped.lineOffsets[index]
            let baseline = top + label.measurement.lines[index].ascent
            if let shadow = label.text.shadow { drawShadow(shadow, line: line, x: x, baseline: baseline, cr: cr) }
            cairo_move_to(cr, x, baseline)
            setColor(cr, shaped.color)
            pango_cairo_show_layout_line(cr, line)
        }
    }

    /// NSShadow: the glyphs again in the shadow's color, offset; a blur is approximated by
    /// spreading faint copies over the blur radius.
    func drawShadow(_ shadow: TextShadow, line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, cr: OpaquePointer) {
        let offsets: [(Double, Double)]
        if shadow.blur <= 0 {
            offsets = [(0, 0)]
        } else {
            let r = shadow.blur / 2
            offsets = [(0, 0), (-r, 0), (r, 0), (0, -r), (0, r), (-r, -r), (r, r), (-r, r), (r, -r)]
        }
        let alpha = 1 / Double(offsets.count)
        for (dx, dy) in offsets {
            cairo_new_path(cr)
            cairo_move_to(cr, x + shadow.offset.width + dx, baseline + shadow.offset.height + dy)
            pango_cairo_layout_line_path(cr, line)
            setColor(cr, shadow.color, alpha: offsets.count == 1 ? 1 : alpha * 2)
            cairo_fill(cr)
        }
    }

    // MARK: Images

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
        case let .vector(handle):
            var viewport = RsvgRectangle(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
            cairo_save(cr)
            if opacity < 1 { cairo_push_group(cr) }
            rsvg_handle_render_document(handle.typed(RsvgHandle.self), cr, &viewport, nil)
            if opacity < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
            cairo_restore(cr)
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

    // MARK: Button

    func drawButton(_ button: ButtonLayout, scale: Int, cr: OpaquePointer) throws {
        if let background = button.background {
            let image = try images.load(background, scale: scale)
            try drawNineSlice(image, spec: background, in: button.backgroundFrame, scale: scale, cr: cr,
                              adjustment: button.backgroundAdjustment)
        }
        if let image = button.image, let frame = button.imageFrame {
            try drawImage(images.load(image, scale: scale), spec: image, in: frame, cr: cr, adjustment: button.imageAdjustment)
        }
        if let title = button.title { drawLabel(title, cr: cr) }
    }

    /// A resizable image: corners kept, edges stretched along one axis, the center along both.
    /// The slices are put together in pixels first and drawn as one image, so no seam can show
    /// between them in an SVG scaled by its viewer.
    func drawNineSlice(_ image: LoadedImage, spec: ImageSpec, in rect: Rect, scale: Int, cr: OpaquePointer,
                       adjustment: ImageAdjustment = .none) throws {
        guard let caps = spec.capInsets else {
            return try drawImage(image, spec: spec, in: rect, cr: cr, adjustment: adjustment)
        }
        let pixelWidth = Int32((rect.width * Double(scale)).rounded()), pixelHeight = Int32((rect.height * Double(scale)).rounded())
        guard pixelWidth > 0, pixelHeight > 0 else { return }
        let assembled = CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight))
        guard assembled.status == CAIRO_STATUS_SUCCESS else { throw RenderError("\(image.path): cannot allocate the button's background") }
        do {
            let context = CairoContext(surface: assembled.pointer)
            cairo_scale(context.pointer, Double(scale), Double(scale))
            try paintSlices(image, caps: caps, size: rect.size, scale: scale, cr: context.pointer)
        }
        cairo_surface_flush(assembled.pointer)
        let piece = LoadedImage(content: .raster(assembled), size: rect.size, path: image.path)
        try drawImage(piece, spec: spec, in: rect, cr: cr, adjustment: adjustment)
    }

    private func paintSlices(_ image: LoadedImage, caps: EdgeInsets, size: Size, scale: Int, cr: OpaquePointer) throws {
        let surface = try rasterSurface(image, scale: scale)
        let pixelWidth = Double(cairo_image_surface_get_width(surface.pointer))
        let pixelHeight = Double(cairo_image_surface_get_height(surface.pointer))
        let perPoint = pixelWidth / image.size.width
        // Caps larger than the destination shrink together, as UIKit does.
        let fitX = min(1, size.width / max(caps.left + caps.right, 1e-9))
        let fitY = min(1, size.height / max(caps.top + caps.bottom, 1e-9))
        let dx = [0, caps.left * fitX, size.width - caps.right * fitX, size.width]
        let dy = [0, caps.top * fitY, size.height - caps.bottom * fitY, size.height]
        let sx = [0, min(caps.left * perPoint, pixelWidth), max(pixelWidth - caps.right * perPoint, 0), pixelWidth]
        let sy = [0, min(caps.top * perPoint, pixelHeight), max(pixelHeight - caps.bottom * perPoint, 0), pixelHeight]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = (sx[column], sy[row], sx[column + 1] - sx[column], sy[row + 1] - sy[row])
                let destination = Rect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                paintRegion(surface, source: source, destination: destination, cr: cr, opacity: 1)
            }
        }
    }

    /// The image's pixels; an SVG is rasterized at the screen's scale.
    func rasterSurface(_ image: LoadedImage, scale: Int) throws -> CairoSurface {
        switch image.content {
        case let .raster(surface): return surface
        case let .vector(handle):
            let width = Int32((image.size.width * Double(scale)).rounded(.up)), height = Int32((image.size.height * Double(scale)).rounded(.up))
            let surface = CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height))
            guard surface.status == CAIRO_STATUS_SUCCESS else { throw RenderError("\(image.path): cannot rasterize the SVG") }
            let context = CairoContext(surface: surface.pointer)
            var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
            rsvg_handle_render_document(handle.typed(RsvgHandle.self), context.pointer, &viewport, nil)
            cairo_surface_flush(surface.pointer)
            return surface
        }
    }

    // MARK: Pixels

    static func unpremultiplied(_ surface: CairoSurface) -> PixelBuffer {
        let width = Int(cairo_image_surface_get_width(surface.pointer)), height = Int(cairo_image_surface_get_height(surface.pointer))
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let data = cairo_image_surface_get_data(surface.pointer)!
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var o = y * width * 4
                for x in 0..<width {
                    let p = row[x]
                    let a = p >> 24
                    if a == 255 {
                        out[o] = UInt8(truncatingIfNeeded: p >> 16); out[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                        out[o + 2] = UInt8(truncatingIfNeeded: p); out[o + 3] = 255
                    } else if a > 0 {
                        func un(_ c: UInt32) -> UInt8 { UInt8(min(255, ((c & 0xFF) * 255 + a / 2) / a)) }
                        out[o] = un(p >> 16); out[o + 1] = un(p >> 8); out[o + 2] = un(p); out[o + 3] = UInt8(a)
                    }
                    o += 4
                }
            }
        }
        return PixelBuffer(width: width, height: height, rgba: rgba)
    }
}
