import EmptyStateModel
import Yams

/// Texts: a string, or `{ text, font, color, kern, lineSpacing, alignment, shadow, runs }`.
extension ScreenDecoder {
    /// A text node as key/value pairs: a bare string is `{ text: ... }`.
    func textPairs(_ node: Node, what: String) throws -> Pairs {
        if case .scalar = node, !reader.isNull(node) { return [("text", node, node)] }
        return try reader.mapping(node, known: Keys.text, what: what)
    }

    func text(_ node: Node, what: String) throws -> StyledText {
        try text(pairs: textPairs(node, what: what), at: node, what: what)
    }

    func text(pairs: Pairs, at node: Node, what: String) throws -> StyledText {
        let keyNode = pairs.first { $0.key == "key" }?.value
        guard let textNode = pairs.first(where: { $0.key == "text" })?.value ?? keyNode else {
            throw reader.error("\(what) needs a 'text' (or a 'key' of the template's strings)", at: node)
        }
        if keyNode == nil, let tableNode = pairs.first(where: { $0.key == "table" })?.value {
            throw reader.error("\(what).table names where a 'key' is looked up; give the key too", at: tableNode)
        }
        if let keyNode, pairs.contains(where: { $0.key == "text" }) {
            throw reader.error("\(what) gives both 'text' and 'key'; give the text as the key's 'default'", at: keyNode)
        }
        var string = try keyNode.map { try localizedString($0, pairs: pairs, what: what) } ?? reader.string(textNode, what: "\(what).text")
        if let caseNode = pairs.first(where: { $0.key == "textCase" })?.value {
            string = try applyingTextCase(caseNode, to: string, what: "\(what).textCase")
        }
        string = pseudoLocalized(string)
        let characters = string.unicodeScalars.count
        guard characters <= TemplateLimits.textCharacters else {
            throw reader.error("\(what).text has \(characters) characters; the limit is \(TemplateLimits.textCharacters)", at: textNode)
        }
        var result = StyledText(text: string)
        result.language = environment.locale?.textLanguage
        for (key, _, value) in pairs {
            switch key {
            case "text", "key", "table", "default", "baseDefault", "args", "textCase": break
            case "font": result.font = try font(value, what: "\(what).font")
            case "color": result.color = try color(value, what: "\(what).color")
            case "numberOfLines": result.numberOfLines = Int(try reader.finiteNumber(value, what: "\(what).numberOfLines", range: 0...10_000))
            case "lineBreakMode": result.lineBreakMode = try reader.oneOf(value, LineBreakMode.self, what: "\(what).lineBreakMode")
            case "kern": result.kern = try reader.finiteNumber(value, what: "\(what).kern", range: -1000...1000)
            case "lineSpacing": result.lineSpacing = try reader.finiteNumber(value, what: "\(what).lineSpacing", range: -1000...1000)
            case "alignment":
                result.alignment = try reader.oneOf(value, TextAlignment.self, what: "\(what).alignment")
                // Natural alignment follows the layout direction, as NSTextAlignment.natural does.
                if result.alignment == .natural, environment.traits.layoutDirection == .rightToLeft { result.alignment = .right }
            case "shadow": result.shadow = try shadow(value, what: "\(what).shadow")
            case "runs":
                result.runs = try reader.sequence(value, what: "\(what).runs", limit: TemplateLimits.runs).map { try run($0, what: "\(what).runs") }
            default: break
            }
        }
        return result
    }

    func shadow(_ node: Node, what: String) throws -> TextShadow {
        var shadow = TextShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0), offset: Size(width: 0, height: -3), blur: 0)
        for (key, _, value) in try reader.mapping(node, known: Keys.shadow, what: what) {
            switch key {
            case "color": shadow.color = try color(value, what: "\(what).color")
            case "offset":
                let v = try reader.numbers(value, count: 2, what: "\(what).offset [x, y]")
                shadow.offset = Size(width: v[0], height: v[1])
            case "blur": shadow.blur = try reader.finiteNumber(value, what: "\(what).blur", range: 0...100)
            default: break
            }
        }
        return shadow
    }

    func run(_ node: Node, what: String) throws -> TextRun {
        let pairs = try reader.mapping(node, known: Keys.run, what: "a run of \(what)")
        guard let matchNode = pairs.first(where: { $0.key == "match" })?.value else {
            throw reader.error("a run of \(what) needs a 'match'", at: node)
        }
        var run = TextRun(match: try reader.string(matchNode, what: "match"))
        guard !run.match.isEmpty else { throw reader.error("match is empty", at: matchNode) }
        guard run.match.unicodeScalars.count <= TemplateLimits.textCharacters else {
            throw reader.error("match has \(run.match.unicodeScalars.count) characters; the limit is \(TemplateLimits.textCharacters)", at: matchNode)
        }
        for (key, _, value) in pairs {
            switch key {
            case "color": run.color = try color(value, what: "run color")
            case "font": run.font = try font(value, what: "run font")
            case "kern": run.kern = try reader.finiteNumber(value, what: "run kern", range: -1000...1000)
            default: break
            }
        }
        return run
    }
}
