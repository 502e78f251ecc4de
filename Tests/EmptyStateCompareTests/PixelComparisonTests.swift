import EmptyStateCompare
import EmptyStateModel
import EmptyStateRender
import XCTest

private extension Array {
    func repeated(_ times: Int) -> [Element] { Array(Swift.repeatElement(self, count: times).joined()) }
}

final class PixelComparisonTests: XCTestCase {
    /// A white image with a black square whose left edge is anti-aliased with `edge` grey.
    func square(width: Int = 40, height: Int = 40, left: Int = 10, edge: UInt8? = nil, color: UInt8 = 0) -> PixelBuffer {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 10..<30 {
            for x in left..<(left + 20) {
                let i = (y * width + x) * 4
                rgba[i] = color; rgba[i + 1] = color; rgba[i + 2] = color
            }
            if let edge {
                let i = (y * width + left - 1) * 4
                rgba[i] = edge; rgba[i + 1] = edge; rgba[i + 2] = edge
            }
        }
        return PixelBuffer(width: width, height: height, rgba: rgba)
    }

    func testIdenticalImagesMatchExactly() {
        let result = PixelComparison.compare(square(), square(), threshold: 0)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertTrue(result.passes(.exact))
    }

    func testAChangedAreaIsCountedAndFails() {
        var changed = square()
        for x in 0..<5 { changed.rgba[(2 * 40 + x) * 4] = 0 } // five pixels turn cyan-ish
        let result = PixelComparison.compare(square(), changed, threshold: 0.1)
        XCTAssertEqual(result.differingPixels, 5)
        XCTAssertFalse(result.passes(Tolerance()))
        XCTAssertTrue(result.passes(Tolerance(precision: 1 - 5.0 / 1600)), "within the allowed share")
        XCTAssertFalse(result.passes(Tolerance(precision: 1 - 4.0 / 1600)))
    }

    func testTheThresholdIgnoresImperceptibleChanges() {
        let slightly = square(color: 6)
        XCTAssertEqual(PixelComparison.compare(square(), slightly, threshold: 0.1).differingPixels, 0)
        XCTAssertEqual(PixelComparison.compare(square(), slightly, threshold: 0).differingPixels, 400)
    }

