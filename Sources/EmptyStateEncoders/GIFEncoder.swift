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
        // NETSCAPE2.0 counts repeats after the first play, in 16 bits.
        guard loops <= 0x10000 else {
            throw EncodeError(message: "GIF: loop count \(loops) is more than \(0x10000)")
        }
        let total = delays.reduce(0, +)
        guard total <= 1e7 else { throw EncodeError(message: "GIF: total duration \(total) s is too long") }

        let width = frames[0].width, height = frames[0].height
        let slots = GIFTiming.slots(delays: delays)

        // Only what changes between shown frames needs counting: the rest was counted already.
        var histogram = QuantizerHistogram()
        var changes = [PixelRect?]()
        for (index, slot) in slots.enumerated() {
            let rect = index == 0
                ? .full(width: width, height: height)
                : changedRect(from: frames[slots[index - 1].frame].rgba, to: frames[slot.frame].rgba,
                              width: width, height: height, bytesPerPixel: 4)
            if let rect { histogram.add(frames[slot.frame], in: rect) }
            changes.append(rect)
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
        for (slot, change) in zip(slots, changes) {
            // The index image is updated in place: unchanged pixels keep their earlier indices.
            if let change { colorMap.map(frames[slot.frame], in: change, into: &image, transparentIndex: transparentIndex) }
            try optimizer.add(image, centiseconds: slot.centiseconds, to: writer)
        }
        try optimizer.finish(to: writer)
        return try writer.finish()
    }
}
