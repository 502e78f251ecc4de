import EmptyStateExport
import EmptyStateRender
import EmptyStateSymbols
import EmptyStateTemplate
import XCTest

/// What a user sees of every SF Symbol name: ink on the canvas, in one process.
final class SymbolCatalogTests: XCTestCase {
    func catalog() throws -> SymbolCatalog {
        let catalog = SymbolCatalog()
        guard catalog.library.nameList != nil, catalog.library.standIn != nil else {
            throw XCTSkip("the SF Symbols name list or the stand-in set is not installed (make setup installs them)")
        }
        return catalog
    }

    /// Pixels darker than `below`: the symbol's ink on the white canvas.
    func ink(_ pixels: PixelBuffer, below: UInt8 = 160) -> Int {
        var count = 0
        for i in stride(from: 0, to: pixels.rgba.count, by: 4) where pixels.rgba[i] < below { count += 1 }
        return count
    }

    func testEveryNameDrawsVisibleInkAt17And64Points() throws {
        let catalog = try catalog()
        let names = try XCTUnwrap(catalog.library.nameList).allNames
        var blank: [String] = []
        for name in names {
            for (size, canvas) in [(17.0, (24, 24, 1)), (64.0, (80, 80, 1))] {
                let pixels = try catalog.image(of: name, pointSize: size, canvas: canvas)
                // At 17 pt a stroke is 1.3 px wide: a dozen visibly inked pixels is the least a
                // glyph shows (`info`, a lone small i, has 17).
                if ink(pixels, below: 230) < (size < 20 ? 12 : 60) { blank.append("\(name) @\(Int(size))") }
            }
        }
        XCTAssertEqual(blank, [], "\(blank.count) of \(names.count * 2) draw (almost) nothing")
    }

    func testASampleDrawsInkInEveryWeight() throws {
        let catalog = try catalog()
        let names = try XCTUnwrap(catalog.library.nameList).names
        let sample = stride(from: 0, to: names.count, by: 64).map { names[$0] }
        for name in sample {
            var previous = 0
            for weight in ["ultraLight", "regular", "black"] {
                let amount = ink(try catalog.image(of: name, pointSize: 64, weight: weight, canvas: (80, 80, 1)))
                XCTAssertGreaterThan(amount, 60, "\(name) \(weight)")
                // Heavier is never lighter, except where a heavier glyph cuts a wider hole (`.fill`).
                if !name.contains("fill") { XCTAssertGreaterThanOrEqual(amount, previous - 20, "\(name) \(weight)") }
                previous = amount
            }
        }
    }

    func testSearchAndExplanation() throws {
        let catalog = try catalog()
        let found = catalog.search("person badge plus")
        XCTAssertTrue(found.contains("person.crop.circle.badge.plus"), "\(found.prefix(10))")
        XCTAssertTrue(found.allSatisfy { $0.contains("person") && $0.contains("badge") && $0.contains("plus") })
        XCTAssertEqual(try catalog.explanation(of: "tray"), "stand-in icon outline/inbox (Tabler Icons); since SF Symbols 1.0, iOS 13.0")
        XCTAssertEqual(try catalog.explanation(of: "lock.rectangle"), "stand-in composed: outline/lock in a rectangle; since SF Symbols 2.0, iOS 14.0")
        XCTAssertTrue(try catalog.explanation(of: "doc.text").hasSuffix("renamed 'text.document' in SF Symbols 6; since SF Symbols 1.0, iOS 13.0"))
        XCTAssertThrowsError(try catalog.explanation(of: "circel"))
    }
}
