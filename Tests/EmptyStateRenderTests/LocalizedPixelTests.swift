@testable import EmptyStateRender
import EmptyStateLayout
import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// Localized screens as a reviewer sees them: widths, alignment, glyphs.
final class LocalizedPixelTests: XCTestCase {
    static let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Templates/no-messages.yaml")
        .standardizedFileURL.path

    func layout(_ path: String, locale: String?, device: String? = nil) throws -> (ScreenLayout, PixelBuffer) {
        let source = try TemplateLoader.source(path: path)
        let traits = source.traitCollections(asked: TraitAxes(locales: locale.map { [$0] }))[0]
        var screen = try source.template(traits: traits).base
        if let device { screen.canvas = try XCTUnwrap(Device.named(device)).canvas }
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        let layout = try renderer.layout(screen)
        return (layout, try renderer.renderPixels(layout))
    }

    func inkWidth(_ pixels: PixelBuffer, _ frame: Rect, scale: Int) -> Int {
        let rows = Int(frame.minY) * scale..<Int(frame.maxY) * scale
        let columns = rows.flatMap { pixels.inkColumns(row: $0, background: (255, 255, 255, 255)) }
        return (columns.max() ?? 0) - (columns.min() ?? 0)
    }

    func testTheGermanButtonTitleIsWiderThanTheEnglishOne() throws {
        let (english, englishPixels) = try layout(Self.shipped, locale: nil)
        let (german, germanPixels) = try layout(Self.shipped, locale: "de")
        XCTAssertEqual(german.button?.title?.text.text, "Unterhaltung beginnen")
        let en = try XCTUnwrap(english.button?.title), de = try XCTUnwrap(german.button?.title)
        XCTAssertGreaterThan(de.measurement.lines[0].width, en.measurement.lines[0].width)
        XCTAssertGreaterThan(inkWidth(germanPixels, de.frame, scale: 2), inkWidth(englishPixels, en.frame, scale: 2), "in pixels too")
    }

    func testANaturalArabicTitleIsRightAligned() throws {
        let fixture = try Fixture()
        try fixture.write("strings/ar.lproj/Localizable.strings", "\"t\" = \"لا توجد رسائل\";\n")
        let path = try fixture.write("t.yaml", "strings: strings\ncanvas: { size: [320, 200], scale: 1 }\nbackgroundColor: white\ntitle: { key: t, default: No Messages, alignment: natural, color: black }\n")
        let (english, englishPixels) = try layout(path, locale: nil)
        let (arabic, arabicPixels) = try layout(path, locale: "ar")
        let row = { (layout: ScreenLayout) in Int(layout.title!.frame.midY) }
        let en = englishPixels.inkColumns(row: row(english), background: (255, 255, 255, 255))
        let ar = arabicPixels.inkColumns(row: row(arabic), background: (255, 255, 255, 255))
        XCTAssertLessThan(try XCTUnwrap(en.min()), 40, "English: on the left")
        XCTAssertGreaterThan(try XCTUnwrap(ar.max()), 320 - 20 - 4, "Arabic: ends at the right inset")
        XCTAssertGreaterThan(try XCTUnwrap(ar.min()), 100, "and starts well right of the left edge")
    }

    func testANaturalTitleInThePseudoLocaleArXBIsRightAlignedAsInArabic() throws {
        let fixture = try Fixture()
        let path = try fixture.write("t.yaml", "canvas: { size: [320, 200], scale: 1 }\nbackgroundColor: white\ntitle: { text: Hello there, alignment: natural, color: black }\n")
        let (pseudo, pixels) = try layout(path, locale: "ar-XB")
        let ink = pixels.inkColumns(row: Int(pseudo.title!.frame.midY), background: (255, 255, 255, 255))
        XCTAssertGreaterThan(try XCTUnwrap(ink.max()), 320 - 20 - 4, "ends at the right inset")
        XCTAssertGreaterThan(try XCTUnwrap(ink.min()), 150, "and starts well right of the left edge")
        // Left and right stay absolute, as in UIKit.
        let left = try fixture.write("l.yaml", "canvas: { size: [320, 200], scale: 1 }\nbackgroundColor: white\ntitle: { text: Hello there, alignment: left, color: black }\n")
        let (leftLayout, leftPixels) = try layout(left, locale: "ar-XB")
        XCTAssertLessThan(try XCTUnwrap(leftPixels.inkColumns(row: Int(leftLayout.title!.frame.midY), background: (255, 255, 255, 255)).min()), 40)
    }

    func testEveryScriptHasRealGlyphs() throws {
        let samples = [
            "ar": "مرحبا بالعالم", "he": "שלום עולם", "th": "สวัสดีชาวโลก", "hi": "नमस्ते दुनिया", "ru": "Привет, мир",
            "zh-Hans": "你好，世界", "zh-Hant": "你好，世界", "ja": "こんにちは世界", "ko": "안녕하세요 세계", "el": "Γειά σου κόσμε",
        ]
        let renderer = try ScreenRenderer()
        for (locale, text) in samples.sorted(by: { $0.key < $1.key }) {
            var styled = StyledText(text: text)
            styled.language = locale
            var view = EmptyDataSetView()
            view.title = styled
            let layout = try renderer.layout(Screen(view: view))
            XCTAssertEqual(layout.title?.measurement.missingGlyphs, 0, "\(locale): \(text)")
            XCTAssertEqual(LayoutProblems.of(layout).filter { $0.kind == .missingGlyphs }, [], locale)
        }
        // The check can fail: a private-use character no font has.
        var view = EmptyDataSetView()
        view.title = StyledText(text: "A\u{10FFFD}B")
        let tofu = try renderer.layout(Screen(view: view))
        XCTAssertEqual(tofu.title?.measurement.missingGlyphs, 1)
        XCTAssertEqual(LayoutProblems.of(tofu).map(\.kind), [.missingGlyphs])
    }

    func testAPseudoLocaleThatOverflowsIsReported() throws {
        let (english, _) = try layout(Self.shipped, locale: nil, device: "iphone-se")
        let (pseudo, _) = try layout(Self.shipped, locale: "en-XL", device: "iphone-se")
        let problems = LayoutProblems.of(pseudo, comparedWith: english)
        XCTAssertTrue(problems.contains { $0.kind == .wrapped && $0.element == "title" }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.kind == .truncated && $0.element == "button" }, "\(problems)")
        XCTAssertEqual(LayoutProblems.of(english), [], "English fits")
    }
}
