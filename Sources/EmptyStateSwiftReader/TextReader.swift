import EmptyStateSourceReading
import EmptyStateModel
import SwiftSyntax

/// Texts: string literals, `NSLocalizedString` and `String(localized:)` (→ `{ key }`),
/// `String(format:)`, `NSAttributedString(string:attributes:)` and what is added to it
/// afterwards, and SwiftUI's `Text`, whose string literal is a LocalizedStringKey
/// (→ `{ key, default }`). A text not known is a placeholder, `⟨viewModel.title⟩`, with a warning.
enum TextReader {
    /// A text where UIKit or DZNEmptyDataSet takes one (a String or an NSAttributedString).
    static func text(_ value: Value, _ reading: Reading) -> TemplateValue? {
        spec(value, reading, swiftUI: false)?.template
    }

    /// A text where SwiftUI takes one (`Text`, a LocalizedStringKey, a String).
    static func swiftUIText(_ value: Value, _ reading: Reading) -> TemplateValue? {
        spec(value, reading, swiftUI: true)?.template
    }

    static func spec(_ value: Value, _ reading: Reading, swiftUI: Bool) -> TextSpec? {
        switch value {
        case .null:
            return nil
        case let .string(string):
            if swiftUI, string.literal { return TextSpec(localizedKey(string, reading, withDefault: true)) }
            // Localized texts joined with others (`String(localized: "a") + " - " + String(localized: "b")`):
            // a format of its own (no table has it, so its default shows) with each looked up.
            if string.parts.contains(where: { if case let .value(.call(call), _) = $0 { return Evaluator.isLocalization(call) }; return false }) {
                return TextSpec(localizedKey(string, reading, withDefault: true))
            }
            return TextSpec(.plain(plain(string, reading)))
        case let .call(call):
            if let spec = self.call(call, reading, swiftUI: swiftUI) { return spec }
            return generated(value, reading) ?? unknown(value, reading)
        default:
            return generated(value, reading) ?? unknown(value, reading)
        }
    }

    /// A symbol generated from the app's keys (`R.string.localizable.emptyTitle()`, `.emptyTitle`).
    private static func generated(_ value: Value, _ reading: Reading) -> TextSpec? {
        guard let found = GeneratedStringSymbols.key(value, reading.diagnostics.context.appTexts) else { return nil }
        let arguments = found.arguments.map { formatArgument($0.value, $0.syntax, reading).1 }
        var spec = TextSpec(.key(found.key, defaultValue: nil, arguments: arguments))
        spec.table = found.table
        return spec
    }

    private static func unknown(_ value: Value, _ reading: Reading) -> TextSpec {
        reading.notLiteral(value)
        return TextSpec(.plain(reading.placeholder(value.syntax ?? reading.node)))
    }

    /// A string's text, its unknown interpolations as placeholders.
    static func plain(_ string: StringValue, _ reading: Reading) -> String {
        var result = ""
        for part in string.parts {
            switch part {
            case let .text(text): result += text
            case let .value(value, expr):
                if let text = StringValue.inline(value) ?? TextCaseCall.applied(value) { result += text; continue }
                // A text of its own with a run-time part (`"Error loading films: \(error.description)"`,
                // the case's `"Server error with status code: \(statusCode)"`): its words kept.
                if case let .string(inner) = value { result += plain(inner, reading); continue }
                reading.diagnostics.notLiteral(reading.place, value.syntax ?? Syntax(expr))
                result += reading.placeholder(value.syntax ?? Syntax(expr))
            }
        }
        return result
    }

    /// A literal read as a localized key: interpolations become `%@` / `%lld` / `%lf` and `args`.
    static func localizedKey(_ string: StringValue, _ reading: Reading, withDefault: Bool) -> TextSpec.Body {
        var format = ""
        var arguments: [TemplateValue] = []
        for part in string.parts {
            switch part {
            case let .text(text): format += text.replacingOccurrences(of: "%", with: "%%")
            case let .value(value, expr):
                let (specifier, argument) = formatArgument(value, expr, reading)
                format += specifier
                arguments.append(argument)
            }
        }
        if arguments.isEmpty, let text = string.plain { return .key(text, defaultValue: withDefault ? text : nil, arguments: []) }
        return .key(format, defaultValue: withDefault ? format : nil, arguments: arguments)
    }

