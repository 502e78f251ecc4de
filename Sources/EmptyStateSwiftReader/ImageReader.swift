import EmptyStateModel
import SwiftSyntax

/// Images as a template writes them: `{ name }` or `{ systemName, pointSize, weight, … }`, with
/// a tint, cap insets, alignment-rect insets. `UIImage(named:)`, `UIImage(systemName:)`,
/// `#imageLiteral`, SwiftUI's `Image`, and the methods that make a new image of one.
enum ImageReader {
    static func image(_ value: Value, _ reading: Reading) -> TemplateValue? {
        if case .null = value { return nil }
        var map = MapBuilder()
        guard read(value, &map, reading) else { reading.notLiteral(value); return nil }
        return map.value(MapBuilder.imageOrder)
    }

    /// The image's keys into `map`; false when it is not an image known.
    static func read(_ value: Value, _ map: inout MapBuilder, _ reading: Reading) -> Bool {
        guard let call = value.call else { return false }
        if call.isInitializer(of: ["UIImage", "Image", "NSImage"]) || call.name == "#imageLiteral" || (call.receiver.isImplicit && call.name == "init") {
            let named = call.argument("named") ?? call.argument("resourceName") ?? call.argument("imageLiteralResourceName") ?? call.argument("decorative")
            if let name = named?.value.plainString { map["name"] = .string(name); return true }
            if let name = call.argument("systemName")?.value.plainString {
                map["systemName"] = .string(name)
                if let configuration = call.argument("withConfiguration") {
                    SymbolConfigurationReader.read(configuration.value, reading.at("symbolConfiguration")).apply(to: &map)
                }
                return true
            }
            if TypeName.normalized(call.name) == "Image" {
                if let name = call.unlabeled.first?.value.plainString { map["name"] = .string(name); return true }
                if let image = call.argument("uiImage") { return read(image.value, &map, reading) }
            }
            return false
        }
        guard let inner = call.receiverValue, read(inner, &map, reading) else { return false }
        let argument = call.unlabeled.first?.value
        switch call.name {
        case "withRenderingMode", "resizable", "renderingMode", "scaledToFit", "scaledToFill", "aspectRatio", "accessibilityLabel":
            break   // drawn the same: a template image takes the tint
        case "withTintColor":
            map["tintColor"] = argument.flatMap { ColorReader.color($0, .uikit, reading.at("tintColor")) }.map(TemplateValue.string)
        case "withConfiguration", "applyingSymbolConfiguration":
            if let argument { SymbolConfigurationReader.read(argument, reading.at("symbolConfiguration")).apply(to: &map) }
        case "resizableImage":
            map["capInsets"] = call.argument("withCapInsets").flatMap { NumberReader.insets($0.value, reading.at("capInsets")) }
        case "withAlignmentRectInsets":
            map["alignmentRectInsets"] = argument.flatMap { NumberReader.insets($0, reading.at("alignmentRectInsets")) }
        case "imageFlippedForRightToLeftLayoutDirection":
            map["flipsForRightToLeft"] = .bool(true)
        default:
            if !SymbolModifiers.apply(call, to: &map, reading) {
                reading.warn(".\(call.name)(…) is not read", at: call.syntax)
            }
        }
        return true
    }
}

/// SwiftUI's modifiers of a symbol: `.symbolRenderingMode`, `.foregroundStyle`, `.imageScale`,
/// `.symbolVariant(.fill)`, `.font` (on an Image or on the whole ContentUnavailableView).
enum SymbolModifiers {
    static let names: Set<String> = ["symbolRenderingMode", "foregroundStyle", "foregroundColor", "imageScale", "symbolVariant", "font", "fontWeight"]

