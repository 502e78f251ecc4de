import SwiftSyntax

/// An app's own localizer that looks its key up in dictionaries it declares beside it, one per
/// language (lgka-ios: `static func s(_ key: String) -> String { (isGerman ? de[key] : en[key])
/// ?? de[key] ?? key }`, with `static let en: [String: String] = ["noNews": "No news available",
/// …]`). An iPhone set to English reads the English dictionary's value, then the others' in the
/// order the body falls back to them.
enum DictionaryLocalizers {
    /// At most this many entries are kept of all of a type's dictionaries.
    static let entryLimit = 20_000

    /// The texts the localizer shows, by key; nil when its body subscripts no dictionary of
    /// string literals that its type declares.
    static func words(of function: FunctionDeclSyntax) -> [String: String]? {
        guard let body = function.body, let key = function.signature.parameterClause.parameters.first,
              let members = memberBlock(around: function) else { return nil }
        let keyName = (key.secondName ?? key.firstName).text
        let subscripted = SubscriptFinder(key: keyName).names(in: body)
        guard !subscripted.isEmpty else { return nil }
        let dictionaries = literalDictionaries(in: members, named: Set(subscripted))
        let order = subscripted.filter { dictionaries[$0] != nil }
        guard !order.isEmpty else { return nil }
        let english = order.filter(isEnglish)
        var words: [String: String] = [:]
        for name in english + order.filter({ !isEnglish($0) }) {
            for (key, value) in dictionaries[name] ?? [] where words[key] == nil { words[key] = value }
        }
        return words
    }

    /// `en`, `english`, `enUS`, `en_GB`, `englishStrings`: the dictionary an English iPhone reads.
    static func isEnglish(_ name: String) -> Bool {
        let letters = name.lowercased().filter(\.isLetter)
        return ["en", "eng", "enus", "engb", "enau", "enca"].contains(letters) || letters.hasPrefix("english")
    }

    /// The members of the type the function is declared in.
    private static func memberBlock(around function: FunctionDeclSyntax) -> MemberBlockSyntax? {
        var current = function.parent
        while let node = current {
            if let block = node.as(MemberBlockSyntax.self) { return block }
            if node.is(CodeBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// `static let en: [String: String] = ["key": "text", …]`: each named dictionary literal whose
    /// keys and values are all plain string literals.
    private static func literalDictionaries(in members: MemberBlockSyntax, named names: Set<String>) -> [String: [(String, String)]] {
        var result: [String: [(String, String)]] = [:]
        var entries = 0
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, names.contains(name),
                      let list = binding.initializer?.value.as(DictionaryExprSyntax.self)?.content.as(DictionaryElementListSyntax.self)
                else { continue }
                var pairs: [(String, String)] = []
                for element in list {
                    guard let key = element.key.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
                          let value = element.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { continue }
                    pairs.append((key, value))
                }
                entries += pairs.count
                guard entries <= entryLimit else { return result }
                if !pairs.isEmpty { result[name] = pairs }
            }
        }
        return result
    }

    /// The names the body subscripts with the key, in the order they appear: `en[key]`,
    /// `Self.en[key]`, `L.de[key]`.
    private final class SubscriptFinder: SyntaxVisitor {
        let key: String
        var found: [String] = []
        init(key: String) { self.key = key; super.init(viewMode: .sourceAccurate) }

        func names(in body: CodeBlockSyntax) -> [String] {
            walk(body)
            return found
        }

        override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.arguments.count == 1, let argument = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
                  argument.baseName.text == key else { return .visitChildren }
            let called = node.calledExpression
            let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if let name, !found.contains(name) { found.append(name) }
            return .visitChildren
        }
    }
}
