import SwiftSyntax

/// `switch (self, currentState) { case (is CourseTableViewController, .empty): … case (_, .error):
/// … }` (mala-ios's `StatefulViewController`, whose data source serves nine subclasses): read as
/// one of its classes, `is T` holds where the reading's type is `T` or inherits from it, and the
/// other parts are matched as a tuple switch's are, a part the reading does not know taking each
/// case the matching clauses name in turn (a condition of the reading, so a variant each).
extension Evaluator {
    /// The clause the reading takes (`.some(nil)`: none matches), or nil when the switch does not
    /// test `self`'s type in a tuple.
    mutating func typeTestedTupleClause(_ node: SwitchExprSyntax, _ index: SwitchIndex) throws -> Int?? {
        guard let tuple = node.choice.as(TupleExprSyntax.self), tuple.elements.count > 1,
              let selfPosition = tuple.elements.firstIndex(where: { Evaluator.isSelf($0.expression) }).map({ tuple.elements.distance(from: tuple.elements.startIndex, to: $0) }),
              let typeName else { return nil }
        var rows: [(clause: Int, parts: [TuplePart])] = []
        for (number, clause) in index.clauses.enumerated() {
            guard case let .case(label) = clause.label else { continue }
            for item in label.caseItems {
                guard let parts = Self.tupleParts(item.pattern), parts.count == tuple.elements.count else { continue }
                rows.append((number, parts))
            }
        }
        guard !rows.isEmpty else { return nil }
        let types = Set([typeName] + context.classes.ancestors(of: typeName))
        rows = rows.filter { row in
            switch row.parts[selfPosition] {
            case .wildcard: return true
            case let .type(name): return types.contains(name)
            case .name: return false
            }
        }
        for (position, element) in tuple.elements.enumerated() where position != selfPosition {
            var candidates: [String] = []
            for row in rows { if case let .name(name) = row.parts[position], !candidates.contains(name) { candidates.append(name) } }
            // Every clause left takes any value here (`(is CourseTableViewController, _)`).
            if candidates.isEmpty { continue }
            let chosen: String?
            // A property's value where the reading starts (`.content` until a load ends) is one of
            // the states the run time moves it through: each case the clauses name is one.
            if !isProperty(element.expression), let known = SwitchIndex.caseKey(of: try value(element.expression)) {
                chosen = known
            } else if !candidates.isEmpty, !env.inCondition {
                chosen = readingsCase(of: Syntax(element.expression), among: candidates)
            } else {
                chosen = nil
            }
            guard let chosen else { return .some(nil) }
            rows = rows.filter { row in
                if case let .name(name) = row.parts[position] { return name == chosen }
                return true
            }
        }
        return .some(rows.first?.clause)
    }

    /// The case one reading takes throughout its methods: one assumed true (whether this switch
    /// names it or not: the description's switch without `.loading` shows none of its clauses
    /// where the title's shows `.loading`), else the one an earlier switch of the reading took,
    /// else the first of these.
    private func readingsCase(of subject: Syntax, among candidates: [String]) -> String? {
        let text = Self.subjectText(subject)
        let prefix = text + " == ."
        if let taken = env.assumedConditions?.first(where: { $0.value && $0.key.hasPrefix(prefix) })?.key.dropFirst(prefix.count) {
            return String(taken)
        }
        if let shown = context.fallbackCases[text] { return shown }
        let taken = assumedCase(of: subject, among: candidates)
        if let taken { context.fallbackCases[text] = taken }
        return taken
    }

    /// `currentState`, `self.currentState`: a stored property, not a local or a parameter.
    private func isProperty(_ expr: ExprSyntax) -> Bool {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return scope[reference.baseName.text] == nil }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { return Evaluator.isSelf(base) }
        return false
    }

    enum TuplePart: Equatable {
        case wildcard
        case type(String)
        case name(String)
    }

    /// `(is CourseTableViewController, .empty)`, `(_, .error)`: each part of a tuple pattern.
    static func tupleParts(_ pattern: PatternSyntax) -> [TuplePart]? {
        guard let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self) else { return nil }
        var parts: [TuplePart] = []
        for element in tuple.elements {
            let expression = element.expression
            if expression.is(DiscardAssignmentExprSyntax.self) {
                parts.append(.wildcard)
            } else if let inner = expression.as(PatternExprSyntax.self)?.pattern {
                if let isType = inner.as(IsTypePatternSyntax.self) { parts.append(.type(isType.type.trimmedSource)) }
                else if inner.is(WildcardPatternSyntax.self) { parts.append(.wildcard) }
                else { return nil }
            } else if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
                parts.append(.name(member.declName.baseName.text))
            } else if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
                parts.append(.name(boolean.literal.text))
            } else {
                return nil
            }
        }
        return parts
    }
}
