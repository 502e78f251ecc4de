import EmptyStateTemplate
import XCTest

/// Every mistake in a template is one line naming the file, the line and column, and what to do.
final class TemplateErrorTests: XCTestCase {
    func error(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try TemplateLoader.parse(text: yaml, path: "t.yaml")
            XCTFail("expected an error", file: file, line: line)
            return ""
        } catch let error as TemplateError {
            XCTAssertFalse(error.description.contains("\n"), "one line: \(error)", file: file, line: line)
            return error.description
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return ""
        }
    }

    func testAMisspeltKeyNamesTheKnownOneAndTheLine() {
        XCTAssertEqual(error("name: x\nbackgroundColor: white\ntitel: No Messages\n"),
                       "t.yaml:3:1: unknown key 'titel' in the template; did you mean 'title'?")
    }

    func testMisspeltKeysDeeperDownAndInVariants() {
        XCTAssertEqual(error("title:\n  text: Hi\n  colour: \"#FFF\"\n"), "t.yaml:3:3: unknown key 'colour' in title; did you mean 'color'?")
        XCTAssertEqual(error("variants:\n  loading:\n    animateImageVeiw: true\n"),
                       "t.yaml:3:5: unknown key 'animateImageVeiw' in variant 'loading'; did you mean 'animateImageView'?")
        XCTAssertEqual(error("button:\n  title:\n    hilighted: { text: A }\n"),
                       "t.yaml:3:5: unknown key 'hilighted' in button.title; did you mean 'highlighted'?")
    }

    func testWrongTypesAndValues() {
        XCTAssertEqual(error("spaceHeight: lots\n"), "t.yaml:1:14: spaceHeight must be a number, not 'lots'")
        XCTAssertEqual(error("backgroundColor: \"#12\"\n"),
                       "t.yaml:1:18: backgroundColor '#12' is not a color: use #RGB, #RRGGBB, #RRGGBBAA, clear, white, black, a semantic color such as label or systemBackground, or { light, dark }")
        XCTAssertEqual(error("fadeIn: maybe\n"), "t.yaml:1:9: fadeIn must be true or false, not 'maybe'")
        XCTAssertEqual(error("title: { text: A, font: { size: 0 } }\n"), "t.yaml:1:33: title.font.size must be between 0.5 and 1000, not 0")
        XCTAssertEqual(error("title: { text: A, font: { size: 12, weight: fat } }\n"),
                       "t.yaml:1:45: title.font.weight 'fat' is not one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black")
        XCTAssertEqual(error("title: { text: A, font: { size: 12, weight: bolt } }\n"),
                       "t.yaml:1:45: title.font.weight 'bolt' is not one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black; did you mean 'bold'?")
        XCTAssertEqual(error("canvas: { device: iphone-9 }\n").hasPrefix("t.yaml:1:19: unknown device 'iphone-9'; did you mean 'iphone-8'?"), true)
        XCTAssertEqual(error("canvas: { scale: 4 }\n"), "t.yaml:1:18: canvas.scale must be 1, 2 or 3, not 4")
        XCTAssertEqual(error("canvas: { size: [0, 100] }\n"), "t.yaml:1:17: canvas.size values must be between 1 and 10000 points, not 0")
        XCTAssertEqual(error("image: { name: a, animation: { keyPath: opacity, to: 0, duration: -1 } }\n"),
                       "t.yaml:1:67: image.animation.duration must be between 0.001 and 3600, not -1")
        XCTAssertEqual(error("title: { font: { size: 12 } }\n"), "t.yaml:1:8: title needs a 'text' (or a 'key' of the template's strings)")
    }

    func testSyntaxAndShape() {
        XCTAssertTrue(error("title: [unclosed\n").hasPrefix("t.yaml:2:1: YAML syntax error"), error("title: [unclosed\n"))
        XCTAssertEqual(error(""), "t.yaml:1:1: the template is empty")
        XCTAssertEqual(error("- a\n- b\n"), "t.yaml:1:1: the template must be a mapping, not a list")
        XCTAssertEqual(error("title: A\ntitle: B\n"), "t.yaml:2:1: key 'title' appears twice in the template")
    }

    func testBinaryGarbageIsRefused() {
        XCTAssertThrowsError(try TemplateLoader.parse(data: Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0xFF, 0xFE]), path: "t.yaml")) { error in
            XCTAssertEqual("\(error)", "t.yaml: is not a text file (not UTF-8)")
        }
    }

    func testAMissingFileIsNamed() {
        XCTAssertThrowsError(try TemplateLoader.load(path: "/nonexistent/t.yaml")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/t.yaml: cannot read the template: no such file")
        }
    }
}
