import EmptyStateModel
import EmptyStateRender
import XCTest

/// Fonts as iOS falls back: a font the app lacks is dropped with its size; a substitute without
/// the weight asked for draws the nearest it has by CSS's rule.
final class FontFallbackTests: XCTestCase {
    func render(_ title: StyledText?, detail: StyledText? = nil) throws -> (PixelBuffer, ScreenRenderer) {
        var view = EmptyDataSetView()
        view.backgroundColor = .white
        view.title = title
        view.detail = detail
        let renderer = try ScreenRenderer()
        let screen = Screen(view: view, canvas: Canvas(size: Size(width: 320, height: 200), scale: 1))
        return (try renderer.renderPixels(renderer.layout(screen)), renderer)
    }

    func testAnUnknownFontIsTheLabelsOwnFontAtItsOwnSize() throws {
        let (unknown, renderer) = try render(StyledText(text: "No Messages", font: FontSpec(name: "Avenir-Heavy", size: 40), color: .black))
        let (standard, _) = try render(StyledText(text: "No Messages", color: .black))
        XCTAssertEqual(unknown, standard, "as UIFont(name:size:) returning nil: system 27 pt, the 40 pt lost too")
        XCTAssertEqual(renderer.fonts.unknownFonts, ["Avenir-Heavy"])
        XCTAssertEqual(renderer.fonts.warnings, [
            "font 'Avenir-Heavy' is not installed, not in the font map and not among the template's fonts: the title is drawn in the label's own font, system 27 pt, as on iOS",
        ])
        let (sized, _) = try render(StyledText(text: "No Messages", font: FontSpec(size: 40), color: .black))
        XCTAssertNotEqual(unknown, sized, "the fallback is not the size asked for")
    }

    func testAnUnknownRunFontKeepsTheTextsFont() throws {
        let run = TextRun(match: "here", font: FontSpec(name: "Futura-Bold", size: 30))
        let (withRun, renderer) = try render(nil, detail: StyledText(text: "Nothing here", font: FontSpec(size: 15), color: .black, runs: [run]))
        let (plain, _) = try render(nil, detail: StyledText(text: "Nothing here", font: FontSpec(size: 15), color: .black))
        XCTAssertEqual(withRun, plain)
        XCTAssertEqual(renderer.fonts.unknownFonts, ["Futura-Bold"])
    }

    func testKnownFontsAreKept() throws {
        let (_, renderer) = try render(StyledText(text: "Hi", font: FontSpec(name: "HelveticaNeue-Light", size: 22)),
                                       detail: StyledText(text: "Hi", font: FontSpec(name: "PingFangSC-Regular", size: 15)))
        XCTAssertEqual(renderer.fonts.unknownFonts, [])
        XCTAssertEqual(renderer.fonts.warnings, [])
    }

    func testCSSWeightMatching() {
        XCTAssertEqual(WeightMatching.nearest(500, among: [400, 700]), 400, "Medium → Regular")
        XCTAssertEqual(WeightMatching.nearest(600, among: [400, 700]), 700, "Semibold → Bold")
        XCTAssertEqual(WeightMatching.nearest(300, among: [400, 700]), 400, "nothing lighter: the next heavier")
        XCTAssertEqual(WeightMatching.nearest(300, among: [200, 400]), 200, "lighter first below 400")
        XCTAssertEqual(WeightMatching.nearest(400, among: [300, 500]), 500, "400 looks up to 500 first")
        XCTAssertEqual(WeightMatching.nearest(400, among: [300, 600]), 300, "then lighter")
        XCTAssertEqual(WeightMatching.nearest(800, among: [400, 700]), 700, "nothing heavier: the next lighter")
        XCTAssertEqual(WeightMatching.nearest(700, among: [400, 700]), 700)
    }

    func testSubstitutesDrawTheNearestWeightTheyHave() throws {
        let fonts = try FontContext()
        XCTAssertEqual(fonts.choice(for: FontSpec(name: "HelveticaNeue-Medium", size: 17)).weight, 400, "TeX Gyre Heros has 400 and 700")
        XCTAssertEqual(fonts.choice(for: FontSpec(name: "ArialMT", size: 17, weight: .semibold)).weight, 700)
        XCTAssertEqual(fonts.choice(for: FontSpec(size: 17, weight: .medium)).weight, 500, "Inter has every weight")
        XCTAssertTrue(fonts.notes.contains { $0.contains("weight 400, the nearest it has to 500") }, "\(fonts.notes)")
    }

    /// HelveticaNeue-Medium is drawn with Heros 400 glyphs at the width iOS gives it: 0.6 of the
    /// way from Heros 400's width to Heros 700's (measured on DZNEmptyDataSet's Remote snapshot),
    /// so lines break where Medium's would.
    func testAMissingWeightTakesTheWidthBetweenItsNeighbours() throws {
        func width(_ name: String) throws -> Double {
            var view = EmptyDataSetView()
            view.title = StyledText(text: "Cannot Connect to a Local Network", font: FontSpec(name: name, size: 18))
            let renderer = try ScreenRenderer()
            let layout = try renderer.layout(Screen(view: view, canvas: Canvas(size: Size(width: 600, height: 200), scale: 1)))
            return try XCTUnwrap(layout.title?.measurement.lines.first).width
        }
        // Helvetica-* is Heros untracked: the neighbours' own widths.
        let (regular, bold) = (try width("Helvetica"), try width("Helvetica-Bold"))
        let medium = try width("HelveticaNeue-Medium")
        XCTAssertEqual(medium, regular + 0.6 * (bold - regular), accuracy: 0.5, "0.6 of the way to bold (\(regular), \(medium), \(bold))")
        XCTAssertEqual(medium, 297, accuracy: 2, "the title's width on iOS's snapshot")
        let fonts = try FontContext()
        _ = fonts.choice(for: FontSpec(name: "HelveticaNeue-Medium", size: 17))
        XCTAssertTrue(fonts.notes.contains { $0.contains("weight 400, the nearest it has to 500, letter-spaced to the width of 500 between its 400 and 700") }, "\(fonts.notes)")
        _ = fonts.choice(for: FontSpec(name: "HelveticaNeue-Light", size: 17))
        XCTAssertFalse(fonts.notes.contains { $0.contains("HelveticaNeue-Light") && $0.contains("letter-spaced") }, "nothing lighter than 300 to interpolate with")
    }
}
