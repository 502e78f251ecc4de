@testable import EmptyStateEncoders
import EmptyStateRender
import XCTest

final class QuantizerTests: XCTestCase {
    private func colorMap(for frame: PixelBuffer, capacity: Int) -> (QuantizerColorMap, QuantizerHistogram) {
        var histogram = QuantizerHistogram()
        histogram.add(frame, in: .full(width: frame.width, height: frame.height))
        return (QuantizerColorMap(histogram: histogram, capacity: capacity), histogram)
    }

    func testFewColoursAreKeptExactlyEvenWhenAlmostEqual() {
        var frame = solidFrame(width: 8, height: 8, white)
        frame.fill(x: 0, y: 0, width: 2, height: 2, red)
        frame.fill(x: 4, y: 4, width: 1, height: 1, (254, 255, 255, 255)) // same 6-bit bin as white
        var (map, histogram) = colorMap(for: frame, capacity: 255)
        XCTAssertFalse(histogram.hasTransparency)

        var indices = [UInt8](repeating: 0, count: 64)
        map.map(frame, in: .full(width: 8, height: 8), into: &indices, transparentIndex: nil)
        let colors = Set(map.colors.map { [$0.x, $0.y, $0.z] })
        XCTAssertTrue(colors.contains([255, 255, 255]))
        XCTAssertTrue(colors.contains([220, 30, 40]))
        XCTAssertEqual(map.colors[Int(indices[0])], SIMD3(220, 30, 40))
        XCTAssertEqual(map.colors[Int(indices[63])], SIMD3(255, 255, 255), "the background stays pure white")
    }

    func testManyColoursFitTheCapacityWithSmallError() {
        var frame = solidFrame(width: 32, height: 32, white)
        for y in 0..<32 {
            for x in 0..<32 { frame.fill(x: x, y: y, width: 1, height: 1, (UInt8(x * 8), UInt8(y * 8), UInt8((x + y) * 4), 255)) }
        }
        var (map, _) = colorMap(for: frame, capacity: 64)
        XCTAssertLessThanOrEqual(map.colors.count, 64)
        var indices = [UInt8](repeating: 0, count: 32 * 32)
        map.map(frame, in: .full(width: 32, height: 32), into: &indices, transparentIndex: nil)
        var worst = 0
        for pixel in 0..<(32 * 32) {
            let color = map.colors[Int(indices[pixel])]
            for channel in 0..<3 { worst = max(worst, abs(Int(color[channel]) - Int(frame.rgba[pixel * 4 + channel]))) }
        }
        XCTAssertLessThanOrEqual(worst, 40, "1024 colours in 64")
    }

    func testTransparentPixelsMapToTheTransparentIndexWhateverTheirColour() {
        var frame = solidFrame(width: 4, height: 1, (9, 9, 9, 0))
        frame.fill(x: 1, y: 0, width: 1, height: 1, (200, 0, 0, 127))
        frame.fill(x: 2, y: 0, width: 1, height: 1, (0, 0, 200, 128))
        var (map, histogram) = colorMap(for: frame, capacity: 255)
        XCTAssertTrue(histogram.hasTransparency)
        var indices = [UInt8](repeating: 0, count: 4)
        map.map(frame, in: .full(width: 4, height: 1), into: &indices, transparentIndex: 200)
        XCTAssertEqual(indices[0], 200)
        XCTAssertEqual(indices[1], 200)
        XCTAssertEqual(map.colors[Int(indices[2])], SIMD3(0, 0, 200))
        XCTAssertEqual(indices[3], 200)
    }

    func testColoursNeverCountedMapToTheirNearestEntry() {
        var (map, _) = colorMap(for: solidFrame(width: 2, height: 1, blue), capacity: 255)
        var indices = [UInt8](repeating: 9, count: 1)
        map.map(solidFrame(width: 1, height: 1, (10, 10, 240, 255)), in: .full(width: 1, height: 1), into: &indices, transparentIndex: nil)
        XCTAssertEqual(indices, [0])
    }

    func testMedianCutSeparatesTheColoursThatMatter() {
        // A huge background and two small accents: all three deserve their own colour.
        let entries = [QuantizerEntry(color: [255, 255, 255], weight: 1_000_000),
                       QuantizerEntry(color: [250, 250, 250], weight: 900_000),
                       QuantizerEntry(color: [0, 0, 255], weight: 10),
                       QuantizerEntry(color: [255, 0, 0], weight: 10)]
        let palette = quantizerPalette(entries, maxColors: 3)
        XCTAssertEqual(palette.count, 3)
        XCTAssertTrue(palette.contains([0, 0, 255]), "\(palette)")
        XCTAssertTrue(palette.contains([255, 0, 0]), "\(palette)")
    }
}

final class ChangedRectTests: XCTestCase {
    func testIdenticalImagesHaveNoChangedRect() {
        let image = [UInt8](repeating: 7, count: 12)
        XCTAssertNil(changedRect(from: image, to: image, width: 4, height: 3, bytesPerPixel: 1))
    }

    func testTheRectBoundsEveryChangedPixel() {
        let old = solidFrame(width: 10, height: 6, white)
        var new = old
        new.fill(x: 7, y: 1, width: 1, height: 1, red)
        XCTAssertEqual(changedRect(from: old.rgba, to: new.rgba, width: 10, height: 6, bytesPerPixel: 4),
                       PixelRect(x: 7, y: 1, width: 1, height: 1))
        new.fill(x: 2, y: 4, width: 1, height: 1, (255, 255, 255, 0)) // only alpha differs
        XCTAssertEqual(changedRect(from: old.rgba, to: new.rgba, width: 10, height: 6, bytesPerPixel: 4),
                       PixelRect(x: 2, y: 1, width: 6, height: 4))
    }
}
