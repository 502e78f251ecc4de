import EmptyStateSourceReading
import SwiftSyntax

/// Two functions of one name (`func updateUnavailableView()` that calls `func
/// updateUnavailableView(text:secondaryText:image:)` once per tab): a call is of the wrapper only
/// when its labels fit the wrapper's parameters, and the other overload is no definition of it.
enum WrapperOverloads {
    /// The labels a call can give: the parameters' (nil for `_`), without the properties a
    /// wrapper's call sets through its modifier-style methods or declared values (`#…`).
    private static func callable(_ wrapper: WrapperView) -> [WrapperView.Parameter] {
        wrapper.parameters.filter { !($0.label?.hasPrefix("#") ?? false) }
    }

    /// Whether a call with these arguments can be of the function wrapper: every label is one of
    /// its parameters', and every parameter without a default is given (a closure parameter by
    /// a trailing closure). Types' initializers are not checked (extensions add others).
    static func fits(_ call: FunctionCallExprSyntax, _ wrapper: WrapperView) -> Bool {
        guard wrapper.function != nil, wrapper.byPosition != true else { return true }
        return fits(labels: call.arguments.map { $0.label?.text }, trailingClosures: call.trailingClosure == nil ? 0 : 1 + call.additionalTrailingClosures.count,
                    wrapper)
    }

    static func fits(labels: [String?], trailingClosures: Int, _ wrapper: WrapperView) -> Bool {
        let parameters = callable(wrapper)
        let named = Set(parameters.compactMap(\.label))
        guard labels.allSatisfy({ $0.map(named.contains) ?? true }) else { return false }
        let unlabeledGiven = labels.filter { $0 == nil }.count
        guard unlabeledGiven <= parameters.filter({ $0.label == nil }).count else { return false }
        var closuresLeft = trailingClosures
        for parameter in parameters where !parameter.hasDefault {
            if let label = parameter.label, labels.contains(label) { continue }
            if parameter.label == nil, unlabeledGiven > 0 { continue }
            if parameter.type.contains("->"), closuresLeft > 0 { closuresLeft -= 1; continue }
            return false
        }
        return true
    }

    /// Whether `node` is in a function of a wrapper's name that is none of these wrappers (their
    /// labels differ): a call there is a screen, not the wrapper's own body.
    static func isInAnotherOverload(_ node: Syntax, of wrappers: [WrapperView]) -> Bool {
        guard let function = WrapperViews.enclosingFunction(node), !wrappers.isEmpty else { return false }
        return wrappers.allSatisfy { isAnotherOverload(function, of: $0) }
    }

    /// Whether `function` is another overload than the wrapper's (its labels do not fit).
    static func isAnotherOverload(_ function: FunctionDeclSyntax, of wrapper: WrapperView) -> Bool {
        guard wrapper.function == function.name.text else { return false }
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let own = callable(wrapper).map(\.label)
        return labels != own
    }
}
