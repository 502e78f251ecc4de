import EmptyStateExport
import EmptyStateModel
import Foundation
import XCTest

/// One reference per distinct picture (issue 47): the states a check leaves out draw exactly
/// the picture they are filed with, and the pictures it keeps all differ, on every screen
/// of Templates/ (compared by the rendered bytes, not by the rule that chose them).
final class StatePicturesTests: XCTestCase {
    func testLeftOutStatesDrawTheirPictureAndKeptOnesDiffer() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-states-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let templates = ShippedTemplatesTests.root.appendingPathComponent("Templates").path

        var every = CheckOptions(referenceDirectory: root + "/every")
        every.record = .all
        every.selection.scales = [1]
        every.selection.states = ControlState.allCases.map { ScreenState($0) }
            + [ActionRole.secondary, .tertiary].flatMap { role in [ControlState.highlighted, .disabled, .selected].map { state in
                var both = ScreenState()
                both[role] = state
                return both
            } }
        _ = try SnapshotChecker(options: every).run(paths: [templates])

        var distinct = CheckOptions(referenceDirectory: root + "/distinct")
        distinct.record = .all
        distinct.selection.scales = [1]
        let report = try SnapshotChecker(options: distinct).run(paths: [templates])
        XCTAssertEqual(report.problems.count, 0)

        func bytes(_ folder: String, _ path: String) -> Data? { FileManager.default.contents(atPath: root + "/" + folder + "/" + path) }
        var left = 0, kept: [String: [(String, Data)]] = [:]
        for item in report.cases {
            let picture = try XCTUnwrap(bytes("distinct", item.path), item.path)
            let folder = (item.path as NSString).deletingLastPathComponent
            let name = (item.path as NSString).lastPathComponent
            let state = name.prefix { $0 != "~" && $0 != "." }
            let suffix = String(name.dropFirst(state.count))
            for alike in item.alikeStates {
                let path = folder + "/" + alike + suffix
                XCTAssertEqual(bytes("every", path), picture, "\(path) is left out as drawing \(item.path), and must draw it exactly")
                XCTAssertNil(bytes("distinct", path), "\(path) has no file of its own")
                left += 1
            }
            kept[folder + "|" + suffix, default: []].append((item.path, picture))
        }
        for (_, pictures) in kept where pictures.count > 1 {
            for (index, first) in pictures.enumerated() {
                for second in pictures[(index + 1)...] { XCTAssertNotEqual(first.1, second.1, "\(first.0) and \(second.0) are one picture") }
            }
        }
        XCTAssertGreaterThan(left, 100, "most of Templates/' screens have no button or a title-only one")
        XCTAssertGreaterThan(report.cases.filter { !$0.path.hasSuffix("normal.png") && !$0.path.contains("/normal~") }.count, 10,
                             "states that do draw differently keep their picture")
    }
}
