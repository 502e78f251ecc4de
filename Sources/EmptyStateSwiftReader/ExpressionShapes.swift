import SwiftSyntax

/// What an expression is, from its syntax alone: a type's path, `self`, a localization call.
extension Evaluator {
    /// `UIColor`, `UIFont.Weight`, `UIButton.Configuration`: an expression naming a type.
    static func typePath(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let first = name.first, first.isUppercase, !Globals.isGlobalValue(name) else { return nil }
            return name
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let path = typePath(base) {
            let name = member.declName.baseName.text
            // R.swift's lowercase namespaces (`R.string.localizable`) are types too.
            guard let first = name.first, first.isUppercase || path == "R" || path == "R.string" else { return nil }
            return "\(path).\(name)"
        }
        return nil
    }

    /// `NSLocalizedString(…)`, `String(localized: …)`, `Bundle.main.localizedString(forKey:…)`.
    static func isLocalization(_ call: Call) -> Bool {
        call.name == "NSLocalizedString" || call.name == "localizedString" || call.name == "String" && call.argument("localized") != nil
            || LibraryLocalizedTexts.isGlobalLocalized(call)
    }

    static func isSelf(_ expr: ExprSyntax) -> Bool {
        guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.tokenKind == .keyword(.self) || reference.baseName.text == "self"
    }
}
