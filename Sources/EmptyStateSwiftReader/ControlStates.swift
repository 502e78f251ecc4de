import SwiftSyntax

/// UIKit's control states as the code writes them.
enum ControlStates {
    /// `.normal`, `UIControl.State.normal`, and the empty set that is `.normal` (Swift 3's
    /// `UIControlState()`, `UIControl.State()`, `[]`).
    static func isNormal(_ expr: ExprSyntax) -> Bool {
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "normal" }
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return ["UIControlState", "UIControl.State"].contains(call.calledExpression.trimmedDescription)
        }
        return false
    }
}
