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

    /// `deploymentTarget`: a symbol name newer than the app's oldest iOS is a warning (iOS would
    /// draw no image), with the name it had before where Apple renamed it.
    func testASymbolNewerThanTheDeploymentTargetIsAWarning() throws {
        let symbols = try EmptyStateBinary.capture(["symbols", "document"])
        guard symbols.stdout.contains("since SF Symbols 6.0") else { throw XCTSkip("the SF Symbols releases are not installed (make setup)") }
        try write("app/emptystate.yaml", "deploymentTarget: 16.0\n")
        let screen = "canvas: { size: [120, 160], scale: 1 }\nimage: { systemName: %@ }\ntitle: Nothing\n"
        try write("app/screens/new.yaml", screen.replacingOccurrences(of: "%@", with: "document"))
        try write("app/screens/old.yaml", screen.replacingOccurrences(of: "%@", with: "doc"))
        try write("app/screens/own.yaml", "deploymentTarget: \"18\"\n" + screen.replacingOccurrences(of: "%@", with: "document"))
        func render(_ name: String) throws -> (status: Int32, stderr: String) {
            let run = try EmptyStateBinary.capture(["render", path("app/screens/\(name).yaml"), "-o", path("\(name).png")])
            return (run.status, run.stderr)
        }
        let new = try render("new")
        XCTAssertEqual(new.status, 0, new.stderr)
        XCTAssertTrue(new.stderr.contains("warning: symbol 'document' is new in SF Symbols 6.0, iOS 18.0, later than the deployment target iOS 16.0: before iOS 18.0 UIImage(systemName:) returns nil and the screen shows no image; its name before 6.0 is 'doc'\n"), new.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("new.png")))
        XCTAssertFalse(try render("old").stderr.contains("deployment target"))
        // The template's own target wins over the project's.
        XCTAssertFalse(try render("own").stderr.contains("deployment target"))
        // Without a target, nothing is said.
        try FileManager.default.removeItem(atPath: path("app/emptystate.yaml"))
        XCTAssertFalse(try render("new").stderr.contains("deployment target"))
        // A value that is no iOS version is one line with line and column, and nothing is drawn.
        try write("app/screens/bad.yaml", "canvas: { size: [120, 160], scale: 1 }\ntitle: Nothing\ndeploymentTarget: [16]\n")
        let bad = try render("bad")
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stderr, "error: \(path("app/screens/bad.yaml")):3:19: deploymentTarget must be a string, not a list\n")
        try write("app/emptystate.yaml", "deploymentTarget: iOS sixteen\n")
        let project = try render("old")
        XCTAssertEqual(project.status, 1)
        XCTAssertEqual(project.stderr, "error: \(path("app/emptystate.yaml")):1:19: deploymentTarget: 'iOS sixteen' is not an iOS version (such as 16.0 or 17.4)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("bad.png")))
    }
}
