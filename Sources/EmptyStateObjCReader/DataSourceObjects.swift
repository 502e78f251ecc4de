import EmptyStateModel
import EmptyStateSourceReading

/// Data source objects given their texts when they are made: PosPay's `EPEmptyDataProtocol`
/// (`- initWithReferScrollView:emptyText:` sets `_emptyText`, which `descriptionForEmptyDataSet:`
/// shows) and GitHubClient's `ZLTableView` (`- initWithFrame:backGroundImage:title:description:
/// button:`). Each place that makes one (`[[EPEmptyDataProtocol alloc] initWithReferScrollView:
/// self.tableView emptyText:@"暂无数据!"]`, or a class factory that calls that initializer) is a
/// screen with what it passes; the class's own screen is not, once something makes it. So is each
/// place that sends such an initializer to an object it declares of the class (Vnote's table view
/// `CJTableView`, set up by `[self.tableView initDataWithTitle:@"无笔记" descriptionText:…]`).
enum DataSourceObjects {
    /// The wrappers a class's one screen makes: one per initializer (and class factory calling
    /// one) that sets a property the screen shows from a parameter.
    static func wrappers(of unit: ClassImplementation, screen: ImportedScreen, makers: [String: HelperMethod]) -> [WrapperView] {
        let shown = shownProperties(in: screen.template)
        guard !shown.isEmpty else { return [] }
        var result: [WrapperView] = []
        var initializers: [String: [String: String]] = [:]   // selector → parameter name → property
        for (selector, maker) in makers.sorted(by: { $0.key < $1.key }) where selector.hasPrefix("init") {
            guard let tokens = try? ClassScanner.body(in: maker.buffer, at: maker.bodyStart) else { continue }
            let assigned = assignments(tokens, buffer: maker.buffer, parameters: Set(maker.parameterNames))
            guard !Set(assigned.values).isDisjoint(with: shown) else { continue }
            initializers[selector] = assigned
            result.append(wrapper(unit.name, selector, maker.parameterNames, assigned, screen))
        }
        for (selector, maker) in makers.sorted(by: { $0.key < $1.key }) where !selector.hasPrefix("init") {
            guard let tokens = try? ClassScanner.body(in: maker.buffer, at: maker.bodyStart),
                  let call = forwardedInitializer(tokens, buffer: maker.buffer, className: unit.name),
                  let assigned = initializers[call.selector] else { continue }
            // The factory's parameter → the initializer's parameter it is passed as → the property.
            let initializerNames = makers[call.selector]?.parameterNames ?? []
            var mapped: [String: String] = [:]
            for (index, argument) in call.arguments.enumerated() where index < initializerNames.count {
                if let property = assigned[initializerNames[index]] { mapped[argument] = property }
            }
            result.append(wrapper(unit.name, selector, maker.parameterNames, mapped, screen))
        }
        return result
    }

    private static func wrapper(_ className: String, _ selector: String, _ names: [String], _ assigned: [String: String],
                                _ screen: ImportedScreen) -> WrapperView {
        let labels = selector.split(separator: ":").map(String.init)
        let parameters = names.enumerated().map { index, name in
            WrapperView.Parameter(label: index < labels.count ? labels[index] : nil, property: assigned[name] ?? "#" + name,
                                  type: "", defaultValue: nil, hasDefault: false)
        }
        return WrapperView(typeName: className, function: selector, file: screen.file, parameters: parameters, kind: .dzn, template: screen.template)
    }

    /// `self.title = title;`, `_emptyText = emptyText;`, `[self setTitle:title];`: parameter → property.
    static func assignments(_ tokens: [Token], buffer: SourceBuffer, parameters: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        func word(_ index: Int) -> String? {
            index < tokens.count && tokens[index].kind == .identifier ? buffer.text(tokens[index]) : nil
        }
        var index = 0
        while index < tokens.count {
            var property: String?, valueIndex = 0
            if let assigned = assignedProperty(tokens, at: index, buffer: buffer) {
                (property, valueIndex) = assigned
            } else if tokens[index].isPunct(.lbracket), word(index + 1) == "self", let setter = word(index + 2), setter.hasPrefix("set"),
                      setter.count > 3, index + 5 < tokens.count, tokens[index + 3].isPunct(.colon), tokens[index + 5].isPunct(.rbracket) {
                let name = setter.dropFirst(3)
                property = name.prefix(1).lowercased() + name.dropFirst(); valueIndex = index + 4
            }
            if let property, let value = word(valueIndex), parameters.contains(value),
               valueIndex + 1 < tokens.count, tokens[valueIndex + 1].isPunct(.semicolon) || tokens[valueIndex + 1].isPunct(.rbracket) {
                result[value] = property
            }
            index += 1
        }
        return result
    }

