import SwiftSyntax

/// The Boolean parameter a function shows its empty state under:
/// `contentUnavailableConfiguration = show ? config : nil` (closures included, as in
/// `DispatchQueue.main.async { … }`). A caller that passes `false` hides it (`showEmpty(false)`
/// in a retry action), which is no screen.
enum ShownWhen {
    static func parameter(of function: FunctionDeclSyntax) -> String? {
        guard let body = function.body else { return nil }
        let names = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        let finder = Finder(parameters: names)
        finder.walk(body)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        let parameters: Set<String>
        var found: String?

        init(parameters: Set<String>) {
            self.parameters = parameters
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            // `target = condition ? value : nil`, folded or not by the parser.
            guard found == nil, elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                  ConfigurationVisitor.isViewControllerProperty(elements[0]) else { return .visitChildren }
            if elements.count == 5, elements[3].is(UnresolvedTernaryExprSyntax.self),
               elements[4].is(NilLiteralExprSyntax.self), let condition = elements[2].as(DeclReferenceExprSyntax.self),
               parameters.contains(condition.baseName.text) {
                found = condition.baseName.text
            } else if elements.count == 3, let ternary = elements[2].as(TernaryExprSyntax.self), ternary.elseExpression.is(NilLiteralExprSyntax.self),
                      let condition = ternary.condition.as(DeclReferenceExprSyntax.self), parameters.contains(condition.baseName.text) {
                found = condition.baseName.text
            }
            return .visitChildren
        }
    }
}
