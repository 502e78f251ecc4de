import EmptyStateEncoders
import EmptyStateRender

/// A run of rows holding ink (an image, a text line, a button), in points.
struct InkBand { var top: Double, bottom: Double }

/// The runs of rows that hold ink, as ../shared/tools/fidelity.py finds them: rows with a pixel
/// far from the background (the most common color, over white); rows less than 1.5 pt apart join.
func inkBands(_ pixels: PixelBuffer, scale: Int) -> [InkBand] {
    var counts: [UInt32: Int] = [:]
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = pixels.pixel(x: x, y: y)
        let a = Int(p.a)
        func over(_ c: UInt8) -> Int { (Int(c) * a + 255 * (255 - a) + 127) / 255 }
        return (over(p.r), over(p.g), over(p.b))
    }
    for y in stride(from: 0, to: pixels.height, by: 4) {
        for x in stride(from: 0, to: pixels.width, by: 4) {
            let c = rgb(x, y)
            counts[UInt32(c.0 << 16 | c.1 << 8 | c.2), default: 0] += 1
        }
    }
    let key = Int(counts.max { $0.value < $1.value }!.key)
    let background = (key >> 16 & 255, key >> 8 & 255, key & 255)
    let inkRows = (0..<pixels.height).filter { y in
        (0..<pixels.width).contains { x in
            let c = rgb(x, y)
            return abs(c.0 - background.0) + abs(c.1 - background.1) + abs(c.2 - background.2) > 48
        }
    }
    let points = Double(scale)
    var result: [InkBand] = []
    for row in inkRows {
        if let last = result.last, Double(row) <= last.bottom * points + 3 {
            result[result.count - 1].bottom = Double(row + 1) / points
        } else {
            result.append(InkBand(top: Double(row) / points, bottom: Double(row + 1) / points))
        }
    }
    return result
}
