import EmptyStateModel
import EmptyStateSourceReading

/// The places a file makes a data source object given its texts (`DataSourceObjects`): each a
/// screen, the object's screen with what the call passes in place of the properties it sets.
/// A property nothing passes is nil (the part it is shown in is not drawn, and a variant named
/// after it never applies); an empty text is no part either, as DZNEmptyDataSet draws none.
struct DataSourceObjectCalls {
    let buffer: SourceBuffer
    let units: [ClassImplementation]
    let constants: [String: String]

    /// An argument as the reader knows it.
    enum Argument: Equatable {
        case text(String)
        case localized(key: String, table: String?)
        case none
        case runTime(String)
    }

    func screens(_ wrappers: [WrapperView]) throws -> (screens: [ImportedScreen], called: Set<String>) {
        let bySend = Dictionary(wrappers.map { ($0.typeName + " " + ($0.function ?? ""), $0) }, uniquingKeysWith: { first, _ in first })
        let classes = Set(wrappers.map(\.typeName))
        let tokens = try allTokens()
        let typed = MakingSend.typedNames(tokens, buffer: buffer, classes: classes)
        var screens: [ImportedScreen] = []
        var called = Set<String>()
        var index = 0
        var sends: [(send: MakingSend, wrapper: WrapperView)] = []
        while index < tokens.count {
            guard let send = MakingSend.read(tokens, at: index, buffer: buffer, classes: classes, typed: typed),
                  let wrapper = bySend[send.className + " " + send.selector] else { index += 1; continue }
            sends.append((send, wrapper))
            index = send.end
        }
        guard !sends.isEmpty else { return ([], []) }
        let methodEnds = MethodExtents.ends(tokens)
        for (position, (send, wrapper)) in sends.enumerated() {
            let index = send.start
            // The class's own factory calling its initializer is its definition, not a call.
            if enclosingClass(at: tokens[index].start) == wrapper.typeName { continue }
            called.insert(wrapper.name)
            // An object made and then given its texts in the same method is drawn where it is given them.
            if wrapper.shownWhen == ConfiguredDataSourceObjects.madeWithDefaults,
               sends[(position + 1)...].contains(where: { $0.send.start < methodEnds[index] && $0.wrapper.typeName == wrapper.typeName
                   && $0.wrapper.shownWhen != ConfiguredDataSourceObjects.madeWithDefaults }) {
                continue
            }
            // The same method then makes its own class the scroll view's source: the object is never shown.
            if sourceTakenBack(after: send, before: methodEnds[index], tokens) { continue }
            var given: [String: Argument] = [:]
            for (parameter, range) in zip(wrapper.parameters, send.arguments) where !parameter.property.hasPrefix("#") {
                given[parameter.property] = argument(Array(tokens[range]))
            }
            // What an empty (or no) argument leaves the object with: the initializer's text.
            for parameter in wrapper.parameters where parameter.hasDefault && !parameter.property.hasPrefix("#") {
                switch given[parameter.property] {
                case nil, .none?, .text("")?: given[parameter.property] = parameter.defaultValue.flatMap(Self.argument(default:))
                default: break
                }
            }
            let (line, column) = buffer.location(Int(tokens[index].start))
            let owner = enclosingClass(at: tokens[index].start) ?? wrapper.typeName
            if let cases = wrapper.caseProperty {
                for shown in caseScreens(cases, made: send, given: given, tokens) {
                    screens.append(ImportedScreen(name: owner + shown.suffix, file: buffer.file, line: line, column: column, kind: .dzn, caseName: shown.caseLabel,
                                                  template: Self.folded(Self.substituted(shown.template, shown.given))))
                }
                continue
            }
            screens.append(ImportedScreen(name: owner, file: buffer.file, line: line, column: column, kind: .dzn,
                                          template: Self.substituted(wrapper.template, given)))
        }
        return (screens, called)
    }

    /// Whether `scrollView.emptyDataSetSource = self;` follows the send before `end`, for a scroll
    /// view the send was handed (ELManagerUsersViewController: a list object made, then replaced).
    func sourceTakenBack(after send: MakingSend, before end: Int, _ tokens: [Token]) -> Bool {
        let handed = Set(send.arguments.map { range in tokens[range].map { buffer.text($0) }.joined() })
        var index = send.end
        while index + 3 < min(end, tokens.count) {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, buffer.text(tokens[index]) == "emptyDataSetSource", index > 0,
                  tokens[index - 1].isPunct(.dot), tokens[index + 1].isPunct(.assign), tokens[index + 2].kind == .identifier,
                  buffer.text(tokens[index + 2]) == "self", tokens[index + 3].isPunct(.semicolon) else { continue }
            // The receiver: the identifiers and dots before `.emptyDataSetSource`, back to the statement's start.
            var first = index - 1
            while first > 0, tokens[first - 1].kind == .identifier || tokens[first - 1].isPunct(.dot) { first -= 1 }
            let receiver = tokens[first..<(index - 1)].map { buffer.text($0) }.joined()
            if handed.contains(receiver) { return true }
        }
        return false
    }