    private static func formatArgument(_ value: Value, _ expr: ExprSyntax, _ reading: Reading) -> (String, TemplateValue) {
        if let localized = localizedArgument(value, reading) { return ("%@", localized) }
        // `"[\(String(localized: "Settings"))](#view)"`: a plain text around a localized one,
        // itself a format (looked up as written, which no table has) with the localized argument.
        if case let .string(string) = value, string.plain == nil, !string.parts.isEmpty,
           string.parts.allSatisfy({ part in
               if case let .value(inner, _) = part { return localizedArgument(inner, reading) != nil || inner.plainString != nil }
               return true
           }), case let .key(format, _, arguments) = localizedKey(string, reading, withDefault: false) {
            return ("%@", TextSpec(.key(format, defaultValue: format, arguments: arguments)).template)
        }
        if let cased = TextCaseCall.applied(value) { return ("%@", .string(cased)) }
        switch value {
        case let .number(number): return (number == number.rounded() ? "%lld" : "%lf", .number(number))
        case let .string(string) where string.plain != nil: return ("%@", .string(string.plain!))
        case let .string(string): return ("%@", .string(plain(string, reading)))
        default:
            reading.diagnostics.notLiteral(reading.place, value.syntax ?? Syntax(expr))
            return ("%@", .string(reading.placeholder(value.syntax ?? Syntax(expr))))
        }
    }

    /// A localized text put into another's format (`"Connect under \(String(localized:
    /// "Settings"))"`, `"\(kind.displayName.lowercased())"`): `{ key, table, default, args,
    /// textCase }`, which the template looks up in the locale drawn. Nil for anything else.
    private static func localizedArgument(_ value: Value, _ reading: Reading) -> TemplateValue? {
        guard case .call = value else { return nil }
        let quiet = Reading(diagnostics: Diagnostics(reading.diagnostics.context), place: reading.place, node: reading.node)
        guard let spec = spec(value, quiet, swiftUI: false), case .key = spec.body,
              spec.attributes.entries.allSatisfy({ $0.key == "textCase" }) else { return nil }
        return spec.template
    }

    /// `tr(table, key, arguments…, fallback: "Text")` with a literal key (SwiftGen's lookup): the
    /// key in that table, each argument a format argument (`String(describing: p1)` is `p1`), the
    /// fallback shown where no table has the key.
    private static func swiftGenLookup(_ call: Call, _ reading: Reading) -> TextSpec? {
        let unlabeled = call.unlabeled
        guard call.name == "tr", unlabeled.count >= 2, let key = unlabeled[1].value.plainString else { return nil }
        let arguments = unlabeled.dropFirst(2).map { argument -> TemplateValue in
            var value = argument.value
            if let described = value.call, described.isInitializer(of: ["String"]), let inner = described.argument("describing") { value = inner.value }
            return formatArgument(value, value.syntax?.as(ExprSyntax.self) ?? argument.syntax, reading).1
        }
        var spec = TextSpec(.key(key, defaultValue: call.argument("fallback")?.value.plainString, arguments: arguments))
        guard let table = unlabeled[0].value.plainString else { return spec }
        if table != "Localizable" { spec.table = table }
        return spec
    }

    /// `Image(systemName: "plus.circle")` given to a `Text`: the symbol's name.
    private static func inlineSymbol(_ value: Value) -> String? {
        guard let image = value.call, image.isInitializer(of: ["Image"]), let name = image.argument("systemName")?.value.plainString else { return nil }
        return name
    }

    /// A `LocalizedStringResource` (or a key a constant resolved to) passed where a text is made of one.
    private static func resource(_ value: Value, _ reading: Reading) -> TextSpec? {
        guard let inner = value.call, inner.isInitializer(of: ["LocalizedStringResource", "NSLocalizedString"]) else { return nil }
        return self.call(inner, reading, swiftUI: false)
    }