    static func apply(_ call: Call, to map: inout MapBuilder, _ reading: Reading) -> Bool {
        let first = call.unlabeled.first?.value
        switch call.name {
        case "symbolRenderingMode":
            if let mode = first?.memberName, ["monochrome", "hierarchical", "palette"].contains(mode) {
                map["renderingMode"] = .string(mode)
            } else {
                reading.at("renderingMode").warn("\(first.map { SourceText.of($0.syntax ?? call.syntax) } ?? "…") is not one of monochrome, hierarchical, palette", at: call.syntax)
            }
        case "foregroundStyle", "foregroundColor":
            let colors = call.unlabeled.compactMap { ColorReader.color($0.value, .swiftui, reading.at("tintColor")) }
            if colors.count == 1 { map["tintColor"] = .string(colors[0]) }
            if colors.count > 1 {
                map["colors"] = .list(colors.map(TemplateValue.string))
                if map["renderingMode"] == nil { map["renderingMode"] = .string("palette") }
            }
        case "imageScale":
            if let scale = first?.memberName, ["small", "medium", "large"].contains(scale) { map["scale"] = .string(scale) }
        case "symbolVariant":
            switch first?.memberName {
            case "fill"?:
                if case let .string(name)? = map["systemName"], !name.hasSuffix(".fill") { map["systemName"] = .string(name + ".fill") }
            case "none"?: break
            default: reading.warn(".symbolVariant(\(first.flatMap { $0.syntax.map(SourceText.of) } ?? "…")) is not read", at: call.syntax)
            }
        case "font":
            guard let first, case let .map(font)? = FontReader.font(first, .swiftui, reading.at("font")) else { return true }
            for entry in font {
                switch entry.key {
                case "size": map["pointSize"] = entry.value
                case "textStyle", "weight": map[entry.key] = entry.value
                default: break
                }
            }
        case "fontWeight":
            if let weight = FontReader.weight(first) { map["weight"] = .string(weight) }
        default:
            return false
        }
        return true
    }
}

/// `UIImage.SymbolConfiguration(pointSize:weight:scale:)`, `(textStyle:)`, `(font:)`,
/// `(hierarchicalColor:)`, `(paletteColors:)` and `.applying(…)`.
struct SymbolConfigurationReader {
    var keys = MapBuilder()
    var tint: TemplateValue?
    var colors: TemplateValue?

    static func read(_ value: Value, _ reading: Reading) -> SymbolConfigurationReader {
        var result = SymbolConfigurationReader()
        if case .null = value { return result }
        if !result.read(value, reading) { reading.notLiteral(value) }
        return result
    }

    private mutating func read(_ value: Value, _ reading: Reading) -> Bool {
        if value.memberName == "unspecified" { return true }
        guard let call = value.call else { return false }
        if let base = call.isMethod(["applying"]), let other = call.unlabeled.first {
            return read(base, reading) && read(other.value, reading)
        }
        let isConfiguration = call.isInitializer(of: ["UIImage.SymbolConfiguration", "SymbolConfiguration"])
            || (call.receiver.isImplicit && call.name == "init")
        guard isConfiguration else {
            if call.name.contains("Multicolor") { reading.warn("multicolor symbols are not drawn", at: call.syntax); return true }
            return false
        }
        for argument in call.arguments {
            switch argument.label {
            case "pointSize": keys["pointSize"] = NumberReader.number(argument.value, reading.at("pointSize")).map(TemplateValue.number)
            case "weight": keys["weight"] = FontReader.weight(argument.value).map(TemplateValue.string)
            case "scale": keys["scale"] = argument.value.memberName.flatMap { ["small", "medium", "large"].contains($0) ? $0 : nil }.map(TemplateValue.string)
            case "textStyle": keys["textStyle"] = FontReader.textStyle(argument.value, .uikit).map(TemplateValue.string)
            case "font":
                if case let .map(font)? = FontReader.font(argument.value, .uikit, reading.at("font")) {
                    for entry in font {
                        if entry.key == "size" { keys["pointSize"] = entry.value }
                        if entry.key == "weight" || entry.key == "textStyle" { keys[entry.key] = entry.value }
                    }
                }
            case "hierarchicalColor":
                keys["renderingMode"] = .string("hierarchical")
                tint = ColorReader.color(argument.value, .uikit, reading.at("hierarchicalColor")).map(TemplateValue.string)
            case "paletteColors":
                keys["renderingMode"] = .string("palette")
                if case let .array(list) = argument.value {
                    colors = .list(list.elements.compactMap { ColorReader.color($0, .uikit, reading.at("paletteColors")) }.map(TemplateValue.string))
                }
            default:
                reading.warn("\(argument.label ?? "_"): is not read", at: Syntax(argument.syntax))
            }
        }
        return true
    }

    /// Into an image's keys: the configuration, its tint and palette.
    func apply(to map: inout MapBuilder) {
        for entry in keys.entries { map[entry.key] = entry.value }
        if let tint { map["tintColor"] = tint }
        if let colors { map["colors"] = colors }
    }
}
