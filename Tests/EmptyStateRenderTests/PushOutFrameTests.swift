import EmptyStateLayout
import EmptyStateModel
import EmptyStateRender
import EmptyStateTemplate
import EmptyStateTraits
import XCTest

/// iOS's push-out line breaking, as drawn: a label narrowed to push out a one-word last line
/// really moves a word (its measured line width and Pango's break differ by a fraction of a
/// point), and it is drawn at the breaks it was laid out with (its frame, rounded to the pixel
/// grid, never re-joins the last word). Both were seen as "…see them / here." in the example
/// package.
final class PushOutFrameTests: XCTestCase {
    func testTheInboxDescriptionEndsWithTwoWords() throws {
        let yaml = "style: swiftui\ntitle: \"No Messages\"\ndescription: \"When you have messages, you’ll see them here.\"\n"
        let screen = try TemplateLoader.source(text: yaml, path: "/tmp/inbox.yaml").template(traits: .default).base
        let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
        let label = try XCTUnwrap(renderer.layout(screen).detail)
        let drawn = try renderer.measurer(scale: 2).measure(label.text, role: .detail, width: label.frame.width, singleLine: false)
        var here = label.text
        here.text = "here."
        let oneWord = try renderer.measurer(scale: 2).measure(here, role: .detail, width: 1000, singleLine: true).lines[0].width
        XCTAssertEqual(drawn.lines.count, 2)
        XCTAssertGreaterThan(try XCTUnwrap(drawn.lines.last).width, oneWord + 10, "'them here.' on the last line, as iOS breaks it")
    }

    func testTheDrawnFrameWrapsAsTheLayoutMeasured() throws {
        let description = "Messages from your team will show up here once somebody writes to you. Pull to refresh or check later."
        var checked = 0, pushed = 0
        for style in ["swiftui", "uikit"] {
            for scale in [1, 2, 3] {
                for width in stride(from: 300, through: 430, by: 3) {
                    let yaml = "style: \(style)\ncanvas: { size: [\(width), 600], scale: \(scale) }\ntitle: \"No Messages\"\ndescription: \"\(description)\"\n"
                    let screen = try TemplateLoader.source(text: yaml, path: "/tmp/push-out.yaml").template(traits: .default).base
                    let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
                    let layout = try renderer.layout(screen)
                    let label = try XCTUnwrap(layout.detail)
                    let drawn = try renderer.measurer(scale: scale).measure(label.text, role: .detail, width: label.frame.width, singleLine: false)
                    XCTAssertEqual(drawn.lines.map(\.width), label.measurement.lines.map(\.width),
                                   "\(style) @\(scale)x, \(width) pt: the frame (\(label.frame.width) pt) wraps otherwise than the layout")
                    checked += 1
                    if label.frame.width < layout.contentFrame.width { pushed += 1 }
                }
            }
        }
        XCTAssertGreaterThan(pushed, 10, "the sweep must include labels narrowed to push out a word (\(pushed) of \(checked))")
    }
}