    private static func call(_ call: Call, _ reading: Reading, swiftUI: Bool) -> TextSpec? {
        // SwiftUI's Text.
        if call.isInitializer(of: ["Text"]) {
            if let verbatim = call.argument("verbatim") { return spec(verbatim.value, reading, swiftUI: false) }
            guard let first = call.unlabeled.first else { return nil }
            if let symbol = inlineSymbol(first.value) {
                // `Text("Tap ") + Text(Image(systemName: "plus.circle")) + Text(" to add …")` (Ordernise):
                // the words around it are read; the symbol drawn in the line is named, as a placeholder.
                reading.warn("a symbol inside a text (\(symbol)) is drawn as a placeholder", at: Syntax(first.syntax))
                return TextSpec(.plain("\u{27E8}\(symbol)\u{27E9}"))
            }
            return spec(first.value, reading, swiftUI: true)
        }
        if call.isInitializer(of: ["LocalizedStringKey", "LocalizedStringResource"]), let first = call.unlabeled.first,
           case let .string(string) = first.value {
            var spec = TextSpec(localizedKey(string, reading, withDefault: true))
            // `LocalizedStringResource("key", defaultValue: "No Items", table: "Tasks")`.
            if let defaultValue = call.argument("defaultValue")?.value.plainString, case let .key(key, _, arguments) = spec.body {
                spec.body = .key(key, defaultValue: defaultValue, arguments: arguments)
            }
            spec.table = call.argument("table")?.value.plainString
            return spec
        }
        // `Text(LocalizedStringKey(message))` of a `message: String` the caller gives (Mealie-Swift-App's
        // list wrappers): what each call passes is looked up as a key.
        if call.isInitializer(of: ["LocalizedStringKey"]), let first = call.unlabeled.first, call.arguments.count == 1,
           let inner = spec(first.value, reading, swiftUI: false), case let .plain(text) = inner.body,
           text.hasPrefix("\u{27E8}"), text.hasSuffix("\u{27E9}"), text.dropFirst().firstIndex(of: "\u{27E8}") == nil {
            return TextSpec(.key(text, defaultValue: nil, arguments: []))
        }
        // SwiftGen's `L10n.tr("Localizable", "announcements.empty.subtitle", String(describing: p1))`,
        // which its generated functions return (`L10n.Announcements.Empty.subtitle(host)`, iMast):
        // the table's key, filled with what the call gives.
        if let swiftGen = swiftGenLookup(call, reading) { return swiftGen }
        // The app's own localization functions (`CelestiaString("key", comment:)`) and String
        // members (`"key".localized()`).
        let app = reading.diagnostics.context.appTexts
        if let key = enumCaseKey(call, app) { return TextSpec(.key(key, defaultValue: nil, arguments: [])) }
        if app.localizers.contains(call.name), Self.isLocalizerReceiver(call.receiver) || Self.declaresLocalizer(call, app),
           case let .string(string)? = Self.localizerKey(call)?.value {
            if let key = string.plain {
                // `localized("rates.empty.title", defaultValue: "No Rates")`: the default shown where no table has the key;
                // `aiSettingsLocalized("key", "No Matching Decks")`: the one its body passes as the `value:`.
                let lookup = app.localizerLookups[call.name]
                // `L.s("noNews")` of a localizer that reads its own dictionaries: their English
                // text, or the key where none has it (`?? key`).
                if let words = lookup?.words { return TextSpec(.plain(words[key] ?? key)) }
                let passed = lookup?.defaultParameter.flatMap { $0 < call.arguments.count ? call.arguments[$0].value.plainString : nil }
                let defaultValue = passed ?? ["defaultValue", "value", "default", "fallback"].lazy.compactMap { call.argument($0)?.value.plainString }.first
                var spec = TextSpec(.key(key, defaultValue: defaultValue, arguments: []))
                spec.table = lookup?.table
                // `L("product.history.empty_type", label.lowercased())` of `func L(_ key: String,
                // _ args: CVarArg...)`: the other unlabeled arguments fill the key's format.
                let firstID = call.unlabeled.first?.syntax.id
                let values = call.arguments.enumerated().filter { index, argument in
                    argument.label == nil && argument.syntax.id != firstID && index != lookup?.defaultParameter
                }.map { ($0.element.value, $0.element.syntax) }
                return values.isEmpty || passed != nil ? spec : filled(spec, values, reading)
            }
            // `%"list.empty.filter.title-\(filter.name)"`: the key with its arguments, as `String(localized:)` reads it.
            if string.literal { return TextSpec(localizedKey(string, reading, withDefault: false)) }
        }
        if let spec = LibraryLocalizedTexts.spec(call, reading.diagnostics.context) { return spec }
        // `"No Reward".setTextWithFormat(font: …)`: the app's member that styles the string as it is.
        if reading.diagnostics.context.appTexts.verbatimMembers.contains(call.name), let inner = call.receiverValue, case .string = inner {
            return spec(inner, reading, swiftUI: swiftUI)
        }
        if app.stringMembers.contains(call.name), let key = call.receiverValue?.plainString {
            return TextSpec(.key(key, defaultValue: nil, arguments: []))
        }
        // The app's own String members that parse Markdown or fill a format, and Foundation's
        // `AttributedString(markdown:)`.
        if app.markdownMembers.contains(call.name), let inner = call.receiverValue {
            return markdown(inner, reading, swiftUI: swiftUI)
        }
        if call.isInitializer(of: ["AttributedString", "NSAttributedString"]), let source = call.argument("markdown") {
            return markdown(source.value, reading, swiftUI: swiftUI)
        }
        if app.formatMembers.contains(call.name), let inner = call.receiverValue {
            return formatted(inner, call.arguments.map { ($0.value, $0.syntax) }, reading)
        }
        if call.name == "NSLocalizedString", case .none = call.receiver, let key = call.unlabeled.first {
            guard let keyText = key.value.plainString else {
                // `NSLocalizedString(emptyTitle, comment: …)` of a wrapper's property (ETOS-LLM-Studio's
                // StorageDirectoryBrowserView): the text each call gives, as `String(localized: title)` is.
                guard key.syntax.is(DeclReferenceExprSyntax.self) else { return nil }
                return unknown(key.value, reading)
            }
            var spec = TextSpec(.key(keyText, defaultValue: call.argument("value")?.value.plainString, arguments: []))
            spec.table = call.argument("tableName")?.value.plainString
            return spec
        }
        if call.isInitializer(of: ["String"]), let localized = call.argument("localized") {
            // `String(localized: .emptyTitle)`: a generated symbol.
            // `String(localized: Strings.emptyTitle)`: a resource made elsewhere (a `LocalizedStringResource`).
            // `String(localized: title)`, a wrapper's `LocalizedStringResource` parameter: that
            // resource's text, so that each call's title fills it.
            guard case let .string(string) = localized.value else {
                if let known = generated(localized.value, reading) ?? resource(localized.value, reading) { return known }
                guard localized.syntax.is(DeclReferenceExprSyntax.self) else { return nil }
                return unknown(localized.value, reading)
            }
            var body = localizedKey(string, reading, withDefault: false)
            if let defaultValue = call.argument("defaultValue")?.value.plainString, case let .key(key, _, arguments) = body {
                body = .key(key, defaultValue: defaultValue, arguments: arguments)
            }
            var spec = TextSpec(body)
            spec.table = call.argument("table")?.value.plainString
            return spec
        }
        if call.isInitializer(of: ["String", "NSString"]), call.argument("format") != nil {
            return formatted(call, format: call.argument("format")!, reading)
        }
        if call.isStatic(["localizedStringWithFormat"], of: ["String", "NSString"]), let format = call.unlabeled.first {
            return formatted(call, format: format, reading)
        }
        if call.isInitializer(of: ["NSAttributedString", "NSMutableAttributedString"]) {
            return AttributedTextReader.attributed(call, reading)
        }
        if !swiftUI, AttributedTextReader.styledStringMethods.contains(call.name), let inner = call.receiverValue {
            return spec(inner, reading, swiftUI: false)
        }
        // BonMot's `"No routines".styled(with: StringStyle(.color(.white), .font(…)))`: the words,
        // in the style's color and font.
        if !swiftUI, call.name == "styled", let inner = call.receiverValue, var styled = spec(inner, reading, swiftUI: false) {
            if let style = call.argument("with")?.value.call, style.name == "StringStyle" {
                for part in style.unlabeled {
                    guard let attribute = part.value.call, let value = attribute.unlabeled.first?.value else { continue }
                    switch attribute.name {
                    case "color": styled.attributes["color"] = ColorReader.color(value, .uikit, reading.at("color")).map(TemplateValue.string)
                    case "font": styled.attributes["font"] = FontReader.font(value, .uikit, reading.at("font"))
                    default: break
                    }
                }
            }
            return styled
        }
        if call.name == "appending", call.receiverValue != nil, call.arguments.count <= 2 {
            return AttributedTextReader.appending(call, reading)
        }
        if call.isInitializer(of: ["AttributedString"]), let first = call.unlabeled.first {
            guard var spec = spec(first.value, reading, swiftUI: swiftUI) else { return nil }
            let flavor: ColorFlavor = swiftUI ? .swiftui : .uikit
            if let font = call.property("font") { spec.attributes["font"] = FontReader.font(font.value, flavor, reading.at("font")) }
            if let color = call.property("foregroundColor") { spec.attributes["color"] = ColorReader.color(color.value, flavor, reading.at("color")).map(TemplateValue.string) }
            if let kern = call.property("kern") { spec.attributes["kern"] = NumberReader.number(kern.value, reading.at("kern")).map(TemplateValue.number) }
            return spec
        }
        // `.uppercased()`, `.capitalized`, `.localizedUppercase`, SwiftUI's `.textCase(.uppercase)`:
        // applied to the words of the locale drawn, as the app applies them after localizing.
        if let inner = call.receiverValue, let textCase = TextCaseCall.textCase(of: call) {
            guard var spec = spec(inner, reading, swiftUI: swiftUI && call.name == "textCase") else { return nil }
            spec.attributes["textCase"] = textCase.map(TemplateValue.string)
            return spec
        }
        if swiftUI, let inner = call.receiverValue, TextModifiers.transparent.contains(call.name) {
            return spec(inner, reading, swiftUI: true)
        }
        if swiftUI, let inner = call.receiverValue, TextModifiers.names.contains(call.name) {
            guard var spec = spec(inner, reading, swiftUI: true) else { return nil }
            TextModifiers.apply(call, to: &spec, reading)
            return spec
        }
        // A modifier of the app's own (`Text(message).secondaryBody()`, an extension of `View` or
        // `Text`) styles the text it is given; SwiftUI's modifiers never change a Text's words.
        // The words are read, the styling is said not to be.
        if swiftUI, let inner = call.receiverValue, call.closures.isEmpty, Self.isText(inner),
           let spec = spec(inner, reading, swiftUI: true) {
            reading.warn(".\(call.name)() is the app's own modifier; the text is read, its styling is not", at: call.syntax)
            return spec
        }
        return nil
    }

