import Foundation

/// Expressions: names and constants, operators, assignments to locals and to the properties of
/// objects the method built, `?:`. Unknown operands pass through arithmetic unchanged (the
/// warning names the part that is not a literal); an operation the reader cannot model makes
/// the whole expression unknown.
extension Evaluator {
    func evaluate(_ e: Expr) throws -> Value {
        try step(at: e.start)
        switch e.kind {
        case .identifier(let name):
            let value = identifier(name, e)
            if case .symbol = value, let made = lazyInstanceVariable(name) { return made }
            // `_emptyDataTitle`: the property's instance variable, as the class's set-up leaves it.
            if case .symbol = value, let property = Self.propertyOfInstanceVariable(name),
               let assigned = try shared.selfMethods.storedProperty(property, from: self) {
                return assigned
            }
            // An instance variable or a file's global the class's set-up assigns.
            if case .symbol = value, name.first?.isLowercase == true, let assigned = try shared.selfMethods.variable(name, from: self) {
                return assigned
            }
            return value
        case .number(let n):
            return .number(n)
        case .string(let s):
            return .text(.literal(s))
        case .boxed(let inner):
            return try evaluate(inner)
        case .dictionary(let pairs):
            let box = DictionaryBox()
            for pair in pairs { box.set(try evaluate(pair.value), for: try evaluate(pair.key), at: pair.key.start) }
            return .dictionary(box)
        case .array:
            return unknown(e)
        case .message(let receiver, let selector, let args):
            if let special = special(e) { return special }
            if let state = ForegroundApplication.state(of: e) { return .symbol(state, Unknown(name: state, offset: e.start, buffer: buffer)) }
            if let value = try accessorValue(receiver, selector, args) { return value }
            if args.isEmpty, isSelf(receiver), let value = try shared.selfMethods.value(selector, from: self) { return value }
            if isSelf(receiver), let value = try selectorSend(selector, args) { return value }
            // On the app's own helper too (`[[FTToolBox sharedGlobalData] resizeImageForEmptyControllerImage:…]`, Fametome).
            if let image = try resizedImage(selector, args) { return image }
            return try message(e, receiver: receiver, selector: selector, args: args)
        case .member(let base, let name):
            if let special = special(e) { return special }
            if let state = ForegroundApplication.state(of: e) { return .symbol(state, Unknown(name: state, offset: e.start, buffer: buffer)) }
            if let value = try accessorValue(base, name) { return value }
            if isSelf(base), let value = try shared.selfMethods.value(name, from: self) { return value }
            return try property(of: receiverValue(base), name, e)
        case .subscripted(let base, let key):
            if let element = try indexedElement(base, key) { return element }
            let container = try evaluate(base)
            let k = try evaluate(key)
            if case let .dictionary(box) = container, let v = box.value(for: k) { return v }
            if case .dictionary = container { return .null }
            return unknown(e)
        case .call(let function, let args):
            guard case let .identifier(name) = function.kind else { return unknown(e) }
            return try call(name, args: args, e)
        case .cast(let type, let operand):
            let v = try evaluate(operand)
            if Constants.integerTypes.contains(type), let n = v.number, n.isFinite { return .number(n.rounded(.towardZero)) }
            return v
        case .prefix(let op, let operand):
            return try prefix(op, operand, e)
        case .postfix(let op, let operand):
            let old = try evaluate(operand)
            if let n = old.number { try store(.number(op == .plusPlus ? n + 1 : n - 1), into: operand) }
            return old
        case .binary(let op, let lhs, let rhs):
            // A comparison the analysis made a flag of (`numberOfPages == -1`): the reading's value.
            if let special = special(e) { return special }
            return try binary(op, lhs, rhs, e)
        case .assign(let op, let target, let valueExpr):
            var value = try evaluate(valueExpr)
            if op != .assign {
                let current = try evaluate(target)
                value = arithmetic(Evaluator.compoundOperator(op), current, value, e)
            }
            try store(value, into: target)
            return value
        case .conditional(let condition, let middle, let otherwise):
            return try conditional(condition, middle, otherwise, e)
        case .sequence(let items):
            var last = Value.null
            for item in items { last = try evaluate(item) }
            return last
        case .opaque:
            return unknown(e)
        }
    }

