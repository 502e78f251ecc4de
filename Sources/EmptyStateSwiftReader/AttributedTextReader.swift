import EmptyStateModel
import SwiftSyntax

/// `NSAttributedString(string:attributes:)`: the attributes (`.font`, `.foregroundColor`,
/// `.kern`, `.paragraphStyle`, `.shadow`), and what `addAttribute(_:value:range:)`,
/// `addAttributes(_:range:)` and `append(_:)` do to it afterwards: over the whole text, an
/// attribute of the text; over `range(of: "…")`, a run.
enum AttributedTextReader {
    /// Atributika's methods that style a String (`"No items".styleAll(style)`): the words stay.
    static let styledStringMethods: Set<String> = ["styleAll", "styleLinks", "styleHashtags", "styleMentions", "stylePhoneNumbers"]

    static func attributed(_ call: Call, _ reading: Reading) -> TextSpec? {
        // `NSMutableAttributedString()` starts empty; what is appended to it is its text (lawyer-ios).
        let string = call.argument("string") ?? call.argument("attributedString") ?? call.unlabeled.first
        var spec = string.flatMap { TextReader.spec($0.value, reading, swiftUI: false) } ?? TextSpec(.plain(""))
        if let attributes = call.argument("attributes") {
            apply(attributes.value, to: &spec.attributes, reading)
        }
        var runs: [TemplateValue] = []
        if case let .list(existing)? = spec.attributes["runs"] { runs = existing }
        for mutation in call.mutations {
            switch mutation.name {
            case "addAttribute", "addAttributes", "setAttributes":
                let pairs: Value
                if mutation.name == "addAttribute", let name = mutation.unlabeled.first, let value = mutation.argument("value") {
                    pairs = .dictionary(Collection([name.value, value.value], syntax: mutation.syntax))
                } else if let dictionary = mutation.unlabeled.first {
                    pairs = dictionary.value
                } else {
                    continue
                }
                switch range(mutation.argument("range")?.value, spec, reading) {
                case .whole: apply(pairs, to: &spec.attributes, reading)
                case let .match(text):
                    var run = MapBuilder()
                    run["match"] = .string(text)
                    apply(pairs, to: &run, reading)
                    run["lineSpacing"] = nil
                    run["alignment"] = nil
                    runs.append(run.value(["match", "color", "font", "kern"]))
                case .unknown:
                    let written = mutation.argument("range").map { reading.text($0.syntax) } ?? "none"
                    reading.warn("the range of \(mutation.name) is not understood: \(written)", at: mutation.syntax)
                }
            case "append":
                guard let other = mutation.unlabeled.first, append(other.value, to: &spec, runs: &runs, reading) else {
                    reading.warn("append(…) is not read", at: mutation.syntax)
                    continue
                }
            default:
                reading.warn(".\(mutation.name)(…) is not read", at: mutation.syntax)
            }
        }
        if !runs.isEmpty { spec.attributes["runs"] = .list(runs) }
        return spec
    }

    /// `text.appending(" more")` (Foundation's, or an app's for attributed text): the receiver's
    /// text followed by the argument's, the argument's own attributes a run of it.
    static func appending(_ call: Call, _ reading: Reading) -> TextSpec? {
        guard let receiver = call.receiverValue, let other = call.unlabeled.first,
              var spec = TextReader.spec(receiver, reading, swiftUI: false) else { return nil }
        var runs: [TemplateValue] = []
        if case let .list(existing)? = spec.attributes["runs"] { runs = existing }
        guard append(other.value, to: &spec, runs: &runs, reading) else { return nil }
        if !runs.isEmpty { spec.attributes["runs"] = .list(runs) }
        return spec
    }

    /// `other`'s text after `spec`'s, its attributes a run; false when either is not plain text.
    private static func append(_ other: Value, to spec: inout TextSpec, runs: inout [TemplateValue], _ reading: Reading) -> Bool {
        guard let appended = TextReader.spec(other, reading, swiftUI: false) else { return false }
        // The first piece appended to an empty text is the text, localized or not.
        if case .plain("") = spec.body, case .key = appended.body {
            spec.body = appended.body
            spec.table = appended.table
            for entry in appended.attributes.entries where spec.attributes[entry.key] == nil { spec.attributes[entry.key] = entry.value }
            return true
        }
        guard case let .plain(tail) = appended.body, case let .plain(head) = spec.body else {
            // A localized piece (lawyer-ios's `NSLocalizedString("NoInternetConnection", …)`, then
            // "\n", then another): the whole a format of its own, each key looked up in the locale drawn.
            guard let joined = joinedFormat(spec, appended) else { return false }
            spec.body = joined
            spec.table = nil
            return true
        }
        spec.body = .plain(head + tail)
        if !appended.attributes.isEmpty, !tail.isEmpty {
            var run = MapBuilder()
            run["match"] = .string(tail)
            for key in ["color", "font", "kern"] { run[key] = appended.attributes[key] }
            runs.append(run.value(["match", "color", "font", "kern"]))
        }
        return true
    }

