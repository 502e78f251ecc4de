import EmptyStateModel
import EmptyStateTemplate

/// --device, --size and --scale over the template's canvas.
struct CanvasOptions {
    var device: String?
    var size: String?
    var scale: Int?

    func apply(to canvas: Canvas) throws -> Canvas {
        var canvas = canvas
        if let device {
            guard let preset = Device.named(device) else {
                throw CLIError("--device '\(device)' is not a preset; presets: \(Device.names.joined(separator: ", "))")
            }
            canvas = preset.canvas
        }
        if let size {
            let parts = size.lowercased().split(separator: "x").map { Double($0) }
            guard parts.count == 2, let width = parts[0], let height = parts[1],
                  (1...10_000).contains(width), (1...10_000).contains(height) else {
                throw CLIError("--size '\(size)' must be WIDTHxHEIGHT in points, e.g. 375x667")
            }
            canvas.size = Size(width: width, height: height)
            canvas.safeArea = Canvas.safeArea(for: canvas.size)
        }
        if let scale {
            guard [1, 2, 3].contains(scale) else { throw CLIError("--scale must be 1, 2 or 3, not \(scale)") }
            canvas.scale = scale
        }
        guard canvas.pixelWidth * canvas.pixelHeight <= TemplateLimits.canvasPixels else {
            throw CLIError("the canvas would be \(canvas.pixelWidth) × \(canvas.pixelHeight) pixels; the limit is \(TemplateLimits.canvasPixels) pixels")
        }
        return canvas
    }
}
