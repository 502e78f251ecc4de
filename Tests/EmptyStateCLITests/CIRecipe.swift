import CLITestSupport
import Foundation
import FoundationXML
import Glibc
import XCTest
import Yams

struct RecipeError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A YAML document as plain values: what a CI engine reads (aliases resolved, tags checked).
indirect enum YAMLValue: Equatable {
    struct Entry: Equatable { var key: String; var value: YAMLValue }
    case scalar(String)
    case mapping([Entry])
    case sequence([YAMLValue])

    init(_ node: Node, at path: String) throws {
        let tag = node.tag.description
        if tag.hasPrefix("!"), tag != "!" { throw RecipeError("\(path): the tag \(tag) is not played by this test") }
        switch node {
        case let .scalar(scalar):
            self = .scalar(scalar.string)
        case let .mapping(mapping):
            self = .mapping(try mapping.map { key, value in
                guard let name = key.scalar?.string else { throw RecipeError("\(path): a key that is not a string") }
                if name == "<<" { throw RecipeError("\(path): the merge key << (GitHub rejects it)") }
                return Entry(key: name, value: try YAMLValue(value, at: path.isEmpty ? name : path + "." + name))
            })
        case let .sequence(sequence):
            self = .sequence(try sequence.enumerated().map { try YAMLValue($1, at: "\(path)[\($0)]") })
        }
    }

    subscript(key: String) -> YAMLValue? { entries?.last { $0.key == key }?.value }
    var string: String? { if case let .scalar(s) = self { return s } else { return nil } }
    var entries: [Entry]? { if case let .mapping(m) = self { return m } else { return nil } }
    var items: [YAMLValue]? { if case let .sequence(q) = self { return q } else { return nil } }
    var keys: [String] { entries?.map(\.key) ?? [] }
    /// A scalar or a list of scalars (`needs: a`, `needs: [a, b]`).
    var strings: [String]? { string.map { [$0] } ?? items?.compactMap(\.string) }

    /// `other`'s entries replace this mapping's, one level down (a job, `default:`'s keys).
    func merging(_ other: YAMLValue) -> YAMLValue {
        guard var mine = entries, let theirs = other.entries else { return other }
        for entry in theirs {
            if let index = mine.firstIndex(where: { $0.key == entry.key }) {
                if let inner = mine[index].value.entries, let replacing = entry.value.entries {
                    var merged = inner
                    for item in replacing {
                        if let at = merged.firstIndex(where: { $0.key == item.key }) { merged[at] = item } else { merged.append(item) }
                    }
                    mine[index].value = .mapping(merged)
                } else {
                    mine[index] = entry
                }
            } else {
                mine.append(entry)
            }
        }
        return .mapping(mine)
    }
}

struct Recipe {
    var name: String
    var text: String
    var yaml: YAMLValue

    init(contentsOf url: URL) throws {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw RecipeError("\(url.path): cannot be read") }
        try self.init(text: text, name: url.lastPathComponent)
    }

    init(text: String, name: String) throws {
        self.name = name
        self.text = text
        self.yaml = try Recipe.parse(text, name: name)
    }

    static func parse(_ text: String, name: String) throws -> YAMLValue {
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch { throw RecipeError("\(name) does not parse: \(error)") }
        guard let node else { throw RecipeError("\(name) is empty") }
        let yaml = try YAMLValue(node, at: "")
        guard yaml.entries != nil else { throw RecipeError("\(name) is not a mapping") }
        return yaml
    }

    /// The recipe with its commented alternative merged in: the lines between `# >>>` and
    /// `# <<<`, after the first bare `#` (prose before it), uncommented.
    func withAlternative() throws -> YAMLValue {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("# >>>") }),
              let end = lines[start...].firstIndex(where: { $0.hasPrefix("# <<<") }),
              let yamlStart = lines[start..<end].firstIndex(of: "#")
        else { throw RecipeError("\(name): no alternative between `# >>>` and `# <<<`, after a bare `#`") }
        let uncommented = lines[(yamlStart + 1)..<end].map { line -> String in
            if line.hasPrefix("# ") { return String(line.dropFirst(2)) }
            return line.hasPrefix("#") ? String(line.dropFirst()) : line
        }
        let alternative = try Recipe.parse(uncommented.joined(separator: "\n"), name: name + "'s alternative")
        return yaml.merging(alternative)
    }
}

/// A step that installs the tool: the test's built tool stands in for it.
func isInstallStep(name: String?, script: String) -> Bool {
    if let name, name.hasPrefix("Install") { return true }
    let first = script.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    return first.map { $0.trimmingCharacters(in: .whitespaces).hasPrefix("# Install") } ?? false
}

// MARK: - Runs

struct StepRun {
    var name: String
    var script: String
    var status: Int32
    var output: String
}

struct Artifact {
    var name: String
    var root: URL
    /// Paths of its files, relative to root.
    var files: [String] { Runner.files(under: root) }
}

struct JobRun {
    var name: String
    var succeeded: Bool
    var steps: [StepRun] = []
    /// JUnit reports published (GitHub: by the report action; GitLab: artifacts:reports:junit).
    var reports: [URL] = []
    var kept: [Artifact] = []
    /// SARIF logs uploaded to code scanning (GitHub: github/codeql-action/upload-sarif).
    var sarif: [URL] = []
    /// What the steps appended to the job's summary page (GitHub: $GITHUB_STEP_SUMMARY).
    var stepSummary = ""
    var warnings: [String] = []

    func runs(_ command: String) -> Bool { steps.contains { $0.script.contains(command) } }
    var transcript: String {
        steps.map { "$ \($0.name) → \($0.status)\n\($0.output)" }.joined(separator: "\n") + warnings.map { "\nwarning: \($0)" }.joined()
    }
}

struct PipelineRun {
    var engine: String
    var jobs: [JobRun] = []
}

struct JUnitReport {
    var testcases: Int
    /// The names of the failed or erroneous test cases.
    var failures: [String]

    init(contentsOf url: URL) throws {
        let document = try XMLDocument(contentsOf: url, options: [])
        let cases = try document.nodes(forXPath: "//testcase")
        testcases = cases.count
        failures = try cases.compactMap { node in
            guard let element = node as? XMLElement else { return nil }
            let failed = try !element.nodes(forXPath: "failure|error").isEmpty
            return failed ? element.attribute(forName: "name")?.stringValue ?? "?" : nil
        }
        guard document.rootElement()?.name == "testsuites" || document.rootElement()?.name == "testsuite" else {
            throw RecipeError("\(url.path) is not a JUnit report")
        }
    }
}
