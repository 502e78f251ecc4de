import EmptyStateLayout

/// The layout's frames as text, for --verbose.
struct LayoutDescription {
    let text: String
    init(_ layout: ScreenLayout) {
        var lines = ["canvas \(layout.canvas.size.width) × \(layout.canvas.size.height) @\(layout.canvas.scale)x",
                     "content \(layout.contentFrame)"]
        if layout.view.layoutStyle != .dzn { lines.insert("style \(layout.view.layoutStyle.rawValue)", at: 0) }
        if let image = layout.image {
            let symbol = layout.view.image?.symbol.map { ", symbol \($0.name) \($0.pointSize) pt \($0.weight.rawValue) \($0.scale) (\($0.source))" } ?? ""
            lines.append("image \(image)\(symbol)")
        }
        if let title = layout.title { lines.append("title \(title.frame), \(title.measurement.lines.count) line(s)" + Self.notes(title.measurement)) }
        if let detail = layout.detail { lines.append("description \(detail.frame), \(detail.measurement.lines.count) line(s)" + Self.notes(detail.measurement)) }
        for button in layout.buttons {
            let name = button.role == .primary ? "button" : "\(button.role.rawValue)Button"
            lines.append("\(name) \(button.alignmentFrame), background \(button.backgroundFrame)")
        }
        if let chrome = layout.chrome { lines.append("region \(layout.region) (bars: top \(chrome.free.minY), bottom \(chrome.free.maxY))") }
        for warning in layout.warnings { lines.append("warning \(warning)") }
        if let custom = layout.customView { lines.append("customView \(custom)") }
        text = lines.joined(separator: "\n")
    }

    /// Truncation and missing glyphs, where there are any.
    static func notes(_ measurement: TextMeasurement) -> String {
        (measurement.truncated ? ", truncated" : "") + (measurement.missingGlyphs > 0 ? ", \(measurement.missingGlyphs) missing glyph(s)" : "")
    }
}
