import EmptyStateSourceReading
import EmptyStateModel
import SwiftSyntax

/// What one call of a wrapper decides of the wrapper's optionals (its `…IsNotNil` variants):
/// those it gives a value, those it leaves nil, and those it passes on from its own caller.
struct CallOptionals {
    /// Given a value (a text, a closure, anything not `nil`): their variants hold.
    var given: Set<String>
    /// Left nil, passed `nil` or defaulting to it: their variants cannot happen.
    var absent: Set<String>
    /// Given a value known here (a closure, a literal), not one the run time may leave nil
    /// (`message: messages[chat.id]`, Supremo-AI): only those decide a variant that pairs the
    /// optional with another condition.
    var sure: Set<String>
    /// The wrapper's property → the caller's own optional it is passed.
    var passedOn: [String: String]

    /// `arguments`: what the call's template shows, each property it passes or its default;
    /// `given`: every property the call passes, shown or not (`retryAction: retry` for an
    /// `if let retryAction { Button(…) }`).
    init(arguments: [String: WrapperSubstitution.Argument], given: Set<String>, passedNil: Set<String>, passedOn: [String: String]) {
        let passedHidden = given.filter { arguments[$0] == nil }
        // An image passed (`image: UIImage(named: "file-storage")`) is a value, though no text.
        let shownValued = Set(arguments.filter { $0.value.text != .null || $0.value.image != nil }.keys)
        self.given = shownValued.union(passedHidden.subtracting(passedNil)).subtracting(passedOn.keys)
        absent = Set(arguments.filter { $0.value.text == .null && $0.value.image == nil }.keys).union(passedHidden.intersection(passedNil))
        let known = shownValued.filter { arguments[$0].map { WrapperSubstitution.placeholders(in: $0.text).isEmpty } ?? false }
        sure = passedHidden.subtracting(passedNil).union(known)
        self.passedOn = passedOn
    }

    /// `ErrorView(…, retryLabel: retryLabel)` in a wrapper's body, passing on its own optional
    /// (MetroTime's LoadingErrorView): whether it is set is for that wrapper's callers to
    /// decide, so the inner wrapper's property maps to the outer one's.
    static func passedOn(_ matched: [((label: String?, expression: ExprSyntax), WrapperView.Parameter?)],
                         at node: Syntax) -> [String: String] {
        var result: [String: String] = [:]
        for (argument, parameter) in matched {
            guard let parameter, let name = optionalRoot(argument.expression),
                  WrapperViews.optionalProperty(name, around: node) != nil || isOptionalParameter(name, around: node) else { continue }
            result[parameter.property] = name
        }
        return result
    }

    /// `title` of the function the call is in, declared optional (`func setEmptyDataSet(title:
    /// String?, …)`, ABox): its callers decide whether it is set.
    private static func isOptionalParameter(_ name: String, around node: Syntax) -> Bool {
        guard let function = WrapperViews.enclosingFunction(node),
              let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return false }
        return parameter.type.is(OptionalTypeSyntax.self) || parameter.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// `retryLabel`, `self.retryLabel`, or the root of an optional chain on one
    /// (`itemID?.type.errorLabel`, ShelfPlayer's ErrorView): nil whenever that property is.
    private static func optionalRoot(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if Evaluator.isSelf(base) { return member.declName.baseName.text }
        var current = base
        while true {
            if let chained = current.as(OptionalChainingExprSyntax.self) {
                return chained.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            guard let inner = current.as(MemberAccessExprSyntax.self)?.base else { return nil }
            current = inner
        }
    }
}
