import Foundation
import EmptyStateSourceReading
import SwiftParser
import SwiftSyntax

extension Evaluator {
    /// A condition not understood, in a reading that assumes each (`Environment.assumedConditions`):
    /// its assumed value, false unless this reading takes it; a condition assumed false is noted,
    /// so that another reading takes it. Nil when conditions are left unknown. A condition and
    /// its negation (`searchText.isEmpty`, `!searchText.isEmpty`) are one condition: the one
    /// met first is assumed, the other is its opposite, in every reading.
    func assumed(_ condition: [Syntax]) -> Bool? {
        guard env.assumedConditions != nil else { return nil }
        // `(isLogin == false || isLogin == nil) && x` over a `bool(forKey:)`: `isLogin == false && x`.
        if let constant = NonOptionalComparisons.constantValue(of: condition) { return constant }
        let condition = NonOptionalComparisons.simplified(condition)
        if let outcome = traitOutcome(condition) { return outcome }
        if let outcome = languageOutcome(condition) { return outcome }
        if let outcome = ScrollViewKind.outcome(condition) { return outcome }
        if let list = env.shownList, let outcome = ShownDataEmptiness.outcome(condition, shownList: list) { return outcome }
        // `if let error = loadingError`, `if let _ = loadingError`, `if let loadingError`: whether
        // it is set, one condition whatever the name bound (and `loadingError != nil` elsewhere).
        if condition.count == 1, case let .optionalBinding(binding)? = condition[0].as(ConditionElementSyntax.self)?.condition {
            if let value = binding.initializer?.value { return assumedSet(value) }
            if let name = binding.pattern.as(IdentifierPatternSyntax.self) { return assumedSet(ExprSyntax(DeclReferenceExprSyntax(baseName: name.identifier.trimmed))) }
        }
        // `a != nil || b != nil`: true when any part is, each part a condition of its own, so
        // that `if a != nil || b != nil` and `a != nil || b != nil || !c.isEmpty` elsewhere agree.
        if condition.count == 1, let parts = Self.disjuncts(of: condition[0]) {
            return parts.map { self.assumed($0) }.reduce(false) { $0 || $1 == true }
        }
        let polarity = condition.count == 1 ? Self.polarity(of: condition[0]) : nil
        let text = polarity.map { Self.text($0.base, negated: $0.negated) } ?? condition.map(\.trimmedSource).joined(separator: " ")
        let opposite = polarity.map { Self.text($0.base, negated: !$0.negated) }
        return self.assumed(text: text, opposite: opposite, name: ConditionName.of(condition))
    }

    /// `optional ?? fallback` with an optional known only at run time: whether this reading
    /// takes it as set (`x != nil`, the same condition as an `if x != nil` elsewhere).
    func assumedSet(_ optional: ExprSyntax) -> Bool? {
        let base = optional.trimmedSource
        // `if searchBar.text != "" { … searchBar.text ?? "your search" … }`: a reading that takes
        // the text as compared with a string takes it as set.
        if let assumed = env.assumedConditions, Self.comparesWithAString(base, in: assumed) { return true }
        let name = String((ConditionName.of([Syntax(optional)]) + "IsNotNil").prefix(ConditionName.maxLength))
        return self.assumed(text: base + " != nil", opposite: base + " == nil", name: name)
    }

    /// `emptyImage = UIImage(named: Config.serverError)` somewhere in the type: whether this
    /// reading takes that value (`emptyImageIsUIImageNamedConfigServerError`).
    func assumedAssignment(_ property: String, _ value: ExprSyntax) -> Bool? {
        assumed(text: Self.assignmentCondition(property, value), opposite: nil, name: Self.assignmentConditionName(property, value))
    }

    /// The variant such an assumption makes (`emptyImageIsUIImageNamedConfigServerError`).
    static func assignmentConditionName(_ property: String, _ value: ExprSyntax) -> String {
        String(LowerCamelCase.joined([property, "is", ConditionName.of([Syntax(value)])]).prefix(ConditionName.maxLength))
    }

    /// How a reading names the assumption that `property` holds `value`.
    static func assignmentCondition(_ property: String, _ value: ExprSyntax) -> String {
        "\(property) = \(value.trimmedSource)"
    }

    /// Whether a condition this reading takes as true (alone or as a part of `a && b`) is
    /// `base != ""` or `base == "…"`, which only a set optional meets.
    static func comparesWithAString(_ base: String, in assumed: [String: Bool]) -> Bool {
        assumed.contains { text, holds in
            holds && text.components(separatedBy: "&&").contains { part in
                let condition = part.trimmingCharacters(in: .whitespaces)
                return condition == base + " != \"\"" || condition.hasPrefix(base + " == \"") && condition != base + " == \"\""
            }
        }
    }

