import EmptyStateModel
import SwiftSyntax

/// SwiftUI's modifiers of a Text: `.font`, `.foregroundStyle`, `.bold()`, `.kerning`…
enum TextModifiers {
    static let names: Set<String> = ["font", "foregroundColor", "foregroundStyle", "bold", "fontWeight", "kerning", "tracking",
                                     "lineSpacing", "multilineTextAlignment", "lineLimit", "italic", "textCase", "underline",
                                     "strikethrough", "monospacedDigit"]
    /// Modifiers of a Text's place or of what VoiceOver reads, not of the text drawn: read
    /// through (`Text(message).font(.headline).padding()` is the headline text).
    static let transparent: Set<String> = ["padding", "frame", "fixedSize", "layoutPriority", "id", "transition", "animation",
                                           "contentTransition", "textSelection", "accessibilityLabel", "accessibilityHint",
                                           "accessibilityIdentifier", "accessibilityAddTraits"]

    static func apply(_ call: Call, to spec: inout TextSpec, _ reading: Reading) {
        let argument = call.unlabeled.first?.value
        switch call.name {
        case "font": spec.mergeFont(argument.flatMap { FontReader.font($0, .swiftui, reading.at("font")) })
        case "foregroundColor", "foregroundStyle":
            spec.attributes["color"] = argument.flatMap { ColorReader.color($0, .swiftui, reading.at("color")) }.map(TemplateValue.string)
        case "bold": spec.mergeFont(.map([TemplateEntry("weight", .string("bold"))]))
        case "fontWeight":
            if let weight = FontReader.weight(argument) { spec.mergeFont(.map([TemplateEntry("weight", .string(weight))])) }
        case "kerning", "tracking":
            spec.attributes["kern"] = argument.flatMap { NumberReader.number($0, reading.at("kern")) }.map(TemplateValue.number)
        case "lineSpacing":
            spec.attributes["lineSpacing"] = argument.flatMap { NumberReader.number($0, reading.at("lineSpacing")) }.map(TemplateValue.number)
        case "multilineTextAlignment":
            switch argument?.memberName {
            case "center": spec.attributes["alignment"] = .string("center")
            case "leading": spec.attributes["alignment"] = .string("natural")
            default: reading.warn(".multilineTextAlignment(\(argument?.memberName ?? "…")) is not read", at: call.syntax)
            }
        case "lineLimit":
            if let lines = argument.flatMap(NumberReader.number) { spec.attributes["numberOfLines"] = .number(lines) }
        default:
            reading.warn(".\(call.name)() is not drawn", at: call.syntax)
        }
    }
}
