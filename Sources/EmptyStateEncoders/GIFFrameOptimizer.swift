import CGif

/// Turns a sequence of full-screen palette-index images into the smallest GIF frames that show
/// them: each frame is the rectangle that changed, drawn over the previous one (disposal "do
/// not dispose"), with pixels that did not change inside it made transparent so the LZW runs
/// get longer. Identical images only lengthen the frame before.
///
/// "Do not dispose" cannot turn an opaque pixel transparent again; when the next image needs
/// that, the frame before is disposed "to background" (cleared to transparent, as browsers and
/// Pillow do), widened to cover those pixels, and the next frame redraws that area in full. A
/// frame's disposal thus depends on the frame after it, so each frame is held back until then.
struct GIFFrameOptimizer {
    static let maximumCentiseconds = 0xFFFF

    private struct Pending {
        var image: [UInt8]
        var previous: [UInt8]? // what the screen shows before this frame, when not cleared
        var rect: PixelRect
        var centiseconds: Int
        var clearsAfterwards = false
    }

    let width: Int
    let height: Int
    /// Needed for everything but a single still image.
    let transparentIndex: UInt8?
    private var pending: Pending?

    init(width: Int, height: Int, transparentIndex: UInt8?) {
        self.width = width; self.height = height; self.transparentIndex = transparentIndex
    }

    mutating func add(_ image: [UInt8], centiseconds: Int, to writer: GIFWriter) throws {
        // A delay too long for GIF's 16 bits continues as further frames of the same image.
        var remaining = centiseconds
        repeat {
            let part = min(remaining, Self.maximumCentiseconds)
            try addPart(image, centiseconds: part, to: writer)
            remaining -= part
        } while remaining > 0
    }

    mutating func finish(to writer: GIFWriter) throws {
        if let pending { try write(pending, to: writer) }
        pending = nil
    }

    private mutating func addPart(_ image: [UInt8], centiseconds: Int, to writer: GIFWriter) throws {
        guard var last = pending else {
            pending = Pending(image: image, previous: nil, rect: .full(width: width, height: height), centiseconds: centiseconds)
            return
        }
        guard var rect = changedRect(from: last.image, to: image, width: width, height: height, bytesPerPixel: 1) else {
            if last.centiseconds + centiseconds <= Self.maximumCentiseconds {
                pending!.centiseconds += centiseconds
            } else {
                try write(last, to: writer)
                let onePixel = PixelRect(x: 0, y: 0, width: 1, height: 1)
                pending = Pending(image: image, previous: nil, rect: onePixel, centiseconds: centiseconds)
            }
            return
        }
        var previous: [UInt8]? = last.image
        if let cleared = clearedRect(from: last.image, to: image, in: rect) {
            last.clearsAfterwards = true
            last.rect = last.rect.union(cleared)
            rect = rect.union(last.rect)
            previous = nil // the area is transparent now, not the last image
        }
        try write(last, to: writer)
        pending = Pending(image: image, previous: previous, rect: rect, centiseconds: centiseconds)
    }

    /// Bounds of the pixels inside `rect` that are opaque in `old` and transparent in `new`.
    private func clearedRect(from old: [UInt8], to new: [UInt8], in rect: PixelRect) -> PixelRect? {
        guard let transparent = transparentIndex else { return nil }
        var bounds: PixelRect?
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where new[y * width + x] == transparent && old[y * width + x] != transparent {
                let pixel = PixelRect(x: x, y: y, width: 1, height: 1)
                bounds = bounds?.union(pixel) ?? pixel
            }
        }
        return bounds
    }

    private func write(_ frame: Pending, to writer: GIFWriter) throws {
        var pixels = [UInt8]()
        pixels.reserveCapacity(frame.rect.width * frame.rect.height)
        for y in frame.rect.y..<frame.rect.maxY {
            let row = y * width
            if let previous = frame.previous, let transparent = transparentIndex {
                for x in frame.rect.x..<frame.rect.maxX {
                    let index = frame.image[row + x]
                    pixels.append(index == previous[row + x] ? transparent : index)
                }
            } else {
                pixels.append(contentsOf: frame.image[(row + frame.rect.x)..<(row + frame.rect.maxX)])
            }
        }
        let disposal = frame.clearsAfterwards ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT
        try writer.putFrame(frame.rect, pixels: &pixels, centiseconds: frame.centiseconds,
                            disposal: Int32(disposal), transparentIndex: transparentIndex)
    }
}