    /// A text the app parses as Markdown. SwiftUI draws a localized key's Markdown already; a
    /// plain string so parsed is drawn as a key of its own words is (a table that holds it as a
    /// key gives its value, as `Text` would). UIKit's and DZN's texts never draw Markdown.
    private static func markdown(_ source: Value, _ reading: Reading, swiftUI: Bool) -> TextSpec? {
        guard var spec = spec(source, reading, swiftUI: swiftUI) else { return nil }
        if swiftUI, case let .plain(text) = spec.body, !text.contains("\u{27E8}") {
            spec.body = .key(text, defaultValue: text, arguments: [])
        }
        return spec
    }

    /// `L10n.string(.nearbyEmptyTitle)` of a type's localizer that takes the app's string enum
    /// (`LocalizerLookup.keyEnum`): the case's raw value, the key it looks up.
    static func enumCaseKey(_ call: Call, _ app: AppTexts) -> String? {
        guard case let .type(type) = call.receiver, let keyEnum = app.localizerLookups[AppTexts.typeLocalizer(type, call.name)]?.keyEnum,
              case let .member(_, caseName, _)? = call.unlabeled.first?.value else { return nil }
        return app.rawValue(of: caseName, in: keyEnum) ?? app.rawValue(ofCase: caseName)
    }

