import EmptyStateModel
import EmptyStateSourceReading

/// Data source objects whose screens are the cases of a property their makers assign (GitOSC's
/// `DataSetObject`: an `NSObject` made by `[[DataSetObject alloc] initWithSuperScrollView:
/// self.tableView]` in nine controllers, each of which then sets `self.emptyDataSet.state =
/// noDataState;` and `self.emptyDataSet.respondString = @"还没有相关项目";` as its requests end).
/// Each place that makes one is a screen per case its class assigns, with the other properties
/// assigned beside the case in place of the object's placeholders.
enum StateSetDataSourceObjects {
    /// `_state`, `self.state` → `state`: a stored property of the object itself.
    static func property(ofSubject path: String?) -> String? {
        guard let path else { return nil }
        let name: Substring
        if path.hasPrefix("self.") { name = path.dropFirst(5) } else if path.hasPrefix("_") { name = path.dropFirst() } else { return nil }
        guard let first = name.first, first.isLetter, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }

    /// A wrapper per initializer of a plain object (an `NSObject` subclass: a controller made
    /// elsewhere is pushed, not handed a table) whose screens are one per case of `property`.
    static func wrappers(of unit: ClassImplementation, screens: [ImportedScreen], property: String, superclass: String?,
                         makers: [String: HelperMethod]) -> [WrapperView] {
        guard superclass == "NSObject", screens.count > 1 else { return [] }
        let cased = screens.filter { $0.caseName != nil }
        guard cased.count == screens.count else { return [] }
        let cases = WrapperView.CaseProperty(property: property, cases: cased.compactMap(\.caseName), templates: cased.map(\.template))
        return makers.keys.sorted().filter { $0.hasPrefix("init") }.map { selector in
            let labels = selector.split(separator: ":").map(String.init)
            let parameters = (makers[selector]?.parameterNames ?? []).enumerated().map { index, name in
                WrapperView.Parameter(label: index < labels.count ? labels[index] : nil, property: "#" + name, type: "",
                                      defaultValue: nil, hasDefault: false)
            }
            var wrapper = WrapperView(typeName: unit.name, function: selector, file: cased[0].file, parameters: parameters,
                                      kind: .dzn, template: cased[0].template)
            wrapper.caseProperty = cases
            return wrapper
        }
    }
}

/// What a making class assigns to the object it made: each case with the properties set beside it.
struct CaseAssignments {
    struct Setting: Equatable {
        var caseLabel: String
        var given: [String: DataSourceObjectCalls.Argument]
    }

    /// The name the made object is stored in: `self.emptyDataSet = [[…` or `_emptyDataSet = [[…`
    /// → `emptyDataSet`; `DataSetObject *set = [[…` → `set`.
    static func storedName(before start: Int, _ tokens: [Token], buffer: SourceBuffer) -> String? {
        guard start >= 2, tokens[start - 1].isPunct(.assign), tokens[start - 2].kind == .identifier else { return nil }
        let name = buffer.text(tokens[start - 2])
        return name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }

