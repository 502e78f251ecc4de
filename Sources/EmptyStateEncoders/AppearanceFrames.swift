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

    public func pixels() throws -> [PixelBuffer] {
        try appearance.times.map { try frames.render(timeline.moment(at: $0)) }
    }

    public func apng() throws -> Data {
        try APNGEncoder().encode(frames: pixels(), delays: appearance.delays, loops: appearance.loops)
    }

    public func gif() throws -> Data {
        try GIFEncoder().encode(frames: pixels(), delays: appearance.delays, loops: appearance.loops)
    }

    /// `DIR/frame-0000.png`, ...; returns the paths written.
    @discardableResult
    public func writePNGs(to directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
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
