import EmptyStateEncoders
import EmptyStateRender
import XCTest

/// Frames made of random rectangle edits, transparent ones included, must come back out of
/// Pillow exactly: this exercises changed rectangles, merged frames and GIF's disposal choices
/// in combinations the hand-written cases miss.
final class RandomEditsTests: XCTestCase {
    /// A fixed-seed generator, so a failure can be replayed.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private let width = 12, height = 8

    private func randomFrames(count: Int, seed: UInt64) -> [PixelBuffer] {
        var random = SplitMix(state: seed)
        let palette: [RGBA] = [white, red, blue, clear, (0, 200, 0, 255)]
        var frame = solidFrame(width: width, height: height, white)
        var frames = [frame]
        while frames.count < count {
            // Sometimes repeat a frame, to exercise merging.
            if Int.random(in: 0..<4, using: &random) > 0 {
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let x = Int.random(in: 0..<width, using: &random), y = Int.random(in: 0..<height, using: &random)
                    frame.fill(x: x, y: y, width: Int.random(in: 1...(width - x), using: &random),
                               height: Int.random(in: 1...(height - y), using: &random), palette.randomElement(using: &random)!)
                }
            }
            frames.append(frame)
        }
        return frames
    }

    private var everyPixel: [(x: Int, y: Int)] { (0..<height).flatMap { y in (0..<width).map { (x: $0, y: y) } } }

    /// The distinct consecutive frames, as decoders report them after merging.
    private func distinct(_ frames: [PixelBuffer]) -> [PixelBuffer] {
        frames.enumerated().filter { $0.offset == 0 || $0.element != frames[$0.offset - 1] }.map(\.element)
    }

    func testGIFFramesDecodeExactly() throws {
        let folder = try TemporaryFolder()
        for seed in UInt64(1)...4 {
            let frames = randomFrames(count: 12, seed: seed)
            let path = try folder.write(try GIFEncoder().encode(frames: frames, delays: Array(repeating: 0.05, count: frames.count)), "\(seed).gif")
            let report = try Pillow.read(path, points: everyPixel)
            let expected = distinct(frames)
            XCTAssertEqual(report.frameCount, expected.count, "seed \(seed)")
            XCTAssertEqual(report.totalDuration, Double(frames.count) * 50, accuracy: 0.5)
            for (index, (decoded, source)) in zip(report.frames, expected).enumerated() {
                for (point, pixel) in zip(everyPixel, decoded.pixels) {
                    let want = source.pixel(x: point.x, y: point.y)
                    if want.a == 0 {
                        XCTAssertEqual(pixel[3], 0, "seed \(seed) frame \(index) at \(point) should be transparent")
                    } else {
                        XCTAssertEqual(pixel, [Int(want.r), Int(want.g), Int(want.b), 255], "seed \(seed) frame \(index) at \(point)")
                    }
                }
            }
        }
    }

    func testAPNGFramesDecodeExactly() throws {
        let folder = try TemporaryFolder()
        for seed in UInt64(1)...4 {
            let frames = randomFrames(count: 12, seed: seed)
            let path = try folder.write(try APNGEncoder().encode(frames: frames, delays: Array(repeating: 0.05, count: frames.count)), "\(seed).png")
            let report = try Pillow.read(path, points: everyPixel)
            let expected = distinct(frames)
            XCTAssertEqual(report.frameCount, expected.count, "seed \(seed)")
            XCTAssertEqual(report.totalDuration, Double(frames.count) * 50, accuracy: 0.001)
            for (index, (decoded, source)) in zip(report.frames, expected).enumerated() {
                let want = everyPixel.map { point in
                    let p = source.pixel(x: point.x, y: point.y)
                    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
                }
                XCTAssertEqual(decoded.pixels, want, "seed \(seed) frame \(index)")
            }
        }
    }
}
