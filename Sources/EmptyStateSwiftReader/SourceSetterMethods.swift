import SwiftSyntax

/// Where a file hands a table `self` as its DZNEmptyDataSet source, and which methods it calls.
/// A base controller that does so only in a method taking the empty state's texts
/// (cxmI_10's `func setEmpty(title: String, _ tableView: UITableView)`, which stores the title and
/// sets the source) makes a source only of the subclasses that call it: the others draw nothing.
struct SourceSetterMethods {
    /// The methods with parameters (not overrides of UIKit's) that set `self` as a source.
    var setters: Set<String> = []
    /// Whether some setter is anywhere else (a life-cycle method, a property's observer, a
    /// closure at the top of a type) or hands another value: then nothing is concluded.
    var elsewhere = false
    /// The last name of every function the file calls (`setEmpty(…)`, `self.emptySet?.configure(…)`).
    var called: Set<String> = []

    static func read(_ tree: some SyntaxProtocol) -> SourceSetterMethods {
        let finder = Finder()
        finder.walk(tree)
        return finder.found
    }

    func merged(with other: SourceSetterMethods) -> SourceSetterMethods {
        SourceSetterMethods(setters: setters.union(other.setters), elsewhere: elsewhere || other.elsewhere, called: called.union(other.called))
    }

    /// Whether the files read together set the source only in such methods and never call one.
    var setsNoSource: Bool { !elsewhere && !setters.isEmpty && setters.isDisjoint(with: called) }

    private final class Finder: SyntaxVisitor {
        var found = SourceSetterMethods()

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                found.called.insert(reference.baseName.text)
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                found.called.insert(member.declName.baseName.text)
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let assigned = DataSourceViews.assignment(node), !assigned.value.is(NilLiteralExprSyntax.self) else { return .visitChildren }
            guard Evaluator.isSelf(assigned.value), let method = Self.enclosingMethod(of: Syntax(node)),
                  !method.signature.parameterClause.parameters.isEmpty,
                  !method.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else {
                found.elsewhere = true
                return .visitChildren
            }
            found.setters.insert(method.name.text)
            return .visitChildren
        }

        private static func enclosingMethod(of node: Syntax) -> FunctionDeclSyntax? {
            var current = node.parent
            while let next = current {
                if let function = next.as(FunctionDeclSyntax.self) { return function }
                if next.is(InitializerDeclSyntax.self) || next.is(AccessorBlockSyntax.self) || next.is(MemberBlockSyntax.self) { return nil }
                current = next.parent
            }
            return nil
        }
    }
}
