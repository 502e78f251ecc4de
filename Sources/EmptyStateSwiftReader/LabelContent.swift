import EmptyStateModel
import SwiftSyntax

/// What a label shows: `Label("T", systemImage:)`, `Label { Text } icon: { Image }`, a Text, an Image.
struct LabelContent {
    var title: TemplateValue?
    var image = MapBuilder()
    /// A ProgressView is among its views.
    var hasSpinner = false
    /// A second `Text` under the title (KenshinPlus's NoChartDataView: `Image(…)`, `Text(title)`,
    /// `Text(description)` in the label): iOS stacks it below, where a description is drawn.
    var secondText: TemplateValue?
    /// Buttons among a `Label`'s title views (Zeitgeist's `Label { VStack { Text(…); Text(…);
    /// SignOutButton() } } icon: { … }`): iOS draws them in the label, below its texts.
    var buttons: [BuiltView] = []

    static func read(_ views: [BuiltView], _ evaluator: Evaluator, _ reading: Reading) throws -> LabelContent {
        var content = LabelContent()
        for view in views { try content.read(view.value, evaluator, reading) }
        return content
    }

    mutating func read(_ value: Value, _ evaluator: Evaluator, _ reading: Reading) throws {
        let (core, modifiers) = ViewBuilderReader.unwind(value)
        guard let call = core.call, case .none = call.receiver else {
            if title == nil { title = TextReader.swiftUIText(value, reading.at("title")) }
            return
        }
        switch TypeName.normalized(call.name) {
        case "Label":
            if title == nil {
                if let first = call.unlabeled.first {
                    title = TextReader.swiftUIText(first.value, reading.at("title"))
                } else if let closure = call.closure("title") ?? call.closure(nil) {
                    for view in try ViewBuilderReader.views(closure, evaluator, reading) {
                        if DescriptionLines.isButton(view, evaluator.context) { buttons.append(view); continue }
                        if title == nil {
                            title = TextReader.swiftUIText(view.value, reading.at("title"))
                        } else if secondText == nil, DescriptionLines.isText(view) {
                            // A second text stacked under the first, where a description is drawn.
                            secondText = TextReader.swiftUIText(view.value, reading.at("description"))
                        }
                    }
                }
            }
            if image.isEmpty {
                if call.argument("systemImage") != nil || call.argument("systemSymbol") != nil || call.argument("image") != nil {
                    ImageReader.labelImage(call, &image, reading.at("image"))
                } else if let closure = call.closure("icon") {
                    for view in try ViewBuilderReader.views(closure, evaluator, reading) where image.isEmpty {
                        if !ImageReader.read(view.value, &image, reading.at("image")) { image["name"] = .string(reading.at("image").imageName(view.value)) }
                    }
                }
            }
            for modifier in modifiers where !SymbolModifiers.apply(modifier, to: &image, reading.at("image")) && modifier.name != "labelStyle" {
                reading.warn(".\(modifier.name)(…) is not read", at: modifier.syntax)
            }
        case "Text":
            if title == nil { title = TextReader.swiftUIText(value, reading.at("title")) } else if secondText == nil {
                secondText = TextReader.swiftUIText(value, reading.at("description"))
            }
        case "Image":
            if image.isEmpty, !ImageReader.read(value, &image, reading.at("image")) { image["name"] = .string(reading.at("image").imageName(value)) }
        case "ProgressView":
            // A ProgressView's own text is its title; the spinner is said (a button draws it).
            if title == nil, let text = call.unlabeled.first { title = TextReader.swiftUIText(text.value, reading.at("title")) }
            hasSpinner = true
        default:
            // An app's own view (`NBButton("Import", style: .text)`) shows the text it is given
            // first, and the symbol it is given, as apps' label views do.
            let text = call.unlabeled.first ?? call.argument("title") ?? call.argument("text") ?? call.argument("label")
            if title == nil, let text, let shown = TextReader.swiftUIText(text.value, reading.at("title")), !Self.isPlaceholderOnly(shown) { title = shown }
            if image.isEmpty, call.argument("systemImage") != nil || call.argument("systemSymbol") != nil { ImageReader.labelImage(call, &image, reading.at("image")) }
            if text == nil { reading.warn("\(call.name) is not read", at: call.syntax) }
        }
    }

    /// `⟨model⟩`: a value known only at run time, no label's text.
    static func isPlaceholderOnly(_ text: TemplateValue) -> Bool {
        guard case let .string(shown) = text else { return false }
        return shown.first == "\u{27E8}" && shown.last == "\u{27E9}"
    }
}
