/// A device preset or a scale asked for by name or number (command-line options, the test API,
/// `serve`'s query), checked in one place so that every way of asking is refused in the same words.
public enum CanvasRequestError: Error, Equatable, Sendable, CustomStringConvertible {
    case notAPreset(String)
    case unsupportedScale(Int)

    public var description: String {
        switch self {
        case let .notAPreset(name):
            "device '\(name)' is not a preset; "
                + (NearestName.suggestion(for: name, among: Device.names).map { "did you mean '\($0)'? Presets: " } ?? "presets: ")
                + Device.names.joined(separator: ", ")
        case let .unsupportedScale(scale): "scale must be 1, 2 or 3, not \(scale)"
        }
    }
}

extension Device {
    /// The preset of that name.
    public static func preset(named name: String) throws(CanvasRequestError) -> Device {
        guard let preset = named(name) else { throw .notAPreset(name) }
        return preset
    }
}

extension Canvas {
    /// A scale a screen can be drawn at: @1x, @2x or @3x, as iOS devices have.
    public static func checkedScale(_ scale: Int) throws(CanvasRequestError) -> Int {
        guard [1, 2, 3].contains(scale) else { throw .unsupportedScale(scale) }
        return scale
    }
}

extension Screen {
    /// The screen on a device preset and at a scale (nil: as it is).
    public func on(device: String?, scale: Int?) throws(CanvasRequestError) -> Screen {
        var screen = self
        if let device { screen.canvas = try Device.preset(named: device).canvas }
        if let scale { screen.canvas.scale = try Canvas.checkedScale(scale) }
        return screen
    }
}
