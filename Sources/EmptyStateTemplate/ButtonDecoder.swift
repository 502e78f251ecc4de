import EmptyStateModel
import Yams

/// DZN's button (`title`, `image`, `backgroundImage` per control state) and the same keys of
/// `secondaryButton` and `tertiaryButton`; a button with a `style` is styled as
/// `UIButton.Configuration` (see ButtonStyleDecoder.swift).
extension ScreenDecoder {
    /// `what` is the key: `button`, `secondaryButton` or `tertiaryButton`.
    func button(_ node: Node, what: String = "button") throws -> ButtonSpec {
        let pairs = try reader.mapping(node, known: Keys.button + Keys.buttonStyle, what: what)
        if let styleNode = pairs.first(where: { $0.key == "style" })?.value {
            return try styledButton(pairs, style: styleNode, at: node, what: what)
        }
        if let styleOnly = pairs.first(where: { Keys.buttonStyle.contains($0.key) }) {
            throw reader.error("\(what).\(styleOnly.key) styles a button drawn without images; give \(what).style too (\(ButtonStyleKind.allCases.map(\.rawValue).joined(separator: ", ")))", at: styleOnly.keyNode)
        }
        var button = ButtonSpec()
        for (key, _, value) in pairs {
            switch key {
            case "title":
                button.titles = try states(value, what: "\(what).title", pairs: textPairs) { pairs, at, what in
                    try text(pairs: pairs, at: at, what: what)
                }
            case "image":
                button.images = try states(value, what: "\(what).image", pairs: imagePairs) { pairs, at, what in
                    try image(pairs: pairs, at: at, what: what)
                }
                button.explicitImageStates = try explicitStates(value, what: "\(what).image")
            case "backgroundImage":
                button.backgroundImages = try states(value, what: "\(what).backgroundImage", pairs: imagePairs) { pairs, at, what in
                    try image(pairs: pairs, at: at, what: what)
                }
                button.explicitBackgroundStates = try explicitStates(value, what: "\(what).backgroundImage")
            default: break
            }
        }
        return button
    }

    func explicitStates(_ node: Node, what: String) throws -> Set<ControlState> {
        Set(try reader.mapping(node, known: Keys.states, what: what).compactMap { ControlState(rawValue: $0.key) })
    }

    /// Decodes a per-state mapping; a state without a value falls back to `normal`, and each key
    /// a state leaves out falls back to the same key of `normal`.
    func states<T>(_ node: Node, what: String, pairs: (Node, String) throws -> Pairs,
                   decode: (Pairs, Node, String) throws -> T) throws -> [ControlState: T] {
        let entries = try reader.mapping(node, known: Keys.states, what: what)
        let normal = try entries.first { $0.key == "normal" }.map { try pairs($0.value, "\(what).normal") }
        var result: [ControlState: T] = [:]
        for state in ControlState.allCases {
            let what = "\(what).\(state.rawValue)"
            if let entry = entries.first(where: { $0.key == state.rawValue }) {
                let own = try pairs(entry.value, what)
                var merged = (normal ?? []).filter { pair in !own.contains { $0.key == pair.key } }
                merged.append(contentsOf: own)
                result[state] = try decode(merged, entry.value, what)
            } else if let normal, let normalNode = entries.first(where: { $0.key == "normal" })?.value {
                result[state] = try decode(normal, normalNode, what)
            }
        }
        return result
    }
}