    /// `self.P = …` or `_P = …` (not `x._P = …`) at `index`: the property and where its value starts.
    static func assignedProperty(_ tokens: [Token], at index: Int, buffer: SourceBuffer) -> (property: String, valueStart: Int)? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        let name = buffer.text(tokens[index])
        if name == "self", index + 3 < tokens.count, tokens[index + 1].isPunct(.dot), tokens[index + 2].kind == .identifier,
           tokens[index + 3].isPunct(.assign) {
            return (buffer.text(tokens[index + 2]), index + 4)
        }
        if name.hasPrefix("_"), name.count > 1, index + 1 < tokens.count, tokens[index + 1].isPunct(.assign),
           index == 0 || !tokens[index - 1].isPunct(.dot) {
            return (String(name.dropFirst()), index + 2)
        }
        return nil
    }

    /// `return [[self alloc] initWithReferScrollView:referScrollView emptyText:emptyText];` in a
    /// class factory: the initializer it calls, with the factory's parameters it passes in order.
    static func forwardedInitializer(_ tokens: [Token], buffer: SourceBuffer, className: String) -> (selector: String, arguments: [String])? {
        for index in tokens.indices {
            guard let send = MakingSend.read(tokens, at: index, buffer: buffer, classes: ["self", className]), send.allocates else { continue }
            let arguments = send.arguments.map { range -> String in
                range.count == 1 && tokens[range.lowerBound].kind == .identifier ? buffer.text(tokens[range.lowerBound]) : ""
            }
            return (send.selector, arguments)
        }
        return nil
    }

    /// The properties a template's placeholders name whole: `⟨self.emptyText⟩`, `⟨_emptyText⟩`.
    static func shownProperties(in template: TemplateValue) -> Set<String> {
        var names = Set<String>()
        func visit(_ value: TemplateValue) {
            switch value {
            case let .string(text): if let name = property(named: text) { names.insert(name) }
            case let .map(entries): entries.forEach { visit($0.value) }
            case let .list(items): items.forEach(visit)
            default: break
            }
        }
        visit(template)
        return names
    }

    /// `⟨self.title⟩` or `⟨_title⟩` → `title`.
    static func property(named text: String) -> String? {
        guard text.hasPrefix("\u{27E8}"), text.hasSuffix("\u{27E9}") else { return nil }
        let inner = text.dropFirst().dropLast()
        let name: Substring
        if inner.hasPrefix("self.") { name = inner.dropFirst(5) } else if inner.hasPrefix("_") { name = inner.dropFirst() } else { return nil }
        guard let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }
}

/// `[[Class alloc] initWith…:… …:…]` or `[Class factoryWith…:…]` read from its tokens: the
/// selector and the token range of each argument (nested brackets and parentheses kept whole).
struct MakingSend {
    var className: String
    var selector: String
    var allocates: Bool
    var arguments: [Range<Int>]
    /// The index of the send's `[` and of the token after its `]`.
    var start: Int
    var end: Int

