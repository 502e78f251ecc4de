import EmptyStateModel

/// A wrapper's template with its properties' placeholders (`⟨title⟩`, `⟨self.title⟩`)
/// replaced by what a call site passes: a whole value for a whole placeholder (a text with
/// its key, a symbol's name), text spliced into a longer string, and a key dropped when the
/// call passes nothing (`description: nil`).
enum WrapperSubstitution {
    /// The property names the template's placeholders stand for.
    static func placeholders(in template: TemplateValue) -> [String] {
        var names: [String] = []
        visitStrings(template) { text in
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "\u{27E8}"), let close = rest[open...].firstIndex(of: "\u{27E9}") {
                names.append(propertyName(String(rest[rest.index(after: open)..<close])))
                rest = rest[rest.index(after: close)...]
            }
        }
        return names
    }

    /// `self.title` → `title`.
    static func propertyName(_ expression: String) -> String {
        expression.hasPrefix("self.") ? String(expression.dropFirst(5)) : expression
    }

    static func visitStrings(_ value: TemplateValue, _ visit: (String) -> Void) {
        switch value {
        case let .string(text): visit(text)
        case let .map(entries): entries.forEach { visitStrings($0.value, visit) }
        case let .list(items): items.forEach { visitStrings($0, visit) }
        default: break
        }
    }

    /// What a call passes for one property: as a text where a text goes, as a plain name
    /// where an image's name goes; `.null` to drop the key.
    struct Argument {
        var text: TemplateValue
        var plain: String?
        /// An image passed where the wrapper takes a `UIImage` or an `Image` (`image: .empty`): its
        /// keys, in place of the wrapper's whole `image:` placeholder.
        var image: TemplateValue? = nil
    }

    /// `⟨title⟩` alone: the expression it stands for; nil for any other text.
    static func wholePlaceholder(_ text: String) -> String? {
        guard text.first == "\u{27E8}", text.last == "\u{27E9}", !text.dropFirst().dropLast().contains("\u{27E8}") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// `{title: ⟨action⟩}`, `{name: ⟨image⟩}`: a map of one entry, under one of `keys`, that is one
    /// placeholder: the expression it stands for.
    static func solePlaceholder(_ value: TemplateValue?, keys: Set<String>) -> String? {
        guard case let .map(entries)? = value, entries.count == 1, keys.contains(entries[0].key),
              case let .string(text) = entries[0].value else { return nil }
        return wholePlaceholder(text)
    }

    static func substitute(_ value: TemplateValue, key: String? = nil, _ arguments: [String: Argument]) -> TemplateValue? {
        switch value {
        case let .string(text):
            guard text.contains("\u{27E8}") else { return value }
            let imageName = key == "name" || key == "systemName"
            // `⟨labels.title.localizedString()⟩`: the member a struct of texts carries.
            if let whole = wholePlaceholder(text),
               let argument = arguments[propertyName(whole)] ?? TextCarriers.split(whole).flatMap({ arguments[$0.property + "." + $0.member] }) {
                if argument.text == .null { return nil }
                return imageName ? argument.plain.map(TemplateValue.string) ?? argument.text : argument.text
            }
            var result = text
            for (name, argument) in arguments {
                guard let plain = argument.plain else { continue }
                result = result.replacingOccurrences(of: "\u{27E8}\(name)\u{27E9}", with: plain)
                    .replacingOccurrences(of: "\u{27E8}self.\(name)\u{27E9}", with: plain)
            }
            return .string(result)
        case let .map(entries):
            // `{name: ⟨image⟩}`: the image the call passes, whole.
            if let name = solePlaceholder(value, keys: ["name", "systemName"]), let image = arguments[propertyName(name)]?.image { return image }
            // `Image(image).resizable().frame(width: 160, height: 160)` (MemoMap's wrapper): the image
            // the call passes, drawn at the size and tint the wrapper gives it.
            if let named = entries.first(where: { $0.key == "name" || $0.key == "systemName" }), case let .string(text) = named.value,
               let whole = wholePlaceholder(text), case let .map(passed)? = arguments[propertyName(whole)]?.image {
                let own = entries.filter { $0.key != named.key }.compactMap { entry in
                    substitute(entry.value, key: entry.key, arguments).map { TemplateEntry(entry.key, $0) }
                }
                return .map(passed.filter { part in !own.contains { $0.key == part.key } } + own)
            }
            // A description's lines, one of them a parameter the call does not pass: the others.
            if let lines = DescriptionLines.lines(of: value) { return DescriptionLines.joined(lines.compactMap { substitute($0, arguments) }) }
            var result: [TemplateEntry] = []
            for entry in entries {
                guard let substituted = substitute(entry.value, key: entry.key, arguments) else { continue }
                // `{text: ⟨title⟩, font: …}` given a key (`title: "No Data"` to a `LocalizedStringResource`,
                // KenshinPlus): `{key: "No Data", font: …}`, the text's own keys beside its style.
                if entry.key == "text", case let .map(inner) = substituted, inner.contains(where: { $0.key == "key" || $0.key == "text" }) {
                    result += inner.filter { part in !entries.contains { $0.key == part.key && $0.key != "text" } }
                    continue
                }
                result.append(TemplateEntry(entry.key, substituted))
            }
            // Nothing left of it (`{systemName: ⟨descriptor.absent.systemImage⟩}` where the call
            // gives no `absent`): no part.
            if result.isEmpty, !entries.isEmpty { return nil }
            return .map(result)
        case let .list(items):
            return .list(items.compactMap { substitute($0, arguments) })
        default:
            return value
        }
    }

    /// A wrapper's variants on whether the caller gave an optional parameter (`type ?? fallback`
    /// in its body: `typeIsNotNil`) are decided at each call: laid over the screen where the
    /// call passes a value, dropped where it passes none.
    /// So are its variants on the case of an enum parameter (`switch mode` in its actions:
    /// `modeIsMaintenance`, `modeIsMaintenanceAndEmailIsAdmin`): where the call passes `mode:
    /// .maintenance`, that case's are laid over the screen (or stay variants of the other
    /// conditions they pair with), the other cases' dropped.
    static func deciding(_ template: TemplateValue, given: Set<String>, absent: Set<String>, cases: [String: String] = [:],
                         booleans: [String: Bool] = [:], passedOn: [String: String] = [:], sure: Set<String>? = nil) -> TemplateValue {
        guard case var .map(entries) = template, let index = entries.firstIndex(where: { $0.key == "variants" }),
              case var .map(variants) = entries[index].value else { return template }
        if !cases.isEmpty { variants = decidingCases(variants, cases) }
        var kept: [TemplateEntry] = []
        for variant in variants {
            // A Boolean the call passes as a literal (`isFiltered: true`): its variant holds or not.
            let passed = booleans[variant.key]
            if passed == false { continue }
            // Decided true (a case given, every optional it names given): laid over the screen.
            // `errorIsURLErrorAndRetryIsNotNil` with `retry` given is `errorIsURLError`, in place
            // of the one that took `retry` as nil.
            let name = variant.key.isEmpty || passed == true ? "" : decidedName(variant.key, given: given, absent: absent, passedOn: passedOn, sure: sure ?? given)
            guard let name else { continue }
            if name.isEmpty, case let .map(changes) = variant.value {
                for change in changes {
                    entries.removeAll { $0.key == change.key }
                    if change.value != .null { entries.insert(change, at: min(index, entries.count)) }
                }
                continue
            }
            if name != variant.key { kept.removeAll { $0.key == name } }
            kept.append(TemplateEntry(name, variant.value))
        }
        entries.removeAll { $0.key == "variants" }
        if !kept.isEmpty { entries.append(TemplateEntry("variants", .map(kept))) }
        return .map(entries)
    }

    /// A variant's name with the optionals it takes as set decided by a call: nil when one of
    /// them is left nil (the variant cannot happen), the rest of the name otherwise (`""`:
    /// always); one passed on from the caller's own optional is named for that one.
    static func decidedName(_ name: String, given: Set<String>, absent: Set<String>, passedOn: [String: String], sure: Set<String>) -> String? {
        let parts = name.components(separatedBy: "And").enumerated().map { $0.offset == 0 ? $0.element : $0.element.prefix(1).lowercased() + $0.element.dropFirst() }
        guard parts.contains(where: { $0.hasSuffix("IsNotNil") }), parts.allSatisfy({ !$0.isEmpty }) else { return name }
        var remaining: [String] = []
        for part in parts {
            guard part.hasSuffix("IsNotNil") else { remaining.append(part); continue }
            let property = String(part.dropLast("IsNotNil".count))
            if absent.contains(property) { return nil }
            if let outer = passedOn[property] {
                if !remaining.contains(outer + "IsNotNil") { remaining.append(outer + "IsNotNil") }
                continue
            }
            // One the call gives decides a variant of it alone; paired with another condition,
            // only a value known not to be nil does.
            if given.contains(property), parts.count == 1 || sure.contains(property) { continue }
            remaining.append(part)
        }
        return remaining.enumerated().map { $0.offset == 0 ? $0.element : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined(separator: "And")
    }

    /// The names of a template's variants.
    static func variantNames(_ template: TemplateValue) -> [String] {
        guard case let .map(variants)? = template["variants"] else { return [] }
        return variants.map(\.key)
    }

    /// Whether a variant is on a case of `property` (`forRoleIsAuthError`, alone or first of a
    /// pair), not on whether it is set (`typeIsNotNil`).
    static func isVariant(_ name: String, on property: String) -> Bool {
        let prefix = property + "Is"
        guard name.hasPrefix(prefix), let next = name.dropFirst(prefix.count).first, next.isUppercase else { return false }
        return !name.dropFirst(prefix.count).hasPrefix("NotNil")
    }

    /// The variants with the passed cases decided: one named for the case given loses that
    /// part of its name (`""` when nothing else is left: laid over the screen); one named for
    /// another case of the same parameter is dropped.
    private static func decidingCases(_ variants: [TemplateEntry], _ cases: [String: String]) -> [TemplateEntry] {
        var result: [TemplateEntry] = []
        variantLoop: for variant in variants {
            var name = variant.key
            for (property, caseName) in cases {
                let prefix = property + "Is"
                guard isVariant(name, on: property) else { continue }
                let given = prefix + caseName.prefix(1).uppercased() + caseName.dropFirst()
                if name == given { name = ""; continue }
                if name.hasPrefix(given + "And"), let first = name.dropFirst(given.count + 3).first, first.isUppercase {
                    let rest = name.dropFirst(given.count + 3)
                    name = rest.prefix(1).lowercased() + rest.dropFirst()
                    continue
                }
                continue variantLoop   // another case of the same parameter
            }
            result.append(TemplateEntry(name, variant.value))
        }
        return result
    }
}
