import EmptyStateModel
import Yams

/// Reads typed values out of YAML nodes, turning every mismatch into a located `TemplateError`.
struct NodeReader {
    let file: String

    func error(_ message: String, at node: Node?) -> TemplateError {
        TemplateError(file: file, line: node?.mark?.line, column: node?.mark?.column, message: message)
    }

    /// The mapping's pairs after checking every key against `known`.
    func mapping(_ node: Node, known: [String], what: String, allowAnyKey: Bool = false) throws -> [(key: String, keyNode: Node, value: Node)] {
        guard case let .mapping(mapping) = node else {
            throw error("\(what) must be a mapping, not \(describe(node))", at: node)
        }
        var seen = Set<String>()
        var pairs: [(String, Node, Node)] = []
        for (keyNode, value) in mapping {
            guard case let .scalar(scalar) = keyNode else {
                throw error("keys of \(what) must be plain words", at: keyNode)
            }
            let key = scalar.string
            guard allowAnyKey || known.contains(key) else {
                var message = "unknown key \(quote(key)) in \(what)"
                if let near = NearestKey.suggestion(for: key, among: known) {
                    message += "; did you mean '\(near)'?"
                } else {
                    message += "; known keys: " + Self.listed(known)
                }
                throw error(message, at: keyNode)
            }
            guard seen.insert(key).inserted else {
                throw error("key \(quote(key)) appears twice in \(what)", at: keyNode)
            }
            pairs.append((key, keyNode, value))
        }
        return pairs
    }

    func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case let .scalar(s):
            // By name (Tag.name is internal): `Tag(.null)` would build Yams's default resolver (ICU regexes) just to compare.
            if s.tag.description == Tag.Name.null.rawValue || (s.style == .plain && ["", "~", "null", "Null", "NULL"].contains(s.string)) {
                return "empty"
            }
            return quote(s.string)
        }
    }

    /// A value from the file as it is quoted in a message: at most 40 characters.
    func quote(_ text: String) -> String {
        let limit = 40
        guard text.unicodeScalars.count > limit else { return "'\(text)'" }
        var short = String.UnicodeScalarView()
        short.append(contentsOf: text.unicodeScalars.prefix(limit))
        return "'\(String(short))…' (\(text.unicodeScalars.count) characters)"
    }

    func string(_ node: Node, what: String) throws -> String {
        guard case let .scalar(s) = node, !isNull(node) else {
            throw error("\(what) must be a string, not \(describe(node))", at: node)
        }
        return s.string
    }

    func isNull(_ node: Node) -> Bool {
        guard case let .scalar(s) = node, s.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(s.string)
    }

    func number(_ node: Node, what: String) throws -> Double {
        guard case let .scalar(s) = node, s.style == .plain else {
            throw error("\(what) must be a number, not \(describe(node))", at: node)
        }
        let text = s.string
        if let value = Double(text), value.isFinite { return value }
        switch text.lowercased() {
        case ".inf", "inf", "+.inf", "infinity": return .infinity
        default: throw error("\(what) must be a number, not \(quote(text))", at: node)
        }
    }

    func finiteNumber(_ node: Node, what: String, range: ClosedRange<Double>? = nil) throws -> Double {
        let value = try number(node, what: what)
        guard value.isFinite else { throw error("\(what) must be a finite number", at: node) }
        if let range, !range.contains(value) {
            throw error("\(what) must be between \(format(range.lowerBound)) and \(format(range.upperBound)), not \(format(value))", at: node)
        }
        return value
    }

    func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    func bool(_ node: Node, what: String) throws -> Bool {
        guard case let .scalar(s) = node, s.style == .plain else {
            throw error("\(what) must be true or false, not \(describe(node))", at: node)
        }
        switch s.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("\(what) must be true or false, not \(quote(s.string))", at: node)
        }
    }

    func sequence(_ node: Node, what: String, limit: Int? = nil) throws -> [Node] {
        guard case let .sequence(seq) = node else {
            throw error("\(what) must be a list, not \(describe(node))", at: node)
        }
        if let limit, seq.count > limit {
            throw error("\(what) has \(seq.count) items; the limit is \(limit)", at: node)
        }
        return Array(seq)
    }

    func color(_ node: Node, what: String) throws -> Color {
        let text = try string(node, what: what)
        guard let color = Color(parsing: text) else {
            throw error("\(what) \(quote(text)) is not a color: use #RGB, #RRGGBB, #RRGGBBAA, clear, white or black", at: node)
        }
        return color
    }

    func oneOf<T: RawRepresentable & CaseIterable>(_ node: Node, _ type: T.Type, what: String) throws -> T where T.RawValue == String {
        let text = try string(node, what: what)
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        var message = "\(what) \(quote(text)) is not one of \(names.joined(separator: ", "))"
        if let near = NearestKey.suggestion(for: text, among: names) { message += "; did you mean '\(near)'?" }
        throw error(message, at: node)
    }

    func numbers(_ node: Node, count: Int, what: String) throws -> [Double] {
        let items = try sequence(node, what: what)
        guard items.count == count else {
            throw error("\(what) must be a list of \(count) numbers, not \(items.count)", at: node)
        }
        return try items.map { try finiteNumber($0, what: what) }
    }

    func insets(_ node: Node, what: String) throws -> EdgeInsets {
        let v = try numbers(node, count: 4, what: what + " [top, left, bottom, right]")
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    /// Keys named in one line: as many as fit in about 300 characters, then how many more.
    static func listed(_ keys: [String]) -> String {
        var shown: [String] = [], length = 0
        for key in keys {
            guard length + key.count <= 300 else { break }
            shown.append(key); length += key.count + 2
        }
        let rest = keys.count - shown.count
        return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more (docs/template-format.md)" : "")
    }
}
