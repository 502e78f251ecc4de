import Foundation
import EmptyStateSourceReading
import SwiftSyntax

/// An app enum's per-case property where the code reads it (`EnumCaseProperties` keeps the
/// declarations): the case named, or the one this reading takes.
extension Evaluator {
    /// `value.name` of an app enum's per-case property: the case's value, where the case is
    /// known (`ReviewFilter.allTime.displayName`) or assumed in this reading (the first case,
    /// each other one a variant). Nil when no enum of the app declares such a property.
    func enumCaseProperty(_ name: String, of value: Value, base: ExprSyntax) throws -> Value? {
        var name = name
        // A `LocalizedError`'s `localizedDescription` is its `errorDescription`: of a case named
        // (`PortainerError.noSelectedEndpoint`), or of a value declared as that enum.
        if name == "localizedDescription" {
            func describes(_ type: String) -> Bool {
                context.appTexts.errorEnums.contains(type) && context.appTexts.enumProperties["\(type).errorDescription"] != nil
            }
            switch value {
            case .unknown:
                if let declared = declaredEnumType(of: base), describes(declared) { name = "errorDescription" }
            case .member:
                if EnumCaseProperties.typesDeclaring("errorDescription", context)?.contains(where: describes) == true { name = "errorDescription" }
            default:
                break
            }
        }
        guard let types = EnumCaseProperties.typesDeclaring(name, context) else { return nil }
        let type: String, caseName: String
        switch value {
        case let .member(written, member, _):
            let named = written.map { resolvedEnumName(TypeName.normalized($0).split(separator: ".").last.map(String.init) ?? $0) }
            func declares(_ type: String) -> Bool {
                let texts = context.appTexts
                if texts.enumCases[type]?.contains(member) == true || texts.rawValues[type]?[member] != nil { return true }
                return texts.enumCases[type] == nil && texts.rawValues[type] == nil
                    && EnumCaseProperties.getter("\(type).\(name)", context)?.clauses[member] != nil
            }
            guard let owner = named.map({ types.contains($0) ? $0 : nil }) ?? types.first(where: declares), declares(owner) else { return nil }
            (type, caseName) = (owner, member)
        case .unknown, .call:
            // A value only the run time knows, or one the app makes of its raw value
            // (`SessionSource(rawValue: selectedSourceRaw)` behind a computed property).
            let subject: Syntax
            if case let .unknown(unknown) = value { subject = unknown } else if let call = value.call, call.argument("rawValue") != nil,
                      call.isInitializer(of: Set(types)) {
                subject = Syntax(Self.unwrapped(base))
            } else {
                return nil
            }
            let owner: String
            if let call = value.call { owner = TypeName.normalized(call.name) } else if let found = enumType(of: base, among: types) { owner = found } else { return nil }
            guard let cases = context.appTexts.enumCases[owner], !cases.isEmpty else {
                // An enum some of whose cases carry values is no choice of its own, but the case a
                // switch of the reading has taken (`switch section` for the title) gives its other
                // per-case values too, in a condition as well (Filmstack's `Label(emptyTitle,
                // systemImage: section.systemImage)`, `if section.defaultAddStatus != nil`).
                guard let all = context.appTexts.switchedCases[owner], let taken = takenCase(of: subject, among: all) else { return nil }
                (type, caseName) = (owner, taken)
                break
            }
            guard !env.inCondition else { return nil }
            // An error's message is the run time's: read only for the case the reading has
            // chosen already (`switch error { case .decoding: … }` beside `Text(error.errorDescription)`).
            // A value declared as the app's error enum itself (`func errorView(_ error:
            // AddAccountError)`), not any `Error`, is one of its cases: each a variant, as a
            // filter enum's are (2fauth-companion's ten messages).
            if context.appTexts.errorEnums.contains(owner) || EnumDeclarationCollector.errorMembers.contains(name) {
                if let taken = takenCase(of: subject, among: cases) {
                    (type, caseName) = (owner, taken)
                    break
                }
                guard case .unknown = value, declaredEnumType(of: base) == owner,
                      let chosen = assumedCase(of: subject, among: Self.clauseCases(around: subject, among: cases) ?? cases) else { return nil }
                (type, caseName) = (owner, chosen)
                break
            }
            // Each case a condition of this reading (`selectedFilter == .lastWeek`): the base
            // reading takes the first it has not already ruled out (or the one a switch of the
            // reading showed), a variant each other.
            // Inside `case .cgmConnectionTrace, .trioUpTime:` of a switch over the same value, only
            // those cases reach the text (Trio's "Coming soon." placeholder).
            let reaching = Self.clauseCases(around: subject, among: cases) ?? cases
            guard let chosen = assumedCase(of: subject, among: reaching, shown: takenCase(of: subject, among: reaching)) else { return nil }
            (type, caseName) = (owner, chosen)
        default:
            return nil
        }
        if name == EnumCaseProperties.rawValue {
            return context.appTexts.rawValues[type]?[caseName].map { .string(StringValue($0)) }
        }
        guard let getter = EnumCaseProperties.getter("\(type).\(name)", context) else { return nil }
        let ternarySide = getter.caseExpressions[caseName] ?? getter.otherCasesExpression
        let statements = getter.clauses[caseName] ?? getter.defaultClause
        guard ternarySide != nil || statements != nil else { return nil }
        var inner = Evaluator(context: context, diagnostics: diagnostics, typeName: type, env: env)
        inner.env.stateParameter = nil
        if let raw = context.appTexts.rawValues[type]?[caseName] { inner.scope.declare(EnumCaseProperties.rawValue, .string(StringValue(raw))) }
        for name in getter.bound[caseName] ?? [] { inner.scope.declare(name.identifier.text, .notKnown(name)) }
        if let side = ternarySide { return try inner.value(side) }
        guard let statements else { return nil }
        if let expr = ConstantsVisitor.singleExpression(statements) { return try inner.value(expr) }
        return try inner.run(statements)
    }