    /// The key a localizer is given: its unlabeled argument, or its first whatever the label
    /// (SDSS's `func localizedString(key: String) -> String { NSLocalizedString(key, comment: "") }`),
    /// unless that is a default or a table.
    static func localizerKey(_ call: Call) -> Argument? {
        if let unlabeled = call.unlabeled.first { return unlabeled }
        guard let first = call.arguments.first, let label = first.label,
              !["defaultValue", "value", "default", "fallback", "comment", "table", "tableName", "bundle"].contains(label) else { return nil }
        return first
    }

    /// `Localization.getLocalizedString("key")`: the type the call names declares the function.
    static func declaresLocalizer(_ call: Call, _ app: AppTexts) -> Bool {
        guard case let .type(type) = call.receiver else { return false }
        return app.localizers.contains(AppTexts.typeLocalizer(type, call.name))
    }

    /// Where an app's localization function is called from: by its name, as an implicit member
    /// (`Text(.localized("key"))`), or through a text type (`String.localized("key")`).
    static func isLocalizerReceiver(_ receiver: Call.Receiver) -> Bool {
        switch receiver {
        case .none, .implicit: return true
        case let .type(type): return ["String", "Swift.String", "LocalizedStringKey", "Text", "LocalizedStringResource", "Self"].contains(type)
        default: return false
        }
    }

