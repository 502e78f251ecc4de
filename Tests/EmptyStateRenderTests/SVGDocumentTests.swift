@testable import EmptyStateRender
import EmptyStateModel
import EmptyStateTemplate
import Foundation
import XCTest

/// SVGs as browsers and reviewers expect them: px sizes, a title, and the same bytes every run.
final class SVGDocumentTests: XCTestCase {
    func svg(_ template: EmptyStateModel.Template) throws -> String {
        let screen = try XCTUnwrap(template.screen(variant: nil))
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        return String(decoding: try renderer.renderSVG(renderer.layout(screen, state: .normal)), as: UTF8.self)
    }

    func testSizedInPixelsWithAMatchingViewBox() throws {
        let fixture = try Fixture()
        let text = try svg(fixture.template("canvas: { size: [375, 667], scale: 2 }\ntitle: Hi\n"))
        XCTAssertTrue(text.contains(#"width="375px" height="667px" viewBox="0 0 375 667""#), String(text.prefix(300)))
        XCTAssertFalse(text.contains("pt\""), "no point units")
    }

    func testTheTitleHoldsTheScreensTexts() throws {
        let fixture = try Fixture()
        let text = try svg(fixture.template("""
        title: "No <Messages> & more"
        description: Nothing here yet.
        button: { title: { normal: Start } }

        """))
        XCTAssertTrue(text.contains("<title>No &lt;Messages&gt; &amp; more — Nothing here yet. — Start</title>"), String(text.prefix(400)))
        let title = try XCTUnwrap(text.range(of: "<title>")), svgOpen = try XCTUnwrap(text.range(of: "<svg"))
        XCTAssertLessThan(svgOpen.lowerBound, title.lowerBound, "inside the root element, first")
    }

    func testTheSameScreenIsTheSameBytesAfterOtherScreens() throws {
        let fixture = try Fixture()
        try fixture.png("box.png", width: 8, height: 8, rgba: (255, 0, 0, 255))
        let template = try fixture.template("backgroundColor: white\nimage: { name: box, tintColor: \"#00FF00\" }\ntitle: Hi\n")
        let first = try svg(template)
        // Cairo's process-wide counters move on with every surface drawn in between.
        for _ in 0..<3 { _ = try svg(fixture.template("image: box\ntitle: Other\ndescription: More\n")) }
        let again = try svg(fixture.template("backgroundColor: white\nimage: { name: box, tintColor: \"#00FF00\" }\ntitle: Hi\n"))
        XCTAssertEqual(first, again)
        XCTAssertTrue(first.contains(#"id="image1""#) || first.contains(#"id="surface1""#), "ids are counted per document")
    }

    func testIdsAreRenamedWithEveryReference() {
        let input = ##"<svg><defs><image id="image295"/><g id="surface291"><use xlink:href="#image295"/></g><clipPath id="clip7"/></defs><g clip-path="url(#clip7)"><use xlink:href="#surface291"/></g><text>#image295 stays</text></svg>"##
        let output = String(decoding: SVGDocument.stableIDs(Data(input.utf8)), as: UTF8.self)
        XCTAssertEqual(output, ##"<svg><defs><image id="image1"/><g id="surface1"><use xlink:href="#image1"/></g><clipPath id="clip1"/></defs><g clip-path="url(#clip1)"><use xlink:href="#surface1"/></g><text>#image295 stays</text></svg>"##)
    }
}
