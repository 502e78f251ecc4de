import EmptyStateSourceReading
import SwiftSyntax

/// Names: a local, the button's state, a constant or computed property of the type (a
/// getter of several statements run), a method without parameters, a known global; each
/// declaration read where it is declared, one at a time.
extension Evaluator {
    /// A name: the button's state, a local, a constant, a Boolean of the branch, a known global.
    func reference(_ name: String, at syntax: Syntax, local: Bool) throws -> Value {
        if local, let parameter = env.stateParameter, name == parameter, let state = env.state {
            return .member(type: "UIControl.State", name: state, syntax: syntax)
        }
        if local, let value = scope[name] { return value.asVariable }
        if let value = try constant(name, in: typeName, at: syntax) { return keyed(name, in: typeName) ? value : value.asVariable }
        // A getter declared `LocalizedStringKey` returns keys (tutar-ios's `emptyMessageKey`), as a constant does.
        if let value = try getter(name, in: typeName, at: syntax) { return keyed(name, in: typeName) ? value : value.asVariable }
        if let value = env.booleans[name] { return .bool(value) }
        if let value = Globals.value(name, at: syntax) { return value }
        // `static let podcastEpisode: UIImage = podcast` in an extension of UIImage: the type's
        // other image, an asset's generated symbol among them.
        if let typeName, AppTextsReader.imageTypes.contains(typeName),
           let image = context.appTexts.image(name, in: nil) ?? context.appTexts.images[AppTexts.generatedImages]?[name],
           let use = syntax.as(ExprSyntax.self) {
            return AppTexts.value(image, at: use)
        }
        // `var emptyDataTitle: String = ""` that a response handler sets to the text: DZN draws no
        // title for "", so the screen is the text the type's methods give it (as for one left unset).
        // Set beside the assignment this reading takes, in the same callback: that value.
        if env.readsSettledState, !env.inCondition, scope[name] == nil, let typeName, let coupled = coupledAssignment(to: name, in: typeName) {
            if coupled.is(NilLiteralExprSyntax.self) { return .null }
            return try declared(coupled, "assigned." + name, in: typeName, at: syntax) ?? .notKnown(syntax)
        }
        if env.readsSettledState, !env.inCondition, scope[name] == nil, let expr = context.constants.settled(name, in: typeName),
           !(Self.isEmptyText(expr) && typeName.flatMap({ context.constants.assigned(name, in: $0) })?.isEmpty == false)
            || Self.isEmptyText(expr) && typeName.map({ keepsItsPartnersSetUp(name, in: $0) }) == true {
            // Another text the type's methods set (in a branch of the set-up, `else {
            // emptySetDescription = "…" }`, or later): a variant per value, as for one left unset
            // (a color or a font set elsewhere only restyles: no variant).
            if env.assumedConditions != nil, let typeName, isTextValued(expr),
               let others = context.constants.assigned(name, in: typeName)?.filter({
                   isTextValued($0) && !Self.isEmptyText($0) && $0.trimmedSource != expr.trimmedSource }) {
                for value in others where assumedAssignment(name, value) == true {
                    return try declared(value, "assigned." + name, in: typeName, at: syntax) ?? .notKnown(syntax)
                }
            }
            return try declared(expr, "settled." + name, in: typeName, at: syntax) ?? .notKnown(syntax)
        }
        // A property the set-up leaves unset that the type's methods set at run time
        // (`emptyTableImage = UIImage(named: Config.serverError)` in a callback, another value in
        // another branch): the first value is the screen's, each other one a variant (`""`, which
        // shows nothing, none).
        if env.readsSettledState, env.assumedConditions != nil, !env.inCondition, scope[name] == nil, let typeName,
           let values = context.constants.assigned(name, in: typeName)?.filter({ !Self.isEmptyText($0) }), let first = values.first {
            var chosen = first
            for value in values.dropFirst() where assumedAssignment(name, value) == true {
                chosen = value
                break
            }
            return try declared(chosen, "assigned." + name, in: typeName, at: syntax) ?? .notKnown(syntax)
        }
        // `@State private var errorMessage: String?` that the type only ever sets to one text
        // (`errorMessage = "Failed to load source plugin."`), shown by its own view: that text.
        if scope[name] == nil, let typeName, let text = context.appTexts.storedTexts[typeName]?[name], let use = syntax.as(ExprSyntax.self),
           ViewStateFlags.isState(name, around: syntax) {
            return AppTexts.value(text, at: use)
        }
        if scope[name] == nil, let typeName, ViewStateFlags.isState(name, around: syntax),
           let choice = try storedTextChoice(name, in: typeName, at: syntax) {
            return choice
        }
        if scope[name] == nil, let typeName, let initial = try stateInitialValue(name, in: typeName, at: syntax) { return initial }
        return .notKnown(syntax)
    }

