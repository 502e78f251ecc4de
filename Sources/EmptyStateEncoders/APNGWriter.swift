import Dispatch
import EmptyStateRender
import Foundation

/// Writes an animated PNG one frame at a time, so an animation of any length needs only the
/// previous frame and the compressed chunks in memory, never all of its frames.
///
/// Every frame is 8-bit RGBA with dispose_op NONE and blend_op SOURCE, so a frame only carries
/// the rectangle that changed since the previous one, and a frame identical to the previous one
/// only lengthens that one's delay. acTL's frame count is written as 0 and patched (with its CRC)
/// by `finish()`, when the count is known.
///
/// A frame's rectangle is compressed on a background queue while the caller renders the next
/// frame; at most `maxInFlight` compressions run at once, each holding on to its frame only
/// until it is done. After an error the writer refuses further frames.
///
/// ```swift
/// let writer = try APNGWriter(width: 750, height: 1334, loops: 0)
/// for time in times { try writer.append(render(time), delay: 1.0 / 60) }
/// let data = try writer.finish()
/// ```
public final class APNGWriter {
    public let width: Int
    public let height: Int
    public let loops: Int
    public let compressionLevel: Int32
    /// Compressions allowed to run at once (frames not yet written), 1 or more.
    let maxInFlight: Int
    /// Two keeps a core compressing while the caller renders; more helps a lone animation on a
    /// many-core machine, but each holds a frame, and exports already run one writer per job.
    static let defaultInFlight = min(4, max(2, ProcessInfo.processInfo.activeProcessorCount))

    private var png = PNGChunkStream()
    private let animationControlOffset: Int
    private var delayWriter = APNGDelayWriter()
    /// fcTL and fdAT share one sequence, which lets decoders spot missing or reordered chunks.
    private var sequence: UInt32 = 0
    private var written = 0
    /// Frames appended so far, for messages.
    private var appended = 0
    /// The last frame appended: what the next one is compared with.
    private var previous: PixelBuffer?
    /// Frames planned but not written yet, oldest first. The last one's delay can still grow.
    private var pending: [PendingFrame] = []
    private var finished = false
    /// Set when a frame could not be compressed: the file cannot be completed.
    private var failure: EncodeError?
    private let queue = DispatchQueue(label: "emptystate.apng.deflate", attributes: .concurrent)

    /// - Parameters:
    ///   - width, height: every frame's size in pixels.
    ///   - loops: times to play the animation; 0 plays it forever.
    ///   - compressionLevel: zlib level, 0...9 (or -1 for zlib's default).
    public convenience init(width: Int, height: Int, loops: Int = 0, compressionLevel: Int32 = 1) throws {
        try self.init(width: width, height: height, loops: loops, compressionLevel: compressionLevel,
                      maxInFlight: Self.defaultInFlight)
    }

    init(width: Int, height: Int, loops: Int, compressionLevel: Int32, maxInFlight: Int) throws {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw EncodeError(message: "APNG: frame size \(width)x\(height) is outside 1...\(Int32.max) pixels per side")
        }
        guard loops >= 0 else {
            throw EncodeError(message: "APNG: loop count \(loops) must be 0 (forever) or more")
        }
        guard loops <= Int(UInt32.max) else {
            throw EncodeError(message: "APNG: loop count \(loops) is more than \(UInt32.max)")
        }
        guard (-1...9).contains(compressionLevel) else {
            throw EncodeError(message: "APNG: compression level \(compressionLevel) is outside -1...9")
        }
        self.width = width
        self.height = height
        self.loops = loops
        self.compressionLevel = compressionLevel
        self.maxInFlight = max(1, maxInFlight)

