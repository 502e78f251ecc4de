import EmptyStateModel
import EmptyStateSourceReading

/// The classes that turn a view category's data source on (`ViewCategorySources`): each view of
/// a class given `self.tableView.loading = YES` (or `[self.tableView setLoading:YES]`) is a screen,
/// at the first line that configures that view, with what the class assigns to its properties
/// (`self.tableView.descriptionText = @"还没有消息哦"`; the first assignment, its set-up's).
extension DataSourceObjectCalls {
    func viewCategoryScreens(_ wrappers: [WrapperView], sourcingViews: [WrapperView] = []) throws -> (screens: [ImportedScreen], called: Set<String>) {
        guard !wrappers.isEmpty else { return ([], []) }
        let tokens = try allTokens()
        var screens: [ImportedScreen] = []
        var called = Set<String>()
        for wrapper in wrappers {
            let activation = String(wrapper.function?.dropFirst() ?? "")
            let properties = Set(wrapper.parameters.map(\.property))
            if activation.isEmpty {
                let made = try madeViewScreens(wrapper, tokens: tokens, sourcingViews: sourcingViews)
                screens += made.screens
                called.formUnion(made.called)
                continue
            }
            var views: [ViewKey: ConfiguredView] = [:]
            var order: [ViewKey] = []
            for assignment in Self.propertyAssignments(tokens, buffer: buffer, properties: properties.union([activation])) {
                let owner = enclosingClass(at: tokens[assignment.start].start)
                guard let owner, owner != wrapper.typeName else { continue }
                let key = ViewKey(owner: owner, view: assignment.view)
                if views[key] == nil { order.append(key); views[key] = ConfiguredView(start: assignment.start) }
                if views[key]!.values[assignment.property] == nil { views[key]!.values[assignment.property] = assignment.value }
            }
            for key in order {
                guard let view = views[key], let on = view.values[activation], Self.isOn(Array(tokens[on]), buffer) else { continue }
                var given: [String: Argument] = [:]
                for property in properties { if let range = view.values[property] { given[property] = argument(Array(tokens[range])) } }
                let (line, column) = buffer.location(Int(tokens[view.start].start))
                screens.append(ImportedScreen(name: key.owner, file: buffer.file, line: line, column: column, kind: .dzn,
                                              template: Self.configured(wrapper.template, given, properties: properties)))
                called.insert(wrapper.name)
            }
        }
        return (screens, called)
    }

    struct ViewKey: Hashable {
        var owner: String
        var view: String
    }

    private struct ConfiguredView {
        var start: Int
        var values: [String: Range<Int>] = [:]
    }

    struct PropertyAssignment {
        /// The view as its class names it, without `self.` or `_` (`tableView`).
        var view: String
        var property: String
        var value: Range<Int>
        var start: Int
    }

    /// `self.tableView.p = value;`, `_tableView.p = value;`, `[self.tableView setP:value];`.
    static func propertyAssignments(_ tokens: [Token], buffer: SourceBuffer, properties: Set<String>) -> [PropertyAssignment] {
        func word(_ index: Int) -> String? {
            index >= 0 && index < tokens.count && tokens[index].kind == .identifier ? buffer.text(tokens[index]) : nil
        }
        /// The chain of names ending at `last` (`self.tableView`): its start and the view's name.
        func view(endingAt last: Int) -> (start: Int, name: String)? {
            guard var name = word(last), name != "self" else { return nil }
            var start = last
            while start >= 2, tokens[start - 1].isPunct(.dot), word(start - 2) != nil { start -= 2 }
            if name.hasPrefix("_") { name.removeFirst() }
            return name.isEmpty ? nil : (start, name)
        }
        /// The tokens up to the `;` or `]` that ends a value at depth 0.
        func value(from start: Int, closing: Punct) -> Range<Int>? {
            var index = start, depth = 0
            while index < tokens.count, tokens[index].kind != .end {
                let token = tokens[index]
                if token.isPunct(.lbracket) || token.isPunct(.lparen) || token.isPunct(.lbrace) { depth += 1 }
                if token.isPunct(.rbracket) || token.isPunct(.rparen) || token.isPunct(.rbrace) {
                    if depth == 0 { return closing == .rbracket && token.isPunct(.rbracket) && index > start ? start..<index : nil }
                    depth -= 1
                }
                if depth == 0, token.isPunct(.semicolon) { return closing == .semicolon && index > start ? start..<index : nil }
                index += 1
            }
            return nil
        }
        var result: [PropertyAssignment] = []
        for index in tokens.indices {
            if let property = word(index), properties.contains(property), index >= 2, tokens[index - 1].isPunct(.dot),
               index + 1 < tokens.count, tokens[index + 1].isPunct(.assign), let (start, name) = view(endingAt: index - 2),
               let range = value(from: index + 2, closing: .semicolon) {
                result.append(PropertyAssignment(view: name, property: property, value: range, start: start))
            } else if tokens[index].isPunct(.lbracket), let setter = setterSend(tokens, at: index, buffer: buffer, properties: properties),
                      let (_, name) = view(endingAt: setter.selector - 1), let range = value(from: setter.selector + 2, closing: .rbracket) {
                result.append(PropertyAssignment(view: name, property: setter.property, value: range, start: index + 1))
            }
        }
        return result
    }

