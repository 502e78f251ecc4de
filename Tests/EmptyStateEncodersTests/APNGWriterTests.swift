@testable import EmptyStateEncoders
import EmptyStateModel
import EmptyStateMotion
import EmptyStateRender
import XCTest

/// The streaming APNG writer: the file it writes frame by frame, its bookkeeping (acTL's count
/// patched at the end, merged stills, the in-flight limit) and its errors. `APNGEncoderTests`
/// and `RandomEditsTests` check the same writer through `APNGEncoder`, its wrapper.
final class APNGWriterTests: XCTestCase {
    func testFramesAppendedOneByOneMakeAValidFileWithThePatchedFrameCount() throws {
        let square = MovingSquare()
        let writer = try APNGWriter(width: 64, height: 48, loops: 3)
        for frame in square.frames(5) { try writer.append(frame, delay: 0.1) }
        let data = try writer.finish()
        let chunks = try readPNGChunks(data)

        XCTAssertEqual(chunks.map(\.type), ["IHDR", "acTL", "fcTL", "IDAT"] + Array(repeating: ["fcTL", "fdAT"], count: 4).flatMap { $0 } + ["IEND"])
        XCTAssertTrue(chunks.allSatisfy(\.crcMatches), "every CRC matches, acTL's after its patch too")
        XCTAssertEqual(chunks[1].uint32(at: 0), 5, "acTL num_frames, known only at finish")
        XCTAssertEqual(chunks[1].uint32(at: 4), 3, "acTL num_plays")
        XCTAssertEqual(data, try APNGEncoder().encode(frames: square.frames(5), delays: Array(repeating: 0.1, count: 5), loops: 3),
                       "the encoder is this writer over frames in memory")
    }

    func testMergedFramesAreCountedAsWritten() throws {
        let frames = MovingSquare().frames(3)
        let writer = try APNGWriter(width: 64, height: 48)
        for frame in [frames[0], frames[0], frames[1], frames[1], frames[1], frames[2]] { try writer.append(frame, delay: 0.05) }
        let chunks = try readPNGChunks(try writer.finish())
        XCTAssertEqual(chunks[1].uint32(at: 0), 3)
        XCTAssertTrue(chunks[1].crcMatches)
        let controls = chunks.filter { $0.type == "fcTL" }.map(FrameControl.init)
        XCTAssertEqual(controls.map { Double($0.delayNumerator) / Double($0.delayDenominator) }, [0.1, 0.15, 0.05], accuracy: 1e-12)
    }

    func testTheNumberOfCompressionsInFlightDoesNotChangeTheFile() throws {
        var square = MovingSquare()
        square.background = clear
        let frames = square.frames(9)
        let delays = [0.0123, 0.05, 0.05, 1.0 / 60, 0.1, 0.0071, 0.2, 0.05, 1]
        func encode(inFlight: Int) throws -> Data {
            let writer = try APNGWriter(width: 64, height: 48, loops: 0, compressionLevel: 1, maxInFlight: inFlight)
            for (frame, delay) in zip(frames, delays) { try writer.append(frame, delay: delay) }
            return try writer.finish()
        }
        let one = try encode(inFlight: 1)
        XCTAssertEqual(try encode(inFlight: 2), one)
        XCTAssertEqual(try encode(inFlight: 16), one)
    }

    func testAStillLongerThanOneFrameControlContinuesAsAOnePixelFrame() throws {
        let frame = MovingSquare().frames(1)[0]
        let writer = try APNGWriter(width: 64, height: 48)
        try writer.append(frame, delay: 40_000)
        try writer.append(frame, delay: 40_000)
        let chunks = try readPNGChunks(try writer.finish())
        let controls = chunks.filter { $0.type == "fcTL" }.map(FrameControl.init)
        XCTAssertEqual(controls.count, 2)
        XCTAssertEqual([controls[1].x, controls[1].y, controls[1].width, controls[1].height], [0, 0, 1, 1])
        XCTAssertEqual(controls.map { Double($0.delayNumerator) / Double($0.delayDenominator) }, [40_000, 40_000], accuracy: 1e-9)
        XCTAssertEqual(chunks[1].uint32(at: 0), 2)
    }

