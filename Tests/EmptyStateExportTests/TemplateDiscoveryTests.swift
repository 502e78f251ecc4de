import EmptyStateExport
import Foundation
import XCTest

/// Which files `export` and `check` take from the folders they are given.
final class TemplateDiscoveryTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-discovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func touch(_ name: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("title: { text: Hi }\n".utf8).write(to: url)
    }

    func testFoldersAreSearchedRecursivelyInAStableOrder() throws {
        for name in ["b.yaml", "a.yml", "nested/deeper/c.JSON", "nested/d.yaml", "art/e.svg", "notes.txt"] { try touch(name) }
        let found = try TemplateDiscovery.templates(in: [folder.path])
        XCTAssertEqual(found.map { String($0.dropFirst(folder.path.count + 1)) },
                       ["a.yml", "b.yaml", "nested/d.yaml", "nested/deeper/c.JSON"])
        XCTAssertTrue(found.allSatisfy { $0.hasPrefix("/") }, "absolute paths")
    }

    func testHiddenFilesAndFoldersAreSkipped() throws {
        for name in [".draft.yaml", ".git/config.yaml", "kept.yaml"] { try touch(name) }
        XCTAssertEqual(try TemplateDiscovery.templates(in: [folder.path]).map { ($0 as NSString).lastPathComponent }, ["kept.yaml"])
    }

    func testAssetCatalogsContentsJSONIsNoTemplate() throws {
        for name in ["art/Symbols.xcassets/Contents.json", "art/Symbols.xcassets/heart.symbolset/Contents.json", "kept.yaml"] { try touch(name) }
        XCTAssertEqual(try TemplateDiscovery.templates(in: [folder.path]).map { ($0 as NSString).lastPathComponent }, ["kept.yaml"])
    }

    func testALinkedTemplateCountsAndALinkedFolderIsNotFollowed() throws {
        try touch("real/one.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("linked.yaml").path,
                                                   withDestinationPath: folder.appendingPathComponent("real/one.yaml").path)
        // A link back to the folder itself: following it would never end.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("real/loop").path, withDestinationPath: folder.path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("broken.yaml").path, withDestinationPath: "/nonexistent/x.yaml")
        let found = try TemplateDiscovery.templates(in: [folder.path]).map { String($0.dropFirst(folder.path.count + 1)) }
        XCTAssertEqual(found, ["linked.yaml", "real/one.yaml"])
    }

    func testFilesNamedDirectlyAreTakenAsGivenOnceEach() throws {
        try touch("a.yaml")
        let file = folder.appendingPathComponent("a.yaml").path
        XCTAssertEqual(try TemplateDiscovery.templates(in: [file, folder.path, folder.path + "/./a.yaml"]), [file])
        XCTAssertThrowsError(try TemplateDiscovery.templates(in: [folder.appendingPathComponent("missing").path])) { error in
            XCTAssertEqual("\(error)", "\(folder.appendingPathComponent("missing").path): no such file or folder")
        }
    }
}
