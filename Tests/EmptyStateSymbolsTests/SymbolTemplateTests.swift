import EmptyStateModel
@testable import EmptyStateSymbols
import XCTest

final class SymbolTemplateTests: XCTestCase {
    typealias F = TemplateFixture
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    let weights = FontWeight.allCases
    let names = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]

    func assertPoint(_ actual: Point?, _ expected: Point, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y", file: file, line: line)
    }

    /// All 27 variants, each a rectangle whose width grows with the weight, in its own column.
    func fullTemplate() -> String {
        var symbols: [String] = []
        var margins: [(String, Double, Double)] = []
        for scale in ["S", "M", "L"] {
            for (index, name) in names.enumerated() {
                let x = 300 + 300 * Double(index)
                symbols.append(F.variant("\(name)-\(scale)", x: x, F.path("M10 -60H\(50 + index)V-20H10Z")))
                margins.append(("\(name)-\(scale)", x, x + 60 + Double(index)))
            }
        }
        return F.document(guides: F.guides(margins: margins), symbols: symbols.joined(separator: "\n"))
    }

    func testFullTemplateGivesEachVariantAsDrawn() throws {
        let template = try SymbolTemplate(svg: fullTemplate(), file: "full.svg")
        XCTAssertEqual(template.variants.count, 27)
        XCTAssertEqual(template.variants.first, "Ultralight-S")
        XCTAssertEqual(template.variants[3], "Regular-S")
        XCTAssertEqual(template.variants.last, "Black-L")
        XCTAssertEqual(template.notes, [])
        XCTAssertEqual(template.templateVersion, "6.0")
        let bold = try template.outline(weight: .bold, scale: .large)
        XCTAssertEqual(bold.shapes.map(\.path.commands),
                       [[.move(p(10, -60)), .line(p(56, -60)), .line(p(56, -20)), .line(p(10, -20)), .close]])
        XCTAssertEqual(bold.advance, 66)
        XCTAssertEqual(bold.capHeight, 70.46, accuracy: 1e-9)
        let ultralight = try template.outline(weight: .ultraLight, scale: .small)
        XCTAssertEqual(ultralight.shapes[0].path.svg, "M10-60L50-60L50-20L10-20Z")
        XCTAssertEqual(ultralight.advance, 60)
        XCTAssertEqual(ultralight.capHeight, 70.459, accuracy: 1e-9)
    }

    /// Apple's variable template: Ultralight-S, Regular-S and Black-S only.
    func threeWeightTemplate(regular: String = "M8 -52H34V-8H8Z") -> String {
        let symbols = [F.variant("Black-S", x: 2900, F.path("M4 -56H40V-4H4Z")),
                       F.variant("Regular-S", x: 1400, F.path(regular)),
                       F.variant("Ultralight-S", x: 500, F.path("M10 -50H30V-10H10Z"))]
        let margins = [("Ultralight-S", 500.0, 540.0), ("Regular-S", 1400, 1444), ("Black-S", 2900, 2950)]
        return F.document(guides: F.guides(margins: margins), symbols: symbols.joined(separator: "\n"))
    }

    func testThreeWeightTemplateInterpolatedToSemiboldMedium() throws {
        let template = try SymbolTemplate(svg: threeWeightTemplate(), file: "three.svg")
        XCTAssertEqual(template.variants, ["Ultralight-S", "Regular-S", "Black-S"])
        XCTAssertEqual(template.notes, [])
        // Semibold (600) is 0.4 of the way from Regular (400) to Black (900). At S the first
        // point is (8 + 0.4·(4 − 8), −52 + 0.4·(−56 + 52)) = (6.4, −53.6), the advance 44 + 0.4·6.
        let semiboldSmall = try template.outline(weight: .semibold, scale: .small)
        assertPoint(semiboldSmall.shapes[0].path.commands.first?.points.first, p(6.4, -53.6))
        XCTAssertEqual(semiboldSmall.advance, 46.4, accuracy: 1e-12)
        // M is not drawn: S is scaled by 1/0.783 about the left margin and the middle of the cap
        // height (70.459 at S, 70.46 at M): x = 6.4/0.783, y = (−53.6 + 35.2295)/0.783 − 35.23.
        let semiboldMedium = try template.outline(weight: .semibold, scale: .medium)
        assertPoint(semiboldMedium.shapes[0].path.commands.first?.points.first, p(8.173690932311622, -58.69168582375481))
        XCTAssertEqual(semiboldMedium.advance, 59.25925925925925, accuracy: 1e-9)
        XCTAssertEqual(semiboldMedium.capHeight, 70.46, accuracy: 1e-9)
        // Light (300) is two thirds of the way from Ultralight (100) to Regular (400).
        let light = try template.outline(weight: .light, scale: .small)
        assertPoint(light.shapes[0].path.commands.first?.points.first, p(10 - 2.0 * 2 / 3, -50 - 2.0 * 2 / 3))
        // The drawn ones are exact.
        XCTAssertEqual(try template.outline(weight: .regular, scale: .small).shapes[0].path.svg, "M8-52L34-52L34-8L8-8Z")
    }

    func testIncompatibleMastersFallBackToTheNearerWeightWithANote() throws {
        let template = try SymbolTemplate(svg: threeWeightTemplate(regular: "M8 -52H34C34 -30 34 -30 34 -8H8Z"), file: "odd.svg")
        // Regular has a curve where Ultralight has a line; Black has a line there too.
        XCTAssertEqual(template.notes, [
            "Ultralight-S and Regular-S cannot be interpolated (path 1: command 3 is a line in one and a curve in the other): the weights between them use the nearer of the two",
            "Regular-S and Black-S cannot be interpolated (path 1: command 3 is a curve in one and a line in the other): the weights between them use the nearer of the two",
        ])
        XCTAssertEqual(try template.outline(weight: .thin, scale: .small).shapes[0].path.svg, "M10-50L30-50L30-10L10-10Z")
        XCTAssertEqual(try template.outline(weight: .light, scale: .small).shapes[0].path.svg, "M8-52L34-52C34-30 34-30 34-8L8-8Z")
        XCTAssertEqual(try template.outline(weight: .heavy, scale: .small).shapes[0].path.svg, "M4-56L40-56L40-4L4-4Z")
        // Semibold (600) is nearer Regular (400) than Black (900).
        XCTAssertEqual(try template.outline(weight: .semibold, scale: .small).shapes[0].path.svg, "M8-52L34-52C34-30 34-30 34-8L8-8Z")
    }

    func testOneWeightServesEveryWeight() throws {
        let symbols = ["S": 100.0, "M": 1000, "L": 2000].map { scale, x in
            F.variant("Regular-\(scale)", x: x, F.path("M0 -\(scale == "S" ? 40 : scale == "M" ? 50 : 60)H20V0H0Z"))
        }
        let template = try SymbolTemplate(svg: F.document(symbols: symbols.joined(separator: "\n")), file: "static.svg")
        XCTAssertEqual(template.variants, ["Regular-S", "Regular-M", "Regular-L"])
        XCTAssertEqual(template.notes, [])
        for weight in weights {
            XCTAssertEqual(try template.outline(weight: weight, scale: .medium).shapes[0].path.svg, "M0-50L20-50L20 0L0 0Z")
            XCTAssertEqual(try template.outline(weight: weight, scale: .large).shapes[0].path.svg, "M0-60L20-60L20 0L0 0Z")
        }
    }

    func testDrawnWeightsThatDoNotSpanTheRangeAreNoted() throws {
        let symbols = [F.variant("Regular-S", x: 100, F.path("M0 -40H20V0H0Z")), F.variant("Bold-S", x: 1000, F.path("M0 -44H24V0H0Z"))]
        let template = try SymbolTemplate(svg: F.document(symbols: symbols.joined(separator: "\n")), file: "partial.svg")
        XCTAssertEqual(template.notes, [
            "the lightest S variant is Regular-S: lighter weights use it, as outlines are not extrapolated",
            "the heaviest S variant is Bold-S: heavier weights use it, as outlines are not extrapolated",
        ])
        XCTAssertEqual(try template.outline(weight: .black, scale: .small).shapes[0].path.svg, "M0-44L24-44L24 0L0 0Z")
        XCTAssertEqual(try template.outline(weight: .thin, scale: .small).shapes[0].path.svg, "M0-40L20-40L20 0L0 0Z")
        // Medium (500) is a third of the way from Regular (400) to Bold (700).
        XCTAssertEqual(try template.outline(weight: .medium, scale: .small).shapes[0].path.svg, "M0-41.333L21.333-41.333L21.333 0L0 0Z")
    }

    func testMissingScalesDeriveFromTheNearestDrawnScale() throws {
        // Only M: L is M scaled by 1.29 about the left margin (here the ink's left edge, as there
        // are no margin guides) and the middle of the cap height (70.46 / 2 = 35.23).
        let onlyMedium = F.document(symbols: F.variant("Regular-M", x: 1000, F.path("M10 -60H40V0H10Z")))
        let large = try SymbolTemplate(svg: onlyMedium, file: "m.svg").outline(weight: .regular, scale: .large)
        assertPoint(large.shapes[0].path.commands.first?.points.first, p(0, (-60 + 35.23) * 1.29 - 35.23))
        assertPoint(large.shapes[0].path.commands[1].points.first, p(30 * 1.29, (-60 + 35.23) * 1.29 - 35.23))
        XCTAssertEqual(large.advance, 30 * 1.29, accuracy: 1e-9)
        // S and L drawn, M wanted: S is nearer (1/0.783 is a smaller step than 1.29).
        let both = F.document(symbols: [F.variant("Regular-S", x: 100, F.path("M0 -40H20V0H0Z")),
                                        F.variant("Regular-L", x: 2000, F.path("M0 -70H40V0H0Z"))].joined(separator: "\n"))
        let medium = try SymbolTemplate(svg: both, file: "sl.svg").outline(weight: .regular, scale: .medium)
        assertPoint(medium.shapes[0].path.commands.first?.points.first, p(0, (-40 + 70.459 / 2) / 0.783 - 70.46 / 2), accuracy: 1e-9)
        XCTAssertEqual(medium.advance, 20 / 0.783, accuracy: 1e-9)
    }
}
