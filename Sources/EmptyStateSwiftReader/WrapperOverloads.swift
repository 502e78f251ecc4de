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
        var own = wrapper
        own.parameters = callable(wrapper)
        // Each argument to a parameter, as a call's arguments are matched (`WrapperCalls.parameters`).
        let given = WrapperCalls.parameters(for: labels, of: own)
        guard !given.contains(where: { $0 == nil }) else { return false }
        var closuresLeft = trailingClosures
        for parameter in own.parameters where !parameter.hasDefault && !given.contains(parameter) {
            guard parameter.type.contains("->"), closuresLeft > 0 else { return false }
            closuresLeft -= 1
        }
        return true
    }

    /// Whether `node` is in the body of one of these wrappers (all of one name): in the function
    /// or type `WrapperViews.definition` names, unless that function is another overload.
    static func isBody(_ node: Syntax, of wrappers: [WrapperView]) -> Bool {
        guard let name = wrappers.first?.name, WrapperViews.definition(of: node) == name else { return false }
        guard let function = WrapperViews.enclosingFunction(node) else { return true }
        return !wrappers.allSatisfy { isAnotherOverload(function, of: $0) }
    }

    /// Whether `function` is another overload than the wrapper's (its labels do not fit).
    private static func isAnotherOverload(_ function: FunctionDeclSyntax, of wrapper: WrapperView) -> Bool {
        guard wrapper.function == function.name.text else { return false }
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let own = callable(wrapper).map(\.label)
        return labels != own
    }
}