    /// In `range` (the making class's tokens), the statements `….NAME.PROPERTY = CASE;`, each
    /// with the `….NAME.OTHER = value;` statements of the same block, in order and without
    /// repeats.
    static func settings(of name: String, property: String, in range: Range<Int>, _ tokens: [Token], calls: DataSourceObjectCalls) -> [Setting] {
        let buffer = calls.buffer
        // Each statement's block: the index of the `{` that opens the innermost block around it.
        var blocks: [Int] = []
        var found: [(block: Int, property: String, value: Range<Int>, at: Int)] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.isPunct(.lbrace) { blocks.append(index) }
            if token.isPunct(.rbrace) { _ = blocks.popLast() }
            if let (assigned, value) = assignment(to: name, at: index, tokens, buffer: buffer, end: range.upperBound) {
                found.append((blocks.last ?? -1, assigned, value, index))
                index = value.upperBound
                continue
            }
            index += 1
        }
        var result: [Setting] = []
        for item in found where item.property == property {
            let value = Array(tokens[item.value])
            guard value.count == 1, value[0].kind == .identifier else { continue }
            var given: [String: DataSourceObjectCalls.Argument] = [:]
            for other in found where other.block == item.block && other.property != property {
                given[other.property] = calls.argument(Array(tokens[other.value]))
            }
            let setting = Setting(caseLabel: buffer.text(value[0]), given: given)
            if !result.contains(setting) { result.append(setting) }
        }
        return result
    }

    /// `self.NAME.P = …;`, `_NAME.P = …;`, `weakSelf.NAME.P = …;` or `NAME.P = …;` starting at
    /// `index`: `P` and its value's tokens.
    private static func assignment(to name: String, at index: Int, _ tokens: [Token], buffer: SourceBuffer, end: Int) -> (String, Range<Int>)? {
        guard index > 0, index + 4 < end, tokens[index].kind == .identifier,
              tokens[index - 1].isPunct(.semicolon) || tokens[index - 1].isPunct(.lbrace) || tokens[index - 1].isPunct(.rbrace) else { return nil }
        var cursor = index
        while cursor + 2 < end, tokens[cursor + 1].isPunct(.dot), tokens[cursor + 2].kind == .identifier,
              cursor + 3 < end, tokens[cursor + 3].isPunct(.dot) {
            cursor += 2
        }
        // `tokens[cursor]` is the object, `tokens[cursor + 2]` the property.
        let object = buffer.text(tokens[cursor])
        guard object == name || object == "_" + name, cursor + 3 < end, tokens[cursor + 1].isPunct(.dot),
              tokens[cursor + 2].kind == .identifier, tokens[cursor + 3].isPunct(.assign) else { return nil }
        var valueEnd = cursor + 4
        while valueEnd < end, !tokens[valueEnd].isPunct(.semicolon) { valueEnd += 1 }
        guard valueEnd > cursor + 4 else { return nil }
        return (buffer.text(tokens[cursor + 2]), (cursor + 4)..<valueEnd)
    }
}

extension DataSourceObjectCalls {
    /// The screens of an object made by `send` whose screens are the cases of a property: one
    /// per case (with what is set beside it) its making class assigns to where it keeps the
    /// object; each of its cases when the class assigns none (or keeps it nowhere it can name).
    func caseScreens(_ cases: WrapperView.CaseProperty, made send: MakingSend, given: [String: Argument],
                     _ tokens: [Token]) -> [(caseLabel: String, suffix: String, given: [String: Argument], template: TemplateValue)] {
        // Named as the object's case screens are (`DataSetObject-nodatastate` → `EventsView-nodatastate`).
        let suffixes = CaseNames.suffixes(cases.cases).map { "-" + $0 }
        let all = cases.cases.indices.map { (cases.cases[$0], suffixes[$0], given, cases.templates[$0]) }
        guard let name = CaseAssignments.storedName(before: send.start, tokens, buffer: buffer) else { return all }
        let settings = CaseAssignments.settings(of: name, property: cases.property, in: classRange(around: send.start, tokens), tokens, calls: self)
        guard !settings.isEmpty else { return all }
        return settings.compactMap { setting in
            guard let index = cases.cases.firstIndex(of: setting.caseLabel) else { return nil }
            return (setting.caseLabel, suffixes[index], given.merging(setting.given) { _, set in set }, cases.templates[index])
        }
    }

    /// The tokens of the `@implementation` around `index`.
    private func classRange(around index: Int, _ tokens: [Token]) -> Range<Int> {
        let offset = tokens[index].start
        let start = units.filter { $0.start <= offset }.map(\.start).max() ?? 0
        let next = units.filter { $0.start > offset }.map(\.start).min() ?? UInt32.max
        let lower = tokens.firstIndex { $0.start >= start } ?? 0
        let upper = tokens.firstIndex { $0.start >= next } ?? tokens.count - 1
        return lower..<max(lower, upper)
    }
}

extension DataSourceObjectCalls {
    /// A case screen's variants under the properties the maker set beside the case hold on it:
    /// the screen is theirs (`substituted` keeps only the variants of properties given).
    static func folded(_ template: TemplateValue) -> TemplateValue {
        guard case let .map(entries) = template, case let .map(variants)? = entries.first(where: { $0.key == "variants" })?.value else {
            return template
        }
        var result = entries.filter { $0.key != "variants" }
        for case let .map(changes) in variants.map(\.value) { result = JointVariants.applying(variant: changes, to: result) }
        return .map(result)
    }
}