    /// A SwiftUI `Text(…)`, maybe with modifiers after it.
    static func isText(_ value: Value) -> Bool {
        var current = value
        while case let .call(call) = current {
            if call.isInitializer(of: ["Text"]) { return true }
            guard let inner = call.receiverValue else { return false }
            current = inner
        }
        return false
    }

    /// `String(format: NSLocalizedString("k", comment: ""), 3)` → `{ key: k, args: [3] }`; a
    /// plain format has its arguments written in.
    private static func formatted(_ call: Call, format: Argument, _ reading: Reading) -> TextSpec? {
        var values = call.arguments.filter { $0.label == nil && $0.syntax.id != format.syntax.id }.map { ($0.value, $0.syntax) }
        if let array = call.argument("arguments"), case let .array(collection) = array.value {
            values = collection.elements.map { ($0, array.syntax) }
        }
        return formatted(format.value, values, reading)
    }

    /// A format (a localized key or a plain text) with `values` in its specifiers.
    private static func formatted(_ format: Value, _ values: [(Value, ExprSyntax)], _ reading: Reading) -> TextSpec? {
        guard let formatSpec = spec(format, reading, swiftUI: false) else { return nil }
        return filled(formatSpec, values, reading)
    }

    /// A format's text (a key or a plain text) with `values` in its specifiers.
    private static func filled(_ formatSpec: TextSpec, _ values: [(Value, ExprSyntax)], _ reading: Reading) -> TextSpec {
        var arguments: [TemplateValue] = []
        var texts: [String?] = [], numbers: [Double?] = []
        var looksUp = false
        for (value, syntax) in values {
            if let localized = localizedArgument(value, reading) {
                // A localized text in a format: looked up in the locale drawn.
                arguments.append(localized); texts.append(reading.placeholder(value.syntax ?? Syntax(syntax))); numbers.append(nil)
                looksUp = true
                continue
            }
            switch value {
            case let .number(number): arguments.append(.number(number)); texts.append(NumberText.format(number)); numbers.append(number)
            case let .string(string) where string.plain != nil:
                arguments.append(.string(string.plain!)); texts.append(string.plain!); numbers.append(nil)
            default:
                reading.diagnostics.notLiteral(reading.place, value.syntax ?? Syntax(syntax))
                let placeholder = reading.placeholder(value.syntax ?? Syntax(syntax))
                arguments.append(.string(placeholder)); texts.append(placeholder); numbers.append(nil)
            }
        }
        var result = formatSpec
        switch formatSpec.body {
        case let .key(key, defaultValue, _): result.body = .key(key, defaultValue: defaultValue, arguments: arguments)
        case let .plain(text):
            // A plain format that holds a localized text (Vocab's `String(format: "还有 %d %@", n,
            // key.localized)`): the format as its own default, so that the argument is looked up
            // in the locale drawn and the words around it stay as written.
            result.body = looksUp ? .key(text, defaultValue: text, arguments: arguments) : .plain(FormatText.substitute(text, texts, number: numbers))
        }
        return result
    }
}
