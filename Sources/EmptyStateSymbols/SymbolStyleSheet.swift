import Foundation

/// The `<style>` of a symbol template, read only as far as the SF Symbols app writes it: rules
/// whose selectors are class names (`.monochrome-0`, `.hierarchical-1:secondary` — written
/// with a raw colon, which is not valid CSS but is what the app emits) and whose declarations
/// carry the layer annotations `-sfsymbols-clear-behind:true` and
/// `-sfsymbols-variable-threshold:0.34`. Anything else in the sheet is skipped.
struct SymbolStyleSheet {
    /// Declarations by class name; a later rule's declaration wins, as in CSS.
    var rules: [String: [String: String]] = [:]

    init(_ css: String) {
        // Comments go first: a brace inside one must not open a rule.
        var text = ""
        var remaining = Substring(css)
        while let open = remaining.range(of: "/*") {
            text += remaining[..<open.lowerBound] + " "
            let close = remaining[open.upperBound...].range(of: "*/")?.upperBound ?? remaining.endIndex
            remaining = remaining[close...]
        }
        text += remaining
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let selectors = rest[..<open]
            let close = rest[open...].firstIndex(of: "}") ?? rest.endIndex
            let body = rest[rest.index(after: open)..<close]
            var declarations: [String: String] = [:]
            for declaration in body.split(separator: ";") {
                guard let colon = declaration.firstIndex(of: ":") else { continue }
                let name = String(declaration[..<colon]).svgTrimmed
                declarations[name] = String(declaration[declaration.index(after: colon)...]).svgTrimmed
            }
            for selector in selectors.split(separator: ",") {
                let trimmed = String(selector).svgTrimmed
                guard trimmed.hasPrefix("."), !trimmed.contains(" ") else { continue }
                rules[String(trimmed.dropFirst()), default: [:]].merge(declarations) { $1 }
            }
            rest = close < rest.endIndex ? rest[rest.index(after: close)...] : ""
        }
    }

    /// The annotations one class gives its shapes.
    func layerStyle(forClass name: String) -> SymbolLayerStyle {
        let declarations = rules[name] ?? [:]
        let erases = declarations["-sfsymbols-clear-behind"]?.lowercased() == "true"
        func fraction(_ name: String) -> Double? {
            guard let text = declarations[name], let value = Double(text), value.isFinite else { return nil }
            return min(1, max(0, value))
        }
        return SymbolLayerStyle(erases: erases, invisible: fraction("opacity") == 0,
                                variableThreshold: fraction("-sfsymbols-variable-threshold"))
    }
}

/// What a rendering mode's layer says of the shapes in it.
struct SymbolLayerStyle: Equatable, Sendable {
    /// `-sfsymbols-clear-behind:true`: the layer clears what is behind it.
    var erases = false
    /// `opacity:0`: the layer is not drawn itself. Apple's exports pair it with clear-behind
    /// for pure cut-outs (`.monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true}`); a
    /// visible clear-behind layer (`.hierarchical-1:primary {fill:#212121;
    /// -sfsymbols-clear-behind:true}` in Apple's documentation) both clears and is drawn.
    var invisible = false
    var variableThreshold: Double?
}

/// The layer classes on one shape: `monochrome-N`, `hierarchical-N:level` (the first of each
/// counts when a shape is in several layers of one mode). `multicolor-N:color` and the preview
/// classes (`SFSymbolsPreviewWireframe`, `SFSymbolsPreview007AFF`) are not used here.
struct SymbolLayerClasses: Equatable {
    var monochrome: String?
    var hierarchical: String?
    var level: SymbolLayerLevel = .primary
    /// A hierarchy level name that is not primary, secondary or tertiary.
    var unknownLevel: String?

    init(_ classAttribute: String) {
        for token in classAttribute.split(whereSeparator: { $0.isWhitespace }) {
            if monochrome == nil, token.hasPrefix("monochrome-") {
                monochrome = String(token)
            } else if hierarchical == nil, token.hasPrefix("hierarchical-") {
                hierarchical = String(token)
                let name = token.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
                switch name {
                case "primary": level = .primary
                case "secondary": level = .secondary
                case "tertiary": level = .tertiary
                default: unknownLevel = name
                }
            }
        }
    }
}
