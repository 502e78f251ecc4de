import EmptyStateModel

/// Texts: `{ text | key, args, default, font, color, kern, lineSpacing, alignment, lineBreakMode,
/// shadow, runs }` from a string, a localized string or an attributed string.
extension TemplateConverter {
    mutating func text(_ value: Value, _ what: String, at offset: UInt32) -> TemplateValue? {
        switch value {
        case .null:
            return nil
        case .text(let t):
            return .map(textEntries(t, what))
        case .attributed(let box):
            var entries = textEntries(box.text, what)
            entries += attributeEntries(box.attributes, what, at: offset)
            let runs = box.runs.compactMap { run(text: box.text, $0.range, $0.attributes, what, at: offset) }
            if !runs.isEmpty { entries.append(TemplateEntry("runs", .list(runs))) }
            return .map(entries)
        default:
            if let part = value.unknownPart {
                notLiteral(what, part)
                return .map([TemplateEntry("text", .string("⟨\(part.source)⟩"))])
            }
            unexpected(value, what, at: offset)
            return nil
        }
    }

    private mutating func unexpected(_ value: Value, _ what: String, at offset: UInt32) {
        sawUnknown = true
        note("\(what) is not a text", at: offset)
    }

    /// Localized arguments are nested at most this deep (the template's limit is 4).
    private static let argumentNesting = 3

    private mutating func textEntries(_ text: TextValue, _ what: String, depth: Int = 0) -> [TemplateEntry] {
        switch text {
        case .plain:
            for hole in text.holes { notLiteral("\(what).text", hole) }
            return [TemplateEntry("text", .string(text.rendered))]
        case .localized(let localized):
            var entries = [TemplateEntry("key", .string(localized.key))]
            if let table = localized.table { entries.append(TemplateEntry("table", .string(table))) }
            if !localized.args.isEmpty {
                entries.append(TemplateEntry("args", .list(localized.args.map { argument($0, "\(what).args", depth: depth) })))
            }
            if let fallback = localized.defaultValue { entries.append(TemplateEntry("default", .string(fallback))) }
            if let textCase = localized.textCase { entries.append(TemplateEntry("textCase", .string(textCase))) }
            return entries
        }
    }

    private mutating func argument(_ value: Value, _ what: String, depth: Int) -> TemplateValue {
        switch value {
        case .number(let n): return .number(n)
        case .bool(let b): return .number(b ? 1 : 0)
        case .text(.localized(let localized)) where depth < Self.argumentNesting:
            // A localized argument stays one (`{ key, textCase }`), looked up in the locale drawn.
            return .map(textEntries(.localized(localized), what, depth: depth + 1))
        case .text(let t):
            for hole in t.holes { notLiteral(what, hole) }
            return .string(t.rendered)
        default:
            if let part = value.unknownPart {
                notLiteral(what, part)
                return .string("⟨\(part.source)⟩")
            }
            return .string("")
        }
    }

    /// Which template key an attribute name is for.
    static func attributeKey(_ key: Value) -> String? {
        switch DictionaryBox.keyName(key) {
        case "NSFontAttributeName", "NSFont": return "font"
        case "NSForegroundColorAttributeName", "NSColor": return "color"
        case "NSKernAttributeName", "NSKern": return "kern"
        case "NSParagraphStyleAttributeName", "NSParagraphStyle": return "paragraph"
        case "NSShadowAttributeName", "NSShadow": return "shadow"
        default: return nil
        }
    }

    mutating func attributeEntries(_ attributes: DictionaryBox, _ what: String, at offset: UInt32) -> [TemplateEntry] {
        var font: TemplateValue?, color: TemplateValue?, kern: TemplateValue?, shadow: TemplateValue?
        var paragraph: [TemplateEntry] = []
        let methodOffset = offset
        for (entry, entryOffset) in zip(attributes.entries, attributes.offsets) {
            let offset = entryOffset == 0 ? methodOffset : entryOffset
            switch TemplateConverter.attributeKey(entry.key) {
            case "font": font = self.font(entry.value, "\(what).font", at: offset)
            case "color": color = self.color(entry.value, "\(what).color", at: offset)
            case "kern": kern = number(entry.value, "\(what).kern", at: offset).map(TemplateValue.number)
            case "paragraph": paragraph = paragraphEntries(entry.value, what, at: offset)
            case "shadow": shadow = self.shadow(entry.value, "\(what).shadow", at: offset)
            default:
                note("\(what): the attribute \(DictionaryBox.keyName(entry.key) ?? "that is not a literal") has no template key; left out", at: offset)
            }
        }
        var entries: [TemplateEntry] = []
        if let font { entries.append(TemplateEntry("font", font)) }
        if let color { entries.append(TemplateEntry("color", color)) }
        if let kern { entries.append(TemplateEntry("kern", kern)) }
        entries += paragraph
        if let shadow { entries.append(TemplateEntry("shadow", shadow)) }
        return entries
    }

