import EmptyStateModel
@testable import EmptyStateSymbols
import XCTest

final class PathDataGeometryTests: XCTestCase {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    func assertRect(_ actual: Rect?, _ expected: Rect, accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("no bounds", file: file, line: line) }
        XCTAssertEqual(actual.minX, expected.minX, accuracy: accuracy, "minX", file: file, line: line)
        XCTAssertEqual(actual.minY, expected.minY, accuracy: accuracy, "minY", file: file, line: line)
        XCTAssertEqual(actual.maxX, expected.maxX, accuracy: accuracy, "maxX", file: file, line: line)
        XCTAssertEqual(actual.maxY, expected.maxY, accuracy: accuracy, "maxY", file: file, line: line)
    }

    func testBoundsOfACircleBuiltFromArcsIsItsRadiusBox() throws {
        // Two half circles of radius 7 around (0, 3).
        let circle = try PathData(svg: "M-7 3A7 7 0 1 0 7 3A7 7 0 1 0 -7 3Z")
        assertRect(circle.bounds, Rect(x: -7, y: -4, width: 14, height: 14), accuracy: 1e-6)
        let ellipse = try XCTUnwrap(try PathData(shape: "ellipse", attributes: ["cx": "10", "cy": "20", "rx": "4", "ry": "2"]))
        assertRect(ellipse.bounds, Rect(x: 6, y: 18, width: 8, height: 4), accuracy: 1e-6)
    }

    func testCubicBoundsUseTheCurveNotItsControlPoints() throws {
        // The controls reach y = 10; the curve itself peaks at t = 0.5, at 3·¼·½·10·2 = 7.5.
        let arch = try PathData(svg: "M0 0C0 10 10 10 10 0")
        assertRect(arch.bounds, Rect(x: 0, y: 0, width: 10, height: 7.5), accuracy: 1e-12)
        // An S curve has an extreme in each coordinate inside the segment.
        let s = try PathData(svg: "M0 0C40 0 -30 10 10 10")
        let bounds = try XCTUnwrap(s.bounds)
        XCTAssertLessThan(bounds.maxX, 40)
        XCTAssertGreaterThan(bounds.maxX, 12)
        XCTAssertLessThan(bounds.minX, -2)
        XCTAssertGreaterThan(bounds.minX, -30)
        // x(t) = 120t(1−t)² − 90t²(1−t) + 10t³: sampled finely, its extremes agree.
        var high = -Double.infinity, low = Double.infinity
        for step in 0...100_000 {
            let t = Double(step) / 100_000, u = 1 - t
            let x = 3 * u * u * t * 40 + 3 * u * t * t * -30 + t * t * t * 10
            high = max(high, x); low = min(low, x)
        }
        XCTAssertEqual(bounds.maxX, high, accuracy: 1e-6)
        XCTAssertEqual(bounds.minX, low, accuracy: 1e-6)
        XCTAssertEqual(bounds.minY, 0)
        XCTAssertEqual(bounds.maxY, 10)
    }

    func testBoundsOfEmptyAndMoveOnlyPathsAreNil() throws {
        XCTAssertNil(PathData(commands: []).bounds)
        XCTAssertNil(try PathData(svg: "M5 5").bounds)
        XCTAssertEqual(try PathData(svg: "M1 2L4 6").bounds, Rect(x: 1, y: 2, width: 3, height: 4))
    }

    func testTransformed() throws {
        let path = try PathData(svg: "M1 2L3 4C5 6 7 8 9 10Z")
        XCTAssertEqual(path.transformed(scale: 2, dx: 10, dy: -1).commands,
                       [.move(p(12, 3)), .line(p(16, 7)), .cubic(p(20, 11), p(24, 15), p(28, 19)), .close])
    }

    func testSerializationIsCompact() throws {
        let path = PathData(commands: [.move(p(1, 2)), .line(p(3, -4)), .cubic(p(1.0 / 3, -0.0001), p(2.5, -1.25), p(-0.0, 1e6)), .close])
        XCTAssertEqual(path.svg, "M1 2L3-4C0.333 0 2.5-1.25 0 1000000Z")
        XCTAssertEqual(PathData(commands: []).svg, "")
        XCTAssertEqual(PathData(commands: [.move(p(-0.0004, 2.0006))]).svg, "M0 2.001")
    }

    func testSerializationReadsBackToTheSamePath() throws {
        let original = try PathData(svg: "M10 10A7 3 30 1 0 23.5 -4.25Q30 0 31 5T40 2ZM0 0h5v5h-5z")
        let again = try PathData(svg: original.svg)
        XCTAssertEqual(again.commands.count, original.commands.count)
        for (a, b) in zip(original.commands, again.commands) {
            XCTAssertEqual(a.kind, b.kind)
            for (x, y) in zip(a.points, b.points) {
                XCTAssertEqual(x.x, y.x, accuracy: 0.0005)
                XCTAssertEqual(x.y, y.y, accuracy: 0.0005)
            }
        }
    }

    func testInterpolateMidpoints() throws {
        let a = try PathData(svg: "M0 0L10 0C10 10 0 10 0 0Z")
        let b = try PathData(svg: "M2 4L20 0C30 20 -10 30 0 8Z")
        XCTAssertEqual(try PathData.interpolate(a, b, t: 0.5).commands,
                       [.move(p(1, 2)), .line(p(15, 0)), .cubic(p(20, 15), p(-5, 20), p(0, 4)), .close])
        XCTAssertEqual(try PathData.interpolate(a, b, t: 0), a)
        XCTAssertEqual(try PathData.interpolate(a, b, t: 1), b)
        XCTAssertEqual(try PathData.interpolate(a, b, t: 0.25).commands.first, .move(p(0.5, 1)))
    }

    func testInterpolateSaysHowThePathsDiffer() throws {
        let a = try PathData(svg: "M0 0L10 0L10 10Z")
        XCTAssertThrowsError(try PathData.interpolate(a, try PathData(svg: "M0 0L10 0Z"), t: 0.5)) { error in
            XCTAssertEqual((error as? PathInterpolationError)?.message, "the paths have 4 and 3 commands")
        }
        XCTAssertThrowsError(try PathData.interpolate(a, try PathData(svg: "M0 0L10 0Q10 10 0 10Z"), t: 0.5)) { error in
            XCTAssertEqual((error as? PathInterpolationError)?.message, "command 3 is a line in one and a curve in the other")
        }
    }

    func testShapesBecomePaths() throws {
        let rect = try XCTUnwrap(try PathData(shape: "rect", attributes: ["x": "1", "y": "2", "width": "10", "height": "5"]))
        XCTAssertEqual(rect.commands, [.move(p(1, 2)), .line(p(11, 2)), .line(p(11, 7)), .line(p(1, 7)), .close])
        let rounded = try XCTUnwrap(try PathData(shape: "rect", attributes: ["width": "10", "height": "6px", "rx": "2"]))
        assertRect(rounded.bounds, Rect(x: 0, y: 0, width: 10, height: 6), accuracy: 1e-12)
        XCTAssertEqual(rounded.commands.filter { if case .cubic = $0 { return true } else { return false } }.count, 4)
        let circle = try XCTUnwrap(try PathData(shape: "circle", attributes: ["cx": "5", "cy": "5", "r": "5"]))
        XCTAssertEqual(circle.commands.first, .move(p(10, 5)))
        XCTAssertEqual(circle.commands.count, 6)
        XCTAssertEqual(try PathData(shape: "line", attributes: ["x1": "1", "y1": "2", "x2": "3", "y2": "4"])?.commands,
                       [.move(p(1, 2)), .line(p(3, 4))])
        XCTAssertEqual(try PathData(shape: "polygon", attributes: ["points": "0,0 4,0 4,3"])?.commands,
                       [.move(p(0, 0)), .line(p(4, 0)), .line(p(4, 3)), .close])
        XCTAssertEqual(try PathData(shape: "polyline", attributes: ["points": "0 0 4 0"])?.commands, [.move(p(0, 0)), .line(p(4, 0))])
        XCTAssertEqual(try PathData(shape: "svg:path", attributes: ["d": "M1 1L2 2"])?.commands, [.move(p(1, 1)), .line(p(2, 2))])
        XCTAssertNil(try PathData(shape: "text", attributes: [:]))
        XCTAssertEqual(try PathData(shape: "rect", attributes: ["width": "0", "height": "5"])?.commands, [])
    }

    func testUnreadableShapeAttributes() {
        XCTAssertThrowsError(try PathData(shape: "rect", attributes: ["width": "50%", "height": "5"])) { error in
            XCTAssertEqual("\(error)", "rect: width=\"50%\" is not a number (units other than px are not supported)")
        }
        XCTAssertThrowsError(try PathData(shape: "circle", attributes: ["r": "NaN"]))
        XCTAssertThrowsError(try PathData(shape: "rect", attributes: ["width": "-1", "height": "5"])) { error in
            XCTAssertEqual("\(error)", "rect: width is negative (-1.0)")
        }
        XCTAssertThrowsError(try PathData(shape: "polygon", attributes: ["points": "0 0 1"])) { error in
            XCTAssertEqual("\(error)", "polygon: points has an odd number of coordinates (3)")
        }
    }
}
