import EmptyStateRender
import Foundation

/// Animated GIF through giflib 5.
///
/// One global palette of up to 256 colours serves all frames (so a colour never shifts between
/// frames), chosen from the areas that change by `QuantizerColorMap`. Pixels with alpha below
/// 128 become the transparent index; GIF has nothing in between. Delays are fitted to GIF's
/// centisecond clock by `GIFTiming` and frames shrunk to what changed by `GIFFrameOptimizer`.
public struct GIFEncoder: Sendable {
    public init() {}

    /// - Parameters:
    ///   - frames: same-size RGBA frames, at least one, at most 65535 pixels a side.
    ///   - delays: seconds each frame stays on screen, one per frame.
    ///   - loops: times to play the animation; 0 plays it forever.
    public func encode(frames: [PixelBuffer], delays: [Double], loops: Int = 0) throws -> Data {
        try validateAnimation(frames: frames, delays: delays, loops: loops, format: "GIF", maxSide: 0xFFFF)
        return try encode(frameCount: frames.count, delays: delays, loops: loops) { frames[$0] }
    }

    /// The same, with frames asked for as needed instead of held: each shown frame is asked for
    /// twice (once to choose the palette, once to write it) and at most two are kept at a time,
    /// so a long animation costs two frames of memory, not all of them.
    public func encode(frameCount: Int, delays: [Double], loops: Int = 0, frame: (Int) throws -> PixelBuffer) throws -> Data {
        guard frameCount > 0 else { throw EncodeError(message: "GIF: no frames to encode") }
        guard delays.count == frameCount else {
            throw EncodeError(message: "GIF: \(frameCount) frames but \(delays.count) delays; give one delay per frame")
        }
        if let index = delays.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
            throw EncodeError(message: "GIF: delay \(delays[index]) of frame \(index) must be a finite number of seconds, 0 or more")
        }
        guard loops >= 0 else { throw EncodeError(message: "GIF: loop count \(loops) must be 0 (forever) or more") }
        // NETSCAPE2.0 counts repeats after the first play, in 16 bits.
        guard loops <= 0x10000 else {
            throw EncodeError(message: "GIF: loop count \(loops) is more than \(0x10000)")
        }
        let total = delays.reduce(0, +)
        guard total <= 1e7 else { throw EncodeError(message: "GIF: total duration \(total) s is too long") }

        let slots = GIFTiming.slots(delays: delays)
        let first = try frame(slots[0].frame)
        let width = first.width, height = first.height
        guard width > 0, height > 0, width <= 0xFFFF, height <= 0xFFFF else {
            throw EncodeError(message: "GIF: frame size \(width)x\(height) is outside 1...65535 pixels per side")
        }
        func shown(_ index: Int) throws -> PixelBuffer {
            let pixels = index == 0 ? first : try frame(slots[index].frame)
            guard pixels.width == width, pixels.height == height, pixels.rgba.count == width * height * 4 else {
                throw EncodeError(message: "GIF: frame \(slots[index].frame) is \(pixels.width)x\(pixels.height) but frame 0 is \(width)x\(height); all frames must be the same size")
            }
            return pixels
        }

        // Only what changes between shown frames needs counting: the rest was counted already.
        var histogram = QuantizerHistogram()
        var changes = [PixelRect?]()
        var previous = first
        for index in slots.indices {
            let current = try shown(index)
            let rect = index == 0
                ? .full(width: width, height: height)
                : changedRect(from: previous.rgba, to: current.rgba, width: width, height: height, bytesPerPixel: 4)
            if let rect { histogram.add(current, in: rect) }
            changes.append(rect)
            previous = current
        }

        // Frames after the first use the transparent index for unchanged pixels, so any
        // animation needs one, not only one with transparent pixels.
        let needsTransparency = histogram.hasTransparency || slots.count > 1
        var colorMap = QuantizerColorMap(histogram: histogram, capacity: needsTransparency ? 255 : 256)
        let transparentIndex = needsTransparency ? UInt8(colorMap.colors.count) : nil

        let writer = try GIFWriter(width: width, height: height,
                                   colors: colorMap.colors + (needsTransparency ? [.zero] : []))
        if slots.count > 1, loops != 1 {
            try writer.putLoopCount(UInt16(loops == 0 ? 0 : loops - 1)) // without it, a GIF plays once
        }
        var optimizer = GIFFrameOptimizer(width: width, height: height, transparentIndex: transparentIndex)
        var image = [UInt8](repeating: 0, count: width * height)
        for (index, change) in changes.enumerated() {
            // The index image is updated in place: unchanged pixels keep their earlier indices.
            if let change { colorMap.map(try shown(index), in: change, into: &image, transparentIndex: transparentIndex) }
            try optimizer.add(image, centiseconds: slots[index].centiseconds, to: writer)
        }
        try optimizer.finish(to: writer)
        return try writer.finish()
    }
}
