/// One screen of a template: the view, the canvas it is drawn on, and the fonts it brings.
public struct Screen: Equatable, Sendable {
    public var view: EmptyDataSetView
    public var canvas: Canvas
    /// Absolute paths of the template's own font files (like UIAppFonts).
    public var fontFiles: [String]

    public init(view: EmptyDataSetView, canvas: Canvas = Device.defaultDevice.canvas, fontFiles: [String] = []) {
        self.view = view; self.canvas = canvas; self.fontFiles = fontFiles
    }
}

/// A loaded template: its base screen and its named variants.
public struct Template: Equatable, Sendable {
    public var name: String
    /// The file it was loaded from.
    public var path: String
    public var base: Screen
    /// In the order the file gives them.
    public var variants: [(name: String, screen: Screen)]
    /// What resolving it found worth telling but not refusing: a missing translation.
    public var warnings: [String] = []
    /// The accessibility findings it accepts in these traits (`accessibilityWaivers:`).
    public var accessibilityWaivers: [AccessibilityWaiver] = []
    /// Device presets to draw it on when a command names none (the project file's `devices:`);
    /// empty: its own canvas.
    public var devices: [String] = []

    public init(name: String, path: String, base: Screen, variants: [(name: String, screen: Screen)] = []) {
        self.name = name; self.path = path; self.base = base; self.variants = variants
    }

    public static func == (a: Template, b: Template) -> Bool {
        a.name == b.name && a.path == b.path && a.base == b.base
            && a.variants.map(\.name) == b.variants.map(\.name)
            && zip(a.variants, b.variants).allSatisfy { $0.screen == $1.screen }
    }

    public var variantNames: [String] { variants.map(\.name) }

    /// The base screen for nil or "default", else the named variant.
    public func screen(variant: String?) -> Screen? {
        guard let variant, variant != "default" else { return base }
        return variants.first { $0.name == variant }?.screen
    }
}
