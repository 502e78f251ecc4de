import CLITestSupport
import Foundation
import XCTest

/// `emptystate import` and source files given to the other commands, end to end.
final class ImportCLITests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try EmptyStateBinary.capture(arguments)
    }

    @discardableResult
    func file(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static let swiftUI = """
        import SwiftUI

        struct InboxView: View {
            var body: some View {
                ContentUnavailableView {
                    Label("No Mail", systemImage: "tray")
                } description: {
                    Text("New messages appear here.")
                } actions: {
                    Button("Refresh") { }
                        .buttonStyle(.borderedProminent)
                }
            }
        }
        """

    static let objC = """
        #import "EmptyController.h"

        @implementation EmptyController

        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView
        {
            NSDictionary *attributes = @{NSFontAttributeName: [UIFont boldSystemFontOfSize:17.0],
                                         NSForegroundColorAttributeName: [UIColor colorWithHex:@"545454"]};
            return [[NSAttributedString alloc] initWithString:@"No Photos" attributes:attributes];
        }

        - (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)scrollView
        {
            return [UIColor whiteColor];
        }

        @end
        """

    func app() throws -> String {
        try file("App/Sources/InboxView.swift", Self.swiftUI)
        try file("App/Sources/EmptyController.m", Self.objC)
        return directory.appendingPathComponent("App").path
    }

    func testJSONListsEveryScreenWithItsTemplate() throws {
        let app = try app()
        let result = try run(["import", app, "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let screens = try XCTUnwrap(json["screens"] as? [[String: Any]])
        XCTAssertEqual(screens.map { $0["name"] as? String }, ["EmptyController", "InboxView"], "by file, then line")
        let objc = screens[0], swiftUI = screens[1]
        XCTAssertEqual(objc["kind"] as? String, "dzn")
        XCTAssertEqual(objc["file"] as? String, app + "/Sources/EmptyController.m")
        let objcTemplate = try XCTUnwrap(objc["template"] as? [String: Any])
        XCTAssertEqual(objcTemplate["backgroundColor"] as? String, "#FFFFFF")
        XCTAssertEqual((objcTemplate["title"] as? [String: Any])?["text"] as? String, "No Photos")
        XCTAssertEqual((objcTemplate["title"] as? [String: Any])?["color"] as? String, "#545454")
        XCTAssertEqual(swiftUI["kind"] as? String, "swiftui")
        let template = try XCTUnwrap(swiftUI["template"] as? [String: Any])
        XCTAssertEqual(template["style"] as? String, "swiftui")
        XCTAssertEqual((template["image"] as? [String: Any])?["systemName"] as? String, "tray")
        XCTAssertEqual((template["button"] as? [String: Any])?["style"] as? String, "borderedProminent")
    }

    func testOutWritesOnceAndPruneRemovesWhatIsGone() throws {
        let app = try app()
        let out = directory.appendingPathComponent("imported").path
        let first = try run(["import", app, "--out", out])
        XCTAssertEqual(first.status, 0, first.stderr)
        let inbox = out + "/InboxView.yaml"
        let text = try String(contentsOfFile: inbox, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("# Imported by `emptystate import` from ../App/Sources/InboxView.swift:5:"), text)
        let again = try run(["import", app, "--out", out])
        XCTAssertTrue(again.stderr.contains("0 written, 2 unchanged, 0 removed"), again.stderr)
        try FileManager.default.removeItem(atPath: app + "/Sources/EmptyController.m")
        let kept = try run(["import", app, "--out", out])
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/EmptyController.yaml"), "not removed without --prune")
        XCTAssertEqual(kept.status, 0)
        let pruned = try run(["import", app, "--out", out, "--prune"])
        XCTAssertTrue(pruned.stderr.contains("1 removed"), pruned.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/EmptyController.yaml"))
        // The written template renders as it is.
        let png = directory.appendingPathComponent("inbox.png").path
        let rendered = try run(["render", inbox, "-o", png])
        XCTAssertEqual(rendered.status, 0, rendered.stderr)
    }

    func testEveryCommandTakesSourceFiles() throws {
        let app = try app()
        let png = directory.appendingPathComponent("a.png").path
        let one = try run(["render", app + "/Sources/InboxView.swift", "-o", png])
        XCTAssertEqual(one.status, 0, one.stderr)
        let named = try run(["layout", app + "/Sources/EmptyController.m#EmptyController", "--json"])
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertTrue(named.stdout.contains("\"style\" : \"dzn\""), named.stdout)
        let wrong = try run(["render", app + "/Sources/EmptyController.m#Nope", "-o", png])
        XCTAssertEqual(wrong.status, 1)
        XCTAssertEqual(wrong.stderr, "error: \(app)/Sources/EmptyController.m: no screen 'Nope'; it declares: EmptyController\n")
        let out = directory.appendingPathComponent("out").path
        let exported = try run(["export", app, "--out", out, "--format", "png", "--state", "normal"])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/InboxView/default/iphone-8@2x/normal.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/EmptyController/default/iphone-8@2x/normal.png"))
        let references = directory.appendingPathComponent("refs").path
        XCTAssertEqual(try run(["check", app, "--reference", references, "--record", "all"]).status, 0)
        XCTAssertEqual(try run(["check", app, "--reference", references]).status, 0)
    }

    /// A file that cannot be read loses its screens, with a warning; the others are imported
    /// and the run succeeds, unless --strict makes the warning an error (and writes nothing).
    func testAFileThatIsNotSourceIsOneWarningAndTheOthersAreStillImported() throws {
        let app = try app()
        let binary = directory.appendingPathComponent("App/Sources/Bad.swift")
        try Data([0x73, 0x00, 0x01]).write(to: binary)
        let result = try run(["import", app, "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("warning: \(binary.path): not a text file (a NUL byte at byte offset 1)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("1 file(s) not read"), result.stderr)
        XCTAssertTrue(result.stdout.contains("\"InboxView\""), "the other files are still imported")
        XCTAssertTrue(result.stdout.contains("\"filesUnreadable\": 1"), result.stdout)
        let out = directory.appendingPathComponent("strict").path
        let strict = try run(["import", app, "--strict", "--out", out])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("--strict:"), strict.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing written")
    }

    /// A file named alone is read with its app (the folder of its Package.swift, .xcodeproj or
    /// .git): its localization helper, image constant and English table are another file's.
    func testAFileNamedAloneIsReadWithItsApp() throws {
        try file("App/Package.swift", "// swift-tools-version:5.9\n")
        try file("App/Sources/Helpers.swift", """
            import UIKit
            extension String { static func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") } }
            enum Icons { static let empty = UIImage(systemName: "tray") }
            """)
        try file("App/Sources/en.lproj/Localizable.strings", "\"inbox.empty\" = \"Nothing Here\";\n")
        let view = try file("App/Sources/InboxView.swift", """
            import SwiftUI
            struct InboxView: View {
                var body: some View {
                    ContentUnavailableView {
                        Label(.localized("inbox.empty"), systemImage: "tray")
                    }
                }
            }
            """)
        let run = try self.run(["layout", view + "#InboxView", "--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("\"text\" : \"Nothing Here\"") || run.stdout.contains("\"text\":\"Nothing Here\""), run.stdout)
        XCTAssertFalse(run.stdout.contains("\u{27E8}"), "no placeholder: \(run.stdout)")
    }
}
