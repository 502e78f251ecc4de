import SwiftSyntax

/// Whether a function that localizes takes its key from its caller: `func noServices(in category:
/// String) -> String { String(format: NSLocalizedString("no_services_format", …), category) }`
/// fills a fixed key's format with its parameter, so it is run as any function is, not read as
/// a localizer whose first argument is the key.
enum LocalizedKeyUse {
    static func keysAreFixed(in body: CodeBlockSyntax, parameter: String) -> Bool {
        let finder = LocalizingCallFinder(parameter: parameter)
        finder.walk(body)
        return finder.fixedKeys > 0 && !finder.parameterIsKey
    }

    /// Whether the body looks up its parameter's raw value as the key (`static func string(_ key:
    /// Key) -> String { localizedString(forKey: key.rawValue, …) }` of `enum Key: String`,
    /// Shelters), or hands the parameter on to one of `localizers` that does
    /// (`LocalizedStringKey(string(key))`): each case of the enum names one key.
    static func rawValueIsKey(in body: CodeBlockSyntax, parameter: String, localizers: Set<String>) -> Bool {
        let finder = RawValueKeyFinder(parameter: parameter, localizers: localizers)
        finder.walk(body)
        return finder.found
    }

    /// Whether the body fills the localized text of its key parameter with values of its own
    /// (Xinhoo's `class func formatterStringWithAppName(str: String) -> String { String(format:
    /// NSLocalizedString(str, comment: ""), kApp_Name) }`): then it is run as any function is,
    /// for a localizer's reading would keep the key and lose what fills its specifiers.
    static func fillsFormatWithOwnValues(in body: CodeBlockSyntax, parameters: [String]) -> Bool {
        let finder = OwnFormatValuesFinder(parameters: Set(parameters))
        finder.walk(body)
        return finder.found
    }

    /// The key of a call that localizes (`NSLocalizedString(key, …)`, SwiftGen's `tr(table, key)`,
    /// `String(localized:)`, an app's `…localizedString(…)`); nil for any other call.
    static func key(of node: FunctionCallExprSyntax) -> ExprSyntax? {
        let callee = node.calledExpression.trimmedSource
        // SwiftGen's `L10n.tr("Localizable", "key", …)`: the key is its second argument.
        let isSwiftGen = (callee == "tr" || callee.hasSuffix(".tr")) && node.arguments.count >= 2
            && node.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
        let localizes = isSwiftGen || callee.hasSuffix("LocalizedString") || node.arguments.first?.label?.text == "localized"
            || callee.hasSuffix("LocalizedStringResource") || callee.hasSuffix("localizedString")
        guard localizes else { return nil }
        return (isSwiftGen ? node.arguments.dropFirst().first : node.arguments.first)?.expression
    }
}

private final class RawValueKeyFinder: SyntaxVisitor {
    let parameter: String
    let localizers: Set<String>
    var found = false

    init(parameter: String, localizers: Set<String>) {
        self.parameter = parameter
        self.localizers = localizers
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let key = LocalizedKeyUse.key(of: node), key.trimmedSource == parameter + ".rawValue" {
            found = true
        } else if let callee = node.calledExpression.trimmedSource.split(separator: ".").last, localizers.contains(String(callee)),
                  node.arguments.first?.expression.trimmedSource == parameter {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }
}

private final class LocalizingCallFinder: SyntaxVisitor {
    let parameter: String
    var fixedKeys = 0
    var parameterIsKey = false

    init(parameter: String) {
        self.parameter = parameter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let key = LocalizedKeyUse.key(of: node) else { return .visitChildren }
        if key.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == parameter }) {
            parameterIsKey = true
        } else if key.is(StringLiteralExprSyntax.self) {
            fixedKeys += 1
        }
        return .visitChildren
    }
}

private final class OwnFormatValuesFinder: SyntaxVisitor {
    let parameters: Set<String>
    var found = false

    init(parameters: Set<String>) {
        self.parameters = parameters
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedSource
        let isFormat = ["String", "String.init", "NSString", "NSString.init"].contains(callee) && node.arguments.first?.label?.text == "format"
            || callee.hasSuffix("localizedStringWithFormat")
        guard isFormat, let format = node.arguments.first else { return .visitChildren }
        let formatsParameter = format.expression.tokens(viewMode: .sourceAccurate).contains { parameters.contains($0.text) }
        let ownValues = node.arguments.dropFirst().contains { argument in
            argument.label == nil && !argument.expression.tokens(viewMode: .sourceAccurate).contains { parameters.contains($0.text) }
        }
        if formatsParameter, ownValues { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
