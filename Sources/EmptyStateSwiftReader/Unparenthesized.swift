import SwiftSyntax

extension ExprSyntax {
    /// `((x))` → `x`: what code written as C is (`switch(state)`, `if (isEmpty)`, Swift 1's
    /// DZN data sources, kindling-sprubix) means, without the tuple of one the parentheses make.
    var unparenthesized: ExprSyntax {
        var current = self
        while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            current = only.expression
        }
        return current
    }
}

extension SwitchExprSyntax {
    /// What the switch chooses by, parentheses aside.
    var choice: ExprSyntax { subject.unparenthesized }
}