    /// `c ? a : b`. Out of `evaluate`'s frame, which deep nesting stacks up.
    @inline(never)
    private func conditional(_ condition: Expr, _ middle: Expr?, _ otherwise: Expr, _ e: Expr) throws -> Value {
        let c = try evaluate(condition)
        // `x ? x : y`, which is `x ?: y`.
        func middleIsCondition() -> Bool {
            middle.map { source($0, limit: ReaderLimits.warningExpression) == source(condition, limit: ReaderLimits.warningExpression) } ?? false
        }
        switch truth(c) {
        case .yes:
            // `_respondString ? _respondString : @"…"` under the flag that `_respondString` is set
            // (GitOSC): the middle is the property's value, not the flag's YES.
            if let middle, special(middle) != nil, shared.analysis.readsObjectProperty(middle), middleIsCondition() {
                return unknown(middle)
            }
            return try middle.map(evaluate) ?? c
        case .no: return try evaluate(otherwise)
        case .unknown:
            // `text.isEmptyString ? nil : [[NSAttributedString alloc] initWithString:@"…"]`
            // (yanshan_ios): where it is nil DZN draws nothing, so the screen is the other side.
            guard let middle else { return try defaultAfterUnsetProperty(condition, otherwise) ?? unknown(e) }
            // `_emptyDefaultImage ? _emptyDefaultImage : [UIImage imageNamed:…]` (GitOSC) is `?:`.
            if middleIsCondition(), let fallback = try defaultAfterUnsetProperty(condition, otherwise, ofAnyObject: true) {
                return fallback
            }
            let first = try evaluate(middle), second = try evaluate(otherwise)
            switch (first, second) {
            case (.null, .null): return .null
            case (.null, _), (_, .null):
                choseOverUnknown = true
                warn("the condition is not a literal, so the side that is not nil is taken: "
                     + source(condition, limit: ReaderLimits.warningExpression), at: condition.start)
                if case .null = first { return second }
                return first
            default: return unknown(e)
            }
        }
    }

    /// The branch subject in this screen's case, or a flag's value in this variant. Kept out of
    /// `evaluate`'s frame, which deep nesting stacks up.
    @inline(never)
    func special(_ e: Expr) -> Value? {
        guard !shared.analysis.specials.isEmpty, let special = shared.analysis.specials[BranchAnalysis.nodeKey(e, in: buffer)] else { return nil }
        switch special {
        case .subject: return .caseValue
        case .flag(let flag):
            // `[NSObject isVietnamVersion]`: another class's answer it decides (the device's
            // language) is that answer, not a flag the run time sets.
            if case let .message(receiver, selector, args) = e.kind, args.isEmpty,
               case let .bool(decided)? = (try? accessorValue(receiver, selector)) ?? nil {
                return .bool(decided)
            }
            return .bool(context.trueFlags.contains(flag))
        }
    }

    func isSelf(_ e: Expr) -> Bool {
        if case .identifier("self") = e.kind { return locals["self"] == nil }
        return false
    }

    func identifier(_ name: String, _ e: Expr) -> Value {
        // (First: the table a data-source method is asked about is its parameter, `scrollView`.)
        if let special = special(e) { return special }
        if let local = locals[name] { return local }
        if name == "self" || name == "super" { return .selfRef }
        if let constant = Constants.value(of: name) { return constant }
        if let text = shared.stringConstants[name] { return .text(.literal(text)) }
        return .symbol(name, Unknown(name: name, offset: e.start, buffer: buffer))
    }

    /// A receiver or a property's base: a name that is not a local and starts with a capital is
    /// a class (`UIColor`, `NSString`).
    /// A font from the app's singleton, when its accessor is in the file or in another file of
    /// the app the importer gave (`OtherFiles`): `[FontManager
    /// shared].regularFont`, `[[Theme sharedTheme] titleFont]`, `Theme.shared.titleFont`, or a
    /// class method (`[Fonts title]`); and of another class, a text, an image or a color
    /// (`[Strings emptyListTitle]`, `[Constants smallLogo]`). The accessor's body is evaluated on
    /// its own; what it returns counts only when it is such a value (else the expression is
    /// unknown, as before; the class's own methods are read as `self`'s).
    func accessorValue(_ receiver: Expr, _ selector: String, _ args: [Expr] = []) throws -> Value? {
        guard !shared.accessors.isEmpty || shared.others != nil else { return nil }
        var owner = receiver
        switch receiver.kind {
        case .message(let inner, _, let args) where args.isEmpty: owner = inner
        case .member(let inner, _): owner = inner
        default: break
        }
        guard case let .identifier(name) = owner.kind, locals[name] == nil else { return nil }
        let className = name == "self" ? shared.className : name
        guard let method = shared.accessors[className]?[selector] ?? shared.others?.accessors(of: className)?[selector] else { return nil }
        // An instance method with arguments only of another class's shared instance (`[[Strings
        // shared] textFor:key]`), not of any object a name holds.
        if !method.isClassMethod, !args.isEmpty, owner.start == receiver.start && owner.end == receiver.end || className == shared.className { return nil }
        let key = className + " " + selector
        guard shared.runningAccessors.insert(key).inserted else { return nil }
        defer { shared.runningAccessors.remove(key) }
        // `[Helpers emptyTitleForDate:date]`: the arguments in place of its parameters.
        guard method.parameterNames.count == args.count else { return nil }
        var accessor = Evaluator(shared: shared, method: method, context: EvaluationContext())
        for (name, argument) in zip(method.parameterNames, args) where !name.isEmpty { accessor.locals[name] = try evaluate(argument) }
        let value = try accessor.run()
        // A value reached past a condition it could not decide (`if ([cString length] != 6) return
        // [UIColor clearColor];` over a name it does not know) is not what the method gives.
        guard !accessor.choseOverUnknown else { return nil }
        switch value {
        case .font: return value
        case .text, .image, .color, .attributed: return className == shared.className ? nil : value
        // `[NSObject judegeIsVietnamVersion]`: another class's answer it decided (the device's
        // language, a constant), which a condition then takes.
        case .bool: return className == shared.className || !method.isClassMethod ? nil : value
        default: return nil
        }
    }

