import EmptyStateModel
import SwiftSyntax

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
