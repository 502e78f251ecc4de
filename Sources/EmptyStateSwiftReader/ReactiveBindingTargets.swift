import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// A reactive binding target that shows an empty state (ygxq_patient's `extension Reactive where
/// Base: UIScrollView { var emptyDataString: BindingTarget<String?> { makeBindingTarget { base,
/// value in base.setEmptyData(title: value) } } }`, ReactiveSwift; RxSwift's `Binder(base) {
/// view, value in … }`): a wrapper whose one argument is the value bound to it. Each binding
/// (`tableView.reactive.emptyDataString <~ signal.map { $0.isEmpty ? "暂无数据" : nil }`, `….bind(to:
/// tableView.rx.emptyTitle)`) is a screen per text the binding can send; a `nil` it sends shows
/// no text, so it is none.
extension WrapperViews {
    /// The type binding targets are declared on, in both libraries.
    static let reactiveOwner = "Reactive"

    /// The binding target a wrapper's call in it makes into a wrapper of its own.
    static func bindingTarget(_ screen: FoundScreen, _ context: ReadContext) -> WrapperView? {
        guard let (property, value) = bindingProperty(around: screen.node),
              !WrapperSubstitution.placeholders(in: screen.template).filter({ $0 == value }).isEmpty else { return nil }
        let parameter = WrapperView.Parameter(label: nil, property: value, type: "", defaultValue: nil, hasDefault: false)
        return WrapperView(typeName: reactiveOwner, function: property, file: context.file, parameters: [parameter],
                           kind: screen.kind, template: screen.template)
    }

    /// The property of an `extension Reactive` whose binding closure holds `node`, and the name
    /// the closure gives the bound value (its last parameter).
    static func bindingProperty(around node: Syntax) -> (property: String, value: String)? {
        var closure: ClosureExprSyntax?
        var current = node.parent
        while let syntax = current {
            if closure == nil, let found = syntax.as(ClosureExprSyntax.self) { closure = found }
            if let binding = syntax.as(PatternBindingSyntax.self) {
                guard let closure, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type.trimmedSource,
                      type.hasPrefix("BindingTarget<") || type.hasPrefix("Binder<"),
                      let value = closureParameters(closure).last,
                      let owner = EnclosingType.memberOwner(of: syntax).type, owner == reactiveOwner else { return nil }
                return (name, value)
            }
            if EnclosingType.declaresType(syntax) { return nil }
            current = syntax.parent
        }
        return nil
    }

    private static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case let .simpleInput(names)?: return names.map(\.name.text)
        case let .parameterClause(list)?: return list.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    /// The binding target a binding names (`x.reactive.name <~ …`, `….bind(to: x.rx.name)`,
    /// `….drive(x.rx.name)`) and the value it binds.
    static func binding(_ target: ExprSyntax, in wrappers: [String: WrapperView]) -> WrapperView? {
        guard let member = target.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(MemberAccessExprSyntax.self), ["reactive", "rx"].contains(base.declName.baseName.text) else { return nil }
        return wrappers[reactiveOwner + "." + member.declName.baseName.text]
    }

    /// The texts a bound signal can send: what its last `map { … }` returns, each side of a
    /// ternary that is not `nil`; the whole signal where it has no such closure.
    static func boundValues(_ signal: ExprSyntax) -> [ExprSyntax] {
        var current = signal
        // `signal.map { … }.skipRepeats()`: the last `map` gives the values.
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "map", let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
               let returned = ConstantsVisitor.singleExpression(closure.statements) {
                return leaves(returned)
            }
            guard let base = member.base else { break }
            current = base
        }
        return [signal]
    }

    private static func leaves(_ expr: ExprSyntax) -> [ExprSyntax] {
        if let ternary = expr.as(TernaryExprSyntax.self) { return leaves(ternary.thenExpression) + leaves(ternary.elseExpression) }
        // Unfolded, `c ? a : b` is the condition's parts, then `? a :`, then `b`.
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let parts = Array(sequence.elements)
            if let ternary = parts[parts.count - 2].as(UnresolvedTernaryExprSyntax.self) {
                return leaves(ternary.thenExpression) + leaves(parts[parts.count - 1])
            }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first { return leaves(inner.expression) }
        return expr.is(NilLiteralExprSyntax.self) ? [] : [expr]
    }

    /// One argument list holding a bound value, as a call would pass it.
    static func argument(_ value: ExprSyntax) -> LabeledExprListSyntax {
        LabeledExprListSyntax([LabeledExprSyntax(expression: value)])
    }
}