    /// `switch subject` reaching `case .name`: the condition `subject == .name`.
    func assumed(_ subject: Syntax, is caseName: String) -> Bool? {
        let base = Self.subjectText(subject)
        let subjectName = subject.as(ExprSyntax.self).flatMap(EnumCondition.storedChoiceName) ?? ConditionName.of([subject])
        let name = String(LowerCamelCase.joined([subjectName, "is", caseName]).prefix(ConditionName.maxLength))
        return assumed(text: "\(base) == .\(caseName)", opposite: "\(base) != .\(caseName)", name: name)
    }

    /// Whether the expression read takes `subject` as not `caseName`: the false side of a
    /// ternary that compared them (`filter == .all ? … : filter.rawValue`).
    func excludes(_ subject: Syntax, _ caseName: String) -> Bool {
        env.ruledOutCases[Self.subjectText(subject)]?.contains(caseName) == true
    }

    /// `switch filter` on a value only the run time knows: the case this reading takes. Each
    /// case is an outcome, as each branch of an `if` is (`filter == .unread`, named as that
    /// comparison anywhere else); with no `default`, the first when none is assumed.
    func assumedCase(of subject: Value, in index: SwitchIndex) -> String? {
        guard index.isEnumSwitch, case let .unknown(syntax) = subject else { return nil }
        if let taken = index.caseOrder.first(where: { assumed(syntax, is: $0) == true }) { return taken }
        // One reading is one case throughout: a switch with a `default` after an exhaustive one
        // (the label's `switch error` naming every case, the description's naming two) shows
        // the clause of the case the first one showed.
        let subjectText = Self.subjectText(syntax)
        if let shown = context.fallbackCases[subjectText] { return index.byCase[shown] != nil ? shown : nil }
        guard index.defaultClause == nil else {
            takeDefaultClause(of: syntax, in: index)
            return nil
        }
        guard let first = index.caseOrder.first else { return nil }
        let taken = LanguageCases.english(index.caseOrder) { context.appTexts.rawValue(ofCase: $0) } ?? first
        context.fallbackCases[subjectText] = taken
        return taken
    }

    /// `switch filter { case .all: …; default: … }` met before any other switch over `filter` in
    /// the reading, which takes none of its cases: the `default:` clause stands for the cases it
    /// leaves out of the enum `filter` is declared as, and the reading takes the first of them
    /// (or the one it assumes), so that a later exhaustive switch over `filter` shows that case's
    /// clause and not its own first (ExpenseFlow: `default:`'s title beside `.all`'s description).
    private func takeDefaultClause(of syntax: Syntax, in index: SwitchIndex) {
        guard let written = syntax.as(ExprSyntax.self), let type = declaredEnumType(of: written),
              let cases = context.appTexts.switchedCases[type], Set(index.caseOrder).isSubset(of: cases) else { return }
        let left = cases.filter { index.byCase[$0] == nil }
        guard let first = left.first else { return }
        let subjectText = Self.subjectText(syntax)
        context.fallbackCases[subjectText] = left.first { env.assumedConditions?["\(subjectText) == .\($0)"] == true }
            ?? LanguageCases.english(left) { context.appTexts.rawValue(ofCase: $0) } ?? first
    }

    /// The case of `subject` this reading has taken without enumerating its cases anew: one it
    /// assumes (`error == .decoding`), or the one an exhaustive switch of the reading showed.
    func takenCase(of subject: Syntax, among cases: [String]) -> String? {
        let subjectText = Self.subjectText(subject)
        if let assumed = env.assumedConditions, let taken = cases.first(where: { assumed["\(subjectText) == .\($0)"] == true }) { return taken }
        return context.fallbackCases[subjectText].flatMap { cases.contains($0) ? $0 : nil }
    }

    /// The case of a switch's subject (`filter`, `FilterOption(rawValue: raw) ?? .all`) this
    /// reading takes: the one it assumes, or the one its `switch` showed; nil before either.
    func takenSwitchCase(_ subject: ExprSyntax) -> String? {
        let text = Self.subjectText(Syntax(subject))
        // Only a condition that is the comparison alone names the case: `status == .open &&
        // !started` taken true is not the case `open && !started` (racesync-ios).
        if let assumed = env.assumedConditions,
           let taken = assumed.first(where: { $0.value && $0.key.hasPrefix(text + " == .") && Self.isCaseName($0.key.dropFirst(text.count + 5)) }) {
            return String(taken.key.dropFirst(text.count + 5))
        }
        return context.fallbackCases[text]
    }

