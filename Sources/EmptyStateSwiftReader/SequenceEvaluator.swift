import SwiftSyntax

/// Operators, which swift-syntax leaves as flat sequences (`a + b * c` is five elements):
/// folded here by Swift's precedence, without building a tree. A long chain of one operator
/// is a loop, not a recursion.
extension Evaluator {
    struct Operand {
        var value: Value
        /// The operand's expression when it is one element (for `subject == .case`).
        var syntax: ExprSyntax?
    }

    func sequence(_ node: SequenceExprSyntax) throws -> Value {
        let elements = Array(node.elements)
        var index = 0
        return try climb(elements, &index, minimum: 0, whole: node).value
    }

    /// The value of `elements[index...]` (the right-hand side of an assignment).
    func sequenceValue(_ elements: [ExprSyntax], from start: Int, whole: SequenceExprSyntax) throws -> Value {
        var index = start
        return try climb(elements, &index, minimum: 0, whole: whole).value
    }

    /// `filter == .all` (and `self.filter == .all`): the subject's text and the case compared.
    static func caseComparison(_ condition: [ExprSyntax]) -> (subject: String, caseName: String)? {
        guard condition.count == 3, condition[1].trimmedSource == "==",
              let member = condition[2].as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return (subjectText(Syntax(condition[0])), member.declName.baseName.text)
    }

    private func nestedClimb(_ elements: [ExprSyntax], _ index: inout Int, minimum: Int, whole: SequenceExprSyntax) throws -> Operand {
        var position = index
        let result = try context.nested(whole, diagnostics) { try climb(elements, &position, minimum: minimum, whole: whole) }
        index = position
        return result ?? Operand(value: .notKnown(whole), syntax: nil)
    }

    private func climb(_ elements: [ExprSyntax], _ index: inout Int, minimum: Int, whole: SequenceExprSyntax) throws -> Operand {
        guard index < elements.count else { return Operand(value: .notKnown(whole), syntax: nil) }
        let start = index
        let first = elements[index]
        index += 1
        var lhs = Operand(value: try value(first), syntax: first)
        while index < elements.count {
            try context.charge(at: whole)
            guard let op = SequenceOperator(elements[index]) else { return Operand(value: .notKnown(whole), syntax: nil) }
            let (precedence, rightAssociative) = op.precedence
            if precedence < minimum { break }
            let operatorIndex = index
            index += 1
            switch op {
            case .cast:
                index += 1   // the type
                lhs.syntax = nil
            case .typeCheck:
                index += 1
                lhs = Operand(value: .notKnown(whole), syntax: nil)
            case let .ternary(ternary):
                // The condition is taken before the false side is read, which may read what it
                // tested (`filter == .all ? "workouts" : filter.rawValue`: not `.all` there).
                let condition: Bool?
                if case let .bool(known) = lhs.value { condition = known } else { condition = assumed(elements[start..<operatorIndex].map { Syntax($0) }) }
                var otherSide = self
                if condition == false, let (subject, caseName) = Self.caseComparison(Array(elements[start..<operatorIndex])) {
                    otherSide.env.ruledOutCases[subject, default: []].insert(caseName)
                }
                let elseOperand = try otherSide.nestedClimb(elements, &index, minimum: precedence, whole: whole)
                let chosen: Value
                switch condition {
                case true?: chosen = try value(ternary.thenExpression)
                case false?: chosen = elseOperand.value
                case nil: chosen = .notKnown(whole)
                }
                lhs = Operand(value: chosen, syntax: nil)
            case let .binary(name):
                let rhs = try nestedClimb(elements, &index, minimum: rightAssociative ? precedence : precedence + 1, whole: whole)
                if name == "+", case var .string(text) = lhs.value, let right = stringParts(rhs) {
                    // In place: the left text is not copied for each `+` of a long chain.
                    lhs.value = .null
                    text.append(right)
                    lhs = Operand(value: text.length <= Limits.textLength ? .string(text) : tooLong(whole), syntax: nil)
                    continue
                }
                lhs = Operand(value: try apply(name, lhs, rhs, whole: whole), syntax: nil)
            }
        }
        return lhs
    }

