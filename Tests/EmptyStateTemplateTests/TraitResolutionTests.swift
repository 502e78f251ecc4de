import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// A template resolved for traits is a plain model: colors, text styles and images chosen as
/// UIKit chooses them for a trait collection.
final class TraitResolutionTests: XCTestCase {
    let dark = TraitCollection(colorScheme: .dark)

    func load(_ yaml: String, _ traits: TraitCollection = .default, path: String = "/tmp/t.yaml") throws -> Template {
        try TemplateLoader.parse(text: yaml, path: path, traits: traits)
    }

    func error(_ yaml: String, _ traits: TraitCollection = .default) -> String {
        do {
            _ = try load(yaml, traits)
            XCTFail("expected an error")
            return ""
        } catch {
            XCTAssertFalse("\(error)".contains("\n"))
            return "\(error)"
        }
    }

    func testLightAndDarkColors() throws {
        let yaml = "backgroundColor: { light: \"#FFFFFF\", dark: \"#000000\", darkHighContrast: \"#111111\" }\n"
        XCTAssertEqual(try load(yaml).base.view.backgroundColor, .white)
        XCTAssertEqual(try load(yaml, dark).base.view.backgroundColor, .black)
        let darkHigh = TraitCollection(colorScheme: .dark, contrast: .increased)
        XCTAssertEqual(try load(yaml, darkHigh).base.view.backgroundColor, Color(parsing: "#111111"))
        XCTAssertEqual(try load(yaml, TraitCollection(contrast: .increased)).base.view.backgroundColor, .white, "no light high-contrast: light")
    }

    func testSemanticColorsResolvePerScheme() throws {
        let yaml = "backgroundColor: systemBackground\ntitle: { text: Hi, color: label }\n"
        XCTAssertEqual(try load(yaml).base.view.backgroundColor, .white)
        XCTAssertEqual(try load(yaml).base.view.title?.color, .black)
        XCTAssertEqual(try load(yaml, dark).base.view.backgroundColor, .black)
        XCTAssertEqual(try load(yaml, dark).base.view.title?.color, .white)
    }

    func testTintColorIsTheTemplatesTint() throws {
        XCTAssertEqual(try load("title: { text: Hi, color: tintColor }\n").base.view.title?.color, Color(parsing: "#007AFF"), "systemBlue by default")
        let tinted = "tintColor: { light: \"#FF0000\", dark: \"#00FF00\" }\ntitle: { text: Hi, color: tintColor }\n"
        XCTAssertEqual(try load(tinted).base.view.title?.color, Color(parsing: "#FF0000"))
        XCTAssertEqual(try load(tinted, dark).base.view.title?.color, Color(parsing: "#00FF00"))
    }

    func testASemanticNameInsideAnAppearanceIsThatAppearancesValue() throws {
        let yaml = "backgroundColor: { light: \"#FF0000\", dark: systemBackground }\n"
        XCTAssertEqual(try load(yaml, dark).base.view.backgroundColor, .black)
    }

    func testBadColorsNameTheNearestAndThePlace() {
        XCTAssertEqual(error("title: { text: A, color: secondaryLable }\n"),
                       "/tmp/t.yaml:1:26: title.color 'secondaryLable' is not a color: use #RGB, #RRGGBB, #RRGGBBAA, clear, white, black, a semantic color such as label or systemBackground, or { light, dark }; did you mean 'secondaryLabel'?")
        XCTAssertEqual(error("backgroundColor: { dark: \"#000000\" }\n"),
                       "/tmp/t.yaml:1:18: backgroundColor needs a 'light' color (and usually a 'dark' one)")
        XCTAssertEqual(error("backgroundColor: { light: white, drak: black }\n"),
                       "/tmp/t.yaml:1:34: unknown key 'drak' in backgroundColor; did you mean 'dark'?")
    }

    func testTextStylesFollowTheContentSize() throws {
        let yaml = "title: { text: Hi, font: { textStyle: body } }\ndescription: { text: Lo, font: { textStyle: headline } }\n"
        XCTAssertEqual(try load(yaml).base.view.title?.font, FontSpec(size: 17))
        XCTAssertEqual(try load(yaml).base.view.detail?.font, FontSpec(size: 17, weight: .semibold))
        let ax5 = try load(yaml, TraitCollection(contentSize: .AX5))
        XCTAssertEqual(ax5.base.view.title?.font, FontSpec(size: 53))
        XCTAssertEqual(try load(yaml, TraitCollection(contentSize: .xSmall)).base.view.title?.font, FontSpec(size: 14))
    }

