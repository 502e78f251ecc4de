import CLITestSupport
import Foundation
import XCTest

/// Every relative link and image in README.md and docs/ leads to a file of the repository, and
/// every `#anchor` into a Markdown file names one of its headings (as GitHub makes their ids):
/// so a page that moves or a heading that is renamed cannot leave a reader at a dead end.
final class DocumentationLinksTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryRelativeLinkAndAnchorResolves() throws {
        let check = try DocumentationLinks.check(root: Self.root)
        // README.md alone links to a dozen pages, and the pages link to each other.
        XCTAssertGreaterThanOrEqual(check.links, 50, "the links were not found: is the scanner broken?")
        for problem in check.problems {
            XCTFail(problem)
        }
    }

    /// The check on a small repository of its own: what it must report, and what it must not.
    func testABrokenLinkIsReportedWithItsFileAndLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-doc-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs/images"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("docs/images/shown.png"))
        try Data("""
        # Page

        ## `serve`: live preview & review

        ## Notes
        ## Notes

        Back to the [front page](../README.md#start-here), [up](#page), [the second notes](#notes-1).
        ![shown](images/shown.png) ![gone](images/gone.png)
        """.utf8).write(to: folder.appendingPathComponent("docs/page.md"))
        try Data("""
        # Project

        ## Start here

        [Serve](docs/page.md#serve-live-preview--review) and [the web](https://example.com/nowhere.md)
        and [mail](mailto:someone@example.com) and [here](#start-here).

        A [missing page](docs/missing.md), a [missing heading](docs/page.md#no-such-heading),
        and a [missing one here](#nowhere).

        ```sh
        echo "[not a link](nowhere.md)"
        ```

        Code is not a link: `[x](nowhere.md)`.
        """.utf8).write(to: folder.appendingPathComponent("README.md"))

        let check = try DocumentationLinks.check(root: folder)
        XCTAssertEqual(check.problems, [
            "README.md:8: [missing page](docs/missing.md): docs/missing.md does not exist",
            "README.md:8: [missing heading](docs/page.md#no-such-heading): docs/page.md has no heading #no-such-heading",
            "README.md:9: [missing one here](#nowhere): README.md has no heading #nowhere",
            "docs/page.md:9: ![gone](images/gone.png): docs/images/gone.png does not exist",
        ])
        XCTAssertEqual(check.links, 12)
    }

    func testHeadingIdsFollowGitHub() {
        XCTAssertEqual(DocumentationLinks.slug("`emptystate check`: folders of templates"), "emptystate-check-folders-of-templates")
        XCTAssertEqual(DocumentationLinks.slug("Traits: dark mode, Dynamic Type, contrast, right to left"), "traits-dark-mode-dynamic-type-contrast-right-to-left")
        XCTAssertEqual(DocumentationLinks.slug("Styled buttons (UIButton.Configuration)"), "styled-buttons-uibuttonconfiguration")
        XCTAssertEqual(DocumentationLinks.slug("How DZNEmptyDataSet's layout works"), "how-dznemptydatasets-layout-works")
        XCTAssertEqual(DocumentationLinks.slug("What `make bench` measures"), "what-make-bench-measures")
        XCTAssertEqual(DocumentationLinks.slug("A [linked](x.md) heading_with_underscores"), "a-linked-heading_with_underscores")
    }
}

/// The Markdown files of the documentation and what they hold, read as GitHub renders them:
/// fenced code blocks and code spans are not Markdown, headings get GitHub's ids.
enum DocumentationLinks {
    struct Check {
        var links = 0
        var problems: [String] = []
    }

    static func markdownFiles(root: URL) -> [URL] { MarkdownBlocks.files(root: root) }

