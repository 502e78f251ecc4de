import EmptyStateModel
@testable import EmptyStateSymbols
import XCTest

final class PathDataParserTests: XCTestCase {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    func commands(_ d: String, file: StaticString = #filePath, line: UInt = #line) -> [PathData.Command] {
        do { return try PathData(svg: d).commands } catch {
            XCTFail("\(d): \(error)", file: file, line: line)
            return []
        }
    }

    func assertPoint(_ actual: Point?, _ expected: Point, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y", file: file, line: line)
    }

    func testMoveAndLineAbsoluteAndRelative() {
        XCTAssertEqual(commands("M10 20L30 40"), [.move(p(10, 20)), .line(p(30, 40))])
        XCTAssertEqual(commands("m10 20l5 5"), [.move(p(10, 20)), .line(p(15, 25))])
    }

    func testHorizontalAndVerticalBecomeLines() {
        XCTAssertEqual(commands("M0 0H10V20h-5v-5"), [.move(p(0, 0)), .line(p(10, 0)), .line(p(10, 20)), .line(p(5, 20)), .line(p(5, 15))])
    }

    func testCubicAbsoluteAndRelative() {
        XCTAssertEqual(commands("M0 0C1 2 3 4 5 6c1 1 2 2 3 3"),
                       [.move(p(0, 0)), .cubic(p(1, 2), p(3, 4), p(5, 6)), .cubic(p(6, 7), p(7, 8), p(8, 9))])
    }

    func testSmoothCubicReflectsThePreviousControlPoint() {
        XCTAssertEqual(commands("M0 0C1 1 2 2 3 0S5 -2 6 0"),
                       [.move(p(0, 0)), .cubic(p(1, 1), p(2, 2), p(3, 0)), .cubic(p(4, -2), p(5, -2), p(6, 0))])
        // Relative, and repeated: each repeat reflects the one before.
        XCTAssertEqual(commands("M0 0C1 1 2 2 3 0s2 -2 3 0 2 2 3 0"),
                       [.move(p(0, 0)), .cubic(p(1, 1), p(2, 2), p(3, 0)), .cubic(p(4, -2), p(5, -2), p(6, 0)),
                        .cubic(p(7, 2), p(8, 2), p(9, 0))])
        // With no curve before it, the first control point is the current point.
        XCTAssertEqual(commands("M0 0L1 0S2 2 3 0"), [.move(p(0, 0)), .line(p(1, 0)), .cubic(p(1, 0), p(2, 2), p(3, 0))])
    }

    func testQuadraticBecomesTheExactCubic() {
        XCTAssertEqual(commands("M0 0Q3 3 6 0"), [.move(p(0, 0)), .cubic(p(2, 2), p(4, 2), p(6, 0))])
        XCTAssertEqual(commands("M0 0q3 3 6 0"), [.move(p(0, 0)), .cubic(p(2, 2), p(4, 2), p(6, 0))])
    }

    func testSmoothQuadraticReflects() {
        // The reflected control point of T is (9, -3): controls at two thirds towards it.
        XCTAssertEqual(commands("M0 0Q3 3 6 0T12 0"),
                       [.move(p(0, 0)), .cubic(p(2, 2), p(4, 2), p(6, 0)), .cubic(p(8, -2), p(10, -2), p(12, 0))])
        XCTAssertEqual(commands("M0 0Q3 3 6 0t6 0"),
                       [.move(p(0, 0)), .cubic(p(2, 2), p(4, 2), p(6, 0)), .cubic(p(8, -2), p(10, -2), p(12, 0))])
        // Without a quadratic before it, T is a straight curve (control = current point).
        XCTAssertEqual(commands("M0 0T6 0"), [.move(p(0, 0)), .cubic(p(0, 0), p(2, 0), p(6, 0))])
    }

    func testCloseReturnsToTheSubpathStart() {
        XCTAssertEqual(commands("M1 1L5 1L5 5Z"), [.move(p(1, 1)), .line(p(5, 1)), .line(p(5, 5)), .close])
        // A drawing command after Z starts a new subpath at the old start, made explicit.
        XCTAssertEqual(commands("M1 1L5 1ZL3 3"), [.move(p(1, 1)), .line(p(5, 1)), .close, .move(p(1, 1)), .line(p(3, 3))])
        // A relative move after Z is relative to the subpath's start, not the last point drawn.
        XCTAssertEqual(commands("M10 10L20 10zm5 5l1 0"),
                       [.move(p(10, 10)), .line(p(20, 10)), .close, .move(p(15, 15)), .line(p(16, 15))])
    }

