import EmptyStateModel
import Foundation
import Yams

/// Template values as YAML text, the form the YAML reader reads (so an imported screen is
/// decoded exactly as a hand-written template), and YAML back into values (overrides).
public enum TemplateYAML {
    /// Block style, strings double-quoted (a `#` color or a "404" title stays a string), keys in
    /// their order, Unicode as itself; the same values always give the same bytes.
    public static func text(_ value: TemplateValue, header: [String] = []) throws -> String {
        let body = try Yams.serialize(node: node(value), indent: 2, width: -1, allowUnicode: true, mappingStyle: .block)
        return header.flatMap(commentLines).joined() + body
    }

    /// A header line as YAML comment lines: a line break inside it (a warning quoting a text of
    /// two lines, Xinhoo's `"…%@的朋友\n推荐朋友…"`) starts another comment line, for the rest
    /// would be read as a key (libyaml breaks lines at NEL, LS and PS as well as CR and LF).
    static func commentLines(_ line: String) -> [String] {
        line.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { "# " + $0 + "\n" }
    }

    static func node(_ value: TemplateValue) -> Node {
        switch value {
        case let .string(text): return Node(text, .implicit, .doubleQuoted)
        case let .number(number): return Node(format(number), .implicit, .plain)
        case let .bool(flag): return Node(flag ? "true" : "false", .implicit, .plain)
        case .null: return Node("null", .implicit, .plain)
        case let .list(items): return .sequence(Node.Sequence(items.map(node), .implicit, .flow))
        case let .map(entries):
            return .mapping(Node.Mapping(entries.map { (Node($0.key, .implicit, .plain), node($0.value)) }, .implicit, .block))
        }
    }

    /// Shortest exact form: 16, 0.1, -1.5707963.
    static func format(_ number: Double) -> String {
        if number.isInfinite { return number > 0 ? "inf" : "-inf" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return "\(number)"
    }

    /// A YAML document (the overrides file) as values; scalars stay strings unless plain
    /// numbers or booleans.
    public static func value(_ node: Node) -> TemplateValue {
        switch node {
        case let .scalar(scalar):
            if scalar.style == .plain {
                if scalar.string == "true" { return .bool(true) }
                if scalar.string == "false" { return .bool(false) }
                if scalar.string == "null" || scalar.string == "~" { return .null }
                if let number = Double(scalar.string), number.isFinite { return .number(number) }
            }
            return .string(scalar.string)
        case let .sequence(sequence): return .list(sequence.map(value))
        case let .mapping(mapping): return .map(mapping.map { TemplateEntry($0.key.string ?? "", value($0.value)) })
        }
    }
}
