import EmptyStateEncoders
import EmptyStateLayout
import EmptyStateModel
import EmptyStateMotion
import EmptyStateRender
import EmptyStateTemplate
import EmptyStateTraits
import Foundation

/// One screen of a template asked for by its parts, as `render` takes them on the command line:
/// what the preview server renders on request.
public struct ScreenRequest: Hashable, Sendable {
    public var variant = "default"
    /// Each button's state (`secondary:highlighted`).
    public var state = ScreenState()
    /// A preset's name, or `WxH` in points (the names export files screens under); nil: the template's canvas.
    public var device: String?
    public var scale: Int?
    /// Seconds after the screen appeared; nil: at rest.
    public var time: Double?
    public var traits = TraitCollection.default
    public var format = ExportFormat.png
    /// Frames per second of an animated format (default 60 for APNG, 50 for GIF).
    public var fps: Double?

    public init() {}

    /// The screen, on the canvas asked for.
    public func screen(of source: TemplateSource) throws -> Screen {
        let template = try source.template(traits: traits)
        guard let screen = template.screen(variant: variant == "default" ? nil : variant) else {
            let names = template.variantNames
            throw ExportError("no variant '\(variant)'; " + (names.isEmpty ? "the template has none" : "it has: \(names.joined(separator: ", "))"))
        }
        // A device the canvas already is (a template's own WxH size) needs no preset.
        let device = device == OutputPaths.deviceName(for: screen.canvas.size) ? nil : device
        return try screen.on(device: device, scale: scale)
    }

    public func render(_ source: TemplateSource) throws -> Data {
        let screen = try screen(of: source)
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        let layout = try renderer.layout(screen, states: state)
        let moment = time.map { Timeline(view: screen.view).moment(at: $0) } ?? .resting
        func frames() throws -> AppearanceFrames {
            AppearanceFrames(frames: try FrameRenderer(renderer: renderer, layout: layout),
                             appearance: Appearance(view: screen.view, fps: fps ?? (format == .gif ? 50 : 60)))
        }
        switch format {
        case .png: return try renderer.renderPNG(layout, moment: moment)
        case .svg: return try renderer.renderSVG(layout, moment: moment)
        case .apng: return try frames().apng()
        case .gif: return try frames().gif()
        }
    }

    /// The resting pixels, for comparing with a reference.
    public func pixels(_ source: TemplateSource) throws -> PixelBuffer {
        try pixelsAndLayout(source).pixels
    }

    /// The resting pixels and the layout they were drawn from: a review says in words what
    /// changed from the reference's recorded layout.
    public func pixelsAndLayout(_ source: TemplateSource) throws -> (pixels: PixelBuffer, layout: LayoutRecord) {
        let screen = try screen(of: source)
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        let layout = try renderer.layout(screen, states: state)
        return (try renderer.renderPixels(layout), LayoutRecord(layout))
    }
}
