import EmptyStateLocalization
import Foundation
import XCTest

/// `Base.lproj` stands for the development language only where that language has no file of the
/// table: guoku's `Base.lproj/guoku.strings` is Chinese beside its `en.lproj/guoku.strings`, and
/// an English phone reads the English, whichever folder is loaded first.
final class BaseFolderTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-base-\(UUID().uuidString)").path
        for (locale, text) in [("Base", "无相关搜索结果"), ("en", "No Results"), ("zh-Hans", "无相关搜索结果")] {
            try FileManager.default.createDirectory(atPath: folder + "/\(locale).lproj", withIntermediateDirectories: true)
            try Data("\"no-results\" = \"\(text)\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/\(locale).lproj/guoku.strings"))
        }
        // A key only the Base folder has is the development language's.
        try Data("\"no-results\" = \"无相关搜索结果\";\n\"no-order\" = \"暂无相关订单\";\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/Base.lproj/guoku.strings"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func text(_ key: String, _ locale: String, table: String? = "guoku") throws -> String? {
        let found = try StringTable.load(paths: [folder]).lookup(key, table: table, locale: LocaleIdentifier(locale)!)
        guard case let .format(text)? = found?.value else { return nil }
        return text
    }

    func testTheLanguagesOwnFolderWinsOverBase() throws {
        XCTAssertEqual(try text("no-results", "en"), "No Results")
        XCTAssertEqual(try text("no-results", "en", table: nil), "No Results", "the merged table too")
        XCTAssertEqual(try text("no-results", "zh-Hans"), "无相关搜索结果")
        XCTAssertEqual(try text("no-order", "en"), "暂无相关订单", "a key the English file lacks: Base's, as the development language's")
    }
}