    func receiverValue(_ e: Expr) throws -> Value {
        if case let .identifier(name) = e.kind, locals[name] == nil, let first = name.unicodeScalars.first,
           first.properties.isUppercase, Constants.value(of: name) == nil {
            return .classRef(name)
        }
        return try evaluate(e)
    }

    private func prefix(_ op: Punct, _ operand: Expr, _ e: Expr) throws -> Value {
        let v = try evaluate(operand)
        switch op {
        case .bang:
            switch truth(v) {
            case .yes: return .bool(false)
            case .no: return .bool(true)
            case .unknown: return v.unknownPart.map(Value.unknown) ?? unknown(e)
            }
        case .minus:
            if let n = v.number { return .number(-n) }
            return v.unknownPart.map(Value.unknown) ?? unknown(e)
        case .plus:
            return v
        case .tilde:
            if let n = v.number, let i = Int(exactly: n.rounded(.towardZero)) { return .number(Double(~i)) }
            return unknown(e)
        case .plusPlus, .minusMinus:
            guard let n = v.number else { return unknown(e) }
            let result = Value.number(op == .plusPlus ? n + 1 : n - 1)
            try store(result, into: operand)
            return result
        default:
            return unknown(e)
        }
    }

    private func binary(_ op: Punct, _ lhs: Expr, _ rhs: Expr, _ e: Expr) throws -> Value {
        switch op {
        case .andAnd, .orOr:
            let l = truth(try evaluate(lhs))
            if op == .andAnd && l == .no { return .bool(false) }
            if op == .orOr && l == .yes { return .bool(true) }
            let r = truth(try evaluate(rhs))
            if op == .andAnd {
                if r == .no { return .bool(false) }
                return l == .yes && r == .yes ? .bool(true) : unknown(e)
            }
            if r == .yes { return .bool(true) }
            return l == .no && r == .no ? .bool(false) : unknown(e)
        case .eq, .ne:
            let l = try listSize(evaluate(lhs), lhs)
            let r = try listSize(evaluate(rhs), rhs)
            guard let equal = equality(l, r, lhs, rhs) else { return l.unknownPart.map(Value.unknown) ?? r.unknownPart.map(Value.unknown) ?? unknown(e) }
            return .bool(op == .eq ? equal : !equal)
        case .lt, .gt, .le, .ge:
            let l = try listSize(evaluate(lhs), lhs)
            let r = try listSize(evaluate(rhs), rhs)
            guard let a = l.number, let b = r.number else { return l.unknownPart.map(Value.unknown) ?? r.unknownPart.map(Value.unknown) ?? unknown(e) }
            switch op {
            case .lt: return .bool(a < b)
            case .gt: return .bool(a > b)
            case .le: return .bool(a <= b)
            default: return .bool(a >= b)
            }
        default:
            return arithmetic(op, try evaluate(lhs), try evaluate(rhs), e)
        }
    }

    /// `_listings.count`, `self.items.count`, `[self.items count]` of the class's own list, which
    /// the run time fills: none while DZN draws the empty state (BuscoMoto-iOS's `else
    /// if(_listings.count == 0)`), as the analysis already makes no variant of a list's size.
    private func listSize(_ value: Value, _ e: Expr) -> Value {
        guard value.number == nil, truth(value) == .unknown, let path = BranchAnalysis.canonicalPath(e), path.hasSuffix(".count"),
              BranchAnalysis.isOwnProperty(String(path.dropLast(".count".count))) else { return value }
        return .number(0)
    }

