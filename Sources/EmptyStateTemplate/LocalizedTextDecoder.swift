import EmptyStateLocalization
import EmptyStateModel
import Yams

/// Texts by key: `title: { key: empty.title, default: "No Messages", args: [3] }`, looked up in
/// the template's strings for the environment's locale (in `table:`'s file when it names one), falling back as iOS does (a less
/// specific locale, the development language, then `default`, then the key itself), each
/// fallback reported. Pseudo-locales transform every text, localized or not.
extension ScreenDecoder {
    func localizedString(_ keyNode: Node, pairs: Pairs, what: String, depth: Int = 0) throws -> String {
        let key = try reader.string(keyNode, what: "\(what).key")
        guard !key.isEmpty else { throw reader.error("\(what).key is empty", at: keyNode) }
        let argsNode = pairs.first { $0.key == "args" }?.value
        let arguments = try argsNode.map { try formatArguments($0, what: "\(what).args", depth: depth) } ?? []
        let table = try pairs.first { $0.key == "table" }.map { try reader.string($0.value, what: "\(what).table") }
        let development = environment.developmentLanguage
        let wanted = environment.locale.flatMap { $0.pseudo == nil ? $0 : nil } ?? development
        let baseDefault = try pairs.first { $0.key == "baseDefault" }.map { try reader.bool($0.value, what: "\(what).baseDefault") } ?? false
        let defaultNode = pairs.first(where: { $0.key == "default" })?.value
        // `default` with the arguments in its specifiers.
        func defaultText(_ defaultNode: Node) throws -> String {
            let text = try reader.string(defaultNode, what: "\(what).default")
            guard !arguments.isEmpty else { return text }
            do { return try FormatString(text).formatted(with: arguments) } catch let error as FormatError {
                throw reader.error("\(what).default: \(error.message)", at: argsNode ?? defaultNode)
            }
        }
        if let found = environment.strings.lookup(key, table: table, locale: wanted) {
            // A Base-localized xib's words (`baseDefault: true`): a language the app has strings
            // for but whose table lacks the key loads the Base nib as it is, not the development
            // language's text (Xinhoo's Chinese label on a zh-Hans phone with only en.lproj/X.strings).
            if baseDefault, let defaultNode, !wanted.fallbacks.contains(found.locale),
               environment.strings.locales.contains(where: wanted.fallbacks.contains) {
                environment.notes.add("\(reader.file): '\(key)' has no \(wanted) translation; showing the Base text")
                return try defaultText(defaultNode)
            }
            if !wanted.fallbacks.contains(found.locale) {
                environment.notes.add("\(reader.file): '\(key)' has no \(wanted) translation; showing the \(found.locale) text")
            }
            do {
                return try found.value.resolved(with: arguments, language: LocaleIdentifier(found.locale)?.language ?? "en")
            } catch let error as FormatError {
                throw reader.error("\(what): '\(key)' (\(found.locale)): \(error.message)", at: argsNode ?? keyNode)
            }
        }
        if let defaultNode {
            environment.notes.add("\(reader.file): '\(key)' is in none of the template's strings; showing its default")
            return try defaultText(defaultNode)
        }
        environment.notes.add("\(reader.file): '\(key)' is in none of the template's strings and has no default; showing the key")
        // The key is then the format, as `String(localized: "Nothing said “\(query)”")` shows it.
        guard !arguments.isEmpty, let formatted = try? FormatString(key).formatted(with: arguments) else { return key }
        return formatted
    }

    /// Numbers stay numbers (whole ones integers), anything quoted or worded is a string, and a
    /// localized text (`{ key: browse.content.series, textCase: lowercase }`, the app's
    /// `String(localized:)` put into another text) is its words in the locale drawn.
    func formatArguments(_ node: Node, what: String, depth: Int = 0) throws -> [FormatArgument] {
        try reader.sequence(node, what: what, limit: 20).map { item in
            if case .mapping = item {
                return .string(try nestedLocalizedArgument(item, what: what, depth: depth))
            }
            guard case let .scalar(scalar) = item else { throw reader.error("\(what) must hold numbers, strings and localized texts", at: item) }
            if scalar.style == .plain {
                if let integer = Int(scalar.string) { return .integer(integer) }
                if let number = Double(scalar.string), number.isFinite { return .number(number) }
            }
            return .string(scalar.string)
        }
    }

    /// An argument that is a localized text of its own: `{ key, table, default, args, textCase }`,
    /// looked up as a text's key is. Nested at most `TemplateLimits.argumentNesting` deep.
    func nestedLocalizedArgument(_ node: Node, what: String, depth: Int) throws -> String {
        guard depth < TemplateLimits.argumentNesting else {
            throw reader.error("\(what): localized arguments nested more than \(TemplateLimits.argumentNesting) deep", at: node)
        }
        let pairs = try reader.mapping(node, known: ["key", "table", "default", "args", "textCase"], what: what)
        guard let keyNode = pairs.first(where: { $0.key == "key" })?.value else {
            throw reader.error("\(what): a localized argument needs a 'key'", at: node)
        }
        var string = try localizedString(keyNode, pairs: pairs, what: what, depth: depth + 1)
        if let caseNode = pairs.first(where: { $0.key == "textCase" })?.value {
            string = try applyingTextCase(caseNode, to: string, what: "\(what).textCase")
        }
        return string
    }

    /// What the pseudo-locale, if any, makes of a text.
    func pseudoLocalized(_ text: String) -> String {
        guard let pseudo = environment.locale?.pseudo else { return text }
        return PseudoLocalizer.transform(text, pseudo)
    }
}
