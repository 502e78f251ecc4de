import CLITestSupport
import Foundation
import XCTest
import Yams

/// The documentation's shell and YAML samples stay true: every `emptystate` command names a
/// real subcommand and only options that subcommand has, and every YAML sample parses, each
/// template among them with no key the format lacks. (The Swift samples are compiled by the
/// example package: ReadmeExamplesTests.)
final class DocumentationSamplesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Sample { var place: String; var block: MarkdownBlocks.Block }

    func samples(_ languages: Set<String>) throws -> [Sample] {
        try MarkdownBlocks.files(root: Self.root).flatMap { file -> [Sample] in
            let name = String(file.path.dropFirst(Self.root.path.count + 1))
            return MarkdownBlocks.split(try String(contentsOf: file, encoding: .utf8)).blocks
                .filter { languages.contains($0.language) }.map { Sample(place: "\(name):\($0.line)", block: $0) }
        }
    }

    /// A help text per subcommand, asked once.
    var helps: [String: String] = [:]
    func help(_ command: String) throws -> String? {
        if let known = helps[command] { return known }
        let run = try EmptyStateBinary.capture([command, "--help"])
        guard run.status == 0 else { return nil }
        helps[command] = run.stdout
        return run.stdout
    }

    /// The words after `emptystate` (or an image `emptystate:TAG`) on each command line, lines
    /// continued with `\` joined, comments dropped.
    static func invocations(_ text: String) -> [[String]] {
        let joined = text.replacingOccurrences(of: "\\\n", with: " ")
        return joined.split(separator: "\n").compactMap { line -> [String]? in
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let at = words.firstIndex(where: { $0 == "emptystate" || $0.hasSuffix("/emptystate") || $0.hasPrefix("emptystate:") || $0.hasSuffix("$BIN") }),
                  at + 1 < words.count else { return nil }
            return Array(words[(at + 1)...])
        }
    }

    func testEveryCommandOfTheDocumentationNamesRealSubcommandsAndOptions() throws {
        var checked = 0
        for sample in try samples(["sh", "shell", "bash", "console", "yaml", "yml"]) {
            for words in Self.invocations(sample.block.text) {
                let command = words[0]
                guard !command.hasPrefix("-"), command.allSatisfy({ $0.isLetter }) else { continue }
                guard let help = try help(command) else {
                    XCTFail("\(sample.place): 'emptystate \(command)' is not a command")
                    continue
                }
                checked += 1
                for word in words.dropFirst() where word.hasPrefix("--") && word.count > 2 {
                    let option = String(word.split(separator: "=").first ?? "")
                    XCTAssertTrue(help.contains(option + " ") || help.contains(option + "\n") || help.contains(option + ","),
                                  "\(sample.place): 'emptystate \(command)' has no option \(option)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 30, "commands found in the documentation's samples")
    }

    func testEveryYAMLSampleParsesAndItsTemplatesUseOnlyTheFormatsKeys() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-doc-yaml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var templates = 0
        for (index, sample) in try samples(["yaml", "yml"]).enumerated() {
            let text = sample.block.text
            // Placeholders a reader fills in are not YAML.
            if text.contains("…") { continue }
            do { _ = try Yams.compose(yaml: text) } catch {
                XCTFail("\(sample.place): the YAML sample does not parse: \(error)")
                continue
            }
            // A template: its keys are checked by the tool, which names any unknown key.
            guard text.range(of: #"(?m)^(title|description|image|button|style|name|variants|backgroundColor):"#, options: .regularExpression) != nil,
                  text.range(of: #"(?m)^(jobs|stages|on|steps|include|accessibilityWaivers|devices):"#, options: .regularExpression) == nil else { continue }
            let file = directory.appendingPathComponent("sample-\(index).yaml")
            try Data(text.utf8).write(to: file)
            let run = try EmptyStateBinary.capture(["layout", file.path])
            templates += 1
            for line in run.stderr.split(separator: "\n") where line.contains("unknown key") || line.contains("YAML syntax") {
                XCTFail("\(sample.place): \(line)")
            }
        }
        XCTAssertGreaterThan(templates, 5, "templates among the YAML samples")
    }
}
