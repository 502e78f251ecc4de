import Foundation
import SwiftSyntax

/// A DZN method's test of which kind of scroll view asks it (`if let tableView = scrollView as?
/// UITableView`, `scrollView is UICollectionView`): the view a data source is set on is the kind
/// its own methods test for, so the test holds. It is no state of the app, and no variant
/// (billion-wallet-ios's `verticalOffset(forEmptyDataSet:)` centres on a table's height).
enum ScrollViewKind {
    static let kinds: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]

    /// True when the condition is such a test of the enclosing function's scroll-view parameter.
    static func outcome(_ condition: [Syntax]) -> Bool? {
        guard condition.count == 1, let element = condition[0].as(ConditionElementSyntax.self) else { return nil }
        let tested: ExprSyntax?
        switch element.condition {
        case let .optionalBinding(binding): tested = binding.initializer?.value
        case let .expression(expr): tested = expr
        default: tested = nil
        }
        guard let sequence = tested?.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        let isCast = parts[1].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
        guard isCast || parts[1].is(UnresolvedIsExprSyntax.self),
              let kind = parts[2].as(TypeExprSyntax.self)?.type.trimmedSource, kinds.contains(kind),
              let parameter = parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
              isScrollViewParameter(parameter, of: Syntax(element)) else { return nil }
        return true
    }

    /// Whether the function around `node` takes `name` as a `UIScrollView`.
    private static func isScrollViewParameter(_ name: String, of node: Syntax) -> Bool {
        guard let function = WrapperViews.enclosingFunction(node) else { return false }
        return function.signature.parameterClause.parameters.contains { parameter in
            (parameter.secondName ?? parameter.firstName).text == name
                && parameter.type.trimmedSource.trimmingCharacters(in: ["!", "?"]) == "UIScrollView"
        }
    }
}
