import CLITestSupport
import Foundation
import XCTest

/// A font the machine lacks: drawn as iOS draws it with a warning, or refused with --strict-fonts.
final class UnknownFontTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-fonts-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("canvas: { size: [200, 100], scale: 1 }\ntitle: { text: Hi, font: { name: Avenir-Heavy, size: 40 } }\n".utf8)
            .write(to: directory.appendingPathComponent("t.yaml"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func run(_ arguments: [String]) throws -> EmptyStateBinary.Run { try EmptyStateBinary.run(arguments) }

    func testRenderWarnsAndDrawsTheLabelsOwnFont() throws {
        let template = directory.appendingPathComponent("t.yaml").path, out = directory.appendingPathComponent("t.png").path
        let result = try run(["render", template, "-o", out])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "warning: \(template): font 'Avenir-Heavy' is not installed, not in the font map and not among the template's fonts: the title is drawn in the label's own font, system 27 pt, as on iOS\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out))
    }

    func testExportWarnsAndExports() throws {
        let template = directory.appendingPathComponent("t.yaml").path
        let export = try run(["export", template, "--out", directory.appendingPathComponent("warned").path, "--format", "png", "--state", "normal"])
        XCTAssertEqual(export.status, 0)
        XCTAssertTrue(export.stderr.contains("\nwarning: \(template): font 'Avenir-Heavy' is not installed"), export.stderr)
    }

    func testStrictFontsRefuses() throws {
        let template = directory.appendingPathComponent("t.yaml").path, out = directory.appendingPathComponent("s.png").path
        let result = try run(["render", template, "-o", out, "--strict-fonts"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: \(template): font 'Avenir-Heavy' is not installed, not in the font map and not among the template's fonts (strict fonts: add it to fonts:, or name one that is)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))

        let export = try run(["export", template, "--out", directory.appendingPathComponent("out").path, "--strict-fonts", "--format", "png"])
        XCTAssertEqual(export.status, 1)
        XCTAssertTrue(export.stderr.contains("error: \(template): font 'Avenir-Heavy' is not installed"), export.stderr)
    }
}
