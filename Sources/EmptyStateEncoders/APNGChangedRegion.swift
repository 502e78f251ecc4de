import Foundation

/// A rectangle of pixels inside a frame; `x`/`y` are the top-left corner.
struct PixelRect: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    static func full(width: Int, height: Int) -> PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    var maxX: Int { x + width }
    var maxY: Int { y + height }

    func union(_ other: PixelRect) -> PixelRect {
        let left = min(x, other.x), top = min(y, other.y)
        return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}

/// The smallest rectangle holding every pixel that differs between two images of the same size,
/// or nil when they are identical. Both animated encoders use it: a frame that only changes a
/// small area (a spinner, a fading button) is stored as that area, which is most of their speed
/// and size win. `bytesPerPixel` is 4 for RGBA and 1 for GIF palette indices.
func changedRect(from old: [UInt8], to new: [UInt8], width: Int, height: Int, bytesPerPixel: Int) -> PixelRect? {
    precondition(old.count == new.count && old.count == width * height * bytesPerPixel)
    let rowBytes = width * bytesPerPixel
    return old.withUnsafeBufferPointer { oldBuffer in
        new.withUnsafeBufferPointer { newBuffer -> PixelRect? in
            guard let a = oldBuffer.baseAddress, let b = newBuffer.baseAddress else { return nil }
            // memcmp on whole rows first: most rows of a typical frame are unchanged.
            func rowDiffers(_ y: Int) -> Bool { memcmp(a + y * rowBytes, b + y * rowBytes, rowBytes) != 0 }
            guard let top = (0..<height).first(where: rowDiffers),
                  let bottom = (top..<height).last(where: rowDiffers) else { return nil }

            var left = width, right = 0 // right is exclusive
            for y in top...bottom where rowDiffers(y) {
                let rowA = a + y * rowBytes, rowB = b + y * rowBytes
                // Only the bytes outside the columns already known to change can widen the box.
                if left > 0, memcmp(rowA, rowB, left * bytesPerPixel) != 0 {
                    var i = 0
                    while rowA[i] == rowB[i] { i += 1 }
                    left = i / bytesPerPixel
                }
                let rightByte = right * bytesPerPixel
                if right < width, memcmp(rowA + rightByte, rowB + rightByte, rowBytes - rightByte) != 0 {
                    var i = rowBytes - 1
                    while rowA[i] == rowB[i] { i -= 1 }
                    right = i / bytesPerPixel + 1
                }
            }
            return PixelRect(x: left, y: top, width: right - left, height: bottom - top + 1)
        }
    }
}
