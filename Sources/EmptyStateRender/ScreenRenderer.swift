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
    let colorGlyphs = ColorGlyphPainter()

    public init(fontFiles: [String] = []) throws {
        fonts = try FontContext(fontFiles: fontFiles)
        shaper = TextShaper(fonts: fonts)
    }

    /// Font substitutions and other remarks for verbose output.
    public var notes: [String] { fonts.notes }

    /// The measurer the layout stage uses at a given screen scale.
    public func measurer(scale: Int) -> ContentMeasuring { Measurer(renderer: self, scale: scale) }

    public func layout(_ screen: Screen, state: ControlState = .normal) throws -> ScreenLayout {
        try layout(screen, states: ScreenState(state))
    }

    /// The layout with each action in its own state.
    public func layout(_ screen: Screen, states: ScreenState) throws -> ScreenLayout {
        try DZNLayout(measurer: measurer(scale: screen.canvas.scale)).layout(fonts.fallingBack(screen.view), canvas: screen.canvas, states: states)
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
    public func renderPixels(_ layout: ScreenLayout, moment: RenderMoment = .resting, probe: DrawnElementProbe? = nil) throws -> PixelBuffer {
        let canvas = layout.canvas
        let surface = CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(canvas.pixelWidth), Int32(canvas.pixelHeight)))
        guard surface.status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot allocate a \(canvas.pixelWidth) × \(canvas.pixelHeight) canvas")
        }
        try draw(layout, on: surface, moment: moment, probe: probe)
        cairo_surface_flush(surface.pointer)
        return Self.unpremultiplied(surface)
    }

    /// Draws the layout on a surface this thread keeps (see ScratchSurface; cleared first unless
    /// the background covers it) and lends `body` its premultiplied ARGB32 memory: a still costs
    /// no allocation and no copy.
    public func withRenderedSurface<T>(_ layout: ScreenLayout, moment: RenderMoment = .resting, probe: DrawnElementProbe? = nil,
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
        try draw(layout, on: surface, moment: moment, probe: probe)
        cairo_surface_flush(surface.pointer)
        return try body(UnsafePointer(cairo_image_surface_get_data(surface.pointer)!), canvas.pixelWidth, canvas.pixelHeight,
                        Int(cairo_image_surface_get_stride(surface.pointer)))
    }

    /// Draws the layout as an SVG document of the canvas's size, in px (1 px = 1 pt, as CSS and
    /// iOS agree), with the same bytes on every run.
    public func renderSVG(_ layout: ScreenLayout, moment: RenderMoment = .resting) throws -> Data {
        // One SVG at a time in the process: finishing an SVG surface subsets its fonts, walking a
        // FreeType face's character map (FT_Get_First_Char) for a long while, and cairo 1.16 can
        // close a face under it from another thread that opens one (its open-face limit reads a
        // face's lock count without the face's lock). Two SVGs never finish at once here; `export`
        // also writes its SVGs in a pass of their own, after the parallel one (Exporter.run).
        try Self.svgLock.withLock { try renderSVGAlone(layout, moment: moment) }
    }

    private static let svgLock = NSLock()

    private func renderSVGAlone(_ layout: ScreenLayout, moment: RenderMoment) throws -> Data {
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
    func draw(_ layout: ScreenLayout, on surface: CairoSurface, moment: RenderMoment, pointsScale: Double? = nil,
              probe: DrawnElementProbe? = nil) throws {
        let context = CairoContext(surface: surface.pointer)
        let scale = pointsScale ?? Double(layout.canvas.scale)
        cairo_scale(context.pointer, scale, scale)
        try drawScreen(layout, cr: context.pointer, moment: moment, probe: probe)
        try check(context)
    }

    /// Draws the screen in the context's current user space, which must be in points.
    func drawScreen(_ layout: ScreenLayout, cr: OpaquePointer, moment: RenderMoment, probe: DrawnElementProbe? = nil) throws {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, 0, 0, layout.canvas.size.width, layout.canvas.size.height)
        cairo_clip(cr)
        drawBackground(layout, cr: cr)
        if layout.view.shouldDisplay, moment.contentAlpha > 0 {
            let faded = moment.contentAlpha < 1
            if faded { cairo_push_group(cr) }
            try drawImageLayer(layout, cr: cr, moment: moment)
            // What is behind a text is measured only where it is drawn at full opacity.
            try drawForeground(layout, cr: cr, probe: faded ? nil : probe)
            if faded {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, moment.contentAlpha)
            }
        }
        try drawChromeLayer(layout, cr: cr)
    }

    /// The bars: over the content, not part of the empty state, so never faded.
    func drawChromeLayer(_ layout: ScreenLayout, cr: OpaquePointer) throws {
        guard let chrome = layout.view.chrome, let frames = layout.chrome else { return }
        try drawChrome(chrome, frames: frames, scale: layout.canvas.scale, rightToLeft: layout.view.rightToLeft, cr: cr)
    }

    /// The background color: not part of the content, so never faded.
    func drawBackground(_ layout: ScreenLayout, cr: OpaquePointer) {
        guard layout.view.backgroundColor.alpha > 0 else { return }
        setColor(cr, layout.view.backgroundColor)
        if let radius = layout.view.contentUnavailable.backgroundCornerRadius, layout.view.layoutStyle != .dzn {
            // `background.cornerRadius`: the view's background, rounded, over its whole bounds.
            roundedRect(Rect(x: 0, y: 0, width: layout.canvas.size.width, height: layout.canvas.size.height), radius: radius, cr: cr)
            cairo_fill(cr)
            return
        }
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
        if layout.imageContent != nil || spec.sizing.cornerRadius != nil {
            // An image view that clips: its frame, rounded by the corner radius.
            roundedRect(frame, radius: spec.sizing.cornerRadius ?? 0, cr: cr)
            cairo_clip(cr)
        }
        try drawImage(image, spec: spec, in: layout.imageContent ?? frame, cr: cr, opacity: moment.imageOpacity)
    }

    /// A rectangle with circular corners of `radius` (at most half its shorter side), as a path.
    func roundedRect(_ rect: Rect, radius: Double, cr: OpaquePointer) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        cairo_new_path(cr)
        guard r > 0 else { return cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// Everything of the content that never moves: custom view, labels, button.
    func drawForeground(_ layout: ScreenLayout, cr: OpaquePointer, probe: DrawnElementProbe? = nil) throws {
        let scale = layout.canvas.scale
        if let frame = layout.customView, let custom = layout.view.customView {
            try drawImage(images.load(custom, scale: scale), spec: custom, in: frame, cr: cr)
        }
        if let title = layout.title { drawLabel(title, cr: cr, probe: probe, element: "title") }
        if let detail = layout.detail { drawLabel(detail, cr: cr, probe: probe, element: "description") }
        for button in layout.buttons { try drawButton(button, scale: scale, cr: cr, probe: probe) }
    }

    func check(_ context: CairoContext) throws {
        let status = cairo_status(context.pointer)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError("drawing failed: \(String(cString: cairo_status_to_string(status)))") }
    }

    func setColor(_ cr: OpaquePointer, _ color: Color, alpha: Double = 1) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
    }

    // MARK: Text

    func drawLabel(_ label: LabelLayout, cr: OpaquePointer, probe: DrawnElementProbe? = nil, element: String = "", piece: String? = nil) {
        let shaped = shaper.shape(label.text, role: label.role, width: label.frame.width, singleLine: label.role == .button && !label.shapedByLineBreakMode)
        if let probe {
            let colors = [shaped.color] + label.text.runs.compactMap(\.color)
            return probe.record(element, piece ?? element, .text(colors: colors, font: label.text.resolvedFont(for: label.role)), in: label.frame, cr: cr) { drawLabel(label, cr: cr) }
        }
        for (index, top) in label.lineTops.enumerated() where index < shaped.measurement.lines.count {
            guard let line = shaped.line(index) else { continue }
            let x = label.frame.minX + shaped.lineOffsets[index]
            let baseline = top + label.measurement.lines[index].ascent
            if let shadow = label.text.shadow { drawShadow(shadow, line: line, x: x, baseline: baseline, cr: cr) }
            setColor(cr, shaped.color)
            cairo_move_to(cr, x, baseline)
            if let emoji = shaped.colorGlyphs, let glyphs = emoji.glyphs[index], let blanked = emoji.line(index) {
                pango_cairo_show_layout_line(cr, blanked)
                colorGlyphs.paint(glyphs, x: x, baseline: baseline, cr: cr)
            } else {
                pango_cairo_show_layout_line(cr, line)
            }
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