    /// A wrapper parameter's default as an argument: a text, or `{key: k}` localized.
    static func argument(default value: TemplateValue) -> Argument? {
        switch value {
        case let .string(text): return .text(text)
        case let .map(entries):
            guard case let .string(key)? = entries.first(where: { $0.key == "key" })?.value else { return nil }
            return .localized(key: key, table: nil)
        default: return nil
        }
    }

    func allTokens() throws -> [Token] {
        var lexer = Lexer(buffer: buffer)
        var tokens: [Token] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    /// The `@implementation` an offset is in.
    func enclosingClass(at offset: UInt32) -> String? {
        units.filter { $0.start <= offset }.max { $0.start < $1.start }?.name
    }

    func argument(_ tokens: [Token]) -> Argument {
        if tokens.allSatisfy({ $0.kind == .objcString || $0.kind == .cString }) {
            return .text(tokens.map { Literals.string($0, in: buffer) }.joined())
        }
        if tokens.count == 1, tokens[0].kind == .identifier {
            let name = buffer.text(tokens[0])
            if ["nil", "NULL", "Nil"].contains(name) { return .none }
            if let constant = constants[name] { return .text(constant) }
        }
        // `NSLocalizedString(@"key", comment)`, `NSLocalizedStringFromTable(@"key", @"Table", comment)`.
        if tokens.count >= 4, tokens[0].kind == .identifier, tokens[1].isPunct(.lparen), tokens[2].kind == .objcString {
            let function = buffer.text(tokens[0])
            if function == "NSLocalizedString" {
                return .localized(key: Literals.string(tokens[2], in: buffer), table: nil)
            }
            if function == "NSLocalizedStringFromTable", tokens.count >= 6, tokens[3].isPunct(.comma), tokens[4].kind == .objcString {
                return .localized(key: Literals.string(tokens[2], in: buffer), table: Literals.string(tokens[4], in: buffer))
            }
        }
        guard let first = tokens.first, let last = tokens.last else { return .none }
        return .runTime(buffer.collapsed(Int(first.start), Int(last.end), limit: ReaderLimits.placeholderExpression))
    }

    /// The object's screen with the call's values in place of its properties. A variant under
    /// a flag of the object (`if (self.emptyAttrString)`) applies only when the call gives it.
    static func substituted(_ template: TemplateValue, _ given: [String: Argument], inVariant: Bool = false) -> TemplateValue {
        guard case let .map(entries) = template else { return template }
        var result: [TemplateEntry] = []
        for entry in entries {
            if !inVariant, entry.key == "variants", case let .map(variants) = entry.value {
                let kept = variants.filter { given[$0.key] != nil }.map { TemplateEntry($0.key, substituted($0.value, given, inVariant: true)) }
                if !kept.isEmpty { result.append(TemplateEntry("variants", .map(kept))) }
                continue
            }
            if let value = part(entry.value, given) {
                result.append(TemplateEntry(entry.key, value))
            } else if inVariant {
                result.append(TemplateEntry(entry.key, .null))   // not drawn in the variant either
            }
        }
        return .map(result)
    }

    /// A part with the call's values, or nil where one of its placeholders is a property the
    /// call leaves nil or empty (DZNEmptyDataSet draws no label or button for an empty text).
    static func part(_ value: TemplateValue, _ given: [String: Argument]) -> TemplateValue? {
        switch value {
        case let .string(text):
            guard let property = DataSourceObjects.property(named: text) else { return value }
            switch given[property] {
            case let .text(words)?: return words.isEmpty ? nil : .string(words)
            case let .runTime(source)?: return .string("\u{27E8}\(source)\u{27E9}")
            case let .localized(key, table)?: return .map(localized(key, table))
            case .none?, nil: return nil
            }
        case let .map(entries):
            var result: [TemplateEntry] = []
            for entry in entries {
                if ["text", "placeholder"].contains(entry.key), case let .string(text) = entry.value,
                   let property = DataSourceObjects.property(named: text) {
                    switch given[property] {
                    case let .localized(key, table)? where entry.key == "text":
                        // `{ text: ⟨self.title⟩, font: … }` given `NSLocalizedString(@"k", …)`: `{ key: k, font: … }`.
                        result += localized(key, table)
                        continue
                    case let .text(words)? where entry.key == "placeholder":
                        // `[UIImage imageNamed:self.backGroundImage]` given `@"lianxiren_blank"`.
                        guard !words.isEmpty else { return nil }
                        result.append(TemplateEntry("name", .string(words)))
                        continue
                    default: break
                    }
                }
                guard let inner = part(entry.value, given) else { return nil }
                result.append(TemplateEntry(entry.key, inner))
            }
            return .map(result)
        case let .list(items):
            var result: [TemplateValue] = []
            for item in items {
                guard let inner = part(item, given) else { return nil }
                result.append(inner)
            }
            return .list(result)
        default:
            return value
        }
    }

    private static func localized(_ key: String, _ table: String?) -> [TemplateEntry] {
        [TemplateEntry("key", .string(key))] + (table.map { [TemplateEntry("table", .string($0))] } ?? [])
    }
}