    /// The file's path from the root, as the messages name it.
    static func relative(_ url: URL, to root: URL) -> String {
        let base = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    typealias Block = MarkdownBlocks.Block

    static func split(_ text: String) -> (lines: [String], blocks: [Block]) { MarkdownBlocks.split(text) }

    /// The text with every code span replaced by spaces: as many UTF-16 units as it had (so a
    /// range in one is the same range in the other), line breaks kept (so line numbers hold).
    static func withoutCodeSpans(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        func run(at start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == "`" { end += 1 }
            return end - start
        }
        while index < characters.count {
            guard characters[index] == "`" else {
                result.append(characters[index])
                index += 1
                continue
            }
            let length = run(at: index)
            // The span ends at the next run of exactly as many backticks.
            var search = index + length
            var close: Int?
            while search < characters.count {
                if characters[search] == "`" {
                    let other = run(at: search)
                    if other == length { close = search; break }
                    search += other
                } else {
                    search += 1
                }
            }
            guard let close else {
                result += String(repeating: "`", count: length)
                index += length
                continue
            }
            for character in characters[index..<(close + length)] {
                result += character == "\n" ? "\n" : String(repeating: " ", count: character.utf16.count)
            }
            index = close + length
        }
        return result
    }

    /// GitHub's id for a heading: its rendered text in lower case, punctuation dropped except `-`
    /// and `_`, each space a `-`.
    static func slug(_ heading: String) -> String {
        let link = try! NSRegularExpression(pattern: #"!?\[([^\]]*)\]\([^)]*\)"#)
        let text = link.stringByReplacingMatches(in: heading, range: NSRange(heading.startIndex..., in: heading), withTemplate: "$1")
        let kept = text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
            .trimmingCharacters(in: .whitespaces).lowercased()
            .unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == " " }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// The ids of a Markdown file's headings; a repeated id gets `-1`, `-2`… as on GitHub.
    static func anchors(of url: URL) throws -> Set<String> {
        let heading = try NSRegularExpression(pattern: #"^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$"#)
        var seen: [String: Int] = [:]
        var ids = Set<String>()
        for line in split(try String(contentsOf: url, encoding: .utf8)).lines {
            guard let match = heading.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                  let range = Range(match.range(at: 1), in: line) else { continue }
            let id = slug(String(line[range]))
            if let count = seen[id] {
                seen[id] = count + 1
                ids.insert("\(id)-\(count + 1)")
            } else {
                seen[id] = 0
                ids.insert(id)
            }
        }
        return ids
    }

    static func check(root: URL) throws -> Check {
        // [text](target) or ![alt](target), the target optionally in <…> and with a "title".
        let link = try NSRegularExpression(pattern: #"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)"#)
        let scheme = try NSRegularExpression(pattern: #"^[A-Za-z][A-Za-z0-9+.-]*:"#)
        var check = Check()
        var anchorCache: [URL: Set<String>] = [:]
        for file in markdownFiles(root: root) {
            let name = relative(file, to: root)
            let markdown = split(try String(contentsOf: file, encoding: .utf8)).lines.joined(separator: "\n")
            let text = withoutCodeSpans(markdown)
            let ns = text as NSString
            for match in link.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                check.links += 1
                let written = (markdown as NSString).substring(with: match.range)
                let target = ns.substring(with: match.range(at: 1))
                if scheme.firstMatch(in: target, range: NSRange(location: 0, length: (target as NSString).length)) != nil { continue }
                let line = ns.substring(to: match.range.location).filter { $0 == "\n" }.count + 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
                let fragment = parts.count > 1 ? (String(parts[1]).removingPercentEncoding ?? String(parts[1])) : ""
                let destination: URL
                if path.isEmpty {
                    destination = file
                } else if path.hasPrefix("/") {
                    destination = root.appendingPathComponent(String(path.dropFirst())).standardizedFileURL
                } else {
                    destination = file.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                }
                let place = "\(name):\(line): \(written.replacingOccurrences(of: "\n", with: " "))"
                guard FileManager.default.fileExists(atPath: destination.path) else {
                    check.problems.append("\(place): \(relative(destination, to: root)) does not exist")
                    continue
                }
                guard !fragment.isEmpty, destination.pathExtension == "md" else { continue }
                if anchorCache[destination] == nil { anchorCache[destination] = try anchors(of: destination) }
                if !(anchorCache[destination] ?? []).contains(fragment) {
                    check.problems.append("\(place): \(relative(destination, to: root)) has no heading #\(fragment)")
                }
            }
        }
        return check
    }
}
