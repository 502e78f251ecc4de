import CCairo
import CRSVG
import EmptyStateModel
import Foundation

/// SVG with librsvg, measured first.
extension ImageStore {
    // MARK: SVG

    func loadSVG(_ bytes: [UInt8], file: ResolvedImageFile, scale: Int) throws -> LoadedImage {
        // Counted before librsvg builds its tree: elements, references followed, offscreen work.
        let cost = try MeasuredSVGs.cost(of: bytes).get(path: file.path)
        // librsvg draws SVG text with Pango's default font map: our fonts, never the system
        // configuration, even when no renderer made its font map yet (see FontSet.current).
        _ = FontSet.current
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
}
