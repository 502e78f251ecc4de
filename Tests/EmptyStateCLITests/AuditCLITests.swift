import CLITestSupport
import Foundation
import XCTest

/// `emptystate audit`, `check --fail-on accessibility`, `layout --json`'s reading order and the
/// findings in an export's manifest, as a user runs them.
final class AuditCLITests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // One screen with a grey description (a finding) and one that passes.
        try Data("""
        name: grey
        backgroundColor: "#FFFFFF"
        title: { text: "Nothing here", color: "#000000" }
        description: { text: "A grey that is too light to read", color: "#BBBBBB" }
        traits: { colorScheme: [light, dark] }
        """.utf8).write(to: folder.appendingPathComponent("grey.yaml"))
        try Data("""
        name: clean
        backgroundColor: "#FFFFFF"
        title: { text: "Nothing here", color: "#000000" }
        description: { text: "Dark enough to read", color: "#333333" }
        """.utf8).write(to: folder.appendingPathComponent("clean.yaml"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func testAuditPrintsOneLinePerFindingAndASummaryAndExitsZero() throws {
        let run = try EmptyStateBinary.capture(["audit", folder.path, "--state", "normal"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, [
            // #767676 is the lightest grey that reaches 4.5:1 on white.
            "grey/default/iphone-8@2x: contrast: description #BBBBBB on #FFFFFF is 1.92:1, needs 4.5:1; try #767676 (same hue) is 4.54:1",
            // In dark mode the view is still white (a fixed color), and so is the finding.
            "grey/default/iphone-8@2x~dark: contrast: description #BBBBBB on #FFFFFF is 1.92:1, needs 4.5:1; try #767676 (same hue) is 4.54:1",
            "3 screen(s) reviewed: 2 finding(s) in 2 screen(s), 0 waived, 0 error(s)",
        ])
    }

    func testAuditJSONHasEachScreensTraitsAndMeasuredValues() throws {
        let run = try EmptyStateBinary.capture(["audit", folder.appendingPathComponent("grey.yaml").path, "--state", "normal", "--color-scheme", "dark", "--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let screens = try XCTUnwrap(report["screens"] as? [[String: Any]])
        XCTAssertEqual(screens.count, 1)
        XCTAssertEqual(screens[0]["id"] as? String, "grey/default/iphone-8@2x/normal~dark.png")
        XCTAssertEqual((screens[0]["traits"] as? [String: Any])?["colorScheme"] as? String, "dark")
        let finding = try XCTUnwrap((screens[0]["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(finding["kind"] as? String, "contrast")
        XCTAssertEqual(finding["element"] as? String, "description")
        XCTAssertEqual(finding["ratio"] as? Double, 1.92)
        XCTAssertEqual(finding["needed"] as? Double, 4.5)
    }

    func testAuditOfABrokenTemplateNamesItAndExitsTwo() throws {
        try Data("title: { text: Nothing, colr: red }\n".utf8).write(to: folder.appendingPathComponent("broken.yaml"))
        let run = try EmptyStateBinary.capture(["audit", folder.path, "--state", "normal"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("broken.yaml:1:"), run.stderr)
        XCTAssertTrue(run.stdout.contains("1 error(s)"), run.stdout)
    }

    func testCheckFailsOnAccessibilityOnlyWhenAsked() throws {
        let references = folder.appendingPathComponent("refs").path
        let grey = folder.appendingPathComponent("grey.yaml").path
        XCTAssertEqual(try EmptyStateBinary.run(["check", grey, "--reference", references, "--record", "missing", "--state", "normal"]).status, 0)
        XCTAssertEqual(try EmptyStateBinary.run(["check", grey, "--reference", references, "--state", "normal"]).status, 0)
        let junit = folder.appendingPathComponent("report.xml").path
        let failed = try EmptyStateBinary.run(["check", grey, "--reference", references, "--state", "normal", "--fail-on", "accessibility", "--junit", junit])
        XCTAssertEqual(failed.status, 1)
        XCTAssertNotNil(failed.stderr.range(of: #"FAIL grey/default/iphone-8@2x/normal.png \([^)]*grey.yaml\): accessibility: contrast: description #BBBBBB on #FFFFFF is 1.92:1, needs 4.5:1"#, options: .regularExpression), failed.stderr)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("<failure message=\"accessibility: contrast: description #BBBBBB on #FFFFFF is 1.92:1, needs 4.5:1\">"), xml)
        // Both words at once, comma-separated; an unknown one is refused.
        XCTAssertEqual(try EmptyStateBinary.run(["check", grey, "--reference", references, "--state", "normal", "--fail-on", "truncation,accessibility"]).status, 1)
        let bad = try EmptyStateBinary.run(["check", grey, "--reference", references, "--fail-on", "contrast"])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.stderr.contains("--fail-on 'contrast' is not one of truncation, accessibility"), bad.stderr)
    }

    func testAWaivedFindingPassesCheckAndIsListed() throws {
        try Data("""
        name: waived
        backgroundColor: "#FFFFFF"
        title: { text: "Nothing here", color: "#000000" }
        description: { text: "A grey that is too light to read", color: "#BBBBBB" }
        accessibilityWaivers:
          # The placeholder grey of the design system, reviewed with design.
          - { kind: contrast, element: description, reason: "design system placeholder grey" }
        """.utf8).write(to: folder.appendingPathComponent("waived.yaml"))
        let file = folder.appendingPathComponent("waived.yaml").path
        let references = folder.appendingPathComponent("refs").path
        XCTAssertEqual(try EmptyStateBinary.run(["check", file, "--reference", references, "--record", "missing", "--state", "normal"]).status, 0)
        let counted = try EmptyStateBinary.run(["check", file, "--reference", references, "--state", "normal", "--fail-on", "accessibility"])
        XCTAssertEqual(counted.status, 0, counted.stderr)
        XCTAssertTrue(counted.stderr.contains("1 accessibility finding(s) waived (--show-waived lists them)\n"), counted.stderr)
        XCTAssertFalse(counted.stderr.contains("waived: waived/"), counted.stderr)
        let run = try EmptyStateBinary.run(["check", file, "--reference", references, "--state", "normal", "--fail-on", "accessibility", "--show-waived"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("waived: waived/default/iphone-8@2x/normal.png: contrast: description #BBBBBB on #FFFFFF is 1.92:1, needs 4.5:1 (waived: design system placeholder grey)"), run.stderr)
        let audit = try EmptyStateBinary.capture(["audit", file, "--state", "normal"])
        XCTAssertEqual(audit.stdout, "1 screen(s) reviewed: 0 finding(s) in 0 screen(s), 1 waived (--show-waived lists them), 0 error(s)\n")
        let listed = try EmptyStateBinary.capture(["audit", file, "--state", "normal", "--show-waived"])
        XCTAssertEqual(listed.stdout, """
        waived/default/iphone-8@2x: contrast: description #BBBBBB on #FFFFFF is 1.92:1, needs 4.5:1 (waived: design system placeholder grey)
        1 screen(s) reviewed: 0 finding(s) in 0 screen(s), 1 waived, 0 error(s)

        """)
    }

    func testLayoutJSONListsTheReadingOrder() throws {
        let run = try EmptyStateBinary.capture(["layout", folder.appendingPathComponent("clean.yaml").path, "--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let layout = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let elements = try XCTUnwrap(layout["accessibility"] as? [[String: Any]])
        XCTAssertEqual(elements.map { $0["element"] as? String }, ["title", "description"])
        XCTAssertEqual(elements.map { $0["traits"] as? [String] }, [["header"], ["staticText"]])
        XCTAssertEqual(elements.first?["label"] as? String, "Nothing here")
        XCTAssertNotNil(layout["title"], "the layout's own fields stay")
    }

    func testExportWritesFindingsIntoTheManifestAndKeepsThemForUnchangedOutputs() throws {
        // Beside the templates, not among them.
        let out = folder.path + "-out"
        defer { try? FileManager.default.removeItem(atPath: out) }
        func findings() throws -> [String: Int] {
            let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json"))) as? [String: Any])
            XCTAssertEqual(manifest["accessibilityAudit"] as? Bool, true)
            var counts: [String: Int] = [:]
            for output in manifest["outputs"] as? [[String: Any]] ?? [] {
                counts[output["path"] as! String] = (output["accessibility"] as? [[String: Any]])?.count ?? 0
            }
            return counts
        }
        let arguments = ["export", folder.path, "--out", out, "--format", "png", "--state", "normal"]
        XCTAssertEqual(try EmptyStateBinary.run(arguments).status, 0)
        let first = try findings()
        XCTAssertEqual(first["grey/default/iphone-8@2x/normal.png"], 1)
        XCTAssertEqual(first["clean/default/iphone-8@2x/normal.png"], 0)
        // Nothing changed: nothing is redrawn, and the findings stay.
        let again = try EmptyStateBinary.run(arguments)
        XCTAssertTrue(again.stderr.contains("0 file(s) written"), again.stderr)
        XCTAssertEqual(try findings(), first)
        // --no-audit: no findings and no claim of a review.
        XCTAssertEqual(try EmptyStateBinary.run(arguments + ["--no-audit"]).status, 0)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json"))) as? [String: Any])
        XCTAssertNil(manifest["accessibilityAudit"])
    }

    /// A finding every state has is one line; one that only some states have names them; a
    /// small button is told the padding that reaches 44 pt.
    func testOneLinePerFindingAcrossStatesWithTheStatesItConcerns() throws {
        try Data("""
        name: states
        backgroundColor: "#FFFFFF"
        title: { text: "Nothing here", color: "#000000" }
        description: { text: "A grey that is too light to read", color: "#BBBBBB" }
        button:
          title:
            normal: { text: "Retry", color: "#000000", font: { size: 11 } }
            highlighted: { text: "Retry", color: "#CCCCCC", font: { size: 11 } }
        """.utf8).write(to: folder.appendingPathComponent("states.yaml"))
        let run = try EmptyStateBinary.capture(["audit", folder.appendingPathComponent("states.yaml").path, "--state", "normal,highlighted,selected"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.contains("contrast: description") }.count, 1, run.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("states/default/iphone-8@2x: contrast: button title #CCCCCC on #FFFFFF is 1.6") && $0.contains(" [state highlighted]; try #") }, run.stdout)
        let target = try XCTUnwrap(lines.first { $0.contains("touchTarget: button is ") }, run.stdout)
        XCTAssertTrue(target.contains("needs at least 44 × 44 pt; try ") && target.contains("pt more padding top and bottom"), target)
        XCTAssertFalse(target.contains("[state"), "every state's button is that small: \(target)")
    }
}