    /// `[receiver setP:` at `index`: the selector's index and the property.
    private static func setterSend(_ tokens: [Token], at index: Int, buffer: SourceBuffer, properties: Set<String>) -> (selector: Int, property: String)? {
        var receiverEnd = index + 1
        guard receiverEnd < tokens.count, tokens[receiverEnd].kind == .identifier else { return nil }
        while receiverEnd + 2 < tokens.count, tokens[receiverEnd + 1].isPunct(.dot), tokens[receiverEnd + 2].kind == .identifier { receiverEnd += 2 }
        let selector = receiverEnd + 1
        guard selector + 1 < tokens.count, tokens[selector].kind == .identifier, tokens[selector + 1].isPunct(.colon) else { return nil }
        let name = buffer.text(tokens[selector])
        guard name.hasPrefix("set"), name.count > 3 else { return nil }
        let property = name.dropFirst(3).prefix(1).lowercased() + name.dropFirst(4)
        return properties.contains(property) ? (selector, property) : nil
    }

    /// `YES`, `true`, `1`: what turns the source on.
    static func isOn(_ tokens: [Token], _ buffer: SourceBuffer) -> Bool {
        guard tokens.count == 1 else { return false }
        return ["YES", "true", "TRUE", "1"].contains(buffer.text(tokens[0]))
    }

    /// The category's screen as the class configures its view: the variant of each property it
    /// gives taken into the screen, the other properties' variants dropped (nil, as never set).
    static func configured(_ template: TemplateValue, _ given: [String: Argument], properties: Set<String>) -> TemplateValue {
        guard case let .map(entries) = template else { return template }
        var screen = entries.filter { $0.key != "variants" }
        var kept: [TemplateEntry] = []
        if case let .map(variants)? = entries.first(where: { $0.key == "variants" })?.value {
            for variant in variants {
                guard properties.contains(variant.key) else { kept.append(variant); continue }
                guard let argument = given[variant.key], case let .map(parts) = variant.value else { continue }
                if case .none = argument { continue }
                for part in parts {
                    if let index = screen.firstIndex(where: { $0.key == part.key }) { screen[index].value = part.value } else { screen.append(part) }
                }
            }
        }
        screen.removeAll { $0.value == .null }
        // In the order the data source's screens are written (`ScreenBuilder`): a part only a
        // variant drew (a button) goes where it would have been.
        let order = ["backgroundColor", "image", "title", "description", "button", "verticalOffset", "spaceHeight", "fadeIn",
                     "animateImageView", "shouldDisplay"]
        screen = screen.enumerated().sorted { a, b in
            let (x, y) = (order.firstIndex(of: a.element.key) ?? order.count, order.firstIndex(of: b.element.key) ?? order.count)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        var result: [TemplateEntry] = []
        for entry in screen {
            if let value = part(entry.value, given) { result.append(TemplateEntry(entry.key, value)) }
        }
        if !kept.isEmpty { result.append(TemplateEntry("variants", .map(kept))) }
        return .map(result)
    }
}
