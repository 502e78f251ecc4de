import EmptyStateModel
import SwiftSyntax

/// One UIContentUnavailableConfiguration as a `style: uikit` template: its preset and every
/// property assigned to it (`text`, `secondaryText`, `image`, `imageProperties.…`,
/// `textProperties.…`, `button` and `button.…`, `alignment`, `directionalLayoutMargins`, the
/// paddings, `background.…`).
enum ConfigurationReader {
    static let textProperties = ["font", "color", "numberOfLines", "lineBreakMode", "alignment"]
    static let imageProperties = ["tintColor", "maximumSize", "cornerRadius", "preferredSymbolConfiguration"]
    static let paddings = ["imageToTextPadding", "textToSecondaryTextPadding", "textToButtonPadding", "buttonToSecondaryButtonPadding"]
    static let buttonKeys = ["title", "attributedTitle", "subtitle", "attributedSubtitle", "image", "imagePlacement", "imagePadding",
                             "contentInsets", "baseBackgroundColor", "baseForegroundColor", "buttonSize", "cornerStyle",
                             "background.cornerRadius", "background.backgroundColor", "showsActivityIndicator",
                             "titleLineBreakMode", "subtitleLineBreakMode"]
    static let styles: [String: String] = ["plain": "plain", "gray": "gray", "tinted": "tinted", "filled": "filled",
                                           "borderless": "plain", "bordered": "bordered", "borderedTinted": "tinted",
                                           "borderedProminent": "borderedProminent", "glass": "glass", "prominentGlass": "prominentGlass",
                                           "clearGlass": "clearGlass", "prominentClearGlass": "prominentClearGlass"]

    static func template(_ record: ConfigurationVisitor.Record, _ reading: Reading) -> TemplateValue {
        var map = MapBuilder()
        map.merge(record.base)
        map["style"] = .string("uikit")
        map["preset"] = .string(record.preset)
        guard let config = record.value?.call else { return map.value(MapBuilder.screenOrder) }
        func value(_ path: String) -> Value? { config.property(path)?.value }
        func place(_ path: String) -> Reading { reading.at(path) }

        // `configuration.text = nil` after `.loading()`: the preset's text removed (a spinner alone).
        if let text = value("attributedText") ?? value("text") {
            map["title"] = text.isNil ? .null : TextReader.text(text, place("text"))
        }
        if let text = value("secondaryAttributedText") ?? value("secondaryText") {
            map["description"] = text.isNil ? .null : TextReader.text(text, place("secondaryText"))
        }
        if let image = value("image") { map["image"] = ImageReader.image(image, place("image")) }

        var imageProperties = MapBuilder()
        if let tint = value("imageProperties.tintColor") {
            imageProperties["tintColor"] = ColorReader.color(tint, .uikit, place("imageProperties.tintColor")).map(TemplateValue.string)
        }
        if let size = value("imageProperties.maximumSize") { imageProperties["maximumSize"] = NumberReader.size(size, place("imageProperties.maximumSize")) }
        if let radius = value("imageProperties.cornerRadius") {
            imageProperties["cornerRadius"] = NumberReader.number(radius, place("imageProperties.cornerRadius")).map(TemplateValue.number)
        }
        if let symbol = value("imageProperties.preferredSymbolConfiguration") {
            let configuration = SymbolConfigurationReader.read(symbol, place("imageProperties.preferredSymbolConfiguration"))
            if !configuration.keys.isEmpty { imageProperties["preferredSymbolConfiguration"] = configuration.keys.value(["pointSize", "textStyle", "weight", "scale", "renderingMode"]) }
            if imageProperties["tintColor"] == nil, let tint = configuration.tint { imageProperties["tintColor"] = tint }
            if let colors = configuration.colors, case .map(var image)? = map["image"] {
                image.append(TemplateEntry("colors", colors))
                map["image"] = .map(image)
            }
        }
        if !imageProperties.isEmpty { map["imageProperties"] = imageProperties.value(imagePropertiesOrder) }

        for (key, templateKey) in [("button", "button"), ("secondaryButton", "secondaryButton")] {
            if let button = self.button(config, key, reading) { map[templateKey] = button }
        }
        for key in ["textProperties", "secondaryTextProperties"] {
            var properties = MapBuilder()
            for property in textProperties {
                guard let value = value("\(key).\(property)") else { continue }
                let at = place("\(key).\(property)")
                switch property {
                case "font": properties["font"] = FontReader.font(value, .uikit, at)
                case "color": properties["color"] = ColorReader.color(value, .uikit, at).map(TemplateValue.string)
                case "numberOfLines": properties["numberOfLines"] = NumberReader.number(value, at).map(TemplateValue.number)
                case "lineBreakMode":
                    properties["lineBreakMode"] = NumberReader.member(value, LineBreakMode.names, at).map(TemplateValue.string)
                default:
                    properties["alignment"] = NumberReader.member(value, ["center", "left", "right", "natural"], at).map(TemplateValue.string)
                }
            }
            if !properties.isEmpty { map[key] = properties.value(textProperties) }
        }
        for key in ["buttonProperties", "secondaryButtonProperties"] {
            var properties = MapBuilder()
            if let role = value("\(key).role") {
                properties["role"] = NumberReader.member(role, ["normal", "primary", "cancel", "destructive"], place("\(key).role")).map(TemplateValue.string)
            }
            if let enabled = value("\(key).isEnabled") {
                properties["isEnabled"] = NumberReader.bool(enabled, place("\(key).isEnabled")).map(TemplateValue.bool)
            }
            if !properties.isEmpty { map[key] = properties.value(["isEnabled", "role"]) }
        }
        if let alignment = value("alignment") {
            map["alignment"] = NumberReader.member(alignment, ["center", "natural"], place("alignment")).map(TemplateValue.string)
        }
        if let margins = value("directionalLayoutMargins") {
            map["directionalLayoutMargins"] = NumberReader.insets(margins, place("directionalLayoutMargins"))
        }
        for padding in paddings {
            if let number = value(padding) { map[padding] = NumberReader.number(number, place(padding)).map(TemplateValue.number) }
        }
        var background = MapBuilder()
        // `UIBackgroundConfiguration.clear()` has no look of its own; another factory's is not read.
        if let whole = value("background")?.call, !whole.isStatic(["clear"], of: ["UIBackgroundConfiguration"]) {
            place("background").warn("\(reading.text(whole.syntax))'s own look is not read; only its backgroundColor and cornerRadius", at: whole.syntax)
        }
        if let color = value("background.backgroundColor") {
            background["color"] = ColorReader.color(color, .uikit, place("background.backgroundColor")).map(TemplateValue.string)
        }
        if let radius = value("background.cornerRadius") {
            background["cornerRadius"] = NumberReader.number(radius, place("background.cornerRadius")).map(TemplateValue.number)
        }
        if !background.isEmpty { map["background"] = background.value(["color", "cornerRadius"]) }

        for (path, _, syntax) in config.properties where !isRead(path) {
            reading.warn("\(record.variable ?? "contentUnavailableConfiguration").\(path) is not read", at: syntax)
        }
        return map.value(MapBuilder.screenOrder)
    }