    /// Noise does not compress, so zlib's output overflows the writer's output buffer many times.
    func testAnIncompressibleFrameRoundTrips() throws {
        var state: UInt64 = 42
        var noise = [UInt8](repeating: 0, count: 300 * 200 * 4)
        for index in noise.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            noise[index] = UInt8(truncatingIfNeeded: state >> 33)
        }
        let first = PixelBuffer(width: 300, height: 200, rgba: noise)
        var second = first
        second.fill(x: 17, y: 31, width: 250, height: 150, blue)
        for level: Int32 in [0, 1, 9] {
            let writer = try APNGWriter(width: 300, height: 200, loops: 0, compressionLevel: level)
            try writer.append(first, delay: 0.1)
            try writer.append(second, delay: 0.1)
            let data = try writer.finish()
            XCTAssertEqual(try PNGDecoder().decode(data), first, "level \(level): the IDAT frame decodes exactly")

            let chunks = try readPNGChunks(data)
            let control = try XCTUnwrap(chunks.filter { $0.type == "fcTL" }.map(FrameControl.init).last)
            XCTAssertEqual([control.x, control.y, control.width, control.height], [17, 31, 250, 150])
            let fdAT = try XCTUnwrap(chunks.first { $0.type == "fdAT" })
            let rows = try inflate(Array(fdAT.data.dropFirst(4)), expectedSize: 150 * (1 + 250 * 4))
            XCTAssertTrue(rows.enumerated().allSatisfy { index, byte in
                let column = index % 1001
                return column == 0 ? byte == 0 : byte == [blue.r, blue.g, blue.b, blue.a][(column - 1) % 4]
            }, "level \(level): the changed rectangle, filter byte 0 per row")
        }
    }

    func testErrors() throws {
        assertEncodeError(try APNGWriter(width: 0, height: 4), contains: "frame size 0x4")
        assertEncodeError(try APNGWriter(width: 4, height: 4, loops: -1), contains: "loop count -1")
        assertEncodeError(try APNGWriter(width: 4, height: 4, compressionLevel: 10), contains: "compression level 10")

        let writer = try APNGWriter(width: 4, height: 4)
        assertEncodeError(try writer.finish(), contains: "no frames")
        assertEncodeError(try writer.append(solidFrame(width: 5, height: 4, white), delay: 0.1), contains: "frame 0 is 5x4 but the animation is 4x4")
        assertEncodeError(try writer.append(PixelBuffer(width: 4, height: 4, rgba: [1, 2, 3]), delay: 0.1), contains: "has 3 bytes")
        assertEncodeError(try writer.append(solidFrame(width: 4, height: 4, white), delay: -1), contains: "must be a finite number")
        assertEncodeError(try writer.append(solidFrame(width: 4, height: 4, white), delay: .infinity), contains: "must be a finite number")
        assertEncodeError(try writer.append(solidFrame(width: 4, height: 4, white), delay: 70_000), contains: "longer than")
        // A rejected frame leaves the writer as it was.
        try writer.append(solidFrame(width: 4, height: 4, white), delay: 0.1)
        try writer.append(solidFrame(width: 4, height: 4, red), delay: 0.1)
        let chunks = try readPNGChunks(try writer.finish())
        XCTAssertEqual(chunks[1].uint32(at: 0), 2)
        assertEncodeError(try writer.append(solidFrame(width: 4, height: 4, white), delay: 0.1), contains: "after finish()")
        assertEncodeError(try writer.finish(), contains: "called twice")
    }

    // MARK: A rendered appearance

    /// A small screen with a fade-in and a spinner, so frames differ in both alpha and pose.
    private func appearance(_ folder: TemporaryFolder) throws -> AppearanceFrames {
        _ = try folder.write(Data("""
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect x="8" y="0" width="4" height="9" fill="#000"/></svg>
        """.utf8), "spinner.svg")
        var view = EmptyDataSetView()
        view.backgroundColor = .white
        view.image = ImageSpec(name: "spinner", directory: folder.url.path, tintColor: Color(red: 0.2, green: 0.4, blue: 1),
                               animation: ImageAnimation(keyPath: .rotationZ, to: 2 * .pi, duration: 0.5, repeatCount: .infinity))
        view.animateImageView = true
        view.title = StyledText(text: "Loading", color: .black)
        let screen = Screen(view: view, canvas: Canvas(size: Size(width: 120, height: 90), scale: 1))
        let renderer = try ScreenRenderer()
        let frames = try FrameRenderer(renderer: renderer, layout: renderer.layout(screen))
        return AppearanceFrames(frames: frames, appearance: Appearance(view: view, fps: 30))
    }

    func testTheStreamedAppearanceIsTheFileOfAllItsFrames() throws {
        let folder = try TemporaryFolder()
        let frames = try appearance(folder)
        let pixels = try frames.pixels()
        XCTAssertGreaterThan(pixels.count, 10)
        let streamed = try frames.apng()
        XCTAssertEqual(streamed, try APNGEncoder().encode(frames: pixels, delays: frames.appearance.delays, loops: frames.appearance.loops))

        let path = try folder.write(streamed, "loading.png")
        let report = try Pillow.read(path, points: [(60, 45)])
        XCTAssertTrue(report.isAnimated)
        XCTAssertEqual(report.size, [120, 90])
        XCTAssertEqual(report.loop, 0)
        XCTAssertEqual(report.totalDuration, frames.appearance.delays.reduce(0, +) * 1000, accuracy: 1)
    }

    func testRepeatedFramesShareTheirStorage() throws {
        var view = EmptyDataSetView()
        view.backgroundColor = .white
        view.title = StyledText(text: "Rest", color: .black)
        view.fadeIn = false
        let screen = Screen(view: view, canvas: Canvas(size: Size(width: 40, height: 30), scale: 1))
        let renderer = try ScreenRenderer()
        let frames = AppearanceFrames(frames: try FrameRenderer(renderer: renderer, layout: renderer.layout(screen)),
                                      appearance: Appearance(view: view, fps: 60, duration: 0.5))
        let pixels = try frames.pixels()
        XCTAssertEqual(pixels.count, frames.appearance.times.count)
        XCTAssertTrue(pixels.allSatisfy { $0 == pixels[0] })
        let storages = Set(pixels.map { $0.rgba.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } })
        XCTAssertEqual(storages.count, 1, "one buffer for a screen at rest")
    }
}
