import EmptyStateSourceReading
import SwiftSyntax

/// What an app's localizer hands the lookup besides its key: `func aiSettingsLocalized(_ key:
/// String, _ defaultValue: String) -> String { Bundle.main.localizedString(forKey: key, value:
/// defaultValue, table: aiSettingsLocalizationTable) }` (flashcards-open-source-app) shows its
/// second argument where the table has no such key, and looks in `AISettings`.
enum LocalizerLookups {
    static let defaultLabels: Set<String> = ["value", "defaultValue"]
    static let tableLabels: Set<String> = ["table", "tableName"]

    static func lookup(of function: FunctionDeclSyntax, constants: [String: String]) -> LocalizerLookup? {
        guard let body = function.body else { return nil }
        let names = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        let finder = Finder()
        finder.walk(body)
        var defaultParameter: Int?, table: String?
        for argument in finder.arguments {
            guard let label = argument.label?.text else { continue }
            if defaultLabels.contains(label), let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let index = names.firstIndex(of: name), index > 0 {
                defaultParameter = defaultParameter ?? index
            } else if tableLabels.contains(label), table == nil {
                if let literal = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                    table = literal
                } else if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, !names.contains(name) {
                    table = constants[name]
                }
            }
        }
        guard defaultParameter != nil || table != nil else { return nil }
        return LocalizerLookup(defaultParameter: defaultParameter, table: table)
    }

    /// The labeled arguments of the body's calls.
    private final class Finder: SyntaxVisitor {
        var arguments: [LabeledExprSyntax] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if node.label != nil { arguments.append(node) }
            return .visitChildren
        }
    }
}
