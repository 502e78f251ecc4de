import CLITestSupport
import Foundation
import XCTest

/// `emptystate layout --json`, `--state ROLE:STATE`, and warnings for what does not fit.
final class LayoutCLITests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-layout-\(UUID().uuidString)")
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

    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(["layout"] + arguments + ["--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func box(_ value: Any?) -> [Double] {
        guard let b = value as? [String: Double] else { return [] }
        return [b["x"]!, b["y"]!, b["width"]!, b["height"]!]
    }

    func testLayoutPrintsEveryFrameInPoints() throws {
        let template = try file("t.yaml", """
        canvas: { device: iphone-16-pro }
        title: No Mail
        button: { style: filled, size: large, title: Compose }
        secondaryButton: { style: plain, title: Settings }
        spacing: { afterTitle: 20, betweenButtons: 8 }
        chrome: { statusBar: true, navigationBar: { title: Inbox }, tabBar: { items: [{ title: A }] }, homeIndicator: true }
        """)
        let report = try json([template])
        XCTAssertEqual(box(report["safeArea"]), [0, 62, 402, 778])
        XCTAssertEqual(box(report["region"]), [0, 106, 402, 874 - 106 - 83])
        let chrome = try XCTUnwrap(report["chrome"] as? [String: Any])
        XCTAssertEqual(box(chrome["navigationBar"]), [0, 62, 402, 44])
        XCTAssertEqual(box(chrome["tabBar"]), [0, 791, 402, 83])
        let title = try XCTUnwrap(report["title"] as? [String: Any])
        XCTAssertEqual(title["lines"] as? Int, 1)
        XCTAssertEqual(title["truncated"] as? Bool, false)
        let buttons = try XCTUnwrap(report["buttons"] as? [[String: Any]])
        XCTAssertEqual(buttons.map { $0["role"] as? String }, ["primary", "secondary"])
        XCTAssertEqual(buttons[0]["style"] as? String, "filled")
        let primary = box(buttons[0]["frame"]), secondary = box(buttons[1]["frame"])
        XCTAssertEqual(secondary[1] - (primary[1] + primary[3]), 8, accuracy: 0.34)
        XCTAssertEqual(box(title["frame"])[1] + box(title["frame"])[3] + 20, primary[1], accuracy: 0.34)
        XCTAssertEqual(primary[3], 50.33, accuracy: 0.34, "a large button")
        XCTAssertNotNil(buttons[0]["title"])
        XCTAssertEqual(report["overflow"] as? Bool, false)

        let pressed = try json([template, "--state", "secondary:highlighted"])
        let states = (pressed["buttons"] as? [[String: Any]])?.map { $0["state"] as? String }
        XCTAssertEqual(states, ["normal", "highlighted"])
    }

    func testWhatDoesNotFitIsMarkedAndWarned() throws {
        let template = try file("t.yaml", """
        canvas: { device: iphone-se }
        button: { style: filled, title: "\(String(repeating: "Very long title ", count: 8))", titleLineBreakMode: byTruncatingMiddle }
        """)
        let result = try run(["layout", template, "--json"])
        XCTAssertEqual(result.status, 0)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["truncated"] as? Bool, true)
        let title = try XCTUnwrap((report["buttons"] as? [[String: Any]])?.first?["title"] as? [String: Any])
        XCTAssertEqual(title["truncated"] as? Bool, true)
        XCTAssertTrue(result.stderr.hasPrefix("warning: \(template): truncated: button: "), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1)

        // Without the key the title wraps, as UIButton.Configuration's does: nothing to warn of.
        let wrapping = try file("w.yaml", """
        canvas: { device: iphone-se }
        button: { style: filled, title: "\(String(repeating: "Very long title ", count: 8))" }
        """)
        let wrapped = try run(["layout", wrapping, "--json"])
        XCTAssertEqual(wrapped.status, 0, wrapped.stderr)
        XCTAssertEqual(wrapped.stderr, "")
        let wrappedReport = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(wrapped.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(wrappedReport["truncated"] as? Bool, false)
        let wrappedTitle = try XCTUnwrap((wrappedReport["buttons"] as? [[String: Any]])?.first?["title"] as? [String: Any])
        XCTAssertEqual(wrappedTitle["lines"] as? Int, 4, "eight \"Very long title\" of 17 pt, two to a line in the 221.5 pt room")
    }

    func testRenderTakesARolesStateAndRefusesABadOne() throws {
        let template = try file("t.yaml", """
        canvas: { size: [200, 200], scale: 1 }
        button: { style: filled, title: A }
        secondaryButton: { style: filled, title: B }
        """)
        let normal = directory.appendingPathComponent("n.png").path, pressed = directory.appendingPathComponent("p.png").path
        XCTAssertEqual(try run(["render", template, "-o", normal]).status, 0)
        XCTAssertEqual(try run(["render", template, "-o", pressed, "--state", "secondary:highlighted"]).status, 0)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: normal)), try Data(contentsOf: URL(fileURLWithPath: pressed)))
        let bad = try run(["render", template, "-o", pressed, "--state", "secondary:pressed"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("'secondary:pressed' is not a state: 'pressed' is not one of normal, highlighted, disabled, selected"), bad.stderr)
    }

    func testExportNamesTheSecondaryStatesAndKeepsTheOthers() throws {
        let folder = directory.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("canvas: { size: [100, 100], scale: 1 }\nbutton: { style: filled, title: A }\nsecondaryButton: { style: plain, title: B }\n".utf8)
            .write(to: folder.appendingPathComponent("two.yaml"))
        try Data("canvas: { size: [100, 100], scale: 1 }\nbutton: { title: { normal: { text: A } } }\n".utf8)
            .write(to: folder.appendingPathComponent("one.yaml"))
        let out = directory.appendingPathComponent("out").path
        let result = try run(["export", folder.path, "--out", out, "--format", "png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let two = try FileManager.default.contentsOfDirectory(atPath: out + "/two/default/100x100@1x").sorted()
        // Each state that draws otherwise: a styled button dims when highlighted and disabled;
        // selected draws as normal (no file of its own).
        XCTAssertEqual(two, ["disabled.png", "highlighted.png", "normal.png", "secondary-disabled.png", "secondary-highlighted.png"])
        let one = try FileManager.default.contentsOfDirectory(atPath: out + "/one/default/100x100@1x").sorted()
        XCTAssertEqual(one, ["normal.png"], "a DZN button with only a title draws alike in every state")
    }

    func testTheManifestMarksWhatDidNotFit() throws {
        let folder = directory.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("canvas: { size: [120, 200], scale: 1 }\nbutton: { style: filled, title: \"A title far too long for this\", titleLineBreakMode: byTruncatingTail }\n".utf8)
            .write(to: folder.appendingPathComponent("long.yaml"))
        try Data("canvas: { size: [120, 200], scale: 1 }\nbutton: { style: filled, title: OK }\n".utf8)
            .write(to: folder.appendingPathComponent("short.yaml"))
        let out = directory.appendingPathComponent("out").path
        XCTAssertEqual(try run(["export", folder.path, "--out", out, "--format", "png", "--state", "normal"]).status, 0)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json"))) as? [String: Any])
        let outputs = try XCTUnwrap(manifest["outputs"] as? [[String: Any]])
        let long = try XCTUnwrap(outputs.first { $0["template"] as? String == "long" })
        let warnings = try XCTUnwrap(long["warnings"] as? [String])
        XCTAssertTrue(warnings.first?.hasPrefix("truncated: button: ") == true, "\(warnings)")
        XCTAssertNil(outputs.first { $0["template"] as? String == "short" }?["warnings"], "no key when everything fits")
    }

    func testBadNewValuesAreOneLineAndWriteNothing() throws {
        let cases = [
            ("button: { style: glas, title: A }\n", "t.yaml:1:18: button.style 'glas' is not one of plain, gray, tinted, filled, borderedProminent, bordered"),
            ("image: { name: a, maxSize: [-1, 4] }\n", "t.yaml:1:28: image.maxSize must be more than 0"),
            ("canvas: { device: iphone-se }\ninsets: [300, 0, 300, 0]\n", "t.yaml:2:9: insets [300, 0, 300, 0] leave no room on the 320 × 568 pt canvas"),
        ]
        for (yaml, message) in cases {
            let template = try file("t.yaml", yaml)
            let output = directory.appendingPathComponent("x.png").path
            let result = try run(["render", template, "-o", output])
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        }
    }

    /// `render` says when a text has a character no font can draw (U+0378 is unassigned), as `layout` and `audit` do.
    func testRenderWarnsOfACharacterNoFontCanDraw() throws {
        let template = try file("glyphs.yaml", "title: \"No mail \u{0378}\"\n")
        let png = directory.appendingPathComponent("g.png").path
        let run = try self.run(["render", template, "-o", png])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("title: 1 character(s) no font can draw"), run.stderr)
        let plain = try self.run(["render", try file("plain.yaml", "title: No mail\n"), "-o", png])
        XCTAssertFalse(plain.stderr.contains("no font can draw"), plain.stderr)
    }

    /// `export`, `check` and `audit` say it too, once per text: not again for each button state,
    /// scale or picture that draws the same title.
    func testEveryCommandThatDrawsWarnsOncePerText() throws {
        let template = try file("glyphs.yaml", "title: \"No mail \u{0378}\"\nbutton: { title: { normal: Go, highlighted: { color: \"#FF0000\" } } }\n")
        let commands: [[String]] = [
            ["export", template, "--out", directory.appendingPathComponent("out").path, "--scale", "1,2", "--format", "png"],
            ["check", template, "--reference", directory.appendingPathComponent("refs").path, "--record", "all", "--scale", "1,2"],
            ["audit", template, "--scale", "1,2"],
        ]
        for arguments in commands {
            let result = try run(arguments)
            XCTAssertEqual(result.stderr.components(separatedBy: "title: 1 character(s) no font can draw").count - 1, 1,
                           "\(arguments[0]): \(result.stderr)")
        }
    }
}