    /// The enum a declared type names (`LibraryCollection.Kind?`): where it is written with the
    /// types it is nested in and two enums share its innermost name (Apex's `Kind`s), that path;
    /// else as `resolvedEnumName` finds it from the innermost name.
    func resolvedEnumName(declared: String) -> String? {
        let written = TypeName.normalized(declared.trimmingCharacters(in: CharacterSet(charactersIn: "?!")))
        guard let last = written.split(separator: ".").last.map(String.init) else { return nil }
        if written.contains("."), let paths = context.appTexts.nestedEnums[last],
           let path = paths.first(where: { $0 == written || $0.hasSuffix("." + written) }) {
            return path
        }
        return resolvedEnumName(last)
    }

    /// An enum's innermost name as the app's texts hold it: itself, unless two nested enums share
    /// it (CheckNet's `Kind`s), then the path of the one nested in the type read (or around it).
    func resolvedEnumName(_ name: String) -> String {
        let texts = context.appTexts
        guard let paths = texts.nestedEnums[name], !paths.isEmpty, paths.count > 1 || texts.enumCases[name] == nil else { return name }
        var owner = typeName ?? ""
        while !owner.isEmpty {
            if let nested = paths.first(where: { $0 == owner + "." + name || $0.hasSuffix("." + owner + "." + name) }) { return nested }
            // `SavedHostsEditor.Kind` read inside `Kind`'s own getter: its siblings, then its outer types'.
            guard let dot = owner.lastIndex(of: ".") else { break }
            owner = String(owner[..<dot])
        }
        // (A string enum of the name elsewhere, GeoLiteDatabase's `Kind`, keeps its raw values by it.)
        return paths.count == 1 && texts.rawValues[name] == nil ? paths.first! : name
    }

    /// The cases of the nearest enclosing `switch` over the same subject whose clause holds
    /// `subject`: its case items, or for `default:` the cases no other clause names; nil when no
    /// such switch encloses it (in the same declaration) or its cases are not the enum's.
    static func clauseCases(around subject: Syntax, among cases: [String]) -> [String]? {
        let text = subjectText(subject)
        var current = subject.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || EnclosingType.declaresType(node) { return nil }
            if let clause = node.as(SwitchCaseSyntax.self), let head = clause.parent?.parent?.as(SwitchExprSyntax.self),
               subjectText(Syntax(head.choice)) == text {
                func names(_ label: SwitchCaseLabelSyntax) -> [String] { label.caseItems.compactMap { EnumCondition.caseName(pattern: $0.pattern) } }
                switch clause.label {
                case let .case(label):
                    let named = names(label).filter(cases.contains)
                    return named.isEmpty ? nil : named
                case .default:
                    let others = Set(head.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) }.flatMap(names))
                    let rest = cases.filter { !others.contains($0) }
                    return rest.isEmpty ? nil : rest
                }
            }
            current = node.parent
        }
        return nil
    }

    /// The initializer a node is read in, within its type.
    static func enclosingInitializer(_ node: Syntax) -> InitializerDeclSyntax? {
        var current = node.parent
        while let parent = current {
            if let initializer = parent.as(InitializerDeclSyntax.self) { return initializer }
            if parent.is(FunctionDeclSyntax.self) || EnclosingType.declaresType(parent) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// `x!`, `x?` → `x`: the optional itself.
    static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        expr.as(ForceUnwrapExprSyntax.self)?.expression ?? expr.as(OptionalChainingExprSyntax.self)?.expression ?? expr
    }
}
