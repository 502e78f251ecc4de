import EmptyStateTemplate
import XCTest

/// Telling templates from the app's other YAML and JSON by their top-level keys.
final class TemplateRecognizerTests: XCTestCase {
    func testTemplatesInBlockAndFlowStyle() {
        XCTAssertTrue(TemplateRecognizer.isTemplate("title: No Mail\n"))
        XCTAssertTrue(TemplateRecognizer.isTemplate("# comment\n---\nname: Inbox\nimage:\n  systemName: tray\nvariants:\n  dark: {}\n"))
        XCTAssertTrue(TemplateRecognizer.isTemplate(#"{ "style": "swiftui", "title": { "text": "Hi" } }"#))
        XCTAssertTrue(TemplateRecognizer.isTemplate("{title: Hi, image: {systemName: tray}}"))
        XCTAssertTrue(TemplateRecognizer.isTemplate("\"title\": Quoted\n"))
        // A misspelt key beside real ones: a template, so that loading it says "did you mean".
        XCTAssertTrue(TemplateRecognizer.isTemplate("name: X\ntitel: No Mail\ndescription: Pull\n"))
    }

    func testOtherFilesOfAnApp() {
        XCTAssertFalse(TemplateRecognizer.isTemplate("name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n"))
        XCTAssertFalse(TemplateRecognizer.isTemplate("project_id: 1\nfiles:\n  - source: /en.lproj/*.strings\n"))
        XCTAssertFalse(TemplateRecognizer.isTemplate(#"{"name": "app", "description": "An app", "version": "1.0.0", "dependencies": {}}"#))
        XCTAssertFalse(TemplateRecognizer.isTemplate(#"{ "images" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#))
        XCTAssertFalse(TemplateRecognizer.isTemplate("disabled_rules:\n  - line_length\nincluded:\n  - Sources\n"))
        XCTAssertFalse(TemplateRecognizer.isTemplate("[1, 2, 3]"))
        XCTAssertFalse(TemplateRecognizer.isTemplate(""))
    }
}
