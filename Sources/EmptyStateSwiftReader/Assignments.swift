import SwiftSyntax

/// What statements do to locals: `let x = …`, `x = …`, `x += …`, `x.a.b = …`, `x[.font] = …`,
/// `x.addAttribute(…)`. Assignments to anything else (a property of `self`) are not followed.
extension Evaluator {
    mutating func declare(_ node: VariableDeclSyntax) throws {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let initializer = binding.initializer {
                scope.declare(name, try value(initializer.value))
            } else if binding.accessorBlock == nil, node.bindingSpecifier.text == "var", Self.isOptional(binding.typeAnnotation?.type) {
                scope.declare(name, .null)   // `var str: String?` is nil until a branch sets it
            } else if binding.accessorBlock == nil {
                scope.declare(name, .notKnown(binding.pattern))   // declared; assigned later
            }
        }
    }

    /// `T?`, `T!`, `Optional<T>`.
    static func isOptional(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// Where an assignment writes: a local, a path of properties under it, or a key of it.
    struct Target {
        var root: String
        var path: [String]
        var key: ExprSyntax?
        var syntax: ExprSyntax

        init?(_ expr: ExprSyntax) {
            syntax = expr
            var path: [String] = []
            var current = expr
            var key: ExprSyntax?
            while true {
                if let unwrap = current.as(OptionalChainingExprSyntax.self) { current = unwrap.expression; continue }
                if let unwrap = current.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression; continue }
                if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                    path.insert(member.declName.baseName.text, at: 0)
                    current = base
                    continue
                }
                if let subscriptCall = current.as(SubscriptCallExprSyntax.self), path.isEmpty, key == nil,
                   subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first {
                    key = argument.expression
                    current = subscriptCall.calledExpression
                    continue
                }
                break
            }
            guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
            // `self.title = …` writes a property, not a local.
            guard !Evaluator.isSelf(current) else { return nil }
            root = reference.baseName.text
            self.path = path
            self.key = key
        }

        var dotted: String { path.joined(separator: ".") }
    }

    /// `target = value` or `target op= value`; false when the sequence is not an assignment.
    mutating func assign(_ node: SequenceExprSyntax) throws -> Bool {
        let elements = Array(node.elements)
        guard elements.count >= 3, case let .binary(op)? = SequenceOperator(elements[1]), op.hasSuffix("="),
              !["==", "!=", "<=", ">=", "===", "!=="].contains(op) else { return false }
        var assigned = try sequenceValue(elements, from: 2, whole: node)
        guard let target = Target(elements[0]), scope[target.root] != nil else { return true }
        if op != "=" {
            let whole = target.path.isEmpty && target.key == nil
            if whole, op == "+=", case var .string(text)? = scope[target.root], case let .string(more) = assigned {
                scope[target.root] = .null   // the text is appended in place, not copied
                text.append(more)
                assigned = text.length <= Limits.textLength ? .string(text) : tooLong(node)
            } else {
                assigned = try combine(whole ? scope[target.root] : nil, String(op.dropLast()), assigned, whole: node)
            }
        }
        write(assigned, to: target)
        return true
    }

    mutating func write(_ assigned: Value, to target: Target) {
        guard let current = scope[target.root] else { return }
        if let key = target.key {
            guard case let .dictionary(collection) = current else { return }
            let keyName = (try? value(key))?.memberName
            var elements = collection.elements
            if let keyName, let at = stride(from: 0, to: elements.count - 1, by: 2).first(where: { elements[$0].memberName == keyName }) {
                elements[at + 1] = assigned
            } else if let keyValue = try? value(key) {
                elements += [keyValue, assigned]
            }
            scope[target.root] = .dictionary(Collection(elements, syntax: collection.syntax))
            return
        }
        if target.path.isEmpty { scope[target.root] = assigned; return }
        if case let .array(tuple) = current, target.path.count == 1, let changed = tuple.replacingTupleElement(target.path[0], with: assigned) {
            scope[target.root] = .array(changed)
            return
        }
        guard case var .call(object) = current else { return }
        object.set(target.dotted, assigned, at: Syntax(target.syntax))
        scope[target.root] = .call(object)
    }

    private func tooLong(_ node: SequenceExprSyntax) -> Value {
        diagnostics.warn(env.place, "a text longer than \(Limits.textLength) characters; not read", at: node)
        return .notKnown(node)
    }

    private func combine(_ current: Value?, _ op: String, _ operand: Value, whole: SequenceExprSyntax) throws -> Value {
        guard let current else { return .notKnown(whole) }
        switch (op, current, operand) {
        case let ("+", .number(a), .number(b)): return .number(a + b)
        case let ("-", .number(a), .number(b)): return .number(a - b)
        case let ("*", .number(a), .number(b)): return .number(a * b)

        default: return .notKnown(whole)
        }
    }

    /// `text.addAttribute(…)`: recorded on the local's value; false when not a local's method.
    mutating func mutateLocal(_ node: FunctionCallExprSyntax) throws -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let target = Target(base), target.key == nil,
              case var .call(object)? = scope[target.root] else { return false }
        guard target.path.isEmpty else {
            // `view.actionButton.setTitle("Compose your first email", for: UIControlState())` on a
            // view loaded from a xib: the title of that outlet's button (`actionButton.setTitle`).
            guard ["setTitle", "setAttributedTitle"].contains(member.declName.baseName.text),
                  let state = node.arguments.first(where: { $0.label?.text == "for" })?.expression, ControlStates.isNormal(state),
                  let title = node.arguments.first, title.label == nil else { return false }
            object.set(target.dotted + "." + NibLoads.buttonTitle, try value(title.expression), at: Syntax(node))
            scope[target.root] = .call(object)
            return true
        }
        object.mutate(try mutation(node, name: member.declName.baseName.text))
        scope[target.root] = .call(object)
        return true
    }
}
