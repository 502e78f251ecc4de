@testable import EmptyStateEncoders
import EmptyStateRender
import XCTest

final class GIFEncoderTests: XCTestCase {
    // MARK: Structure, read back by giflib

    func testFramesAfterTheFirstHoldOnlyTheChangedRectangleDrawnOverThePreviousOne() throws {
        let square = MovingSquare()
        let gif = try GIFStructure(try GIFEncoder().encode(frames: square.frames(4), delays: Array(repeating: 0.1, count: 4)))
        XCTAssertEqual([gif.width, gif.height], [64, 48])
        XCTAssertEqual(gif.colorCount, 4, "white, red and the transparent index, padded to a power of two")
        XCTAssertEqual(gif.frames.count, 4)
        XCTAssertEqual(gif.frames[0], .init(x: 0, y: 0, width: 64, height: 48, centiseconds: 10, disposal: 1, transparentIndex: 2))
        for index in 1..<4 {
            XCTAssertEqual(gif.frames[index], .init(x: square.x(ofFrame: index - 1), y: 10, width: 12, height: 8,
                                                    centiseconds: 10, disposal: 1, transparentIndex: 2), "frame \(index)")
        }
    }

    func testAStillImageHasNoTransparencyOrLoop() throws {
        let data = try GIFEncoder().encode(frames: [solidFrame(width: 3, height: 2, blue)], delays: [0.5])
        XCTAssertEqual(Array(data.prefix(6)), Array("GIF89a".utf8))
        XCTAssertNil(data.range(of: Data("NETSCAPE2.0".utf8)))
        XCTAssertEqual(data.last, 0x3B, "trailer")
        let gif = try GIFStructure(data)
        XCTAssertEqual(gif.frames, [.init(x: 0, y: 0, width: 3, height: 2, centiseconds: 50, disposal: 1, transparentIndex: -1)])
    }

    func testSixtyFramesASecondBecomeFramesOfAtLeastTwoCentiseconds() throws {
        let frames = MovingSquare(width: 300, step: 4).frames(60)
        let gif = try GIFStructure(try GIFEncoder().encode(frames: frames, delays: Array(repeating: 1.0 / 60, count: 60)))
        XCTAssertTrue(gif.frames.allSatisfy { $0.centiseconds >= 2 })
        XCTAssertEqual(gif.frames.reduce(0) { $0 + $1.centiseconds }, 100)
        XCTAssertEqual(gif.frames.count, 40, "2 and 3 cs in turn")
    }

    // MARK: Decoded by Pillow

    func testPillowReadsTheAnimationDurationAndPixels() throws {
        let square = MovingSquare()
        let frames = square.frames(10)
        let folder = try TemporaryFolder()
        let path = try folder.write(try GIFEncoder().encode(frames: frames, delays: Array(repeating: 1.0 / 60, count: 10)), "square.gif")

        let report = try Pillow.read(path, points: [square.center(ofFrame: 0), square.center(ofFrame: 9), (60, 44)])
        XCTAssertEqual(report.format, "GIF")
        XCTAssertTrue(report.isAnimated)
        XCTAssertEqual(report.size, [64, 48])
        XCTAssertEqual(report.loop, 0, "loops forever")
        XCTAssertEqual(report.totalDuration, 10 * 1000.0 / 60, accuracy: 10)
        XCTAssertTrue(report.frames.allSatisfy { ($0.duration ?? 0) >= 20 }, "\(report.frames.map(\.duration))")
        XCTAssertEqualRGBA(report.frames[0].pixels[0], red)
        XCTAssertEqualRGBA(report.frames[0].pixels[1], white)
        let last = try XCTUnwrap(report.frames.last)
        XCTAssertEqualRGBA(last.pixels[0], white, "the square has left its first place")
        XCTAssertEqualRGBA(last.pixels[1], red, "the animation ends on the last frame")
        XCTAssertEqualRGBA(last.pixels[2], white)
    }