    /// A text, or a constant that holds one (SmartParkingApp's `emptyTitle = NO_MESSAGES_TITLE`,
    /// with `let NO_MESSAGES_TITLE = "No Messages Yet!"` in its strings file).
    func isTextValued(_ expr: ExprSyntax) -> Bool {
        if Self.isText(expr) { return true }
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, scope[name] == nil else { return false }
        if let declared = context.constants.lookup(name, in: typeName) { return Self.isText(declared) }
        return context.appTexts.constant(name, in: typeName) != nil
    }

    /// Whether `name`'s empty set-up value is the screen's beside a property set with it that keeps
    /// a text of its own (SmartParkingApp's `emptyTitle = NO_DATA_MESSAGE` and `emptyDescription =
    /// ""`, both set anew only for the messages list): the lists that set neither show the title
    /// alone, not the description another list sets.
    func keepsItsPartnersSetUp(_ name: String, in type: String) -> Bool {
        guard let values = context.constants.assigned(name, in: type), !values.isEmpty else { return false }
        for (partner, _) in context.constants.allAssigned(in: type) where partner != name {
            guard let partnerSetUp = context.constants.settled(partner, in: type), !Self.isEmptyText(partnerSetUp),
                  isTextValued(partnerSetUp) else { continue }
            if values.contains(where: { Self.sibling(assigning: partner, beside: $0) != nil }) { return true }
        }
        return false
    }

    /// A string literal or a localized text (`NSLocalizedString(…)`, `String(localized:)`).
    static func isText(_ expr: ExprSyntax) -> Bool {
        if expr.is(StringLiteralExprSyntax.self) { return true }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.trimmedSource
        return callee == "NSLocalizedString" || callee == "String" && call.arguments.first?.label?.text == "localized"
    }

    /// A `let` constant of a type (or of the file), evaluated where it is declared.
    /// `""`: a text that shows nothing.
    static func isEmptyText(_ expr: ExprSyntax) -> Bool {
        guard let literal = expr.as(StringLiteralExprSyntax.self) else { return false }
        return literal.segments.allSatisfy { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty == true }
    }

    /// A constant declared as a LocalizedStringKey: its literal is looked up where it is shown.
    func keyed(_ name: String, in type: String?) -> Bool {
        let keys = context.constants.localizedKeys
        return keys[type ?? ""]?.contains(name) == true || keys[""]?.contains(name) == true
    }

    func constant(_ name: String, in type: String?, at syntax: Syntax) throws -> Value? {
        guard let expr = context.constants.lookup(name, in: type) else {
            // Another file's text, written where it is used.
            guard let text = context.appTexts.constant(name, in: type), let use = syntax.as(ExprSyntax.self) else { return nil }
            return AppTexts.value(text, at: use)
        }
        return try declared(expr, name, in: type, at: syntax)
    }

    /// A computed property of several statements, run where it is declared: what it returns,
    /// or nil when the type has no such getter. One that returns nothing known stays its name.
    func getter(_ name: String, in type: String?, at syntax: Syntax) throws -> Value? {
        guard let statements = context.constants.getter(name, in: type) else { return nil }
        let value = try evaluatingDeclaration(statements, named: name + " { }", in: type, at: syntax) { evaluator in
            // `if !connections.isEmpty { return "…connected…" }` before `return "…"` chooses a value
            // as a ternary does: each condition not known, a variant (budget-tracker-ios).
            if evaluator.env.assumedConditions != nil { evaluator.env.assumesGetterConditions = true }
            return try evaluator.run(statements)
        }
        guard let value, !value.isUnknown else { return .notKnown(syntax) }
        return value
    }

    /// `emptyTitle()` or `self.emptyTitle()`: a method of the type without parameters that
    /// returns one expression (a subclass's override first).
    func method(_ name: String, at syntax: Syntax) throws -> Value? {
        guard let expr = context.constants.function(name, in: typeName) else { return nil }
        return try declared(expr, name + "()", in: typeName, at: syntax)
    }

    /// A constant's or a method's expression, evaluated where it is declared, for `type`.
    func declared(_ expr: ExprSyntax, _ name: String, in type: String?, at syntax: Syntax) throws -> Value? {
        try evaluatingDeclaration(expr, named: name, in: type, at: syntax) { try $0.value(expr) }
    }

    /// A declaration of `type` read where it is declared (a constant outside the declarations
    /// measured is measured once before it is read), one at a time: one that reaches itself is
    /// not known.
    func evaluatingDeclaration(_ node: some SyntaxProtocol, named name: String, in type: String?, at syntax: Syntax,
                                       _ evaluate: (inout Evaluator) throws -> Value?) throws -> Value? {
        guard context.isShallow(node) else { return .unknown(syntax) }
        let key = "\(type ?? "").\(name)"
        guard !context.evaluatingConstants.contains(key) else { return .notKnown(syntax) }
        context.evaluatingConstants.insert(key)
        defer { context.evaluatingConstants.remove(key) }
        var evaluator = Evaluator(context: context, diagnostics: diagnostics, typeName: type, env: env)
        evaluator.env.stateParameter = nil
        return try evaluate(&evaluator)
    }
}
