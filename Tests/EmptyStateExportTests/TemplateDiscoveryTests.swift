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

    /// An app's folder holds YAML and JSON that are not templates (CI files, `crowdin.yml`,
    /// `package.json`, fixtures): passed over and listed, never read as broken templates. A
    /// template with a misspelt key is still one (loading it says what is wrong), and a file
    /// named by itself is always an input.
    func testFilesInAFolderThatAreNotTemplatesArePassedOver() throws {
        func write(_ name: String, _ text: String) throws {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("ci.yml", "name: CI\non: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n")
        try write("crowdin.yml", "files:\n  - source: /en.lproj/*.strings\n")
        try write("package.json", #"{ "name": "app", "description": "An app", "version": "1.0.0", "scripts": {} }"#)
        try write("Fixtures/icon.json", #"{ "images": [], "info": { "version": 1 } }"#)
        try write("screens/empty.yaml", "# An empty state\nname: Inbox\ntitle: No Mail\ndescription: { text: Pull to refresh. }\n")
        try write("screens/typo.yaml", "name: Typo\ntitel: No Mail\ndescription: Pull\n")
        try write("screens/flow.json", #"{"title": {"text": "Hi"}, "image": {"systemName": "tray"}}"#)
        let discovery = try TemplateDiscovery.discover(in: [folder.path])
        XCTAssertEqual(discovery.inputs.map { String($0.dropFirst(folder.path.count + 1)) }, ["screens/empty.yaml", "screens/flow.json", "screens/typo.yaml"])
        XCTAssertEqual(discovery.skipped.map { String($0.dropFirst(folder.path.count + 1)) }, ["Fixtures/icon.json", "ci.yml", "crowdin.yml", "package.json"])
        XCTAssertEqual(try TemplateDiscovery.templates(in: [folder.appendingPathComponent("ci.yml").path]).count, 1)
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

    /// An app's folder whose Xcode project lists a file in no target: export draws the screens
    /// an import finds (not that file's), so each one it lists is drawn.
    func testAnAppsSourcesAreThoseItsProjectBuilds() throws {
        func write(_ name: String, _ text: String) throws {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("App.xcodeproj/project.pbxproj", """
        { objects = {
            AAAAAAAAAAAAAAAAAAAAAA01 /* Phone.swift in Sources */ = {isa = PBXBuildFile; fileRef = EEEEEEEEEEEEEEEEEEEEEE01 /* Phone.swift */; };
            EEEEEEEEEEEEEEEEEEEEEE01 /* Phone.swift */ = {isa = PBXFileReference; path = Phone.swift; sourceTree = "<group>"; };
        }; }
        """)
        for name in ["Phone", "Old"] {
            try write("\(name).swift", """
            import SwiftUI
            struct \(name)View: View { var body: some View { ContentUnavailableView("No \(name)", systemImage: "tray") } }
            """)
        }
        let discovery = try TemplateDiscovery.discover(in: [folder.path])
        XCTAssertEqual(discovery.inputs.map { ($0 as NSString).lastPathComponent }, ["Phone.swift#PhoneView"])
    }
}
