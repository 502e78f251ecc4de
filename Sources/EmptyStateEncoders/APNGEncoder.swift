import EmptyStateRender
import Foundation

/// Animated PNG (https://wiki.mozilla.org/APNG_Specification), written chunk by chunk because
/// Debian's libpng has no APNG support.
///
/// Every frame is 8-bit RGBA with dispose_op NONE and blend_op SOURCE, so a frame only has to
/// carry the rectangle that changed since the previous one; identical consecutive frames become
/// one longer frame. This is `APNGWriter` over frames already in memory; to encode frames as
/// they are rendered, without keeping them, use `APNGWriter` directly.
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
        // Every check before any work, with the messages the GIF encoder gives too.
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
        let writer = try APNGWriter(width: frames[0].width, height: frames[0].height, loops: loops, compressionLevel: compressionLevel)
        for (frame, delay) in zip(frames, delays) { try writer.append(frame, delay: delay) }
        return try writer.finish()
    }
}
