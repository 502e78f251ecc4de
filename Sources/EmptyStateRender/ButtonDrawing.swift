import CCairo
import CRSVG
import EmptyStateLayout
import EmptyStateModel

/// Buttons: DZN's (title, image and a nine-sliced background image per state) and styled
/// ones (StyledButtonDrawing.swift).
extension ScreenRenderer {
    func drawButton(_ button: ButtonLayout, scale: Int, cr: OpaquePointer, probe: DrawnElementProbe? = nil) throws {
        if button.configuration != nil { return try drawStyledButton(button, scale: scale, cr: cr, probe: probe) }
        let element = button.role.elementName
        if let background = button.background {
            let image = try images.load(background, scale: scale)
            try drawNineSlice(image, spec: background, in: button.backgroundFrame, scale: scale, cr: cr,
                              adjustment: button.backgroundAdjustment)
        }
        if let image = button.image, let frame = button.imageFrame {
            try probe.record(element, element + " image", .graphic, in: frame, cr: cr) {
                try drawImage(images.load(image, scale: scale), spec: image, in: frame, cr: cr, adjustment: button.imageAdjustment)
            }
        }
        if let title = button.title { drawLabel(title, cr: cr, probe: probe, element: element, piece: element + " title") }
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

    /// The image's pixels; an SVG or a PDF is rasterized at the screen's scale.
    func rasterSurface(_ image: LoadedImage, scale: Int) throws -> CairoSurface {
        switch image.content {
        case let .raster(surface): return surface
        case .vector, .pdf:
            let width = Int32((image.size.width * Double(scale)).rounded(.up)), height = Int32((image.size.height * Double(scale)).rounded(.up))
            let surface = CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height))
            guard surface.status == CAIRO_STATUS_SUCCESS else {
                throw RenderError("\(image.path): cannot rasterize the \(image.content.isPDF ? "PDF" : "SVG")")
            }
            let context = CairoContext(surface: surface.pointer)
            drawVector(image, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), cr: context.pointer)
            cairo_surface_flush(surface.pointer)
            return surface
        }
    }
}
