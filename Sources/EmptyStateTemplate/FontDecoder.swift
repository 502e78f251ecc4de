import EmptyStateModel
import EmptyStateTraits
import Yams

/// Fonts: fixed (`{ name, size, weight }`, today's templates, never scaled), a Dynamic Type
/// text style (`{ textStyle: body }`, as `UIFont.preferredFont(forTextStyle:)`), or a custom
/// font that scales with one (`{ name, size, relativeTo: body }`, as `UIFontMetrics`), both
/// sized for the environment's content size category.
extension ScreenDecoder {
    func font(_ node: Node, what: String) throws -> FontSpec {
        let pairs = try reader.mapping(node, known: Keys.font, what: what)
        var font = FontSpec(size: 17)
        var sizeNode: Node?, weightNode: Node?, nameNode: Node?
        var style: TextStyle?, relativeTo: TextStyle?
        for (key, _, value) in pairs {
            switch key {
            case "name":
                font.name = try reader.string(value, what: "\(what).name")
                guard !font.name.isEmpty else { throw reader.error("\(what).name is empty", at: value) }
                guard font.name.unicodeScalars.count <= TemplateLimits.nameCharacters,
                      !font.name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    throw reader.error("\(what).name must be a font's name: at most \(TemplateLimits.nameCharacters) characters, no control characters", at: value)
                }
                nameNode = value
            case "size":
                font.size = try reader.finiteNumber(value, what: "\(what).size", range: TemplateLimits.fontSize)
                sizeNode = value
            case "weight":
                font.weight = try reader.oneOf(value, FontWeight.self, what: "\(what).weight")
                weightNode = value
            case "textStyle": style = try textStyle(value, what: "\(what).textStyle")
            case "relativeTo": relativeTo = try textStyle(value, what: "\(what).relativeTo")
            default: break
            }
        }
        if let style {
            if let sizeNode { throw reader.error("\(what) gives both 'size' and 'textStyle'; a text style sets the size", at: sizeNode) }
            if let nameNode { throw reader.error("\(what) gives both 'name' and 'textStyle'; for a custom font use { name, size, relativeTo: \(style.rawValue) }", at: nameNode) }
            if relativeTo != nil { throw reader.error("\(what) gives both 'textStyle' and 'relativeTo'", at: node) }
            var styled = style.font(for: environment.contentSize)
            if weightNode != nil { styled.weight = font.weight }
            return styled
        }
        guard sizeNode != nil else { throw reader.error("\(what) needs a 'size' (or a 'textStyle')", at: node) }
        if let relativeTo {
            let scaled = relativeTo.scaledSize(font.size, for: environment.contentSize)
            font.size = min(max(scaled, TemplateLimits.fontSize.lowerBound), TemplateLimits.fontSize.upperBound)
            font.followsDynamicType = true
        }
        return font
    }

    func textStyle(_ node: Node, what: String) throws -> TextStyle {
        let name = try reader.string(node, what: what)
        if let style = TextStyle.named(name) { return style }
        let names = TextStyle.allCases.map(\.rawValue)
        var message = "\(what) \(reader.quote(name)) is not a text style: \(names.joined(separator: ", "))"
        if let near = NearestKey.suggestion(for: name, among: names) { message += "; did you mean '\(near)'?" }
        throw reader.error(message, at: node)
    }

    func contentSize(_ node: Node, what: String) throws -> ContentSizeCategory {
        let name = try reader.string(node, what: what)
        if let size = ContentSizeCategory(name: name) { return size }
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        var message = "\(what) \(reader.quote(name)) is not a content size category: \(names.joined(separator: ", "))"
        if let near = NearestKey.suggestion(for: name, among: names) { message += "; did you mean '\(near)'?" }
        throw reader.error(message, at: node)
    }
}
