import EmptyStateLocalization
import Foundation
import XCTest

/// The merged table is kept per process for the same files' bytes (an app's hundred templates
/// name its 480 tables): a file edited between two loads (under `serve`) is read anew, and what
/// loading passed over is said each time.
final class MergedTablesTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-merged-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/enm.lproj", withIntermediateDirectories: true)
        try Data("\"t\" = \"x\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/enm.lproj/Localizable.strings"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func title() throws -> String? {
        let table = try StringTable.load(paths: [folder])
        XCTAssertEqual(table.skipped.count, 1, "the folder that names no locale, said on every load")
        guard case let .format(text)? = table.lookup("empty.title", locale: LocaleIdentifier("en")!)?.value else { return nil }
        return text
    }

    func testAnEditedTableIsReadAnew() throws {
        let file = URL(fileURLWithPath: folder + "/en.lproj/Localizable.strings")
        try Data("\"empty.title\" = \"No Mail\";\n".utf8).write(to: file)
        XCTAssertEqual(try title(), "No Mail")
        XCTAssertEqual(try title(), "No Mail")
        // The same size, so only the bytes tell the two apart.
        try Data("\"empty.title\" = \"No Post\";\n".utf8).write(to: file)
        XCTAssertEqual(try title(), "No Post")
    }
}