    /// `open`, `noResults`: a case's name alone, nothing written after it.
    static func isCaseName(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `self.filter` and `filter` are one subject.
    static func subjectText(_ subject: Syntax) -> String {
        // `(FilterOption(rawValue: raw) ?? .all) == .all` compares the switch's subject.
        if let tuple = subject.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return subjectText(Syntax(only.expression))
        }
        var base = subject.trimmedSource
        if base.hasPrefix("self."), base.count > 5 { base.removeFirst(5) }
        return base
    }

    /// An operand's truth: its value, or the side this reading has already taken on it as a
    /// condition (never a new assumption: that would be a variant of its own).
    func takenSide(_ operand: Operand) -> Bool? {
        if case let .bool(value) = operand.value { return value }
        guard let syntax = operand.syntax, let (text, opposite) = Self.texts(of: Syntax(syntax)) else { return nil }
        return side(text: text, opposite: opposite)
    }

    /// Whether this reading has already assumed the condition `whole` as one (`a && b` met
    /// before its parts were known), either way.
    func isTakenWhole(_ whole: SequenceExprSyntax) -> Bool {
        guard let (text, opposite) = Self.texts(of: Syntax(whole)) else { return false }
        return side(text: text, opposite: opposite) != nil
    }

    /// A condition's text and its negation's (`x`, `!x`).
    private static func texts(of condition: Syntax) -> (text: String, opposite: String)? {
        polarity(of: condition).map { (text($0.base, negated: $0.negated), text($0.base, negated: !$0.negated)) }
    }

    /// The side this reading has taken on a condition, assumed or met before; nil when none.
    private func side(text: String, opposite: String?) -> Bool? {
        guard let assumed = env.assumedConditions else { return nil }
        if let value = assumed[text] { return value }
        if let opposite, let value = assumed[opposite] { return !value }
        if let opposite, context.assumedFalse.contains(where: { $0.text == opposite }) { return true }
        if context.assumedFalse.contains(where: { $0.text == text }) { return false }
        return nil
    }

    func assumed(text: String, opposite: String?, name: String) -> Bool? {
        guard env.assumedConditions != nil else { return nil }
        if let taken = side(text: text, opposite: opposite) { return taken }
        context.assumedFalse.append((text: text, name: name))
        return false
    }

