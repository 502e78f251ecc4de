import Foundation
import XCTest

/// What a newcomer reads first: the help of every command, and what a typo gets.
final class HelpTests: XCTestCase {
    static let commands = ["render", "layout", "export", "check", "audit", "sheet", "merge", "variants", "serve", "import", "symbols"]

    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-help-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    /// Output to pipes: the help is 80 columns wide, a terminal's default.
    func run(_ arguments: [String]) throws -> CLITests.Result {
        try CLITests.run(arguments, environment: ProcessInfo.processInfo.environment.filter { $0.key != "COLUMNS" })
    }

    func file(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func help(_ arguments: [String]) throws -> CLITests.Result {
        let result = try run(arguments + ["--help"])
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return result
    }

    func testTheOverviewDescribesEveryStyleAndTheFirstCommands() throws {
        let overview = try help([]).stdout
        for words in ["DZNEmptyDataSet", "UIKit", "SwiftUI", "emptystate render", "emptystate check", "emptystate import", "docs/command-line.md"] {
            XCTAssertTrue(overview.contains(words), "\(words) missing from:\n\(overview)")
        }
        XCTAssertFalse(overview.contains("See README.md for the format"), overview)
    }

    func testNoDefaultIsPrintedTwice() throws {
        for command in Self.commands {
            let text = try help([command]).stdout.replacingOccurrences(of: "\n", with: " ")
                .replacingOccurrences(of: "  +", with: " ", options: .regularExpression)
            XCTAssertNil(text.range(of: #"\(default[^)]*\)\. \(default"#, options: .regularExpression), "\(command): \(text)")
        }
    }

    /// Each example is one line a user can copy: none wraps at 80 columns.
    func testExamplesAreNotBrokenAcrossLines() throws {
        for command in Self.commands + [""] {
            let lines = try help(command.isEmpty ? [] : [command]).stdout.split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(where: { ["Examples:", "Example:", "Start here:"].contains($0) || $0.hasPrefix("Record locally") }) else { continue }
            for line in lines[(start + 1)...].prefix(while: { !$0.isEmpty }) {
                XCTAssertTrue(line.hasPrefix("  emptystate "), "\(command): an example broken across lines: '\(line)'")
            }
        }
    }

    /// `render` and `layout` draw one screen: their trait options take one value.
    func testCommandsOfOneScreenOfferNoListsOfTraits() throws {
        for command in ["render", "layout"] {
            let text = try help([command]).stdout
            XCTAssertFalse(text.contains("<list>"), "\(command): \(text)")
            XCTAssertNil(text.range(of: #"\bor all\b"#, options: .regularExpression), "\(command): \(text)")
            XCTAssertTrue(text.contains("--color-scheme <scheme>"), text)
        }
        XCTAssertTrue(try help(["export"]).stdout.contains("--color-scheme <list>"))
    }

    func testAMistypedCommandGetsTheOneMeant() throws {
        let result = try run(["rendr", "t.yaml"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "error: 'rendr' is not a command; did you mean 'render'? Commands: render, layout, export, check, audit, sheet, merge, variants, serve, import, symbols\n")
        let far = try run(["frobnicate"])
        XCTAssertEqual(far.stderr, "error: 'frobnicate' is not a command; commands: render, layout, export, check, audit, sheet, merge, variants, serve, import, symbols\n")
    }

    func testAMistypedDeviceGetsThePresetMeant() throws {
        let test = self
        let template = try test.file("t.yaml", "title: Hi\n")
        let result = try test.run(["render", template, "-o", test.path("x.png"), "--device", "iphone15"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("error: --device 'iphone15' is not a preset; did you mean 'iphone-15'? Presets: iphone-se,"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: test.path("x.png")))
    }

    func testABadRecordModeNamesTheModes() throws {
        let test = self
        let template = try test.file("t.yaml", "title: Hi\n")
        for arguments in [["--record", "bogus", template], [template, "--record=bogus"], [template, "--record", "bogus"]] {
            let result = try test.run(["check"] + arguments + ["--reference", test.path("refs")])
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("error: --record 'bogus' is not a mode; modes: missing, failed, all (--record alone is all)\n"), "\(arguments): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: test.path("refs")))
        }
        // A bare --record before a template path still records everything.
        let bare = try test.run(["check", "--record", template, "--reference", test.path("refs")])
        XCTAssertEqual(bare.status, 0, bare.stderr)
    }

    /// One value offers no `all` in its error either.
    func testAMistypedTraitOfOneScreenOffersOnlyValues() throws {
        let template = try file("t.yaml", "title: Hi\n")
        let result = try run(["render", template, "-o", path("x.png"), "--color-scheme", "drak"])
        XCTAssertEqual(result.stderr, "error: --color-scheme 'drak' is not one of light, dark; did you mean 'dark'?\n")
        let list = try run(["export", template, "--out", path("out"), "--color-scheme", "drak"])
        XCTAssertEqual(list.stderr, "error: --color-scheme 'drak' is not one of light, dark, all; did you mean 'dark'?\n")
    }
}
