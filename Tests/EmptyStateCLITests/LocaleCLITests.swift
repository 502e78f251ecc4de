import CLITestSupport
import Foundation
import XCTest

/// Locales on the command line: the axis, the warnings, and the truncation gate.
final class LocaleCLITests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-locales-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("ja.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"title\" = \"No Messages\";\n\"button\" = \"Start\";\n".utf8).write(to: directory.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data("\"title\" = \"Keine Nachrichten\";\n\"button\" = \"Eine neue Unterhaltung mit jemandem beginnen\";\n".utf8)
            .write(to: directory.appendingPathComponent("de.lproj/Localizable.strings"))
        try Data("\"title\" = \"メッセージはありません\";\n".utf8).write(to: directory.appendingPathComponent("ja.lproj/Localizable.strings"))
        try Data("""
        name: t
        strings: .
        canvas: { size: [200, 200], scale: 1 }
        title: { key: title, default: No Messages }
        button: { title: { normal: { key: button, default: Start } } }

        """.utf8).write(to: directory.appendingPathComponent("t.yaml"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func run(_ arguments: [String]) throws -> EmptyStateBinary.Run { try EmptyStateBinary.run(arguments, in: directory) }

    func testExportEveryLocaleWithItsNameAndWarnings() throws {
        let result = try run(["export", "t.yaml", "--out", "out", "--format", "png", "--state", "normal", "--locale", "all"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out/t/default/200x200@1x").path).sorted()
        XCTAssertEqual(names, ["normal.png", "normal~de.png", "normal~ja.png"], "the development language keeps today's name")
        XCTAssertFalse(result.stderr.contains("in none of the template's strings"), result.stderr)
        XCTAssertTrue(result.stderr.contains("'button' has no ja translation; showing the en text"), result.stderr)
        XCTAssertTrue(result.stderr.contains("normal~de.png: truncated: button: "), result.stderr)
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("out/manifest.json"))) as! [String: Any]
        let outputs = manifest["outputs"] as! [[String: Any]]
        let german = try XCTUnwrap(outputs.first { ($0["path"] as! String).hasSuffix("normal~de.png") })
        XCTAssertEqual((german["traits"] as? [String: String])?["locale"], "de")
        XCTAssertTrue((german["warnings"] as? [String] ?? []).contains { $0.hasPrefix("truncated: button: ") }, "\(german)")
        XCTAssertTrue((german["warnings"] as? [String] ?? []).contains { $0.hasPrefix("wrapped: title: wraps to 2 lines") }, "\(german)")
        XCTAssertFalse((manifest["warnings"] as? [[String: String]] ?? []).isEmpty)
    }

    func testCheckFailsOnTruncationWhenAsked() throws {
        XCTAssertEqual(try run(["check", "t.yaml", "--reference", "refs", "--record", "all", "--locale", "en,de"]).status, 0)
        let lenient = try run(["check", "t.yaml", "--reference", "refs", "--locale", "en,de"])
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertTrue(lenient.stderr.contains("warning: t/default/200x200@1x/normal~de.png: truncated: button: "), lenient.stderr)
        let strict = try run(["check", "t.yaml", "--reference", "refs", "--locale", "en,de", "--fail-on-truncation"])
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertTrue(strict.stderr.contains("FAIL t/default/200x200@1x/normal~de.png (t.yaml): the layout does not fit: ") && strict.stderr.contains("truncated: button: "), strict.stderr)
        XCTAssertFalse(strict.stderr.contains("FAIL t/default/200x200@1x/normal.png"), "English fits")
    }

    /// A configured button wraps a long translation (UIButton.Configuration's default) rather
    /// than truncating it: the gate then fails on the extra lines.
    func testCheckFailsOnAConfiguredButtonThatWrapsFurtherWhenAsked() throws {
        try Data("""
        name: s
        strings: .
        canvas: { size: [200, 200], scale: 1 }
        title: { key: title, default: No Messages }
        button: { style: filled, title: { key: button, default: Start } }

        """.utf8).write(to: directory.appendingPathComponent("s.yaml"))
        XCTAssertEqual(try run(["check", "s.yaml", "--reference", "refs", "--record", "all", "--locale", "en,de"]).status, 0)
        let strict = try run(["check", "s.yaml", "--reference", "refs", "--locale", "en,de", "--fail-on-truncation"])
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertTrue(strict.stderr.contains("FAIL s/default/200x200@1x/normal~de.png (s.yaml): the layout does not fit: ")
                      && strict.stderr.contains("wrapped: button: wraps to 4 lines (1 in the development language)"), strict.stderr)
        XCTAssertFalse(strict.stderr.contains("truncated: button"), "wrapped, not truncated: \(strict.stderr)")
        XCTAssertFalse(strict.stderr.contains("FAIL s/default/200x200@1x/normal.png"), "English fits")
    }

    func testUnknownLocalesAreOneLine() throws {
        let result = try run(["render", "t.yaml", "-o", "x.png", "--locale", "english"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: --locale 'english' is not a locale identifier (such as en, de, pt-BR, zh-Hans, or en-XA, en-XL, ar-XB, bounded)\n")
        XCTAssertEqual(try run(["render", "t.yaml", "-o", "ar.png", "--locale", "ar-XB"]).status, 0)
    }
}
