import Dispatch
import EmptyStateRender
import Foundation

/// Animated PNG (https://wiki.mozilla.org/APNG_Specification), written chunk by chunk because
/// Debian's libpng has no APNG support.
///
/// Every frame is 8-bit RGBA with dispose_op NONE and blend_op SOURCE, so a frame only has to
/// carry the rectangle that changed since the previous one; identical consecutive frames become
/// one longer frame. Frames are compressed in parallel, the only slow part.
public struct APNGEncoder: Sendable {
    /// zlib level, 0...9 (or -1 for zlib's default). 1 is several times faster than 6 on flat
    /// screens for files not much larger, as for `PNGEncoder`.
    public var compressionLevel: Int32

    public init(compressionLevel: Int32 = 1) { self.compressionLevel = compressionLevel }

    /// - Parameters:
    ///   - frames: same-size RGBA frames, at least one.
    ///   - delays: seconds each frame stays on screen, one per frame.
    ///   - loops: times to play the animation; 0 plays it forever.
    public func encode(frames: [PixelBuffer], delays: [Double], loops: Int = 0) throws -> Data {
        try validateAnimation(frames: frames, delays: delays, loops: loops, format: "APNG", maxSide: Int(Int32.max))
        guard loops <= Int(UInt32.max) else {
            throw EncodeError(message: "APNG: loop count \(loops) is more than \(UInt32.max)")
        }
        guard (-1...9).contains(compressionLevel) else {
            throw EncodeError(message: "APNG: compression level \(compressionLevel) is outside -1...9")
        }
        if let index = delays.firstIndex(where: { $0 > APNGDelayWriter.maximumSeconds }) {
            throw EncodeError(message: "APNG: delay \(delays[index]) s of frame \(index) is longer than the \(Int(APNGDelayWriter.maximumSeconds)) s a frame can hold")
        }

        let planned = Self.plan(frames: frames, delays: delays)
        var delayWriter = APNGDelayWriter()
        let fractions = planned.map { delayWriter.next($0.seconds) }
        let compressed = try compress(planned, frames: frames)

        let width = UInt32(frames[0].width), height = UInt32(frames[0].height)
        var png = PNGChunkStream(reservingCapacity: compressed.reduce(0) { $0 + $1.count + 64 })
        var header = [UInt8]()
        header.appendBigEndian(width)
        header.appendBigEndian(height)
        header += [8, 6, 0, 0, 0] // 8 bits per channel, RGBA, deflate, adaptive filtering, no interlace
        png.append("IHDR", body: header)

        var animationControl = [UInt8]()
        animationControl.appendBigEndian(UInt32(planned.count))
        animationControl.appendBigEndian(UInt32(loops))
        png.append("acTL", body: animationControl)

        // fcTL and fdAT share one sequence, which lets decoders spot missing or reordered chunks.
        var sequence: UInt32 = 0
        for (index, frame) in planned.enumerated() {
            var control = [UInt8]()
            control.appendBigEndian(sequence)
            for value in [frame.rect.width, frame.rect.height, frame.rect.x, frame.rect.y] {
                control.appendBigEndian(UInt32(value))
            }
            control.appendBigEndian(fractions[index].numerator)
            control.appendBigEndian(fractions[index].denominator)
            control += [0, 0] // dispose_op NONE, blend_op SOURCE
            png.append("fcTL", body: control)
            sequence += 1

            if index == 0 {
                // The first frame is also the still image that non-APNG viewers show.
                png.append("IDAT", body: compressed[index])
            } else {
                var number = [UInt8]()
                number.appendBigEndian(sequence)
                png.append("fdAT", prefix: number, body: compressed[index])
                sequence += 1
            }
        }
        png.append("IEND")
        return Data(png.bytes)
    }

    /// One frame as written: which source frame, the area it redraws, and how long it shows.
    struct PlannedFrame: Equatable {
        var source: Int
        var rect: PixelRect
        var seconds: Double
    }

    /// Drops what the previous frame already shows: a frame becomes the rectangle that changed,
    /// and a frame identical to the one before only lengthens that one's delay.
    static func plan(frames: [PixelBuffer], delays: [Double]) -> [PlannedFrame] {
        let width = frames[0].width, height = frames[0].height
        var planned = [PlannedFrame(source: 0, rect: .full(width: width, height: height), seconds: delays[0])]
        for index in frames.indices.dropFirst() {
            let changed = changedRect(from: frames[index - 1].rgba, to: frames[index].rgba,
                                      width: width, height: height, bytesPerPixel: 4)
            if changed == nil, planned[planned.count - 1].seconds + delays[index] <= APNGDelayWriter.maximumSeconds {
                planned[planned.count - 1].seconds += delays[index]
                continue
            }
            // A still too long for one fcTL continues as a frame that redraws one unchanged pixel.
            let rect = changed ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            planned.append(PlannedFrame(source: index, rect: rect, seconds: delays[index]))
        }
        return planned
    }

    private func compress(_ planned: [PlannedFrame], frames: [PixelBuffer]) throws -> [[UInt8]] {
        var results = [Result<[UInt8], Error>?](repeating: nil, count: planned.count)
        let level = compressionLevel
        results.withUnsafeMutableBufferPointer { results in
            // Each iteration writes only its own slot, so no lock is needed.
            DispatchQueue.concurrentPerform(iterations: planned.count) { index in
                let frame = planned[index]
                results[index] = Result { try deflateRows(of: frames[frame.source], in: frame.rect, level: level) }
            }
        }
        return try results.map { try $0!.get() }
    }
}
