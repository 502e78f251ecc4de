import EmptyStateRender

/// The picture a failed check shows: reference, actual and their difference side by side. In
/// the difference, the reference is faded to light grey; differing pixels are red and
/// anti-aliased ones yellow.
public enum DiffImage {
    static let gap = 16
    static let gutter: (UInt8, UInt8, UInt8) = (0x3A, 0x3A, 0x3C)

    public static func sideBySide(reference: PixelBuffer, actual: PixelBuffer, result: ComparisonResult) -> PixelBuffer {
        let diff = highlighted(reference: reference, actual: actual, result: result)
        let panels = [reference, actual, diff]
        let width = panels.map(\.width).reduce(0, +) + gap * 2
        let height = panels.map(\.height).max() ?? 0
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: rgba.count, by: 4) {
            rgba[i] = gutter.0; rgba[i + 1] = gutter.1; rgba[i + 2] = gutter.2; rgba[i + 3] = 255
        }
        var left = 0
        for panel in panels {
            for y in 0..<panel.height {
                for x in 0..<panel.width {
                    let s = (y * panel.width + x) * 4, d = (y * width + left + x) * 4
                    // Over a checkerboard, so transparency reads as such.
                    let alpha = Int(panel.rgba[s + 3])
                    let board = ((x / 8 + y / 8) % 2 == 0) ? 255 : 230
                    for c in 0..<3 { rgba[d + c] = UInt8((Int(panel.rgba[s + c]) * alpha + board * (255 - alpha) + 127) / 255) }
                    rgba[d + 3] = 255
                }
            }
            left += panel.width + gap
        }
        return PixelBuffer(width: width, height: height, rgba: rgba)
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
