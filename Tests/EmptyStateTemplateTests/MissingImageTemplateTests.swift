import EmptyStateModel
import EmptyStateTemplate
import XCTest

/// `missing: true`: the app names an image it does not have, so nothing is drawn there (as on
/// iOS), where the same name without it is an error naming the file and place.
final class MissingImageTemplateTests: XCTestCase {
    private func load(_ yaml: String) throws -> Template {
        try TemplateLoader.source(text: yaml, path: "/tmp/missing.yaml").template()
    }

    private func error(_ yaml: String) -> String {
        do { _ = try load(yaml); return "no error" } catch { return "\(error)" }
    }

    func testAMissingSymbolOrAssetDrawsNoImageAndKeepsTheRest() throws {
        let symbol = try load("title: Failed\nimage: { systemName: error, missing: true }\n")
        XCTAssertNil(symbol.base.view.image)
        XCTAssertEqual(symbol.base.view.title?.text, "Failed")
        let asset = try load("title: Empty\nimage: { name: questionmark, missing: true }\nbutton: { title: Retry, image: { name: gone, missing: true } }\n")
        XCTAssertNil(asset.base.view.image)
        XCTAssertNil(asset.base.view.button.images[.normal], "a button's missing image: the button keeps its title alone")
        XCTAssertEqual(asset.base.view.button.titles[.normal]?.text, "Retry")
    }

    func testWithoutTheKeyTheSameNamesAreDrawnOrRefused() throws {
        XCTAssertTrue(error("image: { systemName: error }\n").contains("'error' is not an SF Symbol name"))
        // An image file is looked for when it is drawn (where a missing one is an error).
        XCTAssertNotNil(try load("image: { name: questionmark }\n").base.view.image)
        XCTAssertNotNil(try load("image: { name: questionmark, missing: false }\n").base.view.image)
    }

    func testMissingNeedsTheNameItSpeaksOfAndABoolean() {
        XCTAssertEqual(error("image:\n  missing: true\n"),
                       "/tmp/missing.yaml:2:3: image.missing says the app has no image of the name it gives; it needs that 'name' or 'systemName'")
        XCTAssertTrue(error("image: { name: x, missing: maybe }\n").contains("image.missing must be true or false"))
    }
}
