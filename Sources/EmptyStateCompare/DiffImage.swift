import EmptyStateModel
import EmptyStateRender

/// The picture a failed check shows: reference, actual and their difference side by side, each
/// under a label naming it. In the difference, the reference is faded to light grey; differing
/// pixels are red and anti-aliased ones yellow.
public enum DiffImage {
    static let gap = 16
    static let gutter: (UInt8, UInt8, UInt8) = (0x3A, 0x3A, 0x3C)
    static let titles = ["reference", "actual", "difference"]

    public static func sideBySide(reference: PixelBuffer, actual: PixelBuffer, result: ComparisonResult) -> PixelBuffer {
        let diff = highlighted(reference: reference, actual: actual, result: result)
        let panels = [reference, actual, diff]
        let width = panels.map(\.width).reduce(0, +) + gap * 2
        let strip = labelHeight(panels)
        let height = strip + (panels.map(\.height).max() ?? 0)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: rgba.count, by: 4) {
            rgba[i] = gutter.0; rgba[i + 1] = gutter.1; rgba[i + 2] = gutter.2; rgba[i + 3] = 255
        }
        var left = 0
        for panel in panels {
            for y in 0..<panel.height {
                for x in 0..<panel.width {
                    let s = (y * panel.width + x) * 4, d = ((strip + y) * width + left + x) * 4
                    // Over a checkerboard, so transparency reads as such.
                    let alpha = Int(panel.rgba[s + 3])
                    let board = ((x / 8 + y / 8) % 2 == 0) ? 255 : 230
                    for c in 0..<3 { rgba[d + c] = UInt8((Int(panel.rgba[s + c]) * alpha + board * (255 - alpha) + 127) / 255) }
                    rgba[d + 3] = 255
                }
            }
            left += panel.width + gap
        }
        if let labels = labels(for: panels, width: width, height: strip) {
            rgba.replaceSubrange(0..<labels.rgba.count, with: labels.rgba)
        }
        return PixelBuffer(width: width, height: height, rgba: rgba)
    }

    /// The label strip's height in pixels: taller over wide panels (a @3x screen), so the labels
    /// read at the size the screens are seen at.
    static func labelHeight(_ panels: [PixelBuffer]) -> Int {
        20 * labelScale(panels)
    }

    static func labelScale(_ panels: [PixelBuffer]) -> Int {
        max(1, min(3, (panels.map(\.width).max() ?? 0) / 320))
    }

    /// The strip naming each panel. Nil, and the strip left plain, if the fonts cannot be loaded:
    /// the picture is still worth having, and callers (`check`, the tests, `serve`) need not fail.
    static func labels(for panels: [PixelBuffer], width: Int, height: Int) -> PixelBuffer? {
        var left = 0
        var labels: [LabelStrip.Label] = []
        for (panel, title) in zip(panels, titles) {
            labels.append(LabelStrip.Label(text: title, x: left, width: panel.width))
            left += panel.width + gap
        }
        let gutterColor = Color(red: Double(gutter.0) / 255, green: Double(gutter.1) / 255, blue: Double(gutter.2) / 255)
        let strip = LabelStrip(labels: labels, width: width, height: height, textSize: Double(12 * labelScale(panels)),
                               background: gutterColor, ink: Color(red: 0.92, green: 0.92, blue: 0.96))
        guard let fonts = try? FontContext(), let pixels = try? strip.render(fonts: fonts), pixels.width == width else { return nil }
        return pixels
    }

    static func highlighted(reference: PixelBuffer, actual: PixelBuffer, result: ComparisonResult) -> PixelBuffer {
        guard !result.sizeMismatch else {
            // Nothing lines up: the whole actual render is the difference.
            var rgba = actual.rgba
            for i in stride(from: 0, to: rgba.count, by: 4) { rgba[i] = 255; rgba[i + 3] = 255 }
            return PixelBuffer(width: actual.width, height: actual.height, rgba: rgba)
        }
        var rgba = [UInt8](repeating: 255, count: reference.rgba.count)
        for index in 0..<(reference.width * reference.height) {
            let p = index * 4
            switch result.marks[index] {
            case 2: rgba[p] = 255; rgba[p + 1] = 0; rgba[p + 2] = 0
            case 1: rgba[p] = 255; rgba[p + 1] = 214; rgba[p + 2] = 0
            default:
                let alpha = Double(reference.rgba[p + 3]) / 255
                let luma = 0.299 * Double(reference.rgba[p]) + 0.587 * Double(reference.rgba[p + 1]) + 0.114 * Double(reference.rgba[p + 2])
                let over = 255 + (luma - 255) * alpha
                let faded = UInt8(255 - (255 - over) * 0.15)
                rgba[p] = faded; rgba[p + 1] = faded; rgba[p + 2] = faded
            }
        }
        return PixelBuffer(width: reference.width, height: reference.height, rgba: rgba)
    }
}