    /// Two texts, one of them localized, as one format (`%@` for each localized piece, the
    /// plain words as written) that no table has, so that its default shows with each piece
    /// looked up; a format made so before is extended, not nested. Nil for a piece with a table
    /// (the format would lose it) or one that holds a placeholder only.
    private static func joinedFormat(_ head: TextSpec, _ tail: TextSpec) -> TextSpec.Body? {
        var format = ""
        var arguments: [TemplateValue] = []
        for piece in [head, tail] {
            guard piece.table == nil else { return nil }
            switch piece.body {
            case let .plain(text): format += text.replacingOccurrences(of: "%", with: "%%")
            case let .key(key, defaultValue, pieceArguments) where defaultValue == key && !pieceArguments.isEmpty:
                format += key
                arguments += pieceArguments
            case .key:
                var bare = piece
                bare.attributes = MapBuilder()
                format += "%@"
                arguments.append(bare.template)
            }
        }
        return .key(format, defaultValue: format, arguments: arguments)
    }

    /// Attributes as text keys: `font`, `color`, `kern`, `lineSpacing`, `alignment`, `shadow`.
    static func apply(_ attributes: Value, to map: inout MapBuilder, _ reading: Reading) {
        switch attributes {
        case .null: return
        case let .dictionary(collection):
            for (key, value) in collection.pairs {
                guard let name = key.memberName ?? key.plainString else { reading.notLiteral(key); continue }
                switch name {
                case "font", "NSFont": map["font"] = FontReader.font(value, .uikit, reading.at("font"))
                case "foregroundColor", "NSColor": map["color"] = ColorReader.color(value, .uikit, reading.at("color")).map(TemplateValue.string)
                case "kern", "NSKern": map["kern"] = NumberReader.number(value, reading.at("kern")).map(TemplateValue.number)
                case "paragraphStyle", "NSParagraphStyle": paragraph(value, &map, reading)
                case "shadow", "NSShadow": map["shadow"] = shadow(value, reading.at("shadow"))
                default: reading.warn("the attribute .\(name) is not drawn", at: key.syntax ?? collection.syntax)
                }
            }
        default:
            reading.notLiteral(attributes)
        }
    }

    /// `NSMutableParagraphStyle()` and its `lineSpacing`, `alignment`, `lineBreakMode`.
    private static func paragraph(_ value: Value, _ map: inout MapBuilder, _ reading: Reading) {
        guard let style = value.call else { reading.notLiteral(value); return }
        for (path, property, syntax) in style.properties {
            switch path {
            case "lineSpacing": map["lineSpacing"] = NumberReader.number(property, reading.at("lineSpacing")).map(TemplateValue.number)
            case "alignment":
                map["alignment"] = NumberReader.member(property, ["center", "left", "right", "natural"], reading.at("alignment")).map(TemplateValue.string)
            case "lineBreakMode":
                map["lineBreakMode"] = NumberReader.member(property, LineBreakMode.names, reading.at("lineBreakMode")).map(TemplateValue.string)
            default: reading.warn("the paragraph style's \(path) is not drawn", at: syntax)
            }
        }
    }

    /// `NSShadow()` with `shadowColor`, `shadowOffset`, `shadowBlurRadius`.
    private static func shadow(_ value: Value, _ reading: Reading) -> TemplateValue? {
        guard let shadow = value.call else { reading.notLiteral(value); return nil }
        var map = MapBuilder()
        if let color = shadow.property("shadowColor") { map["color"] = ColorReader.color(color.value, .uikit, reading.at("color")).map(TemplateValue.string) }
        if let offset = shadow.property("shadowOffset") { map["offset"] = NumberReader.size(offset.value, reading.at("offset")) }
        if let blur = shadow.property("shadowBlurRadius") { map["blur"] = NumberReader.number(blur.value, reading.at("blur")).map(TemplateValue.number) }
        return map.isEmpty ? nil : map.value(["color", "offset", "blur"])
    }

    enum Range { case whole, match(String), unknown }

    /// Over the whole text (`NSRange(location: 0, length: text.count)`) or over one phrase
    /// (`(text as NSString).range(of: "messages")`).
    private static func range(_ value: Value?, _ spec: TextSpec, _ reading: Reading) -> Range {
        guard let call = value?.call else { return .unknown }
        if call.name == "range", let phrase = call.argument("of")?.value.plainString { return .match(phrase) }
        if call.isInitializer(of: ["NSRange"]), call.argument("in") != nil, let inner = call.unlabeled.first {
            return range(inner.value, spec, reading)
        }
        var location: Argument?, length: Argument?
        if call.name == "NSMakeRange", call.arguments.count == 2 { location = call.arguments[0]; length = call.arguments[1] }
        if call.isInitializer(of: ["NSRange", "_NSRange"]) { location = call.argument("location"); length = call.argument("length") }
        guard let location, let length, NumberReader.number(location.value) == 0 else { return .unknown }
        if let count = NumberReader.number(length.value), Int(count) == spec.shown.utf16.count { return .whole }
        let written = length.syntax.trimmedSource
        if written.hasSuffix(".count") || written.hasSuffix(".length") { return .whole }
        return .unknown
    }
}