    private mutating func paragraphEntries(_ value: Value, _ what: String, at offset: UInt32) -> [TemplateEntry] {
        guard case let .object(box) = value, box.className == "NSMutableParagraphStyle" else {
            if let part = value.unknownPart { notLiteral("\(what) paragraph style", part) }
            return []
        }
        var spacing: TemplateValue?, alignment: TemplateValue?, lineBreak: TemplateValue?
        for name in box.order {
            let v = box.properties[name]!
            switch name {
            case "lineSpacing": spacing = number(v, "\(what).lineSpacing", at: offset).map(TemplateValue.number)
            case "alignment":
                let names = ["NSTextAlignmentCenter": "center", "NSTextAlignmentLeft": "left", "NSTextAlignmentRight": "right",
                             "NSTextAlignmentNatural": "natural"]
                if case let .constant(c) = v, let a = names[c] { alignment = .string(a) }
                else if let part = v.unknownPart { notLiteral("\(what).alignment", part) }
                else { note("\(what).alignment: the template format has center, left, right and natural; left out", at: offset) }
            case "lineBreakMode":
                if case let .constant(c) = v, c.hasPrefix("NSLineBreakBy") {
                    let mode = "by" + c.dropFirst("NSLineBreakBy".count)
                    if LineBreakMode(rawValue: mode) != nil { lineBreak = .string(mode) }
                } else if let part = v.unknownPart { notLiteral("\(what).lineBreakMode", part) }
            default:
                note("\(what): the paragraph style's \(name) has no template key; left out", at: offset)
            }
        }
        var entries: [TemplateEntry] = []
        if let spacing { entries.append(TemplateEntry("lineSpacing", spacing)) }
        if let alignment { entries.append(TemplateEntry("alignment", alignment)) }
        if let lineBreak { entries.append(TemplateEntry("lineBreakMode", lineBreak)) }
        return entries
    }

    /// NSShadow: only what the code sets (the template's defaults are NSShadow's).
    private mutating func shadow(_ value: Value, _ what: String, at offset: UInt32) -> TemplateValue? {
        guard case let .object(box) = value, box.className == "NSShadow" else {
            if let part = value.unknownPart { notLiteral(what, part) }
            return nil
        }
        var color: TemplateValue?, offsetValue: TemplateValue?, blur: TemplateValue?
        for name in box.order {
            let v = box.properties[name]!
            switch name {
            case "shadowColor": color = self.color(v, "\(what).color", at: offset)
            case "shadowOffset":
                if case let .size(w, h) = v, let x = number(w, "\(what).offset", at: offset), let y = number(h, "\(what).offset", at: offset) {
                    offsetValue = .list([.number(x), .number(y)])
                } else if let part = v.unknownPart { notLiteral("\(what).offset", part) }
            case "shadowBlurRadius": blur = number(v, "\(what).blur", at: offset).map(TemplateValue.number)
            default: note("\(what): the shadow's \(name) has no template key; left out", at: offset)
            }
        }
        var entries: [TemplateEntry] = []
        if let color { entries.append(TemplateEntry("color", color)) }
        if let offsetValue { entries.append(TemplateEntry("offset", offsetValue)) }
        if let blur { entries.append(TemplateEntry("blur", blur)) }
        return .map(entries)
    }

    /// A run: `{ match, color, font, kern }` over the first occurrence of `match`.
    private mutating func run(text: TextValue, _ range: TextRange, _ attributes: DictionaryBox, _ what: String, at offset: UInt32) -> TemplateValue? {
        guard case let .match(match) = range else { return nil }
        let offset = attributes.offsets.first(where: { $0 != 0 }) ?? offset
        var entries = [TemplateEntry("match", .string(match))]
        for entry in attributeEntries(attributes, "\(what).runs", at: offset) {
            if ["font", "color", "kern"].contains(entry.key) {
                entries.append(entry)
            } else {
                note("\(what): a run's \(entry.key) has no template key (runs take font, color and kern); left out", at: offset)
            }
        }
        return .map(entries)
    }
}
