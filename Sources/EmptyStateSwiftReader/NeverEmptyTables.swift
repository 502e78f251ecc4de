import SwiftSyntax

/// DZN data sources whose table or collection view always has rows: every
/// `tableView(_:numberOfRowsInSection:)` / `collectionView(_:numberOfItemsInSection:)` of the type
/// returns a positive number literal, and `numberOfSections(in:)`, if declared, too. DZNEmptyDataSet
/// draws only when its item count is 0, so such a type's view is never drawn unless it may be
/// forced to display (Tricky's UserPostViewController, `return 4`).
enum NeverEmptyTables {
    static func types(in tree: SourceFileSyntax) -> Set<String> {
        let visitor = CountVisitor()
        visitor.walk(tree)
        return Set(visitor.counts.compactMap { type, constant in constant && !visitor.mayForce.contains(type) ? type : nil })
    }

    private static let countLabels: Set<String> = ["numberOfRowsInSection", "numberOfItemsInSection"]

    /// Type → whether each count method it declares gives a positive literal (and it declares a
    /// row or item count).
    private final class CountVisitor: SyntaxVisitor {
        var counts: [String: Bool] = [:]
        private var sectionCounts: [String: Bool] = [:]
        /// Types whose `emptyDataSetShouldBeForced(toDisplay:)` may say true (anything but a
        /// literal `false`: APOD's `apodModel == nil && isLoadingFailed`).
        var mayForce: Set<String> = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let parameters = node.signature.parameterClause.parameters
            guard let type = EnclosingType.name(of: Syntax(node)) else { return .skipChildren }
            if ["emptyDataSetShouldBeForced", "emptyDataSetShouldBeForcedToDisplay"].contains(node.name.text) {
                let only = node.body.flatMap { ConstantsVisitor.singleExpression($0.statements) }?.as(BooleanLiteralExprSyntax.self)
                if only?.literal.tokenKind != .keyword(.false) { mayForce.insert(type) }
                return .skipChildren
            }
            let isRowCount = ["tableView", "collectionView"].contains(node.name.text) && parameters.count == 2
                && countLabels.contains(parameters.last!.firstName.text)
            let isSectionCount = node.name.text == "numberOfSections" && parameters.count == 1
            guard isRowCount || isSectionCount else { return .skipChildren }
            let constant = node.body.map(Self.returnsPositiveLiteral) ?? false
            if isRowCount {
                counts[type] = (counts[type] ?? true) && constant && sectionCounts[type] != false
            } else {
                sectionCounts[type] = constant
                if !constant, counts[type] != nil { counts[type] = false }
            }
            return .skipChildren
        }

        /// `{ return 4 }` or `{ 4 }`.
        private static func returnsPositiveLiteral(_ body: CodeBlockSyntax) -> Bool {
            guard let only = ConstantsVisitor.singleExpression(body.statements)?.as(IntegerLiteralExprSyntax.self),
                  let number = Int(only.literal.text.replacingOccurrences(of: "_", with: "")) else { return false }
            return number > 0
        }
    }
}