    private func apply(_ op: String, _ lhs: Operand, _ rhs: Operand, whole: SequenceExprSyntax) throws -> Value {
        switch op {
        case "==", "!=":
            let equal: Bool?
            // `filter == .all` where this reading's `switch filter` took a case (assumed, or the
            // first of an exhaustive switch): that case decides it.
            if let left = lhs.syntax, let right = rhs.syntax?.as(MemberAccessExprSyntax.self),
               right.base == nil, let taken = takenSwitchCase(left) {
                equal = taken == right.declName.baseName.text
            } else if let left = lhs.syntax, let right = rhs.syntax,
                      let caseName = EnumCondition.comparedCase(left, right, stateParameter: env.stateParameter), let current = env.caseName {
                equal = current == caseName
            } else if let syntax = lhs.syntax, case .null = rhs.value, NonOptionalComparisons.isNeverNil(syntax) {
                equal = false
            } else {
                equal = Self.equal(lhs.value, rhs.value)
            }
            guard let equal else { return .notKnown(whole) }
            return .bool(op == "==" ? equal : !equal)
        case "&&":
            // A part this reading has already taken a side on (`searchText.isEmpty` where the
            // title's `if !searchText.isEmpty` was assumed false) counts as known: MST's button
            // behind `(FilterOption(rawValue: raw) ?? .all) == .all && searchText.isEmpty`.
            // A condition this reading has already taken whole keeps that side.
            if case .bool(false) = lhs.value { return .bool(false) }
            if case .bool(false) = rhs.value { return .bool(false) }
            guard !isTakenWhole(whole) else { return .notKnown(whole) }
            let left = takenSide(lhs), right = takenSide(rhs)
            if left == false || right == false { return .bool(false) }
            if left == true, right == true { return .bool(true) }
            return .notKnown(whole)
        case "||":
            if case .bool(true) = lhs.value { return .bool(true) }
            if case .bool(true) = rhs.value { return .bool(true) }
            if case .bool(false) = lhs.value, case .bool(false) = rhs.value { return .bool(false) }
            return .notKnown(whole)
        case "??":
            switch lhs.value {
            case .null: return rhs.value
            case .unknown:
                // `title ?? ""` of a helper's parameter (ygxq_patient's `setEmptyData(title:)`): nil
                // shows nothing as "" does, so the text is the name's, which a call gives.
                if let optional = lhs.syntax, optional.is(DeclReferenceExprSyntax.self), case let .string(fallback) = rhs.value,
                   fallback.plain == "" {
                    return .notKnown(optional)
                }
                // `error?.localizedDescription ?? Localizations.error`: a text when the optional is
                // nil, the run time's otherwise: two outcomes, as a ternary's (the fallback first).
                guard !env.inCondition, let optional = lhs.syntax, Self.isShown(rhs.value), let isSet = assumedSet(optional) else {
                    return .notKnown(whole)
                }
                return isSet ? .notKnown(optional) : rhs.value
            default:
                // `errorMessage ?? "Nothing new right now."` over a property set to one text only when
                // a load fails (OpenVeloV-iOS's news): the fallback while nil, the text once set.
                if !env.inCondition, let optional = lhs.syntax, Self.isShown(rhs.value), readsStoredText(optional),
                   let isSet = assumedSet(optional) {
                    return isSet ? lhs.value : rhs.value
                }
                if let chain = lhs.syntax, Self.isShown(lhs.value), Self.isShown(rhs.value), let isSet = optionalChainFallback(chain) {
                    return isSet ? lhs.value : rhs.value
                }
                return lhs.value
            }
        case "+":
            if case let .number(a) = lhs.value, case let .number(b) = rhs.value { return .number(a + b) }
            if case .string = lhs.value, let joined = concatenate(lhs, rhs, whole: whole) { return joined }
            if case .string = rhs.value, let joined = concatenate(lhs, rhs, whole: whole) { return joined }
            if let joined = joinedTexts(lhs, rhs, whole: whole) { return joined }
            return .notKnown(whole)
        case "-", "*", "/", "<", ">", "<=", ">=":
            guard case let .number(a) = lhs.value, case let .number(b) = rhs.value else { return .notKnown(whole) }
            switch op {
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return b == 0 ? .notKnown(whole) : .number(a / b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            default: return .bool(a >= b)
            }
        default:
            return .notKnown(whole)
        }
    }

    /// An operand of `+` as text: a string, or a value written into it (a placeholder if unknown).
    private func stringParts(_ operand: Operand) -> StringValue? {
        switch operand.value {
        case let .string(string): return string
        case let .unknown(syntax):
            guard let expr = syntax.as(ExprSyntax.self) else { return nil }
            return StringValue(parts: [.value(operand.value, expr)], literal: false)
        case .number, .bool:
            guard let expr = operand.syntax else { return nil }
            return StringValue(parts: [.value(operand.value, expr)], literal: false)
        case let .call(call) where Self.isLocalization(call):
            // `String(localized: "browse.content.collections") + " - " + …`: the localized text
            // a part of the joined one, looked up in the locale drawn.
            guard let expr = operand.syntax ?? call.syntax.as(ExprSyntax.self) else { return nil }
            return StringValue(parts: [.value(operand.value, expr)], literal: false)
        case let .call(call) where !call.isInitializer(of: ["Text"]):
            // `"😴 " + dayString + "日"` with `dayString = formatter.stringFromDate(…)` (yolo): a
            // value only the run time gives, a placeholder between the known parts rather than
            // one for the whole chain.
            guard let expr = operand.syntax else { return nil }
            return StringValue(parts: [.value(.unknown(Syntax(expr)), expr)], literal: false)
        default: return nil
        }
    }

    private func tooLong(_ whole: SequenceExprSyntax) -> Value {
        diagnostics.warn(env.place, "a text longer than \(Limits.textLength) characters; not read", at: whole)
        return .notKnown(whole)
    }

    /// `"No results for " + query`: the known parts, and the unknown ones as placeholders.
    private func concatenate(_ lhs: Operand, _ rhs: Operand, whole: SequenceExprSyntax) -> Value? {
        guard let left = stringParts(lhs), let right = stringParts(rhs) else { return nil }
        let joined = left + right
        return joined.length <= Limits.textLength ? .string(joined) : tooLong(whole)
    }

    /// `Text("Tap ") + Text(Image(systemName: "plus.circle")) + Text(" to add …")` (Ordernise):
    /// one `Text` of the parts' words; a symbol drawn in the line is a placeholder among them.
    private func joinedTexts(_ lhs: Operand, _ rhs: Operand, whole: SequenceExprSyntax) -> Value? {
        guard let left = textContent(lhs.value), let right = textContent(rhs.value) else { return nil }
        let joined = left + right
        guard joined.length <= Limits.textLength else { return tooLong(whole) }
        let argument = Argument(label: nil, value: .string(joined), syntax: ExprSyntax(whole))
        return .call(Call(receiver: .none, name: "Text", arguments: [argument], closures: [], syntax: Syntax(whole)))
    }

    /// What a plain `Text(…)` of one argument shows, as parts of a text.
    private func textContent(_ value: Value) -> StringValue? {
        guard let call = value.call, case .none = call.receiver, call.isInitializer(of: ["Text"]), call.arguments.count == 1,
              let only = call.arguments.first, only.label == nil, call.mutations.isEmpty, call.properties.isEmpty else { return nil }
        if let image = only.value.call, image.isInitializer(of: ["Image"]) {
            return StringValue(parts: [.value(.unknown(Syntax(only.syntax)), only.syntax)], literal: false)
        }
        return stringParts(Operand(value: only.value, syntax: only.syntax))
    }

    /// A text or an image (a literal, a call that makes one), not a flag, a number or "" (the
    /// empty text only stands for the missing value).
    private static func isShown(_ value: Value) -> Bool {
        switch value {
        case .string: return value.plainString?.isEmpty != true
        case .call: return true
        default: return false
        }
    }

    static func equal(_ lhs: Value, _ rhs: Value) -> Bool? {
        switch (lhs, rhs) {
        case let (.number(a), .number(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case (.null, .null): return true
        case let (.string(a), .string(b)):
            guard let a = a.plain, let b = b.plain else { return nil }
            return a == b
        case let (.member(_, a, _), .member(_, b, _)): return a == b
        case (.null, .string), (.string, .null), (.null, .number), (.number, .null): return false
        // `.queued != nil`: a case written with a leading dot (a per-case property's value) is set.
        case (.member(nil, _, _), .null), (.null, .member(nil, _, _)): return false
        // A localized text is never nil (`description != nil` of `Localized("key")`).
        case let (.call(call), .null), let (.null, .call(call)): return Evaluator.isLocalization(call) ? false : nil
        case let (.unknown(a), .unknown(b)):
            // The same property read twice (`scrollView == classView` where the scroll view is
            // `self.classView`): equal, whatever it holds.
            return sameRead(a, b) ? true : nil
        default: return nil
        }
    }

    /// Two reads of one property, `self.` or not.
    static func sameRead(_ a: Syntax, _ b: Syntax) -> Bool {
        func path(_ syntax: Syntax) -> String? {
            guard let expr = syntax.as(ExprSyntax.self), expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) else { return nil }
            return readPath(expr)
        }
        guard let left = path(a), let right = path(b) else { return false }
        return left == right
    }

    /// `self.classView` and `classView` alike: the property path an expression reads.
    static func readPath(_ expr: ExprSyntax) -> String {
        let text = expr.trimmedSource
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }
}

/// An operator between two operands of a sequence, with Swift's standard precedence.
enum SequenceOperator {
    case binary(String)
    case ternary(UnresolvedTernaryExprSyntax)
    case cast
    case typeCheck

    init?(_ expr: ExprSyntax) {
        if let op = expr.as(BinaryOperatorExprSyntax.self) { self = .binary(op.operator.text) }
        else if expr.is(AssignmentExprSyntax.self) { self = .binary("=") }
        else if let ternary = expr.as(UnresolvedTernaryExprSyntax.self) { self = .ternary(ternary) }
        else if expr.is(UnresolvedAsExprSyntax.self) { self = .cast }
        else if expr.is(UnresolvedIsExprSyntax.self) { self = .typeCheck }
        else { return nil }
    }

    /// (precedence, right associative): assignment < ternary < || < && < comparison < ?? <
    /// casting < range < addition < multiplication < shift.
    var precedence: (Int, Bool) {
        switch self {
        case .ternary: return (2, true)
        case .cast, .typeCheck: return (7, false)
        case let .binary(name):
            switch name {
            case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=": return (1, true)
            case "||": return (3, false)
            case "&&": return (4, false)
            case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": return (5, false)
            case "??": return (6, true)
            case "...", "..<": return (8, false)
            case "*", "/", "%", "&", "&*": return (10, false)
            case "<<", ">>": return (11, false)
            default: return (9, false)   // + - | ^ and custom operators
            }
        }
    }
}
