import EmptyStateSourceReading
import SwiftParser
import SwiftSyntax

/// Evaluates expressions to values without running them: literals, locals read so far, the
/// file's constants, the branch's case and Booleans; everything else is `.unknown`.
/// Evaluation is bounded: `Limits.evaluationDepth` deep, `Limits.valueDepth` values deep, and
/// every step is charged to the file's work allowance.
struct Evaluator {
    let context: ReadContext
    let diagnostics: Diagnostics
    /// The type the code belongs to (its constants are known).
    var typeName: String?
    var scope = Scope()
    var env = Environment()

    init(context: ReadContext, diagnostics: Diagnostics, typeName: String?, env: Environment = Environment()) {
        self.context = context
        self.diagnostics = diagnostics
        self.typeName = typeName
        self.env = env
    }

    func value(_ expr: ExprSyntax) throws -> Value {
        try context.charge(at: expr)
        guard let result = try context.nested(expr, diagnostics, { try evaluate(expr) }) else { return .notKnown(expr) }
        if result.depth > Limits.valueDepth {
            diagnostics.warn(env.place, "a value made of more than \(Limits.valueDepth) nested values; not read", at: expr)
            return .notKnown(expr)
        }
        return result
    }

    private func evaluate(_ expr: ExprSyntax) throws -> Value {
        switch expr.kind {
        case .stringLiteralExpr: return try string(expr.cast(StringLiteralExprSyntax.self))
        case .integerLiteralExpr:
            return expr.cast(IntegerLiteralExprSyntax.self).representedLiteralValue.map { .number(Double($0)) } ?? .unknown(Syntax(expr))
        case .floatLiteralExpr:
            return expr.cast(FloatLiteralExprSyntax.self).representedLiteralValue.map { .number($0) } ?? .unknown(Syntax(expr))
        case .booleanLiteralExpr: return .bool(expr.cast(BooleanLiteralExprSyntax.self).literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: return .null
        case .declReferenceExpr:
            return try reference(expr.cast(DeclReferenceExprSyntax.self).baseName.text, at: Syntax(expr), local: true)
        case .memberAccessExpr: return try memberAccess(expr.cast(MemberAccessExprSyntax.self))
        case .functionCallExpr: return try call(expr.cast(FunctionCallExprSyntax.self))
        case .macroExpansionExpr:
            let macro = expr.cast(MacroExpansionExprSyntax.self)
            return .call(Call(receiver: .none, name: "#" + macro.macroName.text, arguments: try arguments(macro.arguments),
                              closures: [], syntax: Syntax(macro)))
        case .sequenceExpr: return try sequence(expr.cast(SequenceExprSyntax.self))
        // `Button(…)\n#if os(macOS) .tint(.clear) #endif`: the modifiers another platform's
        // build adds are not the iPhone's; what the view is, is its base.
        case .postfixIfConfigExpr:
            let postfix = expr.cast(PostfixIfConfigExprSyntax.self)
            guard let base = postfix.base else { return .unknown(Syntax(expr)) }
            if postfix.config.clauses.contains(where: { !IfConfigActivity.isInactive($0) }) {
                diagnostics.warn(env.place, "modifiers under #if are not read", at: postfix.config)
            }
            return try value(base)
        case .prefixOperatorExpr: return try prefix(expr.cast(PrefixOperatorExprSyntax.self))
        case .tupleExpr:
            let tuple = expr.cast(TupleExprSyntax.self)
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil { return try value(only.expression) }
            // `("No comments", "New comments will appear here.", "tray")` returned by a helper
            // whose type labels them (mx-space-core's `emptyCopy(for:)`): read by label or position.
            guard tuple.elements.count > 1, tuple.elements.count <= Limits.tupleElements else { return .unknown(Syntax(expr)) }
            return .array(Collection(try tuple.elements.map { try value($0.expression) }, syntax: Syntax(tuple),
                                     tupleLabels: tuple.elements.map { $0.label?.text }))
        case .forceUnwrapExpr:
            let unwrapped = try value(expr.cast(ForceUnwrapExprSyntax.self).expression)
            if case .null = unwrapped { context.unwrappedNil = true }
            return unwrapped
        case .optionalChainingExpr: return try value(expr.cast(OptionalChainingExprSyntax.self).expression)
        case .tryExpr: return try value(expr.cast(TryExprSyntax.self).expression)
        case .awaitExpr: return try value(expr.cast(AwaitExprSyntax.self).expression)
        case .asExpr: return try value(expr.cast(AsExprSyntax.self).expression)
        case .arrayExpr:
            let array = expr.cast(ArrayExprSyntax.self)
            return .array(Collection(try array.elements.map { try value($0.expression) }, syntax: Syntax(array)))
        case .dictionaryExpr:
            let dictionary = expr.cast(DictionaryExprSyntax.self)
            var elements: [Value] = []
            if case let .elements(list) = dictionary.content {
                for element in list { elements.append(try value(element.key)); elements.append(try value(element.value)) }
            }
            return .dictionary(Collection(elements, syntax: Syntax(dictionary)))
        case .closureExpr: return .closure(expr.cast(ClosureExprSyntax.self))
        case .ifExpr:
            var inner = self
            // An `if` that gives a value is read as a ternary is: each condition not known, a variant.
            if env.assumedConditions != nil { inner.env.assumesIfConditions = true }
            let ifExpr = expr.cast(IfExprSyntax.self)
            if case let .returned(value) = try inner.ifStatement(ifExpr, single: true) { return value }
            // A view builder's lone `if` (`if let message { Text(message) }`, no `else`) not
            // taken draws nothing.
            if !Self.hasFinalElse(ifExpr) { return .call(Call(receiver: .none, name: "EmptyView", arguments: [], closures: [], syntax: Syntax(expr))) }
            return .unknown(Syntax(expr))
        case .switchExpr:
            var inner = self
            if case let .returned(value) = try inner.switchStatement(expr.cast(SwitchExprSyntax.self), single: true) { return value }
            return .unknown(Syntax(expr))
        case .ternaryExpr:
            let ternary = expr.cast(TernaryExprSyntax.self)
            switch try testing(ternary.condition) {
            case let .bool(condition): return try value(condition ? ternary.thenExpression : ternary.elseExpression)
            default:
                guard let condition = assumed([Syntax(ternary.condition)]) else { return .unknown(Syntax(expr)) }
                return try value(condition ? ternary.thenExpression : ternary.elseExpression)
            }
        default:
            return .unknown(Syntax(expr))
        }
    }

    /// A condition's value: stored state in it stays run-time state.
    func testing(_ condition: ExprSyntax) throws -> Value {
        var inner = self
        inner.env.inCondition = true
        return try inner.value(condition)
    }

    // MARK: Literals and operators

    private func string(_ node: StringLiteralExprSyntax) throws -> Value {
        if let text = node.representedLiteralValue { return .string(StringValue(text, literal: true)) }
        guard !node.hasError else { return .notKnown(node) }
        let pounds = node.openingPounds?.text.count ?? 0
        var parts: [StringValue.Part] = []
        for segment in node.segments {
            switch segment {
            case let .stringSegment(text):
                parts.append(.text(StringEscapes.unescape(text.content.text, pounds: pounds)))
            case let .expressionSegment(interpolation):
                guard let first = interpolation.expressions.first else { continue }
                let inner = try value(first.expression)
                // `"\(url.absoluteString + "admin/")"`: a text joined at run time, its parts spliced in.
                if case let .string(joined) = inner, joined.plain == nil, Self.isJoining(first.expression) {
                    parts.append(contentsOf: joined.parts)
                    continue
                }
                parts.append(.value(inner, first.expression))
            }
        }
        return .string(StringValue(parts: parts, literal: true))
    }

    /// `a + "admin/"` written in place.
    static func isJoining(_ expr: ExprSyntax) -> Bool {
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }
        }
        return expr.as(InfixOperatorExprSyntax.self)?.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
    }

    private func prefix(_ node: PrefixOperatorExprSyntax) throws -> Value {
        let operand = try value(node.expression)
        // The app's own localizing operator (`prefix func %(_ key: String.LocalizationValue) ->
        // String`): a call of it, as a localizing function's is read.
        if context.appTexts.localizers.contains(node.operator.text) {
            return .call(Call(receiver: .none, name: node.operator.text, arguments: [Argument(label: nil, value: operand, syntax: node.expression)],
                              closures: [], syntax: Syntax(node)))
        }
        switch (node.operator.text, operand) {
        case let ("-", .number(number)): return .number(-number)
        case let ("+", .number(number)): return .number(number)
        case let ("!", .bool(bool)): return .bool(!bool)
        default: return .notKnown(node)
        }
    }
}