    func testAntialiasedEdgesAreNotDifferences() {
        // The same square, its edge anti-aliased differently: only edge pixels change.
        let a = square(edge: 200), b = square(edge: 90)
        let result = PixelComparison.compare(a, b, threshold: 0.1)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.antialiasedPixels, 20)
        XCTAssertTrue(result.passes(Tolerance()))
    }

    func testExactIsTheDefaultAndCountsEveryChangedPixel() {
        // The case: a whole grouped background from #F2F2F7 to #D9D9DE.
        func flat(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> PixelBuffer {
            PixelBuffer(width: 10, height: 10, rgba: [r, g, b, 255].repeated(100))
        }
        let tolerance = Tolerance()
        XCTAssertEqual(tolerance, .exact)
        let result = PixelComparison.compare(flat(0xF2, 0xF2, 0xF7), flat(0xD9, 0xD9, 0xDE), threshold: tolerance.threshold)
        XCTAssertEqual(result.differingPixels, 100)
        XCTAssertFalse(result.passes(tolerance))
        // An anti-aliased edge changed is a changed pixel too, unless a perceptual tolerance is given.
        let a = square(edge: 200), b = square(edge: 90)
        XCTAssertEqual(PixelComparison.compare(a, b, threshold: Tolerance().threshold).differingPixels, 20)
        let perceptual = Tolerance(perceptualPrecision: 0.9)
        XCTAssertTrue(PixelComparison.compare(a, b, threshold: perceptual.threshold).passes(perceptual))
    }

    func testPrecisionIsTheShareOfPixelsThatMustMatch() {
        var changed = square()
        for x in 0..<16 { changed.rgba[(2 * 40 + x) * 4] = 0 } // 16 of 1600 pixels: 1 %
        let result = PixelComparison.compare(square(), changed, threshold: 0)
        XCTAssertTrue(result.passes(Tolerance(precision: 0.99)))
        XCTAssertFalse(result.passes(Tolerance(precision: 0.995)))
        XCTAssertEqual(Tolerance(precision: 0.99, perceptualPrecision: 0.98).threshold, 0.02, accuracy: 1e-12)
        XCTAssertNotNil(Tolerance(precision: 1.5).problem)
    }

    func testDifferentSizesFail() {
        let result = PixelComparison.compare(square(), square(width: 41), threshold: 0.1)
        XCTAssertTrue(result.sizeMismatch)
        XCTAssertFalse(result.passes(Tolerance(threshold: 1, maxDifferingShare: 1)))
    }

    func testTheDiffImageShowsReferenceActualAndDifference() {
        var changed = square()
        changed.rgba[(2 * 40 + 2) * 4 + 1] = 0
        let result = PixelComparison.compare(square(), changed, threshold: 0.05)
        let picture = DiffImage.sideBySide(reference: square(), actual: changed, result: result)
        XCTAssertEqual(picture.width, 40 * 3 + 32)
        XCTAssertEqual(picture.height, 20 + 40, "the panels sit under a 20-pixel strip of labels")
        let marked = picture.pixel(x: 80 + 32 + 2, y: 20 + 2)
        XCTAssertTrue(marked.r == 255 && marked.g == 0 && marked.b == 0, "the differing pixel is red in the third panel")
        let quiet = picture.pixel(x: 80 + 32 + 20, y: 20 + 20)
        XCTAssertGreaterThan(quiet.r, 200, "the rest is faded")
    }

    /// Each panel is named above it, "reference", "actual", "difference", in the renderer's own
    /// fonts: the strip over each panel holds exactly the pixels of its word drawn alone.
    func testTheDiffImageLabelsItsThreePanels() throws {
        let wide = square(width: 200, height: 100)
        var changed = wide
        changed.rgba[(50 * 200 + 50) * 4] = 0
        let picture = DiffImage.sideBySide(reference: wide, actual: changed, result: PixelComparison.compare(wide, changed, threshold: 0))
        XCTAssertEqual(picture.height, 20 + 100)
        let gutter = picture.pixel(x: 200 + 8, y: 10)
        XCTAssertEqual([gutter.r, gutter.g, gutter.b], [0x3A, 0x3A, 0x3C], "the strip is the gutter's grey between panels")
        var inkWidths: [Int] = []
        for (index, word) in ["reference", "actual", "difference"].enumerated() {
            let left = index * (200 + 16)
            let alone = try LabelStrip(labels: [LabelStrip.Label(text: word, x: 0, width: 200)], width: 200, height: 20, textSize: 12,
                                       background: Color(red: 0x3A / 255.0, green: 0x3A / 255.0, blue: 0x3C / 255.0),
                                       ink: Color(red: 0.92, green: 0.92, blue: 0.96)).render(fonts: FontContext())
            var inked: [Int] = []
            for y in 0..<20 {
                for x in 0..<200 {
                    let drawn = picture.pixel(x: left + x, y: y), expected = alone.pixel(x: x, y: y)
                    XCTAssertEqual([drawn.r, drawn.g, drawn.b], [expected.r, expected.g, expected.b], "\(word) at (\(x), \(y))")
                    if drawn.r > 0x80 { inked.append(x) }
                }
            }
            XCTAssertFalse(inked.isEmpty, "\(word) is drawn")
            inkWidths.append((inked.max() ?? 0) - (inked.min() ?? 0))
        }
        XCTAssertGreaterThan(inkWidths[0], inkWidths[1], "\"reference\" is wider than \"actual\": the words differ")
        XCTAssertGreaterThan(inkWidths[2], inkWidths[1])
    }

    func testTheLabelsGrowWithWidePanels() {
        let wide = square(width: 750, height: 40)
        let picture = DiffImage.sideBySide(reference: wide, actual: wide, result: PixelComparison.compare(wide, wide, threshold: 0))
        XCTAssertEqual(picture.height, 40 + 40, "a @2x screen's labels are drawn at 2x")
    }
}
