import SwiftSyntax

/// An optional stored property the object's set-up leaves nil and that is set later (a response
/// handler's `self.user = User(…)`, a presenter's `destination.user = …`): a data source that
/// binds it (`guard let profileUser = self.user else { return "No photos or videos" }`, Dime) shows
/// one screen while it is nil and another once it is set, both variants of the screen.
extension Evaluator {
    /// The property a lone optional binding reads, when it is such a property of the type read
    /// in a reading that assumes conditions.
    func runTimeOptional(_ binding: OptionalBindingConditionSyntax) -> ExprSyntax? {
        guard env.assumesIfConditions, env.assumedConditions != nil, !env.inCondition, let typeName,
              binding.pattern.is(IdentifierPatternSyntax.self) else { return nil }
        let read: ExprSyntax
        if let value = binding.initializer?.value {
            read = value
        } else if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
            read = ExprSyntax(DeclReferenceExprSyntax(baseName: name.identifier.trimmed))
        } else {
            return nil
        }
        let name = Self.readPath(read)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), scope[name] == nil else { return nil }
        let settled = context.constants.settled(name, in: typeName)
        // Set by what the type makes (`User(dictionary:)`), not only by a setter storing what
        // its caller gives (`func addButton(titleForState:…) { self.titleForState = titleForState }`,
        // pokemon-weakness-ios), whose calls are elsewhere, if anywhere.
        guard settled == nil || settled?.is(NilLiteralExprSyntax.self) == true,
              let assigned = context.constants.assigned(name, in: typeName),
              assigned.contains(where: { !$0.is(DeclReferenceExprSyntax.self) }) else { return nil }
        return read
    }
}
