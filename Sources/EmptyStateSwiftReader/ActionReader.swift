import EmptyStateModel
import SwiftSyntax

/// A ContentUnavailableView's actions as buttons: `Button("Retry") { … }`,
/// `Button("Settings", systemImage: "gear") { … }`, `Button { … } label: { Label(…) }`, with
/// `.buttonStyle`, `.tint`, `.controlSize`, `.buttonBorderShape`, `.frame(maxWidth: .infinity)`,
/// `.lineLimit(1)` with `.truncationMode`, and `.disabled` from the button, its stacks or the
/// whole view (the nearest wins, as SwiftUI's environment does).
enum ActionReader {
    /// A `Menu` in the actions draws as a button with its label (tapping it opens the menu).
    /// `AsyncButton` (SpeziViews and others): a Button whose action is awaited, drawn the same.
    /// `PasteButton` (SwiftUI's): the system's own label, the clipboard symbol and "Paste".
    /// `PhotosPicker` and `ShareLink` draw a button with their label (solea's "Aggiungi foto";
    /// a `ShareLink` given no label shows iOS's "Share" with its symbol).
    static let kinds: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "AsyncButton", "PasteButton", "PhotosPicker", "ShareLink"]
    /// Controls whose trailing closure is their label, not an action.
    static let labelledByTrailingClosure: Set<String> = ["PhotosPicker", "ShareLink"]
    static let keys = ["button", "secondaryButton", "tertiaryButton"]
    /// Modifiers that change nothing a template draws.
    static let silent: Set<String> = ["accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "id", "keyboardShortcut",
                                      "help", "contentShape", "transition", "animation", "onAppear", "task", "padding"]

    /// The app's own button view (`SeesturmButton(type: .secondary, action: a, title: "Erneut
    /// versuchen")`, pfadi-seesturm-app-ios; `PrimaryGlassButton { … } label: { Label(…) }`,
    /// CodeAgentsMobile): a view named `…Button` given a title or a label, drawn as a button with
    /// it (its own look is the app's code, not read).
    /// So is its static factory (`ActionButton.primary(title: "Retry") { … }`, Ritualist).
    static func isAppButton(_ call: Call) -> Bool {
        guard let name = appButtonType(call) else { return false }
        return !kinds.contains(name) && name.count > "Button".count && name.hasSuffix("Button") && name.first?.isUppercase == true
            && (call.argument("title") != nil || call.closure("label") != nil || (call.argument("action") != nil && call.closure(nil) != nil))
    }

    /// The button view's type a call makes: `SeesturmButton(…)`, or `ActionButton.primary(…)`.
    private static func appButtonType(_ call: Call) -> String? {
        switch call.receiver {
        case .none: return TypeName.normalized(call.name)
        case let .type(type): return TypeName.normalized(type)
        default: return nil
        }
    }

    struct Button {
        var template: TemplateValue
        var properties: TemplateValue?
    }

    static func button(_ view: BuiltView, outer: [Call], _ evaluator: Evaluator, _ reading: Reading) throws -> Button? {
        let (core, own) = ViewBuilderReader.unwind(view.value)
        if let call = core.call, case .none = call.receiver,
           let snippet = evaluator.context.appTexts.buttonViews[TypeName.normalized(call.name)],
           let body = AppButtonViews.body(snippet, evaluator.context),
           call.arguments.allSatisfy({ $0.label.map { !AppButtonViews.namesShown(by: body).contains($0) } ?? false }) {
            // The app's button view that takes nothing but actions: its body's button, with this
            // call's modifiers. A caller's value its label shows (`title: "Go"` for `var title =
            // "Retry"`) is not the body's first value: that call is read as any app button.
            var inner = evaluator
            inner.typeName = TypeName.normalized(call.name)
            var value = try inner.value(body)
            for modifier in own { value = .call(Call(receiver: .value(value), name: modifier.name, arguments: modifier.arguments, closures: modifier.closures, syntax: modifier.syntax)) }
            return try button(BuiltView(value: value, inherited: view.inherited, horizontal: view.horizontal), outer: outer, evaluator, reading)
        }
        let appButton = core.call.map(isAppButton) ?? false
        guard let call = core.call, appButton || call.isInitializer(of: kinds) else {
            reading.warn("\(reading.text(view.value.syntax ?? reading.node)) is not a button", at: view.value.syntax)
            return nil
        }
        var map = MapBuilder()
        var label = LabelContent()
        if let first = call.unlabeled.first { label.title = TextReader.swiftUIText(first.value, reading.at("title")) }
        if appButton, let title = call.argument("title") {
            // Its title as a `String` is shown as it is; a key-typed one is looked up, as `Button`'s.
            label.title = title.value.plainString.map { .string($0) } ?? TextReader.swiftUIText(title.value, reading.at("title"))
        }
        if let name = reading.at("image").literal(call.argument("systemImage")?.value) { label.image["systemName"] = .string(name) }
        if let symbol = call.argument("systemSymbol"), let name = SafeSymbolName.name(symbol.value) { label.image["systemName"] = .string(name) }
        if let name = reading.at("image").literal(call.argument("image")?.value) { label.image["name"] = .string(name) }
        // `NavigationLink(value: LibrarySection.radio) { Text("radio_manage") }`: the trailing closure is its label.
        let hasAction = call.argument("action") != nil || call.argument("destination") != nil || call.isInitializer(of: labelledByTrailingClosure)
            || call.argument("value") != nil && call.isInitializer(of: ["NavigationLink"])
        if let closure = call.closure("label") ?? (label.title == nil && hasAction ? call.closure(nil) : nil) {
            // A label that changes with a flag (`if isRetrying { ProgressView() } else { Text("Retry") }`)
            // is a variant per branch, as a title chosen by an `if` is.
            // A flag of the view's own state (`@State private var isLoading = false`) is at its
            // first value when the screen appears.
            var labelling = evaluator.readingClosures(of: call)
            labelling.env.branchesAreVariants = true
            for (name, value) in ViewStateFlags.initialValues(around: call.syntax) where labelling.env.booleans[name] == nil {
                labelling.env.booleans[name] = value
            }
            for view in try ViewBuilderReader.views(closure, labelling, reading) { try label.read(view.value, evaluator.readingClosures(of: call), reading) }
        }
        if call.isInitializer(of: ["PasteButton"]), label.title == nil {
            // iOS draws its own label (`PasteButton(payloadType:onPaste:)` takes none), "Paste" in English.
            label.title = .string("Paste")
            if label.image.isEmpty { label.image["systemName"] = .string("doc.on.clipboard") }
        }
        if call.isInitializer(of: ["ShareLink"]), label.title == nil, call.closure(nil) == nil {
            // `ShareLink(item: url)`: iOS's own label, "Share" in English with the share symbol.
            label.title = .string("Share")
            if label.image.isEmpty { label.image["systemName"] = .string("square.and.arrow.up") }
        }
        map["title"] = label.title
        // A busy button (`Button { ProgressView() }`) shows a spinner where its title was: the spinner's symbol.
        if label.image.isEmpty, label.hasSpinner { label.image["systemName"] = .string("progress.indicator") }
        if !label.image.isEmpty { map["image"] = label.image.value(MapBuilder.imageOrder) }

        var style: String?, tint: String?, size: String?, corner: (String, Double?)?, fill = false, enabled: Bool?, font: TemplateValue?
        var lineLimit: (limit: Double?, modifier: Call, isOwn: Bool)?, truncation: String?
        for (index, modifier) in (own + view.inherited + outer).enumerated() {
            let first = modifier.unlabeled.first?.value
            let isOwn = index < own.count
            switch modifier.name {
            case "buttonStyle":
                if style == nil { style = buttonStyle(first, modifier, reading.at("style")) ?? "" }
            case "tint", "accentColor":
                if tint == nil { tint = first.flatMap { ColorReader.color($0, .swiftui, reading.at("tint")) } ?? "" }
            case "controlSize":
                guard size == nil else { continue }
                switch first?.memberName {
                case "mini"?: size = "mini"
                case "small"?: size = "small"
                case "regular"?: size = "medium"
                case "large"?, "extraLarge"?: size = "large"
                default: size = ""
                }
            case "buttonBorderShape":
                guard corner == nil else { continue }
                if first?.memberName == "capsule" { corner = ("capsule", nil) }
                else if let shape = first?.call, shape.name == "roundedRectangle", let radius = shape.argument("radius").flatMap({ NumberReader.number($0.value) }) {
                    corner = ("fixed", radius)
                } else {
                    corner = ("", nil)
                    if first?.memberName != "roundedRectangle", first?.memberName != "automatic" {
                        reading.warn(".buttonBorderShape(\(reading.text(first?.syntax ?? modifier.syntax))) is not read", at: modifier.syntax)
                    }
                }
            case "lineLimit":
                if lineLimit == nil { lineLimit = (first.flatMap(NumberReader.number), modifier, isOwn) }
            case "truncationMode":
                if truncation == nil { truncation = first?.memberName ?? "" }
            case "frame":
                if let maxWidth = modifier.argument("maxWidth")?.value.number, maxWidth == .infinity { fill = true }
            case "disabled":
                if enabled == nil, case let .bool(disabled)? = first { enabled = !disabled }
            // `.opacity(sort.hasFilter ? 1 : 0)`, `.hidden()`: a button nobody sees is not drawn
            // (SwiftUI keeps its place in the stack; the template has no invisible button).
            case "opacity" where isOwn && first?.number == 0, "hidden" where isOwn:
                return nil
            case "font":
                if font == nil, isOwn { font = first.flatMap { FontReader.font($0, .swiftui, reading.at("title.font")) } }
            default:
                if isOwn, !silent.contains(modifier.name) { reading.warn(".\(modifier.name)(…) is not read", at: modifier.syntax) }
            }
        }
        // The system's paste control is a filled capsule in the tint (UIPasteControl's "pill-shaped
        // button"), whatever style the stack gives other buttons; its shape and tint may be changed.
        if call.isInitializer(of: ["PasteButton"]) {
            style = "borderedProminent"
            if corner == nil || corner?.0 == "" { corner = ("capsule", nil) }
        }
        // "" marks a modifier read but giving nothing (the nearest one wins even so).
        if style == "" { style = nil }
        if tint == "" { tint = nil }
        if size == "" { size = nil }
        if corner?.0 == "" { corner = nil }
        if tint == nil, call.argument("role")?.value.memberName == "destructive" { tint = "systemRed" }
        if let style { map["style"] = .string(style) }
        if let size { map["size"] = .string(size) }
        if let (cornerStyle, radius) = corner {
            map["cornerStyle"] = .string(cornerStyle)
            if let radius { map["cornerRadius"] = .number(radius) }
        }
        if let tint { map[ButtonStyleKind(rawValue: style ?? "")?.isProminent == true ? "baseBackgroundColor" : "baseForegroundColor"] = .string(tint) }
        if fill { map["width"] = .string("fill") }
        if let mode = titleLineBreakMode(lineLimit, truncation: truncation, reading) { map["titleLineBreakMode"] = .string(mode) }
        if let font, let title = map["title"] {
            var text = MapBuilder()
            if case .string = title { text["text"] = title } else { text.merge(title) }
            text["font"] = font
            map["title"] = text.value(MapBuilder.textOrder)
        }
        var properties: TemplateValue?
        if enabled == false { properties = .map([TemplateEntry("isEnabled", .bool(false))]) }
        return Button(template: map.value(MapBuilder.buttonOrder), properties: properties)
    }

    /// `.lineLimit(1)` keeps the label on one line, cut at the end unless `.truncationMode` says
    /// otherwise (SwiftUI's default is `.tail`); no limit, or `nil`, wraps (the template's default).
    /// A limit of more lines has no template key and is said so when the button itself has it.
    private static func titleLineBreakMode(_ lineLimit: (limit: Double?, modifier: Call, isOwn: Bool)?, truncation: String?,
                                           _ reading: Reading) -> String? {
        guard let (limit, modifier, isOwn) = lineLimit, let limit else { return nil }
        guard limit == 1 else {
            guard isOwn else { return nil }
            let shown = limit == limit.rounded() && abs(limit) < 1e9 ? String(Int(limit)) : String(limit)
            reading.warn(".lineLimit(\(shown)) is not read: a button's title wraps or keeps one line", at: modifier.syntax)
            return nil
        }
        switch truncation {
        case "head"?: return "byTruncatingHead"
        case "middle"?: return "byTruncatingMiddle"
        default: return "byTruncatingTail"
        }
    }

    /// `.borderedProminent`, `BorderedButtonStyle()`: the template's style (SwiftUI's borderless
    /// and plain both draw as UIKit's plain).
    private static func buttonStyle(_ value: Value?, _ modifier: Call, _ reading: Reading) -> String? {
        var name = value?.memberName
        if let call = value?.call, case .none = call.receiver { name = TypeName.normalized(call.name) }
        if let call = value?.call, case .implicit = call.receiver { name = call.name }
        switch name {
        case "borderedProminent"?, "BorderedProminentButtonStyle"?: return "borderedProminent"
        case "bordered"?, "BorderedButtonStyle"?: return "bordered"
        case "borderless"?, "BorderlessButtonStyle"?, "plain"?, "PlainButtonStyle"?: return "plain"
        // iOS 26: `.glass`, `.glass(.clear)`, `GlassButtonStyle()`, `.glassProminent`.
        case "glass"?, "GlassButtonStyle"?:
            return value?.call?.arguments.first.map { Self.isClearGlass($0.value) } == true ? "clearGlass" : "glass"
        case "glassProminent"?, "GlassProminentButtonStyle"?: return "prominentGlass"
        case "automatic"?, "DefaultButtonStyle"?: return nil
        default:
            reading.warn("\(reading.text(value?.syntax ?? modifier.syntax)) is not one of borderedProminent, bordered, borderless, plain, glass, glassProminent", at: modifier.syntax)
            return nil
        }
    }

    /// `.clear` or `.clear.tint(…)`: the `Glass` variant a `.glass(_:)` style is given.
    private static func isClearGlass(_ glass: Value) -> Bool {
        var value: Value? = glass
        while let current = value {
            if current.memberName == "clear" { return true }
            value = current.call?.receiverValue
        }
        return false
    }
}
