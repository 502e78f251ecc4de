/// The screen a template is drawn on: size in points and pixels per point.
public struct Canvas: Equatable, Sendable {
    public var size: Size
    public var scale: Int
    public init(size: Size, scale: Int) { self.size = size; self.scale = scale }

    public var pixelWidth: Int { Int((size.width * Double(scale)).rounded()) }
    public var pixelHeight: Int { Int((size.height * Double(scale)).rounded()) }
}

/// Device presets of the template format.
public struct Device: Equatable, Sendable {
    public let name: String
    public let canvas: Canvas

    public static let all: [Device] = [
        Device(name: "iphone-se", canvas: Canvas(size: Size(width: 320, height: 568), scale: 2)),
        Device(name: "iphone-8", canvas: Canvas(size: Size(width: 375, height: 667), scale: 2)),
        Device(name: "iphone-8-plus", canvas: Canvas(size: Size(width: 414, height: 736), scale: 3)),
        Device(name: "iphone-x", canvas: Canvas(size: Size(width: 375, height: 812), scale: 3)),
        Device(name: "iphone-15", canvas: Canvas(size: Size(width: 393, height: 852), scale: 3)),
        Device(name: "iphone-15-pro-max", canvas: Canvas(size: Size(width: 430, height: 932), scale: 3)),
        Device(name: "ipad", canvas: Canvas(size: Size(width: 768, height: 1024), scale: 2)),
        Device(name: "ipad-pro-12.9", canvas: Canvas(size: Size(width: 1024, height: 1366), scale: 2)),
    ]

    public static let defaultDevice = all[1]

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }
    public static var names: [String] { all.map(\.name) }
}
