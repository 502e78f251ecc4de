import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// A view state with associated values drawn by a switch (`case .placeholder(let title, let
/// subtitle): ContentUnavailableView(title, …)`): a wrapper whose parameters are the case's
/// values, called wherever the app makes that state (`additionalState = .placeholder(title:
/// "No Workouts", subtitle: …)`). Its values are matched by position, as the pattern binds them.
enum EnumCaseWrapper {
    struct Found {
        var typeName: String
        var caseName: String
        var bound: [String]
        /// As the wrapper is named (`WrapperView.name`).
        var name: String { typeName.isEmpty ? caseName : typeName + "." + caseName }
    }

    /// A state's error case (`case .error(let message): ErrorCardView(errorDescription: message)`)
    /// carries what the run time failed with: the screen is where it is drawn, not each of the
    /// app's `.error(…)` (pfadi-seesturm-app-ios makes 122 in its services and view models).
    static let errorCases: Set<String> = ["error", "failure", "failed", "fail"]

    /// The switch case a node is drawn in, with the names its pattern binds (none: no wrapper).
    static func around(_ node: Syntax) -> Found? {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(VariableDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || EnclosingType.declaresType(parent) {
                return nil
            }
            if let clause = parent.as(SwitchCaseSyntax.self) {
                guard case let .case(label) = clause.label, label.caseItems.count == 1, let item = label.caseItems.first,
                      let caseName = EnumCondition.caseName(pattern: item.pattern) else { return nil }
                let bound = boundNames(item.pattern)
                guard !bound.isEmpty, let switchExpr = clause.parent?.parent?.as(SwitchExprSyntax.self) else { return nil }
                // A subject of a type not known here (`appState.startupState`) is no wrapper: its
                // calls would be every `.error(…)` of the app, whatever enum each makes.
                guard let typeName = subjectType(switchExpr.choice, in: parent) else { return nil }
                return Found(typeName: typeName, caseName: caseName, bound: bound)
            }
            current = parent.parent
        }
        return nil
    }

    /// `.placeholder(let title, let subtitle)`, `let .placeholder(title, subtitle)`,
    /// `.placeholder(title: let t, _)`: the names bound, in order ("_" for a value not bound).
    static func boundNames(_ pattern: PatternSyntax) -> [String] {
        var inner = pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { inner = binding.pattern }
        guard let call = inner.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self) else { return [] }
        let names = call.arguments.map { argument -> String in
            var expr = Syntax(argument.expression)
            if let pattern = argument.expression.as(PatternExprSyntax.self) {
                expr = Syntax(pattern.pattern)
                if let binding = pattern.pattern.as(ValueBindingPatternSyntax.self) { expr = Syntax(binding.pattern) }
            }
            if let identifier = expr.as(IdentifierPatternSyntax.self) { return identifier.identifier.text }
            if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            return "_"
        }
        return names.contains { $0 != "_" } ? names : []
    }

    /// The declared type of the switch's subject when it is a stored property of the enclosing
    /// type (`let additionalState: AdditionalState`).
    static func subjectType(_ subject: ExprSyntax, in node: Syntax) -> String? {
        var name = subject.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let member = subject.as(MemberAccessExprSyntax.self), member.base.map(Evaluator.isSelf) == true { name = member.declName.baseName.text }
        guard let name, let type = WrapperViews.storedProperty(name, around: node)?.type, !type.isEmpty else { return nil }
        return type.hasSuffix("?") ? String(type.dropLast()) : type
    }

    /// The wrapper a screen drawn in such a case is, when it shows the values bound.
    static func wrapper(_ screen: FoundScreen, _ context: ReadContext) -> WrapperView? {
        guard screen.kind == .swiftui || screen.kind == .uikit, let found = around(screen.node),
              !errorCases.contains(found.caseName.lowercased()) else { return nil }
        let used = Set(WrapperSubstitution.placeholders(in: screen.template))
        guard !used.isDisjoint(with: found.bound) else { return nil }
        let parameters = found.bound.map { name in
            WrapperView.Parameter(label: nil, property: name, type: "", defaultValue: nil, hasDefault: false)
        }
        return WrapperView(typeName: found.typeName, function: found.caseName, file: context.file, parameters: parameters,
                           kind: screen.kind, template: screen.template, byPosition: true)
    }
}
