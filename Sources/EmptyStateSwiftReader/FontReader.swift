import EmptyStateModel

/// Fonts as a template writes them: `{ name, size, weight, textStyle, relativeTo }`.
enum FontReader {
    static let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    static let textStyles = ["largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout",
                             "footnote", "caption1", "caption2"]
    /// SwiftUI's `Font.title` is UIKit's `title1`, `Font.caption` its `caption1`.
    static let swiftUIStyles: [String: String] = [
        "largeTitle": "largeTitle", "title": "title1", "title2": "title2", "title3": "title3", "headline": "headline",
        "subheadline": "subheadline", "body": "body", "callout": "callout", "footnote": "footnote", "caption": "caption1",
        "caption2": "caption2",
    ]

    static func font(_ value: Value, _ flavor: ColorFlavor, _ reading: Reading) -> TemplateValue? {
        if case .null = value { return nil }
        var map = MapBuilder()
        guard read(value, flavor, &map, reading) else { reading.notLiteral(value); return nil }
        return map.value(MapBuilder.fontOrder)
    }

    /// `.headline`, `UIFont.TextStyle.title1`: the text style's name.
    static func textStyle(_ value: Value, _ flavor: ColorFlavor) -> String? {
        guard let name = value.memberName else { return nil }
        if flavor == .swiftui { return swiftUIStyles[name] }
        return textStyles.contains(name) ? name : nil
    }

    static func weight(_ value: Value?) -> String? {
        guard let name = value?.memberName, weights.contains(name) else { return nil }
        return name
    }

    private static func read(_ value: Value, _ flavor: ColorFlavor, _ map: inout MapBuilder, _ reading: Reading) -> Bool {
        switch value {
        case let .member(type, name, _):
            guard flavor == .swiftui, type == nil || TypeName.normalized(type!) == "Font", let style = swiftUIStyles[name] else { return false }
            map["textStyle"] = .string(style)
            return true
        case let .call(call):
            return read(call, flavor, &map, reading)
        default:
            return false
        }
    }

    private static func read(_ call: Call, _ flavor: ColorFlavor, _ map: inout MapBuilder, _ reading: Reading) -> Bool {
        func number(_ label: String?) -> Double? {
            (label == nil ? call.unlabeled.first : call.argument(label)).flatMap { NumberReader.number($0.value) }
        }
        let fontTypes: Set<String> = ["UIFont", "Font", "NSFont"]
        if call.isStatic(["systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont"], of: fontTypes),
           let size = number("ofSize") {
            map["size"] = .number(size)
            if call.name == "boldSystemFont" { map["weight"] = .string("bold") }
            if let weight = weight(call.argument("weight")?.value) { map["weight"] = .string(weight) }
            if call.name == "italicSystemFont" { reading.warn("italic is not drawn: the system font upright", at: call.syntax) }
            if call.name.hasPrefix("monospaced") { reading.warn("\(call.name) is drawn as the system font", at: call.syntax) }
            return true
        }
        if call.isInitializer(of: ["UIFont"]), let name = call.argument("name")?.value.plainString, let size = number("size") {
            map["name"] = .string(name)
            map["size"] = .number(size)
            return true
        }
        if call.isStatic(["preferredFont"], of: fontTypes), let style = call.argument("forTextStyle").flatMap({ textStyle($0.value, .uikit) }) {
            map["textStyle"] = .string(style)
            return true
        }
        if let metrics = call.isMethod(["scaledFont"]), let font = call.argument("for") {
            guard read(font.value, flavor, &map, reading) else { return false }
            if case let .call(metricsCall) = metrics, let style = metricsCall.argument("forTextStyle").flatMap({ textStyle($0.value, .uikit) }) {
                map["relativeTo"] = .string(style)
            } else if metrics.memberName == "default" {
                map["relativeTo"] = .string("body")
            } else {
                return false
            }
            return true
        }
        if let font = call.isMethod(["withSize"]), let size = number(nil) {
            guard read(font, flavor, &map, reading) else { return false }
            map["size"] = .number(size)
            map["textStyle"] = nil
            return true
        }
        // SwiftUI: .system(size:weight:), .system(.title, weight:), .custom(_:size:relativeTo:).
        if call.isStatic(["system"], of: ["Font"]) {
            if let size = number("size") { map["size"] = .number(size) }
            else if let style = call.unlabeled.first.flatMap({ textStyle($0.value, .swiftui) }) { map["textStyle"] = .string(style) }
            else { return false }
            if let weight = weight(call.argument("weight")?.value) { map["weight"] = .string(weight) }
            return true
        }
        if call.isStatic(["custom"], of: ["Font"]), let name = call.unlabeled.first?.value.plainString,
           let size = number("size") ?? number("fixedSize") {
            map["name"] = .string(name)
            map["size"] = .number(size)
            if let style = call.argument("relativeTo").flatMap({ textStyle($0.value, .swiftui) }) { map["relativeTo"] = .string(style) }
            return true
        }
        if let font = call.isMethod(["weight", "bold", "fontWeight"]) {
            guard read(font, flavor, &map, reading) else { return false }
            if call.name == "bold" { map["weight"] = .string("bold") }
            else if let weight = weight(call.unlabeled.first?.value) { map["weight"] = .string(weight) }
            return true
        }
        if let font = call.isMethod(["italic", "monospacedDigit", "smallCaps", "leading"]) {
            guard read(font, flavor, &map, reading) else { return false }
            reading.warn(".\(call.name)() is not drawn", at: call.syntax)
            return true
        }
        if call.isInitializer(of: ["Font"]), let inner = call.unlabeled.first {
            return read(inner.value, .uikit, &map, reading)
        }
        return false
    }
}
