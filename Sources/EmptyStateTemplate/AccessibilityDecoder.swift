import EmptyStateModel
import Yams

/// `accessibilityLabel`, `accessibilityHint` and `accessibilityHidden` in the mapping of the
/// image, a text or a button. Label and hint are texts of their own: a string, or
/// `{ key, default, args }` looked up in the template's strings like any text, so they localize.
extension ScreenDecoder {
    static let accessibilityKeys = ["accessibilityLabel", "accessibilityHint", "accessibilityHidden"]

    /// The element's node without its accessibility keys (for its own decoder), and what they say.
    func splitAccessibility(_ node: Node, what: String) throws -> (Node, AccessibilityAttributes) {
        guard case let .mapping(mapping) = node else { return (node, AccessibilityAttributes()) }
        var attributes = AccessibilityAttributes()
        var rest: [(Node, Node)] = []
        for (keyNode, value) in mapping {
            switch keyNode.string {
            case "accessibilityLabel": attributes.label = try accessibilityText(value, what: "\(what).accessibilityLabel")
            case "accessibilityHint": attributes.hint = try accessibilityText(value, what: "\(what).accessibilityHint")
            case "accessibilityHidden": attributes.hidden = try reader.bool(value, what: "\(what).accessibilityHidden")
            default: rest.append((keyNode, value))
            }
        }
        return (.mapping(Node.Mapping(rest, mapping.tag, mapping.style, mapping.mark)), attributes)
    }

    private func accessibilityText(_ node: Node, what: String) throws -> String {
        if case .mapping = node {
            let pairs = try reader.mapping(node, known: ["text", "key", "table", "default", "args"], what: what)
            return try text(pairs: pairs, at: node, what: what).text
        }
        let label = pseudoLocalized(try reader.string(node, what: what))
        guard !label.isEmpty else { throw reader.error("\(what) is empty; leave it out, or hide the element with accessibilityHidden: true", at: node) }
        guard label.unicodeScalars.count <= TemplateLimits.textCharacters else {
            throw reader.error("\(what) has \(label.unicodeScalars.count) characters; the limit is \(TemplateLimits.textCharacters)", at: node)
        }
        return label
    }
}
