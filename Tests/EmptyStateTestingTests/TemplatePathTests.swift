import EmptyStateTesting
import Foundation
import XCTest

/// `template:` is found beside the test file first, then from the current directory (a path
/// written as the command line takes it); a template found in neither names both paths tried.
final class TemplatePathTests: XCTestCase {
    static let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    static let packageRoot = URL(fileURLWithPath: testFolder).deletingLastPathComponent().deletingLastPathComponent().path

    /// Runs `body` with the current directory at `folder`, as `swift test` runs in the package root.
    func inDirectory<T>(_ folder: String, _ body: () throws -> T) rethrows -> T {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(folder)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return try body()
    }

    func testATemplateBesideTheTestFileWins() throws {
        let verifier = SnapshotVerifier(directory: Self.testFolder)
        XCTAssertEqual(try inDirectory("/") { try verifier.templatePath("Fixtures/screen.yaml") }, Self.testFolder + "/Fixtures/screen.yaml")
    }

    func testAPathFromThePackageRootStillWorks() throws {
        let verifier = SnapshotVerifier(directory: Self.testFolder)
        let path = try inDirectory(Self.packageRoot) { try verifier.templatePath("Tests/EmptyStateTestingTests/Fixtures/screen.yaml") }
        XCTAssertEqual(path, Self.testFolder + "/Fixtures/screen.yaml")
        XCTAssertEqual(try inDirectory(Self.packageRoot) {
            try verifier.render(template: "Tests/EmptyStateTestingTests/Fixtures/screen.yaml", scale: 1)
        }.width, try verifier.render(template: "Fixtures/screen.yaml", scale: 1).width, "the same screen either way")
    }

    func testAMissingTemplateNamesEveryPathTried() throws {
        let verifier = SnapshotVerifier(directory: Self.testFolder, caller: "testAMissingTemplateNamesEveryPathTried()")
        XCTAssertThrowsError(try inDirectory(Self.packageRoot) {
            try verifier.verify(template: "Templates/nowhere.yaml", reference: "__Snapshots__/nowhere.png")
        }) { error in
            XCTAssertEqual("\(error)", "Templates/nowhere.yaml: no such file; looked for \(Self.testFolder)/Templates/nowhere.yaml (beside the test file) "
                + "and \(Self.packageRoot)/Templates/nowhere.yaml (from the current directory)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: Self.testFolder + "/__Snapshots__/nowhere.png"), "nothing recorded")
    }

    func testAScreenOfASourceFileIsLookedUpByItsFile() throws {
        let verifier = SnapshotVerifier(directory: Self.testFolder)
        XCTAssertThrowsError(try inDirectory(Self.packageRoot) { try verifier.templatePath("App/Missing.swift#Missing") }) { error in
            XCTAssertTrue("\(error)".hasPrefix("App/Missing.swift#Missing: no such file; looked for \(Self.testFolder)/App/Missing.swift (beside"),
                          "\(error)")
        }
    }
}
