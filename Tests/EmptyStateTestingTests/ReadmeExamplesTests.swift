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

    /// The Swift blocks of a Markdown text.
    func swiftBlocks(_ markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
    }

    /// The examples package's Swift files, normalized.
    func exampleSources() throws -> [String] {
        let examples = Self.root.appendingPathComponent("Examples/UsingEmptyState")
        let files = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/.build") }
        return try files.map { normalized(try String(contentsOf: $0, encoding: .utf8)) }
    }

    func testEverySwiftExampleIsCompiledByTheExamplesPackage() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = swiftBlocks(readme)
        XCTAssertGreaterThanOrEqual(blocks.count, 4)
        let sources = try exampleSources()
        for block in blocks {
            XCTAssertTrue(sources.contains { $0.contains(normalized(block)) },
                          "a README example is not in Examples/UsingEmptyState:\n\(block)")
        }
    }

    /// The same rule for the DocC articles of the test library.
    func testEverySwiftExampleOfTheDocCArticlesIsCompiledByTheExamplesPackage() throws {
        let catalog = Self.root.appendingPathComponent("Sources/EmptyStateTesting/EmptyStateTesting.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThanOrEqual(articles.count, 5, "the landing page and four articles")
        let sources = try exampleSources()
        var count = 0
        for article in articles {
            for block in swiftBlocks(try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)) {
                count += 1
                XCTAssertTrue(sources.contains { $0.contains(normalized(block)) },
                              "an example of \(article) is not in Examples/UsingEmptyState:\n\(block)")
            }
        }
        XCTAssertGreaterThanOrEqual(count, 6)
    }
}