    /// `typed`: the file's objects of those classes by name (`CJTableView *tableView`), whose
    /// `[self.tableView initDataWithTitle:… descriptionText:…]` sets an object up that exists.
    static func read(_ tokens: [Token], at start: Int, buffer: SourceBuffer, classes: Set<String>,
                     typed: [String: String] = [:]) -> MakingSend? {
        guard start + 2 < tokens.count, tokens[start].isPunct(.lbracket) else { return nil }
        var index = start + 1
        var className: String, allocates = false
        if tokens[index].isPunct(.lbracket), index + 3 < tokens.count, tokens[index + 1].kind == .identifier,
           classes.contains(buffer.text(tokens[index + 1])), tokens[index + 2].kind == .identifier,
           ["alloc", "new"].contains(buffer.text(tokens[index + 2])), tokens[index + 3].isPunct(.rbracket) {
            className = buffer.text(tokens[index + 1]); allocates = true; index += 4
        } else if tokens[index].kind == .identifier, classes.contains(buffer.text(tokens[index])) {
            className = buffer.text(tokens[index]); index += 1
        } else if let receiver = typedReceiver(tokens, at: index, buffer: buffer, typed: typed) {
            (className, index) = receiver
        } else {
            return nil
        }
        var selector = "", arguments: [Range<Int>] = []
        while index + 1 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].isPunct(.colon) {
            selector += buffer.text(tokens[index]) + ":"
            index += 2
            let argumentStart = index
            var depth = 0
            while index < tokens.count, tokens[index].kind != .end {
                let token = tokens[index]
                if token.isPunct(.lbracket) || token.isPunct(.lparen) || token.isPunct(.lbrace) { depth += 1 }
                if token.isPunct(.rbracket) || token.isPunct(.rparen) || token.isPunct(.rbrace) {
                    if depth == 0 { break }
                    depth -= 1
                }
                // The next part of the selector: `name:` at this depth after the argument's first token.
                if depth == 0, index > argumentStart, token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].isPunct(.colon) {
                    break
                }
                if depth == 0, token.isPunct(.semicolon) { return nil }
                index += 1
            }
            guard index > argumentStart else { return nil }
            arguments.append(argumentStart..<index)
        }
        guard !selector.isEmpty, index < tokens.count, tokens[index].isPunct(.rbracket) else { return nil }
        return MakingSend(className: className, selector: selector, allocates: allocates, arguments: arguments, start: start, end: index + 1)
    }

    /// `self.tableView`, `weakself.tableView`, `_tableView`, `tb`: a chain of names whose last is
    /// an object the file declares of a known class; its class and the index after it.
    private static func typedReceiver(_ tokens: [Token], at start: Int, buffer: SourceBuffer, typed: [String: String]) -> (String, Int)? {
        guard !typed.isEmpty, tokens[start].kind == .identifier else { return nil }
        var index = start + 1
        while index + 1 < tokens.count, tokens[index].isPunct(.dot), tokens[index + 1].kind == .identifier { index += 2 }
        var name = buffer.text(tokens[index - 1])
        if index - 1 == start, name.hasPrefix("_"), typed[name] == nil { name.removeFirst() }
        guard let className = typed[name], index < tokens.count, tokens[index].kind == .identifier else { return nil }
        return (className, index)
    }

    /// `CJTableView *tableView` (a property, an instance variable or a local) for each of the
    /// classes: the object's name → its class.
    static func typedNames(_ tokens: [Token], buffer: SourceBuffer, classes: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        for index in tokens.indices where index + 2 < tokens.count && tokens[index].kind == .identifier {
            let type = buffer.text(tokens[index])
            guard classes.contains(type), tokens[index + 1].isPunct(.star), tokens[index + 2].kind == .identifier else { continue }
            // A cast `(CJTableView *)x` names no object.
            guard index + 3 >= tokens.count || !tokens[index + 3].isPunct(.rparen) else { continue }
            result[buffer.text(tokens[index + 2])] = type
        }
        // `self.reports = [[CJTableView alloc] init…]` (a property declared as `id` or elsewhere): the name made.
        for index in tokens.indices where index + 4 < tokens.count && tokens[index].kind == .identifier && tokens[index + 1].isPunct(.assign)
            && tokens[index + 2].isPunct(.lbracket) {
            let named = tokens[index + 3].isPunct(.lbracket) ? tokens[index + 4] : tokens[index + 3]
            let type = buffer.text(named)
            guard named.kind == .identifier, classes.contains(type) else { continue }
            let name = buffer.text(tokens[index])
            if result[name] == nil { result[name] = type }
        }
        return result
    }
}
