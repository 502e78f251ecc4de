import EmptyStateModel
import SwiftSyntax

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
                reading.at("renderingMode").warn("\(first.map { reading.text($0.syntax ?? call.syntax) } ?? "…") is not one of monochrome, hierarchical, palette", at: call.syntax)
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
            default: reading.warn(".symbolVariant(\(first.flatMap { $0.syntax.map(reading.text) } ?? "…")) is not read", at: call.syntax)
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
