@testable import EmptyStateEncoders
import EmptyStateRender
import XCTest

final class APNGEncoderTests: XCTestCase {
    // MARK: Structure, without an outside decoder

    func testChunksAreInOrderWithValidCRCsAndConsecutiveSequenceNumbers() throws {
        let square = MovingSquare()
        let data = try APNGEncoder().encode(frames: square.frames(5), delays: Array(repeating: 0.1, count: 5), loops: 3)
        let chunks = try readPNGChunks(data)

        XCTAssertEqual(chunks.map(\.type), ["IHDR", "acTL", "fcTL", "IDAT"] + Array(repeating: ["fcTL", "fdAT"], count: 4).flatMap { $0 } + ["IEND"])
        XCTAssertTrue(chunks.allSatisfy(\.crcMatches), "every CRC matches")

        let header = chunks[0]
        XCTAssertEqual(header.uint32(at: 0), 64)
        XCTAssertEqual(header.uint32(at: 4), 48)
        XCTAssertEqual(Array(header.data[8...]), [8, 6, 0, 0, 0], "8-bit RGBA, no interlace")
        XCTAssertEqual(chunks[1].uint32(at: 0), 5, "acTL num_frames")
        XCTAssertEqual(chunks[1].uint32(at: 4), 3, "acTL num_plays")

        // fcTL and fdAT share one sequence starting at 0, with no gaps.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { $0.uint32(at: 0) }
        XCTAssertEqual(sequence, Array(0..<9))
    }

    func testFramesAfterTheFirstHoldOnlyTheChangedRectangle() throws {
        let square = MovingSquare()
        let frames = square.frames(3)
        let chunks = try readPNGChunks(try APNGEncoder().encode(frames: frames, delays: [0.1, 0.1, 0.1]))
        let controls = chunks.filter { $0.type == "fcTL" }.map(FrameControl.init)

        XCTAssertEqual(controls[0].width, 64)
        XCTAssertEqual(controls[0].height, 48)
        XCTAssertEqual([controls[0].x, controls[0].y], [0, 0])
        for (index, control) in controls.enumerated().dropFirst() {
            // The old and new square positions together: 4 px of step plus the 8 px side.
            XCTAssertEqual([control.x, control.y, control.width, control.height],
                           [UInt32(square.x(ofFrame: index - 1)), 10, 12, 8], "frame \(index)")
            XCTAssertEqual([control.dispose, control.blend], [0, 0], "dispose NONE, blend SOURCE")
        }

        // The second frame's data is exactly that rectangle of the source, filter byte 0 per row.
        let fdAT = try XCTUnwrap(chunks.first { $0.type == "fdAT" })
        let rows = try inflate(Array(fdAT.data.dropFirst(4)), expectedSize: 8 * (1 + 12 * 4))
        for row in 0..<8 {
            let line = rows[(row * 49)..<((row + 1) * 49)]
            XCTAssertEqual(line.first, 0, "filter None")
            let start = ((10 + row) * 64 + square.x(ofFrame: 0)) * 4
            XCTAssertEqual(Array(line.dropFirst()), Array(frames[1].rgba[start..<(start + 48)]), "row \(row)")
        }
    }

    func testIdenticalFramesBecomeOneLongerFrame() throws {
        let frames = MovingSquare().frames(2)
        let data = try APNGEncoder().encode(frames: [frames[0], frames[0], frames[0], frames[1]], delays: [0.1, 0.1, 0.1, 0.25])
        let chunks = try readPNGChunks(data)
        let controls = chunks.filter { $0.type == "fcTL" }.map(FrameControl.init)
        XCTAssertEqual(chunks[1].uint32(at: 0), 2, "acTL counts frames as written")
        XCTAssertEqual(controls.map { Double($0.delayNumerator) / Double($0.delayDenominator) }, [0.3, 0.25], accuracy: 1e-12)
    }

    func testDelaysThatAreFractionsOfASecondAreWrittenExactly() throws {
        let frames = MovingSquare().frames(3)
        let chunks = try readPNGChunks(try APNGEncoder().encode(frames: frames, delays: [1.0 / 60, 2.0 / 60, 0.1]))
        let delays = chunks.filter { $0.type == "fcTL" }.map(FrameControl.init).map { [$0.delayNumerator, $0.delayDenominator] }
        XCTAssertEqual(delays, [[1, 60], [1, 30], [1, 10]])
    }

    func testOtherDelaysRoundTheRunningTotalToMilliseconds() {
        var writer = APNGDelayWriter()
        let written = (0..<9).map { _ in writer.next(0.0333333) }
        XCTAssertTrue(written.allSatisfy { $0.denominator == 1000 })
        var trueTotal = 0.0, writtenTotal = 0.0
        for delay in written {
            trueTotal += 0.0333333
            writtenTotal += delay.seconds
            XCTAssertEqual(writtenTotal, trueTotal, accuracy: 0.0005, "the timeline does not drift")
            XCTAssertEqual(delay.seconds, 0.0333333, accuracy: 0.001)
        }
        XCTAssertEqual(APNGDelayWriter.exactFraction(1.0 / 24), APNGDelay(numerator: 1, denominator: 24))
        XCTAssertNil(APNGDelayWriter.exactFraction(0.0123456))
    }

    func testNonAPNGViewersSeeTheFirstFrame() throws {
        // libpng without the APNG patch skips acTL/fcTL/fdAT and shows IDAT.
        let frames = MovingSquare().frames(3)
        let still = try PNGDecoder().decode(try APNGEncoder().encode(frames: frames, delays: [0.1, 0.1, 0.1]))
        XCTAssertEqual(still, frames[0])
    }

