/// The keys of the template format, per mapping (see the format document).
enum Keys {
    static let screen = ["canvas", "fonts", "backgroundColor", "image", "title", "description", "button",
                         "customView", "verticalOffset", "spaceHeight", "fadeIn", "animateImageView", "shouldDisplay",
                         "spacing", "secondaryButton", "tertiaryButton", "actions", "insets", "chrome", "preset", "query", "style"]
                         + ScreenDecoder.modernKeys
    /// Template-wide keys: they hold for every variant, and variants cannot replace them.
    static let templateWide = ["tintColor", "assets", "traits", "maximumContentSize", "strings", "symbols", "accessibilityWaivers",
                                "deploymentTarget"]
    static let top = ["name"] + screen + templateWide + ["variants"]
    static let canvas = ["device", "size", "scale"]
    static let text = ["text", "key", "table", "default", "baseDefault", "args", "font", "color", "kern", "lineSpacing", "alignment", "shadow", "runs",
                       "numberOfLines", "lineBreakMode", "textCase"]
    static let font = ["name", "size", "weight", "textStyle", "relativeTo"]
    static let appearances = ["light", "dark", "lightHighContrast", "darkHighContrast"]
    static let traits = ["colorScheme", "contentSize", "contrast", "layoutDirection", "locale"]
    static let shadow = ["color", "offset", "blur"]
    static let run = ["match", "color", "font", "kern"]
    static let image = ["name", "tintColor", "animation", "capInsets", "alignmentRectInsets", "flipsForRightToLeft",
                        "maxSize", "contentMode", "cornerRadius", "pointSize", "resizedBy", "placeholder", "missing"] + symbolOnly
    /// A symbol's configuration (`systemName` instead of `name`).
    static let symbolOnly = ["systemName", "weight", "scale", "textStyle", "renderingMode", "colors", "variableValue"]
    static let animation = ["keyPath", "from", "to", "duration", "cumulative", "repeatCount", "timingFunction"]
    static let button = ["title", "image", "backgroundImage"]
    /// UIButton.Configuration's keys: only with `style`.
    static let buttonStyle = ["style", "cornerStyle", "cornerRadius", "size", "contentInsets", "imagePlacement", "imagePadding",
                              "imageRenderingMode", "subtitle", "baseBackgroundColor", "baseForegroundColor", "width",
                              "titleLineBreakMode", "subtitleLineBreakMode"]
    static let spacing = ["afterImage", "afterTitle", "afterDescription", "betweenButtons"]
    static let chrome = ["statusBar", "navigationBar", "searchBar", "tabBar", "homeIndicator"]
    static let statusBar = ["time", "background"]
    static let navigationBar = ["title", "largeTitle", "items", "leadingItems", "background"]
    static let barItem = ["title", "image"]
    static let searchBar = ["placeholder", "text"]
    static let tabBar = ["items", "selected", "background"]
    static let tabItem = ["title", "image"]
    static let states = ["normal", "highlighted", "disabled", "selected"]
}
