/// The screen a template is drawn on: size in points, pixels per point, and the safe area
/// (what the status bar, the sensor housing and the home indicator take, portrait).
public struct Canvas: Equatable, Sendable {
    public var size: Size
    public var scale: Int
    public var safeArea: EdgeInsets
    public init(size: Size, scale: Int, safeArea: EdgeInsets = .zero) { self.size = size; self.scale = scale; self.safeArea = safeArea }

    public var pixelWidth: Int { Int((size.width * Double(scale)).rounded()) }
    public var pixelHeight: Int { Int((size.height * Double(scale)).rounded()) }

    /// The safe area of the preset of this size, zero for a size no preset has.
    public static func safeArea(for size: Size) -> EdgeInsets {
        Device.all.first { $0.canvas.size == size }?.canvas.safeArea ?? .zero
    }
}

/// Device presets of the template format.
///
/// Sizes in points and scales: Apple's Human Interface Guidelines, Layout › Specifications ›
/// "iOS, iPadOS device screen dimensions" (developer.apple.com/design/human-interface-guidelines/layout).
/// Safe areas (portrait): the status bar is 20 pt on devices with a home button (24 pt on
/// iPads without one); the notch devices' top inset is 44 pt (iPhone X), 59 pt with the
/// Dynamic Island (iPhone 14 Pro to 16 and 16 Plus), 62 pt on the 16 Pro, 16 Pro Max and
/// iPhone 17 family, 68 pt on iPhone Air; the home indicator takes 34 pt on iPhones and 20 pt
/// on iPads. These are `view.safeAreaInsets` as Xcode's simulators report them (Apple's
/// "Positioning content relative to the safe area" explains the insets, without a table).
public struct Device: Equatable, Sendable {
    public let name: String
    public let canvas: Canvas

    static func preset(_ name: String, _ width: Double, _ height: Double, _ scale: Int, top: Double, bottom: Double) -> Device {
        Device(name: name, canvas: Canvas(size: Size(width: width, height: height), scale: scale,
                                          safeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)))
    }

    public static let all: [Device] = [
        preset("iphone-se", 320, 568, 2, top: 20, bottom: 0),
        preset("iphone-8", 375, 667, 2, top: 20, bottom: 0),
        preset("iphone-8-plus", 414, 736, 3, top: 20, bottom: 0),
        preset("iphone-x", 375, 812, 3, top: 44, bottom: 34),
        preset("iphone-15", 393, 852, 3, top: 59, bottom: 34),
        preset("iphone-15-pro-max", 430, 932, 3, top: 59, bottom: 34),
        preset("ipad", 768, 1024, 2, top: 20, bottom: 0),
        preset("ipad-pro-12.9", 1024, 1366, 2, top: 24, bottom: 20),
        // Added with the safe areas; a size two presets share files under the first name.
        preset("iphone-16", 393, 852, 3, top: 59, bottom: 34),
        preset("iphone-16-plus", 430, 932, 3, top: 59, bottom: 34),
        preset("iphone-16-pro", 402, 874, 3, top: 62, bottom: 34),
        preset("iphone-16-pro-max", 440, 956, 3, top: 62, bottom: 34),
        preset("iphone-17", 402, 874, 3, top: 62, bottom: 34),
        preset("iphone-17-pro", 402, 874, 3, top: 62, bottom: 34),
        preset("iphone-17-pro-max", 440, 956, 3, top: 62, bottom: 34),
        preset("iphone-air", 420, 912, 3, top: 68, bottom: 34),
        preset("ipad-mini", 744, 1133, 2, top: 24, bottom: 20),
        preset("ipad-11", 820, 1180, 2, top: 24, bottom: 20),
        preset("ipad-pro-11", 834, 1194, 2, top: 24, bottom: 20),
        preset("ipad-pro-13", 1032, 1376, 2, top: 24, bottom: 20),
    ]

    public static let defaultDevice = all[1]

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }
    public static var names: [String] { all.map(\.name) }
}
