import SwiftSyntax

/// A DZN method's test of whether the list its table shows is empty (`requests.endIndex == 0 ?
/// "No service request available" : ""`, ArabianTyres): DZNEmptyDataSet draws only when the
/// scroll view has no rows, so when the type's only row count is that list's count (plus rows
/// that are themselves conditional, such as a pagination loader's), the list is empty whenever
/// the screen shows. The test holds; it is no variant. (A DZN reading finds the list before it
/// runs the type's methods: the conditions it meets are copies, out of the file's tree.)
enum ShownDataEmptiness {
    /// True when the condition says the shown list (`rowCountList`) is empty, false when it says
    /// it is not; nil when it tests something else.
    static func outcome(_ condition: [Syntax], shownList: String) -> Bool? {
        // A ternary's condition within a longer sequence comes as its elements (`list.count`, `==`, `0`).
        if condition.count == 3 {
            let parts = condition.compactMap { $0.as(ExprSyntax.self) }
            guard parts.count == 3, let (list, empty) = comparisonTest(parts), list == shownList else { return nil }
            return empty
        }
        guard condition.count == 1, var expr = Evaluator.expression(of: condition[0])?.unparenthesized else { return nil }
        var negated = false
        while let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated.toggle()
            expr = prefix.expression.unparenthesized
        }
        guard let (list, empty) = emptinessTest(expr), list == shownList else { return nil }
        return empty != negated
    }

    /// `list.isEmpty`, `list.count == 0`, `list.endIndex == 0`, `list.count > 0` and their mirror
    /// images: the list's text and whether the test is for emptiness.
    static func emptinessTest(_ expr: ExprSyntax) -> (String, Bool)? {
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty", let base = member.base {
            return (listText(base), true)
        }
        guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        return comparisonTest(Array(sequence.elements))
    }

    /// `count op bound` or `bound op count`, as three elements.
    private static func comparisonTest(_ parts: [ExprSyntax]) -> (String, Bool)? {
        guard let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        if let list = countedList(parts[0]), let bound = integer(parts[2]) {
            return comparison(op, bound).map { (list, $0) }
        }
        if let list = countedList(parts[2]), let bound = integer(parts[0]) {
            let mirrored = ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op] ?? op
            return comparison(mirrored, bound).map { (list, $0) }
        }
        return nil
    }

    /// Whether `count op bound` says the list is empty (true) or not (false).
    private static func comparison(_ op: String, _ bound: Int) -> Bool? {
        switch (op, bound) {
        case ("==", 0), ("<", 1), ("<=", 0): return true
        case ("!=", 0), (">", 0), (">=", 1): return false
        default: return nil
        }
    }

    /// `list.count`, `list.endIndex`, `list?.count ?? 0`: the list's text.
    private static func countedList(_ expr: ExprSyntax) -> String? {
        var expr = expr.unparenthesized
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let last = sequence.elements.last, integer(last) == 0, let first = sequence.elements.first {
            expr = first
        }
        guard let member = expr.as(MemberAccessExprSyntax.self), ["count", "endIndex"].contains(member.declName.baseName.text),
              let base = member.base else { return nil }
        return listText(base)
    }

    private static func integer(_ expr: ExprSyntax) -> Int? {
        expr.unparenthesized.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
    }

    /// A list's text as both methods may write it: without `self.` and optional chaining.
    private static func listText(_ base: ExprSyntax) -> String {
        var text = base.trimmedSource.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        while text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    /// The list whose count is every row of the type's table or collection: each value its row
    /// count returns (following a helper of the type it calls) counts that one list, plus
    /// other terms, or is a number other than zero (a row that is never the empty table's).
    static func rowCountList(of functions: [FunctionDeclSyntax]) -> String? {
        let rowCounts = functions.filter { function in
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            return (function.name.text == "tableView" && labels.contains("numberOfRowsInSection"))
                || (function.name.text == "collectionView" && labels.contains("numberOfItemsInSection"))
        }
        guard rowCounts.count == 1 else { return nil }
        var lists = Set<String>()
        var pending = returnedValues(rowCounts[0]), followed = 0
        while let value = pending.popLast() {
            if let literal = integer(value) {
                if literal == 0 { return nil }
                continue
            }
            if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, followed < 4,
               let name = calledName(call), let helper = functions.first(where: { $0.name.text == name && $0.signature.parameterClause.parameters.isEmpty }) {
                followed += 1
                pending += returnedValues(helper)
                continue
            }
            guard let list = summedList(value) else { return nil }
            lists.insert(list)
        }
        return lists.count == 1 ? lists.first : nil
    }

    /// `list.count + (loading ? 1 : 0)`: the one counted list among the added terms.
    private static func summedList(_ value: ExprSyntax) -> String? {
        if let list = countedList(value) { return list }
        guard let sequence = value.unparenthesized.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        for (index, element) in elements.enumerated() where index % 2 == 1 {
            guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
        }
        let counted = elements.enumerated().filter { $0.offset % 2 == 0 }.compactMap { countedList($0.element) }
        return counted.count == 1 ? counted[0] : nil
    }

    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedSource == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// What a function returns: its `return`s' values (not those of closures or nested
    /// functions), or its single expression.
    private static func returnedValues(_ function: FunctionDeclSyntax) -> [ExprSyntax] {
        guard let body = function.body else { return [] }
        if body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) { return [only] }
        return OwnReturns.values(in: body).compactMap { $0 }
    }

    /// The functions of each type's declaration and extensions in the file, by the type's name,
    /// found in one walk of the file's declarations.
    static func memberFunctions(in root: Syntax) -> [String: [FunctionDeclSyntax]] {
        var result: [String: [FunctionDeclSyntax]] = [:]
        var stack = [root]
        while let node = stack.popLast() {
            if let name = EnclosingType.typeName(node) {
                if let members = memberBlock(of: node) {
                    result[name, default: []] += members.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
                }
                continue
            }
            if node.is(SourceFileSyntax.self) || node.is(CodeBlockItemListSyntax.self) || node.is(CodeBlockItemSyntax.self)
                || node.is(IfConfigDeclSyntax.self) || node.is(IfConfigClauseListSyntax.self) || node.is(IfConfigClauseSyntax.self) {
                stack += node.children(viewMode: .sourceAccurate)
            }
        }
        return result
    }

    private static func memberBlock(of node: Syntax) -> MemberBlockSyntax? {
        node.as(ClassDeclSyntax.self)?.memberBlock ?? node.as(ExtensionDeclSyntax.self)?.memberBlock
            ?? node.as(StructDeclSyntax.self)?.memberBlock
    }
}
