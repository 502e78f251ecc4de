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
        let callee = node.calledExpression.trimmedSource
        // SwiftGen's `L10n.tr("Localizable", "key", …)`: the key is its second argument.
        let isSwiftGen = (callee == "tr" || callee.hasSuffix(".tr")) && node.arguments.count >= 2
            && node.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
        let localizes = isSwiftGen || callee.hasSuffix("LocalizedString") || node.arguments.first?.label?.text == "localized"
            || callee.hasSuffix("LocalizedStringResource") || callee.hasSuffix("localizedString")
        guard localizes, let key = (isSwiftGen ? node.arguments.dropFirst().first : node.arguments.first)?.expression else { return .visitChildren }
        if key.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == parameter }) {
            parameterIsKey = true
        } else if key.is(StringLiteralExprSyntax.self) {
            fixedKeys += 1
        }
        return .visitChildren
    }
}
