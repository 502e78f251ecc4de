import EmptyStateModel
import EmptyStateSourceReading

/// Data source objects made plain and given their texts afterwards (edward-lynx's
/// `ELTableDataSource`: `initWithTableView:…` sets `_emptyText = @"Data set is empty"`, and
/// `- dataSetEmptyText:description:` replaces it unless given an empty text). Each place that
/// sends such a setter to an object of the class is a screen with what it passes; each place that
/// makes one and sends it no setter in the same method is a screen with the initializer's texts.
enum ConfiguredDataSourceObjects {
    /// The setter wrappers of a class's one screen, and a wrapper for each initializer that gives
    /// a shown property its default text (only when the class has such a setter).
    static func wrappers(of unit: ClassImplementation, screen: ImportedScreen, makers: [String: HelperMethod],
                         setters: [String: HelperMethod]) -> [WrapperView] {
        let shown = DataSourceObjects.shownProperties(in: screen.template)
        guard !shown.isEmpty else { return [] }
        var defaults: [String: TemplateValue] = [:]
        for (selector, maker) in makers.sorted(by: { $0.key < $1.key }) where selector.hasPrefix("init") {
            guard let tokens = try? ClassScanner.body(in: maker.buffer, at: maker.bodyStart) else { continue }
            for (property, value) in literalAssignments(tokens, buffer: maker.buffer) where shown.contains(property) && defaults[property] == nil {
                defaults[property] = value
            }
        }
        var result: [WrapperView] = []
        for (selector, setter) in setters.sorted(by: { $0.key < $1.key }) where selector.contains(":") && !selector.hasPrefix("init") {
            guard let tokens = try? ClassScanner.body(in: setter.buffer, at: setter.bodyStart) else { continue }
            let parameters = Set(setter.parameterNames)
            let plain = DataSourceObjects.assignments(tokens, buffer: setter.buffer, parameters: parameters)
            let kept = keepingAssignments(tokens, buffer: setter.buffer, parameters: parameters)
            let assigned = plain.merging(kept) { first, _ in first }
            guard !Set(assigned.values).isDisjoint(with: shown) else { continue }
            let labels = selector.split(separator: ":").map(String.init)
            var list = setter.parameterNames.enumerated().map { index, name -> WrapperView.Parameter in
                let property = assigned[name] ?? "#" + name
                // An empty text keeps what the object had: the initializer's.
                let fallback = kept[name] != nil ? defaults[property] : nil
                return WrapperView.Parameter(label: index < labels.count ? labels[index] : nil, property: property, type: "",
                                             defaultValue: fallback, hasDefault: fallback != nil)
            }
            let set = Set(assigned.values)
            list += defaultParameters(defaults.filter { !set.contains($0.key) })
            result.append(WrapperView(typeName: unit.name, function: selector, file: screen.file, parameters: list, kind: .dzn, template: screen.template))
        }
        guard !result.isEmpty, !defaults.isEmpty else { return result }
        for (selector, maker) in makers.sorted(by: { $0.key < $1.key }) where selector.hasPrefix("init") {
            let labels = selector.split(separator: ":").map(String.init)
            let own = maker.parameterNames.enumerated().map { index, name in
                WrapperView.Parameter(label: index < labels.count ? labels[index] : nil, property: "#" + name, type: "", defaultValue: nil, hasDefault: false)
            }
            var made = WrapperView(typeName: unit.name, function: selector, file: screen.file, parameters: own + defaultParameters(defaults),
                                   kind: .dzn, template: screen.template)
            made.shownWhen = madeWithDefaults
            result.append(made)
        }
        return result
    }

    /// Marks an initializer's wrapper: its screen is the object as made, unless a setter follows.
    static let madeWithDefaults = "made with its initializer's texts"

    /// Properties no argument sets, with the text they start with; after the selector's own.
    private static func defaultParameters(_ defaults: [String: TemplateValue]) -> [WrapperView.Parameter] {
        defaults.sorted { $0.key < $1.key }.map {
            WrapperView.Parameter(label: nil, property: $0.key, type: "", defaultValue: $0.value, hasDefault: true)
        }
    }

    /// `_emptyText = @"Data set is empty";`, `self.title = NSLocalizedString(@"k", nil);`: property → its text
    /// (`{key: k}` for a localized one).
    static func literalAssignments(_ tokens: [Token], buffer: SourceBuffer) -> [String: TemplateValue] {
        var result: [String: TemplateValue] = [:]
        for (property, range) in assignedValues(tokens, buffer: buffer) {
            let value = Array(tokens[range])
            if !value.isEmpty, value.allSatisfy({ $0.kind == .objcString || $0.kind == .cString }) {
                result[property] = .string(value.map { Literals.string($0, in: buffer) }.joined())
            } else if value.count >= 4, value[0].kind == .identifier, buffer.text(value[0]) == "NSLocalizedString",
                      value[1].isPunct(.lparen), value[2].kind == .objcString {
                result[property] = .map([TemplateEntry("key", .string(Literals.string(value[2], in: buffer)))])
            }
        }
        return result
    }

    /// `self.emptyText = text.length == 0 ? self.emptyText : text;`: parameter → the property it
    /// sets unless empty (a conditional that names both the parameter and the property).
    static func keepingAssignments(_ tokens: [Token], buffer: SourceBuffer, parameters: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        for (property, range) in assignedValues(tokens, buffer: buffer) {
            let value = Array(tokens[range])
            guard value.contains(where: { $0.isPunct(.question) }) else { continue }
            let names = value.indices.filter { value[$0].kind == .identifier }.map { buffer.text(value[$0]) }
            let named = Set(names)
            guard named.contains("_" + property) || zip(names, names.dropFirst()).contains(where: { $0 == "self" && $1 == property }) else { continue }
            let given = parameters.intersection(named)
            if given.count == 1, let parameter = given.first { result[parameter] = property }
        }
        return result
    }

    /// Each `self.P = …;` or `_P = …;` at the start of a statement: the property and its value's tokens.
    private static func assignedValues(_ tokens: [Token], buffer: SourceBuffer) -> [(String, Range<Int>)] {
        var result: [(String, Range<Int>)] = []
        var index = 0
        while index < tokens.count {
            let startsStatement = index == 0 || tokens[index - 1].isPunct(.semicolon) || tokens[index - 1].isPunct(.lbrace) || tokens[index - 1].isPunct(.rbrace)
            guard startsStatement, let (property, valueStart) = DataSourceObjects.assignedProperty(tokens, at: index, buffer: buffer) else {
                index += 1; continue
            }
            var end = valueStart
            while end < tokens.count, !tokens[end].isPunct(.semicolon), tokens[end].kind != .end { end += 1 }
            result.append((property, valueStart..<end))
            index = end
        }
        return result
    }
}