        var header = [UInt8]()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0] // 8 bits per channel, RGBA, deflate, adaptive filtering, no interlace
        png.append("IHDR", body: header)
        animationControlOffset = png.bytes.count
        png.append("acTL", body: Self.animationControl(frames: 0, loops: loops))
    }

    /// Adds a frame shown for `delay` seconds after the previous one.
    public func append(_ frame: PixelBuffer, delay: Double) throws {
        if let failure { throw failure }
        guard !finished else { throw EncodeError(message: "APNG: frame \(appended) appended after finish()") }
        guard frame.width == width, frame.height == height else {
            throw EncodeError(message: "APNG: frame \(appended) is \(frame.width)x\(frame.height) but the animation is \(width)x\(height); all frames must be the same size")
        }
        guard frame.rgba.count == width * height * 4 else {
            throw EncodeError(message: "APNG: frame \(appended) has \(frame.rgba.count) bytes, expected \(width * height * 4) for \(width)x\(height) RGBA")
        }
        guard delay.isFinite, delay >= 0 else {
            throw EncodeError(message: "APNG: delay \(delay) of frame \(appended) must be a finite number of seconds, 0 or more")
        }
        guard delay <= APNGDelayWriter.maximumSeconds else {
            throw EncodeError(message: "APNG: delay \(delay) s of frame \(appended) is longer than the \(Int(APNGDelayWriter.maximumSeconds)) s a frame can hold")
        }
        defer { appended += 1 }

        let rect: PixelRect
        if let previous {
            let changed = changedRect(from: previous.rgba, to: frame.rgba, width: width, height: height, bytesPerPixel: 4)
            if changed == nil, let last = pending.last, last.seconds + delay <= APNGDelayWriter.maximumSeconds {
                pending[pending.count - 1].seconds += delay
                return
            }
            // A still too long for one fcTL continues as a frame that redraws one unchanged pixel.
            rect = changed ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        } else {
            rect = .full(width: width, height: height)
        }
        previous = frame

        // Every frame before the new one now has its final delay; write what must be written to
        // stay within the compressions allowed at once.
        while pending.count >= maxInFlight {
            try writeOldest()
        }
        pending.append(PendingFrame(rect: rect, seconds: delay,
                                    compressed: PendingDeflate(frame: frame, rect: rect, level: compressionLevel, queue: queue)))
    }

    /// Writes the frames not written yet and returns the file. The writer takes no more frames.
    public func finish() throws -> Data {
        if let failure { throw failure }
        guard !finished else { throw EncodeError(message: "APNG: finish() called twice") }
        guard appended > 0 else { throw EncodeError(message: "APNG: no frames to encode") }
        while !pending.isEmpty { try writeOldest() }
        finished = true
        previous = nil
        png.replaceBody(ofChunkAt: animationControlOffset, with: Self.animationControl(frames: written, loops: loops))
        png.append("IEND")
        return Data(png.bytes)
    }

    private func writeOldest() throws {
        let frame = pending.removeFirst()
        let data: [UInt8]
        do {
            data = try frame.compressed.wait()
        } catch {
            let failed = error as? EncodeError ?? EncodeError(message: "APNG: \(error)")
            failure = failed
            pending.removeAll()
            throw failed
        }
        let delay = delayWriter.next(frame.seconds)

        var control = [UInt8]()
        control.appendBigEndian(sequence)
        for value in [frame.rect.width, frame.rect.height, frame.rect.x, frame.rect.y] {
            control.appendBigEndian(UInt32(value))
        }
        control.appendBigEndian(delay.numerator)
        control.appendBigEndian(delay.denominator)
        control += [0, 0] // dispose_op NONE, blend_op SOURCE
        png.append("fcTL", body: control)
        sequence += 1

        if written == 0 {
            // The first frame is also the still image that non-APNG viewers show.
            png.append("IDAT", body: data)
        } else {
            var number = [UInt8]()
            number.appendBigEndian(sequence)
            png.append("fdAT", prefix: number, body: data)
            sequence += 1
        }
        written += 1
    }

    private static func animationControl(frames: Int, loops: Int) -> [UInt8] {
        var body = [UInt8]()
        body.appendBigEndian(UInt32(frames))
        body.appendBigEndian(UInt32(loops))
        return body
    }

    /// A frame as it will be written: the area it redraws, how long it shows, its zlib stream.
    private struct PendingFrame {
        var rect: PixelRect
        var seconds: Double
        var compressed: PendingDeflate
    }
}

/// One frame rectangle's zlib stream, computed on a queue. The frame is released as soon as it
/// has been compressed; `wait()` returns the stream or the error.
final class PendingDeflate: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once on the queue before `done` is signalled; read only after waiting on it.
    private var result: Result<[UInt8], Error>?
    // The caller's side only: whether `done` has been waited on.
    private var collected = false

    init(frame: PixelBuffer, rect: PixelRect, level: Int32, queue: DispatchQueue) {
        queue.async { [self] in
            result = Result { try deflateRows(of: frame, in: rect, level: level) }
            done.signal()
        }
    }

    func wait() throws -> [UInt8] {
        if !collected {
            done.wait()
            collected = true
        }
        return try result!.get()
    }
}