    func testASingleFrameIsAOneFrameAnimation() throws {
        let chunks = try readPNGChunks(try APNGEncoder().encode(frames: MovingSquare().frames(1), delays: [0.5]))
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "acTL", "fcTL", "IDAT", "IEND"])
    }

    func testCompressionLevelChangesOnlyTheSize() throws {
        let frames = MovingSquare().frames(2)
        let stored = try APNGEncoder(compressionLevel: 0).encode(frames: frames, delays: [0.1, 0.1])
        let best = try APNGEncoder(compressionLevel: 9).encode(frames: frames, delays: [0.1, 0.1])
        XCTAssertGreaterThan(stored.count, best.count)
        XCTAssertEqual(try PNGDecoder().decode(stored), try PNGDecoder().decode(best))
    }

    // MARK: Decoded by Pillow

    func testPillowReadsTheAnimationFramesDurationsAndPixels() throws {
        let square = MovingSquare()
        let frames = square.frames(6)
        let folder = try TemporaryFolder()
        let path = try folder.write(try APNGEncoder().encode(frames: frames, delays: Array(repeating: 1.0 / 60, count: 6)), "square.png")

        let first = square.center(ofFrame: 0), last = square.center(ofFrame: 5)
        let report = try Pillow.read(path, points: [first, last, (60, 44)])
        XCTAssertEqual(report.format, "PNG")
        XCTAssertTrue(report.isAnimated)
        XCTAssertEqual(report.frameCount, 6)
        XCTAssertEqual(report.size, [64, 48])
        XCTAssertEqual(report.loop, 0)
        for frame in report.frames {
            XCTAssertEqual(try XCTUnwrap(frame.duration), 1000.0 / 60, accuracy: 1)
        }
        // Pillow composes each frame's rectangle onto the ones before.
        XCTAssertEqualRGBA(report.frames[0].pixels[0], red)
        XCTAssertEqualRGBA(report.frames[0].pixels[1], white)
        XCTAssertEqualRGBA(report.frames[5].pixels[0], white, "the square has left its first place")
        XCTAssertEqualRGBA(report.frames[5].pixels[1], red)
        XCTAssertEqualRGBA(report.frames[5].pixels[2], white)
    }

    func testPillowReadsMillisecondDelaysAndTransparency() throws {
        var square = MovingSquare()
        square.background = clear
        square.color = (10, 200, 30, 128)
        let delays = [0.0123, 0.0456, 0.1, 0.0071]
        let folder = try TemporaryFolder()
        let path = try folder.write(try APNGEncoder().encode(frames: square.frames(4), delays: delays, loops: 2), "fade.png")

        let report = try Pillow.read(path, points: [square.center(ofFrame: 0), square.center(ofFrame: 3)])
        XCTAssertEqual(report.frameCount, 4)
        XCTAssertEqual(report.loop, 2)
        for (frame, delay) in zip(report.frames, delays) {
            XCTAssertEqual(try XCTUnwrap(frame.duration), delay * 1000, accuracy: 1)
        }
        XCTAssertEqualRGBA(report.frames[3].pixels[0], clear)
        XCTAssertEqualRGBA(report.frames[3].pixels[1], square.color, "straight alpha survives")
    }

    // MARK: Errors

    func testRejectsNoFramesMismatchedSizesAndBadDelays() {
        let frame = solidFrame(width: 4, height: 4, white)
        let other = solidFrame(width: 5, height: 4, white)
        let encoder = APNGEncoder()
        assertEncodeError(try encoder.encode(frames: [], delays: []), contains: "no frames")
        assertEncodeError(try encoder.encode(frames: [frame, other], delays: [0.1, 0.1]), contains: "frame 1 is 5x4 but frame 0 is 4x4")
        assertEncodeError(try encoder.encode(frames: [frame], delays: [0.1, 0.1]), contains: "1 frames but 2 delays")
        assertEncodeError(try encoder.encode(frames: [frame], delays: [-1]), contains: "must be a finite number")
        assertEncodeError(try encoder.encode(frames: [frame], delays: [.nan]), contains: "must be a finite number")
        assertEncodeError(try encoder.encode(frames: [frame], delays: [0.1], loops: -1), contains: "loop count -1")
        assertEncodeError(try encoder.encode(frames: [PixelBuffer(width: 4, height: 4, rgba: [1, 2, 3])], delays: [0.1]), contains: "has 3 bytes")
        assertEncodeError(try encoder.encode(frames: [solidFrame(width: 0, height: 4, white)], delays: [0.1]), contains: "frame size 0x4")
        assertEncodeError(try APNGEncoder(compressionLevel: 12).encode(frames: [frame], delays: [0.1]), contains: "compression level 12")
    }
}

func assertEncodeError<T>(_ expression: @autoclosure () throws -> T, contains text: String,
                          file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertThrowsError(try expression(), file: file, line: line) { error in
        guard let error = error as? EncodeError else { return XCTFail("not an EncodeError: \(error)", file: file, line: line) }
        XCTAssertTrue(error.message.contains(text), "“\(error.message)” does not mention “\(text)”", file: file, line: line)
    }
}

func XCTAssertEqual(_ actual: [Double], _ expected: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.count, expected.count, "count", file: file, line: line)
    for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: accuracy, file: file, line: line) }
}
