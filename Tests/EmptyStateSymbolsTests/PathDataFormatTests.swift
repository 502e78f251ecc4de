@testable import EmptyStateSymbols
import Foundation
import XCTest

/// Numbers in path data and symbol SVGs: written digit by digit, the same text "%.3f" gives.
final class PathDataFormatTests: XCTestCase {
    /// What the formatter wrote before it was made fast: "%.3f", trailing zeros dropped.
    func formatted(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 || !rounded.isFinite { return "0" }
        if abs(rounded) < 1e15, rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    func testTheTextIsPrintfsForEveryKindOfNumber() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 0.001, 1.5, -1.5, 12.0, 0.1, 0.125, 70.459, -35.2295,
                                999.9995, 1e11, -1e11 + 0.25, 123456.789, .infinity, -.infinity, .nan, 1e13, 2e15]
        for _ in 0..<200_000 {
            let magnitude = [1.0, 10, 100, 1_000, 100_000].randomElement(using: &generator)!
            values.append(Double.random(in: -magnitude...magnitude, using: &generator))
        }
        for value in values { XCTAssertEqual(PathData.format(value), formatted(value), "\(value)") }
    }
}
