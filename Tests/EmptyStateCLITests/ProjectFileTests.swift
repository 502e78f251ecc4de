import CLITestSupport
import Foundation
import XCTest

/// `emptystate.yaml`: defaults for every template below its folder, the templates' own keys winning.
final class ProjectFileTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("app/screens"), withIntermediateDirectories: true)
        // A repository root: the search for a project file stops here.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("app/.git"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(path))
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// A grey description (a contrast finding), no canvas of its own.
    let grey = """
    name: grey
    backgroundColor: "#FFFFFF"
    title: { text: "Nothing here", color: "#000000" }
    description: { text: "A grey that is too light to read", color: "#BBBBBB" }

    """

    let project = """
    # Shared by every template of the app.
    devices: [iphone-se, ipad]
    traits: { colorScheme: [light, dark] }
    accessibilityWaivers:
      - { kind: contrast, element: description, reason: "the design system's placeholder grey, reviewed" }

    """

    func files(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: path(folder))?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    func testTheProjectFileGivesDevicesTraitsAndWaiversToEveryTemplateBelowIt() throws {
        try write("app/emptystate.yaml", project)
        try write("app/screens/grey.yaml", grey)
        // Its own traits and canvas win over the project's.
        try write("app/screens/dark-only.yaml", "name: dark-only\ncanvas: { size: [100, 80], scale: 1 }\ntraits: { colorScheme: dark }\ntitle: Hi\n")
        let export = try EmptyStateBinary.run(["export", path("app"), "--out", path("out"), "--format", "png", "--state", "normal"])
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertEqual(files(under: "out"), [
            "dark-only/default/100x80@1x/normal~dark.png",
            "grey/default/ipad@2x/normal.png", "grey/default/ipad@2x/normal~dark.png",
            "grey/default/iphone-se@2x/normal.png", "grey/default/iphone-se@2x/normal~dark.png",
        ])
        XCTAssertFalse(export.stderr.contains("emptystate.yaml"), "the project file is no template, and not passed over: \(export.stderr)")
        // The waiver holds for a template given by itself, found in a parent folder.
        let audit = try EmptyStateBinary.capture(["audit", path("app/screens/grey.yaml"), "--state", "normal"])
        XCTAssertEqual(audit.status, 0, audit.stderr)
        XCTAssertEqual(audit.stdout, "4 screen(s) reviewed: 0 finding(s) in 0 screen(s), 4 waived (--show-waived lists them), 0 error(s)\n")
        // The command line wins over the project file.
        let one = try EmptyStateBinary.run(["export", path("app/screens/grey.yaml"), "--out", path("one"), "--format", "png", "--state", "normal",
                                            "--device", "iphone-8", "--color-scheme", "light"])
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertEqual(files(under: "one"), ["grey/default/iphone-8@2x/normal.png"])
    }

    func testWithoutAProjectFileNothingChanges() throws {
        try write("app/screens/grey.yaml", grey)
        let audit = try EmptyStateBinary.capture(["audit", path("app/screens/grey.yaml"), "--state", "normal"])
        XCTAssertTrue(audit.stdout.hasSuffix("1 screen(s) reviewed: 1 finding(s) in 1 screen(s), 0 waived, 0 error(s)\n"), audit.stdout)
    }

    /// A project file above the repository root is not this repository's.
    func testTheSearchStopsAtTheRepositoryRoot() throws {
        try write("emptystate.yaml", project)
        try write("app/screens/grey.yaml", grey)
        let audit = try EmptyStateBinary.capture(["audit", path("app/screens/grey.yaml"), "--state", "normal"])
        XCTAssertTrue(audit.stdout.hasSuffix("1 screen(s) reviewed: 1 finding(s) in 1 screen(s), 0 waived, 0 error(s)\n"), audit.stdout)
    }

    func testABadProjectFileIsOneLineWithLineAndColumnAndWritesNothing() throws {
        try write("app/screens/grey.yaml", grey)
        let cases: [(String, String)] = [
            ("devices: [iphone-se, iphone15]\n", "emptystate.yaml:1:22: devices: device 'iphone15' is not a preset; did you mean 'iphone-15'?"),
            ("title: Hi\n", "emptystate.yaml:1:1: unknown key 'title' in the project file"),
            ("traits: { colorScheme: drak }\n", "emptystate.yaml:1:24: "),
            ("devices: [iphone-se\n", "emptystate.yaml:"),
        ]
        for (text, message) in cases {
            try write("app/emptystate.yaml", text)
            for command in [["export", path("app"), "--out", path("out")], ["check", path("app"), "--reference", path("refs"), "--record", "missing"], ["audit", path("app")]] {
                let run = try EmptyStateBinary.run(command)
                XCTAssertNotEqual(run.status, 0, "\(command[0]) \(text): \(run.stderr)")
                let lines = run.stderr.split(separator: "\n")
                XCTAssertEqual(lines.count, 1, "\(command[0]) \(text): \(run.stderr)")
                XCTAssertTrue(run.stderr.hasPrefix("error: \(path("app/emptystate.yaml").dropLast("emptystate.yaml".count))\(message)"), "\(command[0]) \(text): \(run.stderr)")
            }
            XCTAssertTrue(files(under: "out").isEmpty)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("refs")))
        }
    }

    func testTheProjectFileNamedAsATemplateIsRefused() throws {
        try write("app/emptystate.yaml", project)
        let run = try EmptyStateBinary.run(["export", path("app/emptystate.yaml"), "--out", path("out")])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "error: \(path("app/emptystate.yaml")): is the project file (defaults for the templates below it), not a template; give its folder\n")
    }
}