    func testPillowSeesTransparentPixelsClearedAsTheSquareMoves() throws {
        // Where the square was becomes transparent again: "do not dispose" alone cannot show that.
        var square = MovingSquare(step: 10)
        square.background = clear
        square.color = blue
        let folder = try TemporaryFolder()
        let path = try folder.write(try GIFEncoder().encode(frames: square.frames(4), delays: Array(repeating: 0.1, count: 4)), "clear.gif")

        let centers = (0..<4).map(square.center(ofFrame:))
        let report = try Pillow.read(path, points: centers)
        XCTAssertEqual(report.frameCount, 4)
        for (index, frame) in report.frames.enumerated() {
            for (place, pixel) in frame.pixels.enumerated() {
                if place == index {
                    XCTAssertEqualRGBA(pixel, blue, "frame \(index), square \(place)")
                } else {
                    XCTAssertEqual(pixel[3], 0, "frame \(index) is transparent where square \(place) is not")
                }
            }
        }
    }

    func testPillowReadsIdenticalFramesAsOneLongerFrame() throws {
        let frames = MovingSquare().frames(2)
        let folder = try TemporaryFolder()
        let path = try folder.write(try GIFEncoder().encode(frames: [frames[0], frames[0], frames[1]], delays: [0.1, 0.1, 0.25]), "held.gif")
        let report = try Pillow.read(path, points: [])
        XCTAssertEqual(report.frames.map { $0.duration ?? 0 }, [200, 250], accuracy: 0)
    }

    func testLoopCountsMeanPlaysNotRepeats() throws {
        let frames = MovingSquare().frames(2)
        let folder = try TemporaryFolder()
        for (loops, stored) in [(0, 0), (3, 2)] as [(Int, Int?)] {
            let path = try folder.write(try GIFEncoder().encode(frames: frames, delays: [0.1, 0.1], loops: loops), "loop\(loops).gif")
            let report = try Pillow.read(path, points: []) // outside the assertion, so that a missing Pillow skips
            XCTAssertEqual(report.loop, stored, "loops \(loops)")
        }
        // Playing once is a GIF without the NETSCAPE2.0 extension.
        let once = try GIFEncoder().encode(frames: frames, delays: [0.1, 0.1], loops: 1)
        XCTAssertNil(once.range(of: Data("NETSCAPE2.0".utf8)))
    }

    func testPillowReadsAManyColourFrameCloseToTheOriginal() throws {
        // 4096 colours for 255 palette entries.
        var gradient = solidFrame(width: 64, height: 64, white)
        for y in 0..<64 {
            for x in 0..<64 { gradient.fill(x: x, y: y, width: 1, height: 1, (UInt8(x * 4), UInt8(y * 4), 128, 255)) }
        }
        let folder = try TemporaryFolder()
        let path = try folder.write(try GIFEncoder().encode(frames: [gradient], delays: [0.1]), "gradient.gif")
        let points = stride(from: 0, to: 64, by: 7).flatMap { y in stride(from: 0, to: 64, by: 7).map { (x: $0, y: y) } }
        let report = try Pillow.read(path, points: points)
        for (point, pixel) in zip(points, report.frames[0].pixels) {
            let expected = [point.x * 4, point.y * 4, 128, 255]
            let worst = zip(pixel, expected).map { abs($0 - $1) }.max() ?? 0
            XCTAssertLessThanOrEqual(worst, 16, "at \(point): \(pixel) for \(expected)")
        }
    }

    // MARK: Errors

    func testRejectsNoFramesMismatchedSizesAndBadDelays() {
        let frame = solidFrame(width: 4, height: 4, white)
        let encoder = GIFEncoder()
        assertEncodeError(try encoder.encode(frames: [], delays: []), contains: "GIF: no frames")
        assertEncodeError(try encoder.encode(frames: [frame, solidFrame(width: 4, height: 3, white)], delays: [0.1, 0.1]),
                          contains: "frame 1 is 4x3 but frame 0 is 4x4")
        assertEncodeError(try encoder.encode(frames: [frame, frame], delays: [0.1]), contains: "2 frames but 1 delays")
        assertEncodeError(try encoder.encode(frames: [frame], delays: [-0.5]), contains: "must be a finite number")
        assertEncodeError(try encoder.encode(frames: [solidFrame(width: 70_000, height: 1, white)], delays: [0.1]), contains: "1...65535")
        assertEncodeError(try encoder.encode(frames: [frame], delays: [0.1], loops: 70_000), contains: "loop count 70000")
    }
}
