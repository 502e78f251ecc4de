import Foundation
import XCTest

/// Every Swift example in the README is part of Examples/UsingEmptyState, the user's package
/// that `make test` builds and runs: so the examples compile as written.
final class ReadmeExamplesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Lines without their indentation, blank lines dropped: a manifest fragment is indented
    /// differently inside the whole manifest.
    func normalized(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    func testEverySwiftExampleIsCompiledByTheExamplesPackage() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        XCTAssertGreaterThanOrEqual(blocks.count, 4)
        let examples = Self.root.appendingPathComponent("Examples/UsingEmptyState")
        let files = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/.build") }
        let sources = try files.map { normalized(try String(contentsOf: $0, encoding: .utf8)) }
        for block in blocks {
            XCTAssertTrue(sources.contains { $0.contains(normalized(block)) },
                          "a README example is not in Examples/UsingEmptyState:\n\(block)")
        }
    }
}