    private static let imagePropertiesOrder = ["tintColor", "maximumSize", "cornerRadius", "preferredSymbolConfiguration"]

    /// `UIButton.Configuration.filled()` (or a local made of one) and `button.title` & co.
    private static func button(_ config: Call, _ key: String, _ reading: Reading) -> TemplateValue? {
        let whole = config.property(key)?.value
        let nested = config.properties.contains { $0.path.hasPrefix(key + ".") }
        guard whole != nil || nested else { return nil }
        var map = MapBuilder()
        if let call = whole?.call, call.isStatic(Set(styles.keys), of: ["UIButton.Configuration"]) {
            map["style"] = .string(styles[call.name]!)
        } else if let whole, case .call = whole {} else if let whole {
            reading.at(key).notLiteral(whole)
        }
        func value(_ path: String) -> Value? { config.property("\(key).\(path)")?.value }
        let at = { (path: String) in reading.at("\(key).\(path)") }
        if let title = value("attributedTitle") ?? value("title") { map["title"] = TextReader.text(title, at("title")) }
        if let subtitle = value("attributedSubtitle") ?? value("subtitle") { map["subtitle"] = TextReader.text(subtitle, at("subtitle")) }
        if let image = value("image") { map["image"] = ImageReader.image(image, at("image")) }
        if let placement = value("imagePlacement") {
            map["imagePlacement"] = NumberReader.member(placement, ["leading", "trailing", "top", "bottom"], at("imagePlacement")).map(TemplateValue.string)
        }
        if let padding = value("imagePadding") { map["imagePadding"] = NumberReader.number(padding, at("imagePadding")).map(TemplateValue.number) }
        if let insets = value("contentInsets") { map["contentInsets"] = NumberReader.insets(insets, at("contentInsets")) }
        if let color = value("baseBackgroundColor") ?? value("background.backgroundColor") {
            map["baseBackgroundColor"] = ColorReader.color(color, .uikit, at("baseBackgroundColor")).map(TemplateValue.string)
        }
        if let color = value("baseForegroundColor") {
            map["baseForegroundColor"] = ColorReader.color(color, .uikit, at("baseForegroundColor")).map(TemplateValue.string)
        }
        if let size = value("buttonSize") {
            map["size"] = NumberReader.member(size, ["mini", "small", "medium", "large"], at("buttonSize")).map(TemplateValue.string)
        }
        for key in ["titleLineBreakMode", "subtitleLineBreakMode"] {
            if let mode = value(key) { map[key] = NumberReader.member(mode, LineBreakMode.names, at(key)).map(TemplateValue.string) }
        }
        if let corner = value("cornerStyle") {
            map["cornerStyle"] = NumberReader.member(corner, ["dynamic", "fixed", "small", "medium", "large", "capsule"], at("cornerStyle")).map(TemplateValue.string)
        }
        if let radius = value("background.cornerRadius") {
            map["cornerRadius"] = NumberReader.number(radius, at("background.cornerRadius")).map(TemplateValue.number)
            if map["cornerStyle"] == nil { map["cornerStyle"] = .string("fixed") }
        }
        if case let .call(object)? = whole {
            for (path, _, syntax) in object.properties where !buttonKeys.contains(path) {
                reading.at(key).warn("\(path) is not read", at: syntax)
            }
        }
        return map.value(MapBuilder.buttonOrder)
    }

    /// Whether a property path set on the configuration is one the template has.
    private static func isRead(_ path: String) -> Bool {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        let head = parts[0], rest = parts.count > 1 ? parts[1] : nil
        switch head {
        case "text", "attributedText", "secondaryText", "secondaryAttributedText", "image", "alignment", "directionalLayoutMargins":
            return rest == nil
        case _ where paddings.contains(head): return rest == nil
        case "imageProperties": return rest.map(imageProperties.contains) ?? false
        case "textProperties", "secondaryTextProperties": return rest.map(textProperties.contains) ?? false
        case "button", "secondaryButton": return rest.map(buttonKeys.contains) ?? true
        case "buttonProperties", "secondaryButtonProperties":
            return rest.map { ["role", "isEnabled", "primaryAction", "menu"].contains($0) } ?? false
        case "background": return rest.map { ["backgroundColor", "cornerRadius"].contains($0) } ?? true
        default: return false
        }
    }
}
