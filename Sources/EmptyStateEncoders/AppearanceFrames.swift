import EmptyStateModel
import EmptyStateMotion
import EmptyStateRender
import Foundation

/// Renders the frames of a screen's appearance and writes them as an animation or a folder of
/// numbered PNGs.
public struct AppearanceFrames {
    public let frames: FrameRenderer
    public let appearance: Appearance
    let timeline: Timeline

    public init(frames: FrameRenderer, appearance: Appearance) {
        self.frames = frames
        self.appearance = appearance
        timeline = Timeline(view: frames.layout.view)
    }

    /// Every frame in memory. A frame identical to the one before shares its storage, so a
    /// screen at rest costs one frame, not one per time step.
    public func pixels() throws -> [PixelBuffer] {
        var all: [PixelBuffer] = []
        all.reserveCapacity(appearance.times.count)
        for time in appearance.times {
            let frame = try frames.render(timeline.moment(at: time))
            if let last = all.last, Self.samePixels(last, frame) {
                all.append(last)
            } else {
                all.append(frame)
            }
        }
        return all
    }

    static func samePixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
        guard a.width == b.width, a.height == b.height, a.rgba.count == b.rgba.count else { return false }
        return a.rgba.withUnsafeBytes { a in b.rgba.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// Streams: each frame is rendered, handed to the writer and dropped, so memory stays at a
    /// few frames however long the animation (the writer compresses one frame while the next
    /// one renders).
    public func apng() throws -> Data {
        let canvas = frames.layout.canvas
        let writer = try APNGWriter(width: canvas.pixelWidth, height: canvas.pixelHeight, loops: appearance.loops)
        for (time, delay) in zip(appearance.times, appearance.delays) {
            try writer.append(frames.render(timeline.moment(at: time)), delay: delay)
        }
        return try writer.finish()
    }

    /// GIF needs every frame first (its palette is chosen from all of them); `pixels()` shares
    /// the storage of repeated frames.
    public func gif() throws -> Data {
        // Frames are rendered as the encoder asks (twice each) rather than all held in memory.
        try GIFEncoder().encode(frameCount: appearance.times.count, delays: appearance.delays, loops: appearance.loops) { index in
            try frames.render(timeline.moment(at: appearance.times[index]))
        }
    }

    /// `DIR/frame-0000.png`, ...; returns the paths written.
    @discardableResult
    public func writePNGs(to directory: String) throws -> [String] {
        try OutputFolder.make(directory)
        let encoder = PNGEncoder()
        var written: [String] = []
        for (index, time) in appearance.times.enumerated() {
            let path = (directory as NSString).appendingPathComponent(String(format: "frame-%04d.png", index))
            try OutputFile.write(encoder.encode(frames.render(timeline.moment(at: time))), to: path)
            written.append(path)
        }
        return written
    }
}
