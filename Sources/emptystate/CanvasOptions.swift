import ArgumentParser
import EmptyStateModel
import EmptyStateTemplate

/// --device, --size and --scale over the template's canvas (`render` and `layout` take all
/// three; `sheet` builds one with its own device and size).
struct CanvasOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A device preset: \(Device.names.joined(separator: ", ")).", valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp("The canvas size in points, e.g. 375x667.", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "n"))
    var scale: Int?

    init() {}

    init(device: String?, size: String?, scale: Int?) {
        self.init()
        self.device = device; self.size = size; self.scale = scale
    }

    func apply(to canvas: Canvas) throws -> Canvas {
        var canvas = canvas
        do {
            if let device { canvas = try Device.preset(named: device).canvas }
            if let scale { canvas.scale = try Canvas.checkedScale(scale) }
        } catch {
            throw CLIError("--\(error)") // "--device 'x' is not a preset; …", as the option is named
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
        guard canvas.pixelWidth * canvas.pixelHeight <= TemplateLimits.canvasPixels else {
            throw CLIError("the canvas would be \(canvas.pixelWidth) × \(canvas.pixelHeight) pixels; the limit is \(TemplateLimits.canvasPixels) pixels")
        }
        return canvas
    }
}
