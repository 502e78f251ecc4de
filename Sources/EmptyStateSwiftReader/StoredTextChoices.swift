import EmptyStateSourceReading
import SwiftSyntax

/// A text property a type sets to several values (OpenVeloV-iOS's `errorMessage`: `String(localized:
/// "Sign in to see your rides.")` when no one is signed in, `UserFacingError.message(for: error,
/// …)` when a load fails): each value is a screen the app shows. The first value is the screen's,
/// each other one a variant (`errorMessageIsStringLocalizedSignInTo…`); a value only the run time
/// knows is a placeholder. `StoredTexts` reads one set to a single text.
extension Evaluator {
    func storedTextChoice(_ name: String, in owner: String, at syntax: Syntax) throws -> Value? {
        guard env.assumedConditions != nil, !env.inCondition, context.constants.textProperties[owner]?[name] != nil,
              let assigned = context.constants.assigned(name, in: owner) else { return nil }
        guard let values = Self.choiceValues(assigned), !StoredTexts.boundNames(context.bytes).contains(name) else { return nil }
        var chosen = values[0]
        for value in values.dropFirst() where assumedAssignment(name, value) == true {
            chosen = value
            break
        }
        // What a `catch` makes of its error (`UserFacingError.message(for: error, …)`) is the run
        // time's message, as `error.localizedDescription` is; a literal keeps its own words
        // around it (`"Failed to load contacts: \(error.localizedDescription)"`).
        if Self.isRunTimeMessage(chosen) { return .notKnown(Syntax(chosen)) }
        return try declared(chosen, "assigned." + name, in: owner, at: syntax) ?? .notKnown(syntax)
    }

    /// `storedTextChoice(_:in:at:)` in another file's view: the value this reading takes of the
    /// ones its type's file read (`StoredTexts.choices`), the first unless the reading assumes another.
    func storedTextChoiceAcrossFiles(_ name: String, in owner: String, at syntax: ExprSyntax) -> Value? {
        guard env.assumedConditions != nil, !env.inCondition, context.constants.textProperties[owner]?[name] == nil,
              let choices = context.appTexts.storedTextChoices[owner]?[name], let first = choices.first else { return nil }
        var chosen = first
        for choice in choices.dropFirst() where assumed(text: choice.condition, opposite: nil, name: choice.name) == true {
            chosen = choice
            break
        }
        guard let text = chosen.text else { return .notKnown(Syntax(syntax)) }
        return AppTexts.value(text, at: syntax)
    }

    /// The values of a property that make screens, in the order assigned: neither nil nor `""`,
    /// and the messages only the run time knows (`error.localizedDescription`, a caught error's)
    /// one screen for them all, the first. Nil unless there are two or more and one is a text; or
    /// when `MethodBodies` kept as many as it keeps, so that more may have been left out.
    static func choiceValues(_ assigned: [ExprSyntax]) -> [ExprSyntax]? {
        var runTimeSeen = false
        let values = assigned.filter { value in
            guard !value.is(NilLiteralExprSyntax.self), !isEmptyText(value) else { return false }
            guard isRunTimeMessage(value) else { return true }
            defer { runTimeSeen = true }
            return !runTimeSeen
        }
        guard values.count >= 2, assigned.count < Limits.assignedValues, values.contains(where: isText) else { return nil }
        return values
    }

    /// An error's message: `….localizedDescription`, or what a `catch` makes of its error other
    /// than a literal of its own words.
    static func isRunTimeMessage(_ value: ExprSyntax) -> Bool {
        guard !value.is(StringLiteralExprSyntax.self) else { return false }
        if value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "localizedDescription" { return true }
        return readsCaughtError(value)
    }

    /// Whether `value` stands in a `catch` clause and reads the error it caught, or in a `case` that
    /// binds an error and reads it.
    static func readsCaughtError(_ value: ExprSyntax) -> Bool {
        var node = value.parent
        while let current = node, !current.is(CatchClauseSyntax.self) {
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) { return false }
            // `case .failed(let error):` of a result's switch (GrokCast's
            // `OpenMeteoService.userFriendlyMessage(for: error)`): the error the case carries.
            if let clause = current.as(SwitchCaseSyntax.self), case let .case(label) = clause.label {
                let bound = Set(label.caseItems.flatMap { $0.pattern.tokens(viewMode: .sourceAccurate) }
                    .filter { $0.tokenKind.isIdentifier && $0.parent?.is(IdentifierPatternSyntax.self) == true }.map(\.text)
                    .filter { $0.lowercased().contains("err") })
                if !bound.isEmpty, value.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind.isIdentifier && bound.contains($0.text) }) {
                    return true
                }
            }
            node = current.parent
        }
        guard let clause = node?.as(CatchClauseSyntax.self) else { return false }
        var names: Set<String> = ["error"]
        for item in clause.catchItems {
            for token in (item.pattern.map { $0.tokens(viewMode: .sourceAccurate) }.map(Array.init) ?? []) where token.tokenKind.isIdentifier {
                names.insert(token.text)
            }
        }
        return value.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind.isIdentifier && names.contains($0.text) }
    }
}