    /// A condition as what it tests and whether it is negated: `!(x)`, `!x` and `!!!x` are `x`
    /// negated; parentheses around the whole do not count.
    static func polarity(of condition: Syntax) -> (base: String, negated: Bool)? {
        var expr = expression(of: condition)
        var negated = false
        while let current = expr.map(\.unparenthesized) {
            guard let prefix = current.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" else {
                return (comparable(current.trimmedSource), negated)
            }
            negated.toggle()
            expr = prefix.expression
        }
        return nil
    }

    /// The one text a condition is known by: `x`, `!x`, `!(a && b)`.
    /// A condition as two methods may both write it: `user.uid == User.shared.uid!` and
    /// `self.user.uid == User.shared.uid` (Mutuel's button and title) are one condition, without
    /// `self.` and force unwraps.
    static func comparable(_ text: String) -> String {
        guard text.contains("self.") || text.contains("!") else { return text }
        var result = text
        for pattern in comparablePatterns {
            result = pattern.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "")
        }
        return result
    }

    /// `self.` starting a name, and a force unwrap's `!` (not `!=`); compiled once.
    private static let comparablePatterns: [NSRegularExpression] = [#"(?<![\w.])self\."#, #"(?<=[\w)\]])!(?!=)"#].map {
        try! NSRegularExpression(pattern: $0)
    }

    static func text(_ base: String, negated: Bool) -> String {
        guard negated else { return base }
        return base.contains(" ") ? "!(\(base))" : "!" + base
    }

    /// What assuming conditions true assumes besides: each part of an `a && b` taken true is true
    /// too (`env.isAdmin && filter == .upcoming` true is `filter == .upcoming` true, mlr-app-ios),
    /// unless the reading already takes a side on it.
    static func withConjuncts(_ assumed: [String: Bool]) -> [String: Bool] {
        var result = assumed
        for (text, value) in assumed where value && text.contains("&&") {
            for part in conjuncts(of: text) where result[part] == nil { result[part] = true }
        }
        return result
    }

    /// Whether two conditions cannot hold at once, also by a part of an `&&`: `filtered.isEmpty
    /// && !all.isEmpty` beside `all.isEmpty` (DSEK-Sangbok's description and button ask both of
    /// one list), each part compared with the other's as `JointVariants.exclusive` compares two.
    static func exclusive(_ first: String, _ second: String) -> Bool {
        let firstParts = first.contains("&&") ? conjuncts(of: first) : []
        let secondParts = second.contains("&&") ? conjuncts(of: second) : []
        guard !firstParts.isEmpty || !secondParts.isEmpty else { return JointVariants.exclusive(first, second) }
        return (firstParts.isEmpty ? [first] : firstParts).contains { part in
            (secondParts.isEmpty ? [second] : secondParts).contains { JointVariants.exclusive(part, $0) }
        }
    }

    /// `a && !b && (c || d)` → `a`, `!b`, `c || d`: the parts of a condition's text at its top
    /// level, each as a condition's text is written (parentheses off). A text whose top level has
    /// an operator looser than `&&` (`||`, `?:`, `=`) has no parts of its own.
    static func conjuncts(of text: String) -> [String] {
        guard let sequence = parsed(text).as(SequenceExprSyntax.self),
              let parts = operands(of: sequence, splitAt: "&&", looser: ["||"]) else { return [] }
        let utf8 = Array(text.utf8)
        return parts.map { part in
            let start = part[0].positionAfterSkippingLeadingTrivia.utf8Offset
            let end = part[part.count - 1].endPositionBeforeTrailingTrivia.utf8Offset
            let written = String(decoding: utf8[start..<end], as: UTF8.self)
            return part.count == 1 ? parsed(written).trimmedSource : written
        }
    }

    /// A sequence's elements split where `op` stands at its top level, two parts at least; nil
    /// when an operator that binds looser stands there too (`?:`, `=`, and those of `looser`).
    static func operands(of sequence: SequenceExprSyntax, splitAt op: String, looser: Set<String> = []) -> [[ExprSyntax]]? {
        var parts: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if element.is(TernaryExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self) || element.is(AssignmentExprSyntax.self) { return nil }
            if let written = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                if looser.contains(written) { return nil }
                if written == op { parts.append([]); continue }
            }
            parts[parts.count - 1].append(element)
        }
        guard parts.count > 1, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return parts
    }

    /// A condition's text read back as an expression, its parentheses off.
    private static func parsed(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser).unparenthesized
    }

    /// The parts of `a || b || c` (in parentheses or not), each as its elements; nil for
    /// anything else, or for `||` beside an operator that binds looser (`?:`, `=`).
    static func disjuncts(of condition: Syntax) -> [[Syntax]]? {
        guard let sequence = expression(of: condition).map(\.unparenthesized)?.as(SequenceExprSyntax.self) else { return nil }
        return operands(of: sequence, splitAt: "||")?.map { $0.map(Syntax.init) }
    }

    /// The expression an `if`'s condition element (or a ternary's condition) tests.
    static func expression(of condition: Syntax) -> ExprSyntax? {
        if let element = condition.as(ConditionElementSyntax.self) {
            if case let .expression(expr) = element.condition { return expr }
            return nil
        }
        return condition.as(ExprSyntax.self)
    }
}

extension Evaluator {
    /// `switch (kind, isFiltered)` on parts only the run time (or each call) knows: each part's
    /// own condition, as an `if` on it would be (`kind == .category`, `isFiltered`), so that a
    /// call passing `kind: .category, isFiltered: true` decides them; the clause they name.
    func assumedTupleCase(_ tuple: TupleExprSyntax, _ parts: [Value], in index: SwitchIndex) -> String? {
        let keys = index.caseOrder.map { $0.components(separatedBy: ", ") }.filter { $0.count == parts.count }
        guard !keys.isEmpty else { return nil }
        var chosen: [String] = []
        for (position, element) in tuple.elements.enumerated() {
            if let known = SwitchIndex.tupleKey(of: [parts[position]]) { chosen.append(known); continue }
            var candidates: [String] = []
            for key in keys where !candidates.contains(key[position]) { candidates.append(key[position]) }
            let subject = Syntax(element.expression)
            if Set(candidates).isSubset(of: ["true", "false"]) {
                guard let holds = assumed([subject]) else { return nil }
                chosen.append(holds ? "true" : "false")
                continue
            }
            guard let taken = assumedCase(of: subject, among: candidates) else { return nil }
            chosen.append(taken)
        }
        return chosen.joined(separator: ", ")
    }

    /// Which of its `cases` this reading takes `subject` to be, each a condition of the reading
    /// (`kind == .category`): the one it assumes, else the one a switch of the reading showed
    /// (`shown`), else the first it has not already ruled out. Nil where conditions are not assumed.
    func assumedCase(of subject: Syntax, among cases: [String], shown: String? = nil) -> String? {
        let ruledOut = Set(cases.filter { excludes(subject, $0) })
        for candidate in cases {
            guard let holds = assumed(subject, is: candidate) else { return nil }
            if holds { return candidate }
        }
        return shown ?? cases.first { !ruledOut.contains($0) } ?? cases.first
    }
}
