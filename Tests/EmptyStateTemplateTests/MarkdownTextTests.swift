import EmptyStateModel
@testable import EmptyStateTemplate
import EmptyStateTraits
import XCTest

/// SwiftUI draws a localized key's inline Markdown: markers gone, strong text bold, links in the tint.
final class MarkdownTextTests: XCTestCase {
    func testInlineMarkdownIsReadAsSwiftUIReadsIt() {
        XCTAssertNil(InlineMarkdown.parse("No **markers** here".replacingOccurrences(of: "**", with: "")))
        XCTAssertNil(InlineMarkdown.parse("snake_case_name and 2 * 3 * 4"), "an underscore inside a word and a spaced star are text")
        let parsed = InlineMarkdown.parse("Some fields have an **invalid configuration**. See [here](https://x.org) or `code`, *soft* \\*not\\*.")
        XCTAssertEqual(parsed?.text, "Some fields have an invalid configuration. See here or code, soft *not*.")
        XCTAssertEqual(parsed?.spans.map(\.kind), [.strong, .link, .code, .emphasis])
        XCTAssertEqual(parsed?.spans.map(\.text), ["invalid configuration", "here", "code", "soft"])
        XCTAssertEqual(InlineMarkdown.parse("__Bold__ and ~~gone~~")?.text, "Bold and gone")
        XCTAssertEqual(InlineMarkdown.parse("**unclosed")?.text, nil, "an opener without a closer is text")
    }

    func load(_ yaml: String) throws -> EmptyDataSetView {
        let path = NSTemporaryDirectory() + "markdown-\(UUID().uuidString).yaml"
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try TemplateLoader.load(path: path, traits: .default).base.view
    }

    func testASwiftUIKeyTextDrawsItsMarkdownAndOtherTextsDoNot() throws {
        let view = try load("""
        style: swiftui
        title: { key: empty.title, default: "No **Documents**" }
        description: { key: empty.hint, default: "You **cannot save** now. Read [the guide](https://x.org)." }
        """)
        XCTAssertEqual(view.title?.text, "No Documents")
        XCTAssertEqual(view.detail?.text, "You cannot save now. Read the guide.")
        let detailFont = try XCTUnwrap(view.detail?.font)
        XCTAssertEqual(view.detail?.runs.first?.match, "cannot save")
        XCTAssertEqual(view.detail?.runs.first?.font?.weight, .bold)
        XCTAssertEqual(view.detail?.runs.first?.font?.size, detailFont.size, "bold at the description's own size")
        XCTAssertEqual(view.detail?.runs.last?.match, "the guide")
        XCTAssertNotNil(view.detail?.runs.last?.color, "a link in the tint")
        XCTAssertEqual(view.title?.runs.first?.font?.weight, .bold)
        // A text given as text is drawn as written (`Text(verbatim:)`); UIKit never reads Markdown.
        XCTAssertEqual(try load("style: swiftui\ntitle: \"No **Documents**\"\n").title?.text, "No **Documents**")
        XCTAssertEqual(try load("style: uikit\ntext: { key: t, default: \"No **Documents**\" }\n").title?.text, "No **Documents**")
    }
}
