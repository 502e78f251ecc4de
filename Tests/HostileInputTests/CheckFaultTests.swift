import EmptyStateEncoders
import Foundation
import XCTest

/// A gate must never pass by accident: a corrupt reference fails its own screen only, every
/// other screen is still compared, and recording replaces what cannot be read.
final class CheckFaultTests: HostileInputTestCase {
    static let template = """
    name: gate
    backgroundColor: white
    title: { text: Gate, color: black }
    button:
      title:
        normal: { text: Go, color: "#0000FF" }
        highlighted: { color: "#000080" }
        disabled: { color: "#000081" }
        selected: { color: "#000082" }

    """

    func screen(_ state: String) -> String { "refs/gate/default/iphone-8@1x/\(state).png" }

    /// Records the four states (each its own colour, so four pictures), then breaks the normal
    /// state's reference in each way given and makes a real difference in the three others.
    func recordThenBreak(_ breakage: (String) throws -> Void) throws {
        try write("t/gate.yaml", Self.template)
        let recorded = try run(["check", "t", "--reference", "refs", "--record", "all", "--scale", "1"])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        try breakage(path(screen("normal")))
        try write("t/gate.yaml", Self.template.replacingOccurrences(of: "\"#00008", with: "\"#FF008"))
    }

    func corruptions() throws -> [(name: String, reason: String, apply: (String) throws -> Void)] {
        [
            ("empty", "the file is empty", { try Data().write(to: URL(fileURLWithPath: $0)) }),
            ("truncated", "truncated", { path in
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
            }),
            ("damaged", "damaged", { path in
                var data = try Data(contentsOf: URL(fileURLWithPath: path))
                data[data.count / 2] ^= 0xFF
                try data.write(to: URL(fileURLWithPath: path))
            }),
            ("not a PNG", "not a PNG file", { try Data("<html>not a picture</html>".utf8).write(to: URL(fileURLWithPath: $0)) }),
            ("a folder", "is a folder, not a PNG", { path in
                try FileManager.default.removeItem(atPath: path)
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            }),
        ]
    }

    func testEveryKindOfCorruptReferenceFailsOnlyItsScreen() throws {
        for corruption in try corruptions() {
            try? FileManager.default.removeItem(atPath: path("refs"))
            try? FileManager.default.removeItem(atPath: path("refs-diffs"))
            try recordThenBreak(corruption.apply)
            let result = try run(["check", "t", "--reference", "refs", "--scale", "1", "--junit", "report.xml"])
            XCTAssertEqual(result.status, 2, "\(corruption.name): the worst outcome, a broken reference; \(result.stderr)")
            let lines = result.stderr.split(separator: "\n").map(String.init)
            let broken = lines.filter { $0.hasPrefix("BROKEN ") }
            XCTAssertEqual(broken.count, 1, "\(corruption.name): \(result.stderr)")
            XCTAssertTrue(broken.first?.contains("gate/default/iphone-8@1x/normal.png") == true, broken.first ?? "")
            XCTAssertTrue(broken.first?.contains(corruption.reason) == true, "\(corruption.name): \(broken.first ?? "")")
            XCTAssertFalse(result.stderr.lowercased().contains("png_"), "no libpng internals: \(result.stderr)")
            // The real difference in the other states is still found.
            let failed = lines.filter { $0.hasPrefix("FAIL ") }
            XCTAssertEqual(failed.count, 3, "\(corruption.name): the highlighted, disabled and selected buttons differ: \(result.stderr)")
            XCTAssertTrue(lines.last?.hasPrefix("0 passed, 3 failed, 1 missing or broken") == true, lines.last ?? "")
            let junit = try String(contentsOfFile: path("report.xml"), encoding: .utf8)
            XCTAssertEqual(junit.components(separatedBy: "<testcase ").count - 1, 4, "JUnit lists every screen")
            XCTAssertTrue(junit.contains("errors=\"1\""), junit)
        }
    }

    func testRecordingReplacesAReferenceThatCannotBeRead() throws {
        for mode in ["failed", "missing"] {
            for corruption in try corruptions() {
                try? FileManager.default.removeItem(atPath: path("refs"))
                try recordThenBreak(corruption.apply)
                try write("t/gate.yaml", Self.template)   // no real difference: only the broken one is recorded
                let result = try run(["check", "t", "--reference", "refs", "--scale", "1", "--record", mode])
                XCTAssertEqual(result.status, 0, "\(mode), \(corruption.name): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains("3 passed, 0 failed, 0 missing or broken, 1 recorded"), result.stderr)
                XCTAssertNoThrow(try PNGDecoder().decode(path: path(screen("normal"))))
                let again = try run(["check", "t", "--reference", "refs", "--scale", "1"])
                XCTAssertEqual(again.status, 0, "\(mode), \(corruption.name): the recorded reference passes: \(again.stderr)")
            }
        }
    }

    func testAScreenThatCannotRenderDoesNotStopTheOthers() throws {
        try write("t/gate.yaml", Self.template)
        try write("t/broken.yaml", "title: [not, text]\n")
        XCTAssertEqual(try run(["check", "t", "--reference", "refs", "--scale", "1", "--record", "all"]).status, 2)
        let result = try run(["check", "t", "--reference", "refs", "--scale", "1"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("4 passed, 0 failed, 1 missing or broken"), result.stderr)
        XCTAssertTrue(result.stderr.contains("broken.yaml:1:"), result.stderr)
    }

    func testAReferenceIsWrittenDurablyAndNoTemporaryIsLeft() throws {
        try write("t/gate.yaml", Self.template)
        XCTAssertEqual(try run(["check", "t", "--reference", "refs", "--scale", "1", "--record", "all"]).status, 0)
        XCTAssertEqual(listing().filter { $0.hasSuffix(".tmp") }, [])
        XCTAssertEqual(listing().filter { $0.hasPrefix("refs/") && $0.hasSuffix(".png") }.count, 4)
    }
}