    func testImplicitRepeats() {
        XCTAssertEqual(commands("M0 0 10 10 20 0"), [.move(p(0, 0)), .line(p(10, 10)), .line(p(20, 0))])
        XCTAssertEqual(commands("m1 1 2 2"), [.move(p(1, 1)), .line(p(3, 3))])
        XCTAssertEqual(commands("M0 0L1 1,2 2"), [.move(p(0, 0)), .line(p(1, 1)), .line(p(2, 2))])
        XCTAssertEqual(commands("M0 0h1 1 1"), [.move(p(0, 0)), .line(p(1, 0)), .line(p(2, 0)), .line(p(3, 0))])
    }

    func testNumberForms() {
        XCTAssertEqual(commands("M.5.5L-1-2L1e1 2E-1L+3,+4L1.5.5"),
                       [.move(p(0.5, 0.5)), .line(p(-1, -2)), .line(p(10, 0.2)), .line(p(3, 4)), .line(p(1.5, 0.5))])
        XCTAssertEqual(commands("M1e-3 5."), [.move(p(0.001, 5))])
        XCTAssertEqual(commands("  M 1 , 2 \n\t L 3 4  "), [.move(p(1, 2)), .line(p(3, 4))])
        XCTAssertEqual(commands(""), [])
        XCTAssertEqual(commands("   "), [])
    }

    func testNumbersReadAsDoubleReadsThem() throws {
        // The scanner's fast path must round exactly as the standard library does.
        let texts = ["0.1", "0.3", "1e-7", "123.456e3", "-0.000001", "9007199254740993", "1.7976931348623157e308",
                     "2.2250738585072014e-308", "70.459", "625.541", "1055.54", "0.7830000000000001", "123456789012345.6", "5.", ".5e+2"]
        for text in texts {
            var scanner = SVGScanner(text)
            XCTAssertEqual(try scanner.number(), Double(text), text)
            XCTAssertTrue(scanner.atEnd, text)
        }
    }

    func testPackedArcFlags() throws {
        // rx 1, ry 1, rotation 0, large-arc 0, sweep 1, then the end point (4 4), relative.
        let packed = commands("M0 0a1 1 0 014 4")
        let spaced = commands("M0 0a1 1 0 0 1 4 4")
        XCTAssertEqual(packed, spaced)
        // The radii (1) cannot span the chord: they are scaled to half of it, a half circle.
        XCTAssertEqual(packed.count, 3)
        XCTAssertEqual(packed.last.flatMap { $0.points.last }, p(4, 4))
    }

    func testArcEndsExactlyOnItsEndPoint() {
        let cases = [("M10 10A7 3 30 1 0 23.5 -4.25", p(23.5, -4.25)), ("M10 10a7 3 -45 0 1 13.5 -14.25", p(23.5, -4.25)),
                     ("M0.1 0.2A100 50 10 1 1 0.3 0.1", p(0.3, 0.1))]
        for (d, end) in cases {
            let result = commands(d)
            XCTAssertEqual(result.last?.points.last, end, d)
            XCTAssertTrue(result.dropFirst().allSatisfy { if case .cubic = $0 { return true } else { return false } }, d)
        }
    }

    func testArcFollowsTheEllipse() {
        // A half circle of radius 5 centered at (5, 0), sweep 1: clockwise on screen, over the top.
        let result = commands("M0 0A5 5 0 0 1 10 0")
        XCTAssertEqual(result.count, 3)
        assertPoint(result[1].points.last, p(5, -5))
        // The handle length of a quarter circle: 4/3·tan(π/8)·r.
        let handle = 4.0 / 3.0 * tan(Double.pi / 8) * 5
        assertPoint(result[1].points.first, p(0, -handle))
        // The other sweep goes under.
        assertPoint(commands("M0 0A5 5 0 0 0 10 0")[1].points.last, p(5, 5))
    }

    func testArcSegmentCountFollowsTheSweep() {
        // 270° (large arc) is three pieces; 90° one; 180° two.
        XCTAssertEqual(commands("M0 -5A5 5 0 1 1 -5 0").count, 4)
        XCTAssertEqual(commands("M5 0A5 5 0 0 1 0 5").count, 2)
        XCTAssertEqual(commands("M-5 0A5 5 0 0 1 5 0").count, 3)
    }

    func testDegenerateArcs() {
        XCTAssertEqual(commands("M0 0A0 5 0 0 1 10 0"), [.move(p(0, 0)), .line(p(10, 0))])
        XCTAssertEqual(commands("M0 0A5 5 0 0 1 0 0L1 1"), [.move(p(0, 0)), .line(p(1, 1))])
        // Negative radii are taken as their absolute values (F.6.6.1).
        XCTAssertEqual(commands("M0 0A-5 -5 0 0 1 10 0"), commands("M0 0A5 5 0 0 1 10 0"))
    }
}
