import EmptyStateLocalization
import EmptyStateModel
import Yams

/// Texts by key: `title: { key: empty.title, default: "No Messages", args: [3] }`, looked up in
/// the template's strings for the environment's locale (in `table:`'s file when it names one), falling back as iOS does (a less
/// specific locale, the development language, then `default`, then the key itself), each
/// fallback reported. Pseudo-locales transform every text, localized or not.
extension ScreenDecoder {
    func localizedString(_ keyNode: Node, pairs: Pairs, what: String) throws -> String {
        let key = try reader.string(keyNode, what: "\(what).key")
        guard !key.isEmpty else { throw reader.error("\(what).key is empty", at: keyNode) }
        let argsNode = pairs.first { $0.key == "args" }?.value
        let arguments = try argsNode.map { try formatArguments($0, what: "\(what).args") } ?? []
        let table = try pairs.first { $0.key == "table" }.map { try reader.string($0.value, what: "\(what).table") }
        let development = environment.developmentLanguage
        let wanted = environment.locale.flatMap { $0.pseudo == nil ? $0 : nil } ?? development
        if let found = environment.strings.lookup(key, table: table, locale: wanted) {
            if !wanted.fallbacks.contains(found.locale) {
                environment.notes.add("\(reader.file): '\(key)' has no \(wanted) translation; showing the \(found.locale) text")
            }
            do {
                return try found.value.resolved(with: arguments, language: LocaleIdentifier(found.locale)?.language ?? "en")
            } catch let error as FormatError {
                throw reader.error("\(what): '\(key)' (\(found.locale)): \(error.message)", at: argsNode ?? keyNode)
            }
        }
        if let defaultNode = pairs.first(where: { $0.key == "default" })?.value {
            environment.notes.add("\(reader.file): '\(key)' is in none of the template's strings; showing its default")
            let text = try reader.string(defaultNode, what: "\(what).default")
            guard !arguments.isEmpty else { return text }
            do { return try FormatString(text).formatted(with: arguments) } catch let error as FormatError {
                throw reader.error("\(what).default: \(error.message)", at: argsNode ?? defaultNode)
            }
        }
        environment.notes.add("\(reader.file): '\(key)' is in none of the template's strings and has no default; showing the key")
        // The key is then the format, as `String(localized: "Nothing said “\(query)”")` shows it.
        guard !arguments.isEmpty, let formatted = try? FormatString(key).formatted(with: arguments) else { return key }
        return formatted
    }

    /// Numbers stay numbers (whole ones integers), anything quoted or worded is a string.
    func formatArguments(_ node: Node, what: String) throws -> [FormatArgument] {
        try reader.sequence(node, what: what, limit: 20).map { item in
            guard case let .scalar(scalar) = item else { throw reader.error("\(what) must hold numbers and strings", at: item) }
            if scalar.style == .plain {
                if let integer = Int(scalar.string) { return .integer(integer) }
                if let number = Double(scalar.string), number.isFinite { return .number(number) }
            }
            return .string(scalar.string)
        }
    }

    /// What the pseudo-locale, if any, makes of a text.
    func pseudoLocalized(_ text: String) -> String {
        guard let pseudo = environment.locale?.pseudo else { return text }
        return PseudoLocalizer.transform(text, pseudo)
    }
}
