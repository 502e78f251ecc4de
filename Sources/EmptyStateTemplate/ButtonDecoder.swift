import EmptyStateModel
import Yams

/// DZN's button (`title`, `image`, `backgroundImage` per control state) and the same keys of
/// `secondaryButton` and `tertiaryButton`; a button with a `style` is styled as
/// `UIButton.Configuration` (see ButtonStyleDecoder.swift).
extension ScreenDecoder {
    /// `what` is the key: `button`, `secondaryButton` or `tertiaryButton`.
    func button(_ node: Node, what: String = "button", style layout: LayoutStyle = .dzn) throws -> ButtonSpec {
        var pairs = try reader.mapping(node, known: Keys.button + Keys.buttonStyle, what: what)
        if layout == .swiftui { pairs = swiftUIActionDefaults(pairs, at: node) }
        if let index = pairs.firstIndex(where: { $0.key == "style" }) {
            // SwiftUI's `.borderless` is UIKit's plain button.
            if case let .scalar(scalar) = pairs[index].value, scalar.string == "borderless" {
                pairs[index].value = .scalar(Node.Scalar("plain", scalar.tag, scalar.style, scalar.mark))
            }
            let button = try styledButton(pairs, style: pairs[index].value, at: node, what: what)
            return layout == .swiftui ? swiftUIAction(button) : button
        }
        if layout != .dzn {
            // A content-unavailable view's buttons are UIButton.Configuration's: plain and small
            // in UIKit's configuration, borderless in SwiftUI's (small: see above).
            if !pairs.contains(where: { $0.key == "size" }) { pairs.append(("size", node, Node("small"))) }
            let button = try styledButton(pairs, style: Node("plain"), at: node, what: what)
            return layout == .swiftui ? swiftUIAction(button) : button
        }
        if let styleOnly = pairs.first(where: { Keys.buttonStyle.contains($0.key) }) {
            throw reader.error("\(what).\(styleOnly.key) needs \(what).style: a button with style: (\(ButtonStyleKind.allCases.map(\.rawValue).joined(separator: ", "))) draws its own background, no background images", at: styleOnly.keyNode)
        }
        var button = ButtonSpec()
        for (key, _, value) in pairs {
            switch key {
            case "title" where !isPerState(value, valueKeys: Keys.text):
                // One title for every state, as UIButton.Configuration's title.
                button.titles = [.normal: try text(value, what: "\(what).title")]
            case "title":
                button.titles = try states(value, what: "\(what).title", pairs: textPairs) { pairs, at, what in
                    try text(pairs: pairs, at: at, what: what)
                }
            case "image" where !isPerState(value, valueKeys: Keys.image):
                if let image = try imageUnlessMissing(value, what: "\(what).image") {
                    button.images = [.normal: image]
                    button.explicitImageStates = [.normal]
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

    /// DZN's per-state mapping (`{ normal: …, highlighted: … }`), not one value for every
    /// state: a mapping with none of a value's own keys (a misspelt state is then said as one).
    func isPerState(_ node: Node, valueKeys: [String]) -> Bool {
        guard case let .mapping(mapping) = node else { return false }
        return !mapping.keys.contains { valueKeys.contains($0.string ?? "") }
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

extension ScreenDecoder {
    /// SwiftUI's `ContentUnavailableView` draws its actions at the small control size: measured on
    /// iOS's snapshots (../shared/modern-corpus, RSSReader's `.bordered` "Add Item" and "Try
    /// Again"), the button is a capsule 28 pt tall with a 15 pt (subheadline) title, 10 pt from
    /// the title's sides to the capsule's (81.67 pt wide for a 60 pt title ink): UIKit's `.small`
    /// size (ButtonMetrics) with the capsule SwiftUI gives bordered buttons at that size. The
    /// template's own `size:` and `cornerStyle:` win.
    func swiftUIActionDefaults(_ pairs: Pairs, at node: Node) -> Pairs {
        var pairs = pairs
        if !pairs.contains(where: { $0.key == "size" }) { pairs.append(("size", node, Node("small"))) }
        let style = pairs.first { $0.key == "style" }.flatMap { pair -> String? in
            if case let .scalar(scalar) = pair.value { return scalar.string } else { return nil }
        }
        if let style, ["bordered", "borderedProminent"].contains(style),
           !pairs.contains(where: { $0.key == "cornerStyle" || $0.key == "cornerRadius" }) {
            pairs.append(("cornerStyle", node, Node("capsule")))
        }
        return pairs
    }

    /// What a SwiftUI `Button` draws beyond its configuration: a label whose wrapped lines take
    /// SwiftUI's leading, and a capsule whose ends grow with the label's line
    /// (ButtonMetrics.swiftUICapsuleEndClearance).
    func swiftUIAction(_ button: ButtonSpec) -> ButtonSpec {
        var button = button
        button.configuration?.swiftUILeading = true
        if button.configuration?.cornerStyle == .capsule {
            button.configuration?.capsuleEndClearance = ButtonMetrics.swiftUICapsuleEndClearance
        }
        return button
    }
}
