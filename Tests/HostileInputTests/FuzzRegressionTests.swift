@testable import EmptyStateFuzz
import EmptyStateTemplate
import Foundation
import XCTest

/// What the fuzzer (`make fuzz`) found, kept as tests, and the fuzz target's own checks run on
/// a few hand-made inputs so that a plain `swift test` exercises it.
final class FuzzRegressionTests: XCTestCase {
    /// The fuzz target: parse, check the error is one line naming the file, lay out every screen.
    func fuzz(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        FuzzTarget.run(Data(text.utf8))
    }

    func error(_ text: String) -> String? {
        do {
            _ = try TemplateLoader.parse(data: Data(text.utf8), path: "/fuzz/template.yaml")
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Crash 1 (libFuzzer, the first minute): a quoted color spanning lines made a
    /// multi-line error. Errors now escape line breaks and control characters.
    func testCrash1AColorWithLineBreaksMadeAMultiLineError() throws {
        let input = "# No Results# Something wentbackgroun }\nbackgroundColor: \"#: a search~ th\n\n\n\n\n\n\n\n\nat matched FFFFFF\"\nimage: Coltng/e"
        fuzz(input)
        let message = try XCTUnwrap(error(input))
        XCTAssertFalse(message.contains("\n"), message)
        // YAML folds the quoted lines: the value holds eight line breaks, each shown as \n.
        XCTAssertEqual(message, "/fuzz/template.yaml:2:18: backgroundColor '#: a search~ th" + String(repeating: #"\n"#, count: 8)
                       + "at matched FFFFFF' is not a color: use #RGB, #RRGGBB, #RRGGBBAA, clear, white, black, a semantic color such as label or systemBackground, or { light, dark }")
    }

    func testTheShippedTemplatesPassTheFuzzTarget() throws {
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Templates").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: templates.path).filter { $0.hasSuffix(".yaml") }
        XCTAssertFalse(names.isEmpty)
        for name in names { FuzzTarget.run(try Data(contentsOf: templates.appendingPathComponent(name))) }
    }

    func testHostileShapesPassTheFuzzTarget() {
        fuzz("")
        fuzz("\u{FEFF}")
        fuzz("&a [*a]")
        fuzz("a: &a [*a, *a]\nb: *a\n")
        fuzz(String(repeating: "[", count: 10_000))
        fuzz(String(repeating: "- ", count: 10_000) + "x")
        fuzz("? " + String(repeating: "? ", count: 5_000) + "x")
        fuzz("title: !!binary aGVsbG8=\n")
        fuzz("title: !custom { text: a }\n")
        fuzz("%YAML 1.1\n---\ntitle: a\n...\n")
        fuzz("<<: { title: a }\n")
        fuzz("variants: { a: { image: { name: x, animation: { keyPath: transform.rotation.z, to: 1e-9, duration: 3600, cumulative: true, repeatCount: inf } } , animateImageView: true } }\n")
        fuzz("canvas: { size: [1, 1], scale: 1 }\ntitle: { text: \"\(String(repeating: "W", count: 10_000))\", font: { size: 1000 } }\n")
        fuzz("button: { title: { normal: { text: a, font: { size: 0.5 } } }, backgroundImage: { normal: { name: b, alignmentRectInsets: [1e300, 0, 1e300, 0] } } }\n")
        fuzz("customView: x\nverticalOffset: -100000\n")
    }

    func testAliasesInTheErrorPathStayCheap() {
        // An alias bomb whose expansion is only reached through an error message.
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...8 { yaml += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let started = Date()
        XCTAssertNotNil(error(yaml + "backgroundColor: *a8\n"))
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
    }
}
