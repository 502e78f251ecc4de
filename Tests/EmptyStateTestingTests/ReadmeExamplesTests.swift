import Foundation
import XCTest

/// Every Swift example in the README, in docs/ and in the test library's DocC articles is part
/// of Examples/UsingEmptyState, the user's package that `make test` builds and runs: so the
/// examples compile as written.
final class ReadmeExamplesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Lines without their indentation, blank lines dropped: a manifest fragment is indented
    /// differently inside the whole manifest.
    func normalized(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The Swift blocks of Markdown files, each with its file and line.
    func swiftBlocks(_ files: [URL]) throws -> [(place: String, text: String)] {
        var blocks: [(place: String, text: String)] = []
        for file in files {
            let markdown = try String(contentsOf: file, encoding: .utf8)
            let name = DocumentationLinks.relative(file, to: Self.root)
            for block in DocumentationLinks.split(markdown).blocks where block.info.split(separator: " ").first == "swift" {
                blocks.append(("\(name):\(block.line)", block.text))
            }
        }
        return blocks
    }

    /// The examples package's Swift files, normalized.
    func exampleSources() throws -> [String] {
        let examples = Self.root.appendingPathComponent("Examples/UsingEmptyState")
        let files = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/.build") }
        return try files.map { normalized(try String(contentsOf: $0, encoding: .utf8)) }
    }

    func assertCompiled(_ blocks: [(place: String, text: String)]) throws {
        let sources = try exampleSources()
        for block in blocks {
            XCTAssertTrue(sources.contains { $0.contains(normalized(block.text)) },
                          "the example at \(block.place) is not in Examples/UsingEmptyState:\n\(block.text)")
        }
    }

    func testEverySwiftExampleIsCompiledByTheExamplesPackage() throws {
        let blocks = try swiftBlocks(DocumentationLinks.markdownFiles(root: Self.root))
        // The README's first test and manifest, and the test API's pages: at least these.
        XCTAssertGreaterThanOrEqual(blocks.count, 4, "Swift examples found: \(blocks.map(\.place))")
        XCTAssertTrue(blocks.contains { $0.place.hasPrefix("README.md:") }, "the README shows no Swift example")
        try assertCompiled(blocks)
    }

    /// The same rule for the DocC articles of the test library.
    func testEverySwiftExampleOfTheDocCArticlesIsCompiledByTheExamplesPackage() throws {
        let catalog = Self.root.appendingPathComponent("Sources/EmptyStateTesting/EmptyStateTesting.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThanOrEqual(articles.count, 5, "the landing page and four articles")
        let blocks = try swiftBlocks(articles.map { catalog.appendingPathComponent($0) })
        XCTAssertGreaterThanOrEqual(blocks.count, 6)
        try assertCompiled(blocks)
    }
}
