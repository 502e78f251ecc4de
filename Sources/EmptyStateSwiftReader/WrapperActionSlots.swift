import EmptyStateModel
import SwiftSyntax

/// A wrapper whose actions are what its caller passes (`@ViewBuilder actions: () -> some View`,
/// shown as `actions` or `actions()` among its `ContentUnavailableView`'s actions): the wrapper
/// is read with a placeholder button there, `{ title: "⟨actions⟩" }`, and each call puts the
/// buttons of the closure it passes in its place (none when it passes none).
enum WrapperActionSlots {
    /// The property an action view stands for, when it is one of the enclosing type's stored
    /// properties named bare (`actions`), called (`actions()`) or type-erased (`AnyView(actions())`).
    static func slot(_ value: Value, in node: Syntax) -> String? {
        let syntax: Syntax
        switch value {
        case let .unknown(unknown): syntax = unknown
        // `actions()` read as a call of a function of that name.
        case let .call(call) where call.arguments.isEmpty && call.closures.isEmpty: syntax = call.syntax
        default: return nil
        }
        guard let expr = syntax.as(ExprSyntax.self), let name = propertyName(expr),
              WrapperViews.storedProperty(name, around: node) != nil || isClosureParameter(name, around: node) else { return nil }
        return name
    }

    /// A wrapper function's own builder parameter (`@ViewBuilder actionButton: () -> some View`).
    private static func isClosureParameter(_ name: String, around node: Syntax) -> Bool {
        var current: Syntax? = node
        while let syntax = current, syntax.as(FunctionDeclSyntax.self) == nil { current = syntax.parent }
        guard let function = current?.as(FunctionDeclSyntax.self) else { return false }
        return function.signature.parameterClause.parameters.contains { parameter in
            (parameter.secondName ?? parameter.firstName).text == name
                && parameter.type.trimmedSource.replacingOccurrences(of: "@escaping", with: "").contains("->")
        }
    }

    private static func propertyName(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, Evaluator.isSelf(base) { return member.declName.baseName.text }
        guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        if call.arguments.isEmpty { return propertyName(call.calledExpression) }
        if call.calledExpression.trimmedSource == "AnyView", call.arguments.count == 1, let only = call.arguments.first {
            return propertyName(only.expression)
        }
        return nil
    }

    static func placeholder(_ property: String) -> TemplateValue {
        .map([TemplateEntry("title", .string("\u{27E8}\(property)\u{27E9}"))])
    }

    /// The properties `template`'s buttons are slots for.
    static func slots(in template: TemplateValue) -> Set<String> {
        Set(WrapperButtons.roles.compactMap { role in property(of: template[role]) })
    }

    private static func property(of button: TemplateValue?) -> String? {
        WrapperSubstitution.solePlaceholder(button, keys: ["title"])
    }

    /// The buttons a call's closure draws.
    static func buttons(_ closure: ClosureExprSyntax, _ evaluator: Evaluator, _ reading: Reading) throws -> [TemplateValue] {
        var result: [TemplateValue] = []
        for view in try ViewBuilderReader.views(closure, evaluator, reading) where result.count < Limits.actions {
            if let button = try ActionReader.button(view, outer: [], evaluator, reading.at(ActionReader.keys[result.count])) {
                result.append(button.template)
            }
        }
        return result
    }

    /// `template` with each slot replaced by the buttons read for it (none for a slot the call
    /// left empty), the buttons after it moving down or up to keep their order.
    static func filled(_ template: TemplateValue, with read: [String: [TemplateValue]]) -> TemplateValue {
        guard case let .map(entries) = template else { return template }
        var buttons: [TemplateValue] = []
        for role in WrapperButtons.roles {
            guard let button = template[role] else { continue }
            if let property = property(of: button), let given = read[property] { buttons += given } else { buttons.append(button) }
        }
        var result = entries.filter { !WrapperButtons.roles.contains($0.key) }
        let at = entries.firstIndex { WrapperButtons.roles.contains($0.key) } ?? result.count
        let placed = zip(WrapperButtons.roles, buttons.prefix(WrapperButtons.roles.count)).map { TemplateEntry($0, $1) }
        result.insert(contentsOf: placed, at: min(at, result.count))
        return .map(result)
    }
}
