import SwiftSyntax

/// A wrapper made once and filled in afterwards (`let emptyDataSetController =
/// EmptyDataSetController()`, then `emptyDataSetController.titleForEmptyDataSet = …` in the
/// owner's set-up): the properties assigned to it are its arguments, as an initializer's are.
/// Read in the owner type's methods for a stored property, in the block for a local.
enum WrapperAssignments {
    static func arguments(of use: Syntax, setters: [String: [String: String]] = [:], storedObject: Bool = false) -> [(label: String?, expression: ExprSyntax)] {
        // `self.emptySet = EmptyDataSet()` then `self.emptySet?.configure(text: title)` in the block.
        if let target = WrapperCallVisitor.assignedTo(use), !setters.isEmpty, let block = enclosingBlock(of: use) {
            let finder = SetterCallFinder(target: target, setters: setters, after: use.endPosition)
            finder.walk(block)
            return finder.found
        }
        let name: String, isMember: Bool, scope: Syntax?
        if storedObject, let target = WrapperCallVisitor.assignedTo(use) {
            // A data source object kept in a stored property (`_emptyDelegate = EmptyDelegate(…)`,
            // Goalie) whose flags the owner sets after (`_emptyDelegate.useImage = true`).
            name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return [] }
            (isMember, scope) = (true, WrapperViews.typeDecl(around: use))
        } else {
            guard let clause = use.parent?.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self),
                  let declared = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return [] }
            name = declared
            isMember = EnclosingType.memberOwner(of: Syntax(variable)).isMember
            scope = isMember ? WrapperViews.typeDecl(around: Syntax(variable)) : enclosingBlock(of: Syntax(variable))
        }
        guard let scope else { return [] }
        let finder = AssignmentFinder(variable: name, member: isMember)
        finder.walk(scope)
        return finder.found
    }

    private static func enclosingBlock(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return parent }
            current = parent.parent
        }
        return nil
    }
}

/// `name.property = value` (and `self.name.property = value` for a stored property), in order.
private final class AssignmentFinder: SyntaxVisitor {
    let variable: String
    let member: Bool
    private(set) var found: [(label: String?, expression: ExprSyntax)] = []

    init(variable: String, member: Bool) {
        self.variable = variable
        self.member = member
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), found.count < Limits.variants * 4,
              let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base, names(base) else { return .visitChildren }
        found.append((label: target.declName.baseName.text, expression: elements[2]))
        return .skipChildren
    }

    private func names(_ base: ExprSyntax) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == variable }
        guard member, let access = base.as(MemberAccessExprSyntax.self), let owner = access.base else { return false }
        return Evaluator.isSelf(owner) && access.declName.baseName.text == variable
    }
}

/// `target.method(label: value, …)` or `target?.method(…)` after the object is made, of a
/// method that stores its parameters (`WrapperView.setterMethods`): each stored property's value.
private final class SetterCallFinder: SyntaxVisitor {
    let target: String
    let setters: [String: [String: String]]
    let after: AbsolutePosition
    private(set) var found: [(label: String?, expression: ExprSyntax)] = []

    init(target: String, setters: [String: [String: String]], after: AbsolutePosition) {
        self.target = target
        self.setters = setters
        self.after = after
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.position >= after, found.count < Limits.variants * 4,
              let callee = node.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base,
              let stored = setters[callee.declName.baseName.text] else { return .visitChildren }
        var receiver = base.trimmedSource
        if receiver.hasSuffix("?") || receiver.hasSuffix("!") { receiver.removeLast() }
        guard receiver == target || receiver == "self." + target || "self." + receiver == target else { return .visitChildren }
        for argument in node.arguments {
            guard let property = stored[argument.label?.text ?? "_"] else { continue }
            found.append((label: property, expression: argument.expression))
        }
        return .skipChildren
    }
}
