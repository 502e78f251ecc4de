import CLITestSupport
import Foundation
import XCTest

/// Symbols and the modern styles from the command line: `layout --json`, `--symbols`,
/// `--strict-symbols`, warnings, one-line errors, and no output on failure.
final class SymbolCLITests: XCTestCase {
    var directory: URL!
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Templates/art/Symbols.xcassets").standardizedFileURL.path

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try EmptyStateBinary.capture(arguments)
    }

    func file(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A folder of one exported symbol template, `brand.heart.svg` (our own drawing).
    func symbolFolder() throws -> String {
        let folder = directory.appendingPathComponent("exported").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.catalog + "/emptystate.heart.sparkle.symbolset/emptystate.heart.sparkle.svg",
                                         toPath: folder + "/brand.heart.svg")
        return folder
    }

    func testLayoutReportsTheStyleAndTheSymbolsAlignmentRect() throws {
        let folder = try symbolFolder()
        let template = try file("t.yaml", """
            style: swiftui
            canvas: { device: iphone-15 }
            image: { systemName: brand.heart }
            title: No Favorites
            description: Tap the heart to keep an item.
            button: { style: borderedProminent, title: Browse }
            """)
        let result = try run(["layout", template, "--symbols", folder, "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["style"] as? String, "swiftui")
        let image = try XCTUnwrap(json["image"] as? [String: Any])
        let symbol = try XCTUnwrap(image["symbol"] as? [String: Any])
        XCTAssertEqual(symbol["name"] as? String, "brand.heart")
        XCTAssertEqual(symbol["pointSize"] as? Double, 48)
        XCTAssertEqual(symbol["weight"] as? String, "regular", "ContentUnavailableView's symbol weight, as iOS's strokes measure")
        XCTAssertEqual(symbol["source"] as? String, folder + "/brand.heart.svg")
        let frame = try XCTUnwrap(image["frame"] as? [String: Double])
        // The drawing's advance (104 units) at 48 pt is about 50 pt; centered on the 393-pt screen.
        XCTAssertEqual(frame["x"]! + frame["width"]! / 2, 196.5, accuracy: 0.5)
        XCTAssertGreaterThan(frame["width"]!, 45)
        let title = try XCTUnwrap(json["title"] as? [String: Any])
        let titleFrame = try XCTUnwrap(title["frame"] as? [String: Double])
        XCTAssertEqual(titleFrame["y"]! - (frame["y"]! + frame["height"]!), 18.5, accuracy: 0.34, "the symbol to the title: SwiftUI's measured 18.5 pt")
        XCTAssertEqual(titleFrame["x"], 32, "ContentUnavailableView's side margin")
        XCTAssertFalse(result.stderr.contains("stand-in"), result.stderr)
    }

    func testAStandInIsAWarningAndWithStrictSymbolsAnErrorWithNoOutput() throws {
        let template = try file("t.yaml", "image: { systemName: wifi.slash }\ntitle: Offline\n")
        let output = directory.appendingPathComponent("out.png").path
        let warned = try run(["render", template, "-o", output])
        guard !warned.stderr.contains("not installed") else { throw XCTSkip("the stand-in symbol set is not installed (make setup installs it)") }
        XCTAssertEqual(warned.status, 0, warned.stderr)
        XCTAssertTrue(warned.stderr.contains("warning: symbol 'wifi.slash' is drawn with the stand-in icon 'outline/wifi-off'"), warned.stderr)
        try FileManager.default.removeItem(atPath: output)
        let strict = try run(["render", template, "-o", output, "--strict-symbols"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.hasPrefix("error: \(template):1:22: image.systemName: symbol 'wifi.slash' is drawn with the stand-in"), strict.stderr)
        XCTAssertEqual(strict.stderr.split(separator: "\n").count, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testAnUnknownSymbolIsOneLineWithTheNearestName() throws {
        let template = try file("t.yaml", "title: Empty\nimage: { systemName: trayy }\n")
        let result = try run(["render", template, "-o", directory.appendingPathComponent("out.png").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("\(template):2:22: image.systemName: 'trayy' is not an SF Symbol name"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean 'tray'?"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.png").path))
    }

    func testExportAndCheckTakeSymbolFoldersToo() throws {
        let folder = try symbolFolder()
        let templates = directory.appendingPathComponent("templates").path
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        try Data("style: uikit\nimage: { systemName: brand.heart }\ntext: Nothing\n".utf8)
            .write(to: URL(fileURLWithPath: templates + "/heart.yaml"))
        let out = directory.appendingPathComponent("out").path
        let missing = try run(["export", templates, "--out", out, "--format", "png"])
        XCTAssertNotEqual(missing.status, 0, "without the folder the symbol is unknown")
        XCTAssertTrue(missing.stderr.contains("'brand.heart' is not an SF Symbol name"), missing.stderr)
        let exported = try run(["export", templates, "--out", out, "--format", "png", "--symbols", folder])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/heart/default/iphone-8@2x/normal.png"))
        let references = directory.appendingPathComponent("refs").path
        let recorded = try run(["check", templates, "--reference", references, "--record", "all", "--symbols", folder])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        let checked = try run(["check", templates, "--reference", references, "--symbols", folder])
        XCTAssertEqual(checked.status, 0, checked.stderr)
        let variants = try run(["variants", templates + "/heart.yaml", "--symbols", folder])
        XCTAssertEqual(variants.stdout, "default\n")
    }

    func testModernKeysNeedAModernStyle() throws {
        let template = try file("t.yaml", "title: Empty\nimageToTextPadding: 4\n")
        let result = try run(["layout", template])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: \(template):2:1: imageToTextPadding is a content-unavailable configuration's key; give style: uikit or style: swiftui\n")
    }
}
