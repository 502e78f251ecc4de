import SwiftSyntax

/// `@State private var cachedEmptyState = EmptyReminderState.randomEmptyReminderState()`
/// (PetCareTracker): a view's state that holds one of the app's structs, made by its memberwise
/// initializer or a static factory of its own. The screen shows what the view starts with, so
/// the state is that value outside conditions. A class (a view model) is the run time's, and a
/// condition over state stays a choice of the reading.
extension Evaluator {
    func stateInitialValue(_ name: String, in owner: String, at syntax: Syntax) throws -> Value? {
        guard !env.inCondition, ViewStateFlags.isState(name, around: syntax),
              let initial = context.constants.storedByType[owner]?[name], let type = Self.madeStruct(initial) else { return nil }
        AppValueTypes.adopt(type, into: context)
        guard context.constants.structs.contains(type) else { return nil }
        return try declared(initial, "initial." + name, in: owner, at: syntax)
    }

    /// The type `Type(…)` or `Type.factory(…)` makes, by its name.
    static func madeStruct(_ initial: ExprSyntax) -> String? {
        if let made = ConstantsVisitor.madeType(initial) { return made }
        guard let member = initial.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else { return nil }
        return type
    }
}
