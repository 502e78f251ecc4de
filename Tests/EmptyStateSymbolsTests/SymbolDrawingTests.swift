import EmptyStateModel
@testable import EmptyStateSymbols
import XCTest

/// A symbol outline and a configuration → the SVG and its size in points.
final class SymbolDrawingTests: XCTestCase {
    let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)

    /// A 50 × 80 square standing on the baseline (primary) and a small one above it (secondary).
    func outline(erasing: Bool = false) throws -> SymbolOutline {
        var shapes = [SymbolShape(path: try PathData(svg: "M0 0H50V-80H0Z")),
                      SymbolShape(path: try PathData(svg: "M10-90H20V-100H10Z"), level: .secondary)]
        if erasing { shapes.insert(SymbolShape(path: try PathData(svg: "M20 -20H30V-30H20Z"), erases: true), at: 1) }
        return SymbolOutline(shapes: shapes, advance: 60, capHeight: 70.459)
    }

    func testTheImageIsTheInkAndTheCapBandAtThePointSize() throws {
        let image = SymbolDrawing.image(try outline(), configuration: SymbolConfiguration(pointSize: 50, colors: [red]))
        // Ink from y = -100 to 0, x 0…50; the advance (60) widens it: 60 × 100 units at 0.5 pt each.
        XCTAssertEqual(image.size, Size(width: 30, height: 50))
        XCTAssertEqual(image.baselineOffsetFromBottom, 0)
        XCTAssertTrue(image.svg.contains("width=\"30\" height=\"50\" viewBox=\"0 -100 60 100\""), image.svg)
    }

    func testRenderingModesColorTheLayers() throws {
        let monochrome = SymbolDrawing.image(try outline(), configuration: SymbolConfiguration(pointSize: 10, colors: [red])).svg
        XCTAssertEqual(monochrome.components(separatedBy: "#FF0000").count - 1, 2)
        XCTAssertFalse(monochrome.contains("opacity"))
        let hierarchical = SymbolDrawing.image(try outline(), configuration: SymbolConfiguration(pointSize: 10, renderingMode: .hierarchical, colors: [red])).svg
        XCTAssertTrue(hierarchical.contains("<g opacity=\"0.5\"><path d=\"M10-90"), hierarchical)
        let palette = SymbolDrawing.image(try outline(), configuration: SymbolConfiguration(pointSize: 10, renderingMode: .palette, colors: [red, green])).svg
        XCTAssertTrue(palette.contains("M0 0") && palette.contains("#00FF00"), palette)
        var translucent = red
        translucent.alpha = 0.6
        let alpha = SymbolDrawing.image(try outline(), configuration: SymbolConfiguration(pointSize: 10, colors: [translucent])).svg
        XCTAssertEqual(alpha.components(separatedBy: "opacity=").count - 1, 1, "one group at the color's alpha, so overlaps do not darken")
    }

    func testAClearLayerCutsOnlyWhatWasDrawnBeforeIt() throws {
        let svg = SymbolDrawing.image(try outline(erasing: true), configuration: SymbolConfiguration(pointSize: 10, colors: [red])).svg
        let masked = try XCTUnwrap(svg.range(of: "<g mask=\"url(#clear0)\"><path d=\"M0 0"))
        let later = try XCTUnwrap(svg.range(of: "M10-90"))
        XCTAssertGreaterThan(later.lowerBound, svg.range(of: "</g>", range: masked.upperBound..<svg.endIndex)!.lowerBound, "the secondary square is drawn after the cut")
    }

    func testVariableLayersAboveTheValueAreDimmed() throws {
        var symbol = try outline()
        symbol.shapes[1].variableThreshold = 0.6
        let low = SymbolDrawing.image(symbol, configuration: SymbolConfiguration(pointSize: 10, colors: [red], variableValue: 0.5)).svg
        XCTAssertTrue(low.contains("<g opacity=\"0.25\"><path d=\"M10-90"), low)
        let high = SymbolDrawing.image(symbol, configuration: SymbolConfiguration(pointSize: 10, colors: [red], variableValue: 0.7)).svg
        XCTAssertFalse(high.contains("opacity"))
    }

    func testNearestNamesAreSuggestedAndFarOnesAreNot() {
        XCTAssertEqual(NearestSymbol.suggestions(for: "trayy", among: ["tray", "tray.fill", "star"]), ["tray"])
        XCTAssertEqual(NearestSymbol.suggestions(for: "zzzzzz", among: ["tray", "star"]), [])
    }

    func testAStandInIsStrokedByWeightAndScaledByScale() throws {
        guard let set = StandInSet.installed() else { throw XCTSkip("the stand-in symbol set is not installed (make setup installs it)") }
        let regular = try set.outline(icon: "outline/heart", weight: .regular, scale: .medium)
        let black = try set.outline(icon: "outline/heart", weight: .black, scale: .medium)
        let large = try set.outline(icon: "outline/heart", weight: .regular, scale: .large)
        guard case let .stroke(thin) = regular.shapes[0].paint, case let .stroke(thick) = black.shapes[0].paint else { return XCTFail("stroked") }
        XCTAssertLessThan(thin, thick)
        XCTAssertEqual(large.advance / regular.advance, 1.29, accuracy: 1e-9)
        XCTAssertEqual(regular.capHeight, 70.459)
        // Centered on the cap height's middle, as symbols are.
        let bounds = try XCTUnwrap(regular.shapes[0].path.bounds)
        XCTAssertEqual(bounds.midY, -70.459 / 2, accuracy: 6)
    }
}