    func testACustomFontScalesRelativeToAStyleAndACapHolds() throws {
        let yaml = "title: { text: Hi, font: { name: Georgia, size: 20, relativeTo: body } }\n"
        XCTAssertEqual(try load(yaml).base.view.title?.font?.size, 20)
        let scaled = try XCTUnwrap(try load(yaml, TraitCollection(contentSize: .AX5)).base.view.title?.font?.size)
        XCTAssertEqual(scaled, 20 * 53 / 17, accuracy: 1)
        let capped = "maximumContentSize: xxxLarge\ntitle: { text: Hi, font: { textStyle: body } }\n"
        XCTAssertEqual(try load(capped, TraitCollection(contentSize: .AX5)).base.view.title?.font?.size, 23)
        XCTAssertEqual(try load("title: { text: Hi, font: { size: 20 } }\n", TraitCollection(contentSize: .AX5)).base.view.title?.font?.size, 20,
                       "a fixed size never scales")
    }

    func testBadTextStylesAndSizes() {
        XCTAssertEqual(error("title: { text: A, font: { textStyle: bodi } }\n"),
                       "/tmp/t.yaml:1:38: title.font.textStyle 'bodi' is not a text style: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2; did you mean 'body'?")
        XCTAssertTrue(error("maximumContentSize: AX9\n").hasPrefix("/tmp/t.yaml:1:21: maximumContentSize 'AX9' is not a content size category"))
        XCTAssertTrue(error("traits: { contentSize: [large, xxxxLarge] }\n").contains("did you mean 'xxxLarge'?"))
        XCTAssertTrue(error("title: { text: A, font: { textStyle: body, size: 3 } }\n").contains("gives both 'size' and 'textStyle'"))
    }

    func testNaturalAlignmentFollowsTheLayoutDirection() throws {
        let yaml = "title: { text: Hi, alignment: natural }\ndescription: { text: Lo, alignment: left }\n"
        XCTAssertEqual(try load(yaml).base.view.title?.alignment, .natural)
        let rtl = try load(yaml, TraitCollection(layoutDirection: .rightToLeft))
        XCTAssertEqual(rtl.base.view.title?.alignment, .right)
        XCTAssertEqual(rtl.base.view.detail?.alignment, .left, "an explicit side stays")
    }

    func testImagesThatAskForItAreMirroredRightToLeft() throws {
        let yaml = "image: { name: arrow, flipsForRightToLeft: true }\nbutton: { image: { normal: arrow } }\n"
        XCTAssertEqual(try load(yaml).base.view.image?.mirrored, false)
        let rtl = try load(yaml, TraitCollection(layoutDirection: .rightToLeft))
        XCTAssertEqual(rtl.base.view.image?.mirrored, true)
        XCTAssertEqual(rtl.base.view.button.images[.normal]?.mirrored, false, "only the image that asks")
    }

    func testImageNamesPerAppearance() throws {
        let yaml = "image: { name: { light: sun, dark: moon } }\n"
        XCTAssertEqual(try load(yaml).base.view.image?.name, "sun")
        XCTAssertEqual(try load(yaml, dark).base.view.image?.name, "moon")
    }

    func testTheTemplatesOwnMatrix() throws {
        let source = try TemplateLoader.source(text: "traits: { colorScheme: [light, dark], contentSize: all }\ntitle: Hi\n", path: "/tmp/t.yaml")
        XCTAssertEqual(source.traitAxes.colorSchemes, [.light, .dark])
        XCTAssertEqual(source.traitAxes.contentSizes?.count, 12)
        XCTAssertEqual(source.traitAxes.combinations.count, 24)
        XCTAssertEqual(source.traitAxes.combinations.first, .default)
        let cli = TraitAxes(colorSchemes: [.dark])
        XCTAssertEqual(cli.over(source.traitAxes).combinations.count, 12, "the command line's axis wins, the template's others stay")
    }

    func testTemplateWideKeysAreNotVariantKeys() {
        XCTAssertTrue(error("variants:\n  x:\n    tintColor: red\n").contains("unknown key 'tintColor' in variant 'x'"))
    }
}
