import SwiftSyntax

/// What a caller writes that is never nil, whatever it holds at run time: an error's
/// `localizedDescription`, a string literal or interpolation, `String(describing:)`.
enum NeverNil {
    static func expression(_ node: Syntax) -> Bool {
        guard let expr = node.as(ExprSyntax.self) else { return false }
        if expr.is(StringLiteralExprSyntax.self) { return true }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, !base.trimmedSource.hasSuffix("?") {
            return ["localizedDescription", "description", "debugDescription"].contains(member.declName.baseName.text)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedSource == "String",
           call.arguments.first?.label?.text == "describing" {
            return true
        }
        return false
    }
}