    /// nil when it cannot be known.
    private func equality(_ l: Value, _ r: Value, _ lhs: Expr, _ rhs: Expr) -> Bool? {
        if case .caseValue = l { return caseEquals(rhs) }
        if case .caseValue = r { return caseEquals(lhs) }
        if let a = l.number, let b = r.number { return a == b }
        switch (l, r) {
        case (.null, .null): return true
        // `self.lastRequestError == nil` of an object's flag: nil where the flag is off.
        case let (.bool(set), .null), let (.null, .bool(set)): return !set
        case (.null, .unknown), (.unknown, .null), (.null, .symbol), (.symbol, .null): return nil
        case (.null, _), (_, .null): return false
        case let (.symbol(a, _), .symbol(b, _)): return a == b ? true : nil
        case let (.constant(a), .constant(b)): return a == b
        default: return nil
        }
    }

    /// `subject == X` in this screen's case: true when X names it; false in the default screen.
    private func caseEquals(_ other: Expr) -> Bool {
        guard let label = context.caseLabel else { return false }
        return BranchAnalysis.labelKey(other, buffer: buffer) == label
    }

    static func compoundOperator(_ op: Punct) -> Punct {
        switch op {
        case .plusAssign: return .plus
        case .minusAssign: return .minus
        case .starAssign: return .star
        case .slashAssign: return .slash
        case .percentAssign: return .percent
        case .ampAssign: return .amp
        case .pipeAssign: return .pipe
        case .caretAssign: return .caret
        case .shlAssign: return .shl
        case .shrAssign: return .shr
        default: return .none
        }
    }

    func arithmetic(_ op: Punct, _ l: Value, _ r: Value, _ e: Expr) -> Value {
        guard let a = l.number, let b = r.number else {
            return l.unknownPart.map(Value.unknown) ?? r.unknownPart.map(Value.unknown) ?? unknown(e)
        }
        switch op {
        case .plus: return .number(a + b)
        case .minus: return .number(a - b)
        case .star: return .number(a * b)
        case .slash: return b == 0 ? unknown(e) : .number(a / b)
        case .percent: return b == 0 ? unknown(e) : .number(a.truncatingRemainder(dividingBy: b))
        default:
            guard let x = Int(exactly: a.rounded(.towardZero)), let y = Int(exactly: b.rounded(.towardZero)) else { return unknown(e) }
            switch op {
            case .amp: return .number(Double(x & y))
            case .pipe: return .number(Double(x | y))
            case .caret: return .number(Double(x ^ y))
            case .shl: return y >= 0 && y < 63 ? .number(Double(x << y)) : unknown(e)
            case .shr: return y >= 0 && y < 63 ? .number(Double(x >> y)) : unknown(e)
            default: return unknown(e)
            }
        }
    }

    /// `local = v`, `object.property = v`, `dict[key] = v`, `insets.top = v`; assignments to
    /// anything else (`self.title = …`) do not change what the reader knows.
    func store(_ value: Value, into target: Expr) throws {
        switch target.kind {
        case .identifier(let name):
            if locals[name] == nil, lazyInstanceVariable(name) != nil { instance.variables[name] = value } else { locals[name] = value }
            // `_button = …` in an app view's initializer: its property `button`, as callers read it.
            if name.hasPrefix("_"), name.count > 1, case let .object(view)? = locals["self"] { view.set(String(name.dropFirst()), value) }
        case .member(let base, let name):
            let container = try evaluate(base)
            switch container {
            case .object(let box):
                // `emptyView.imageUrl = …` on an app view whose class has the setter: what it does.
                let setter = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
                if box.appClass == nil || appViewMessage(box, setter, [value]) == nil { box.set(name, value) }
            case .size(let w, let h):
                let updated: Value = name == "width" ? .size(value, h) : name == "height" ? .size(w, value) : container
                try store(updated, into: base)
            case .insets(var parts):
                if let i = ["top", "left", "bottom", "right"].firstIndex(of: name) {
                    parts[i] = value
                    try store(.insets(parts), into: base)
                }
            case .font, .image, .color, .text:
                break
            default:
                break
            }
        case .subscripted(let base, let key):
            if case let .dictionary(box) = try evaluate(base) { box.set(value, for: try evaluate(key), at: target.start) }
        default:
            break
        }
    }
}
