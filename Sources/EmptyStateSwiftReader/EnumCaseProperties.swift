import Foundation
import EmptyStateSourceReading
import SwiftSyntax

/// A text or image an app enum gives per case (`var displayName: String { switch self { case
/// .allTime: "All Time"; case .lastWeek: "Last Week" } }`), read off a value only the run time
/// knows (`Text("No reviews for \(selectedFilter.displayName)")`): the screen shows one case's,
/// and each other case is a variant (`selectedFilterIsLastWeek`), as a `switch` over that value
/// in the view would be. The enum may be declared in any file of the app.
enum EnumCaseProperties {
    static let rawValue = "rawValue"
    /// A property's text beyond this is not a per-case text.
    static let snippetBytes = 8_192
    /// The same for an enum of more cases than a screen chooses among, read only for a case the
    /// code names (TMMWallet-iOS's `I18n.emptyInvitesTitle.description`, a 251-case `switch self`
    /// of `NSLocalizedString`s, some 30 KB): an app's whole string table as an enum.
    static let manyCasesSnippetBytes = 256 << 10
    /// An enum with more cases is data, not a choice a screen shows.
    static let maxCases = 40

    /// The file's enums' cases, and its computed properties that switch over `self`.
    static func declared(in tree: SourceFileSyntax, _ context: ReadContext)
        -> (cases: [String: [String]], properties: [String: SourceSnippet], errors: Set<String>, nested: [String: Set<String>]) {
        let collector = EnumDeclarationCollector()
        collector.walk(tree)
        var properties: [String: SourceSnippet] = [:]
        for (type, property) in collector.properties
        where property.trimmedLength.utf8Length <= ((collector.cases[type]?.count ?? 0) > maxCases ? manyCasesSnippetBytes : snippetBytes) {
            guard let name = property.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  properties["\(type).\(name)"] == nil else { continue }
            let (line, column) = context.location(of: property)
            properties["\(type).\(name)"] = SourceSnippet(path: context.file, line: line, column: column, text: property.trimmedSource)
        }
        var choices = collector.cases.filter { type, cases in
            cases.count <= maxCases && (!collector.carriesValues.contains(type) || collector.errorEnums.contains(type))
        }
        var errors = collector.errorEnums
        // Two enums of one name nested in two types of the file (two `Kind`s): the name alone is
        // neither; each is read by its path.
        for (name, paths) in collector.nestedPaths where paths.count > 1 || collector.cases[name] != collector.cases[paths.first ?? ""] {
            choices[name] = nil
            errors.remove(name)
            for key in properties.keys where key.hasPrefix(name + ".") && !key.dropFirst(name.count + 1).contains(".") { properties[key] = nil }
        }
        return (choices, properties, errors, collector.nestedPaths)
    }

    /// Types no app enum is: the standard library's and the frameworks' common ones.
    static let frameworkTypes: Set<String> = ["String", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Data",
                                               "Color", "UIColor", "Image", "UIImage", "Font", "UIFont", "Decimal", "TimeInterval"]

    /// The file's properties' declared types by name, for the other files (`viewModel.selectedType`).
    static func propertyTypes(_ constants: Constants) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for members in constants.propertyTypes.values {
            for (name, type) in members {
                guard let last = type.split(separator: ".").last.map(String.init), last.first?.isUppercase == true,
                      !frameworkTypes.contains(last), last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                result[name, default: []].insert(last)
            }
        }
        return result
    }

    /// The `switch self` of a property's getter: the statements each case runs, and the default's.
    struct Getter {
        var type: String
        var clauses: [String: CodeBlockItemListSyntax]
        var defaultClause: CodeBlockItemListSyntax?
        /// The names a case's pattern binds (`case .network(let reason)`): values the run time gives.
        var bound: [String: [IdentifierPatternSyntax]] = [:]
        /// `self == .ip ? "number" : "globe"`: the case's side, and the other cases' side.
        var caseExpressions: [String: ExprSyntax] = [:]
        var otherCasesExpression: ExprSyntax?
    }

    /// `self == .ip ? "number" : "globe"` (or `!=`, or `.ip == self`) as the getter's one
    /// expression: the case named, its side, and the other cases' side.
    static func selfTernary(_ binding: PatternBindingSyntax) -> (caseName: String, named: ExprSyntax, others: ExprSyntax)? {
        guard let statements = ConstantsVisitor.getterStatements(binding), let expr = ConstantsVisitor.singleExpression(statements),
              let elements = expr.as(SequenceExprSyntax.self)?.elements.map({ $0 }), elements.count == 5,
              let comparison = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!="].contains(comparison),
              let ternary = elements[3].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        func caseName(_ e: ExprSyntax) -> String? {
            guard let member = e.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
            return member.declName.baseName.text
        }
        func isSelf(_ e: ExprSyntax) -> Bool { e.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" }
        guard let name = isSelf(elements[0]) ? caseName(elements[2]) : isSelf(elements[2]) ? caseName(elements[0]) : nil else { return nil }
        let then = ternary.thenExpression, otherwise = elements[4]
        return comparison == "==" ? (name, then, otherwise) : (name, otherwise, then)
    }

    /// The app's enums (with cases) that declare a per-case property `name`, sorted; nil for none.
    /// Indexed once per file read: every member access asks.
    static func typesDeclaring(_ name: String, _ context: ReadContext) -> [String]? {
        if context.enumTypesByProperty == nil {
            var index: [String: [String]] = [:], onlyNamedCases: [String: [String]] = [:]
            for key in context.appTexts.enumProperties.keys {
                guard let dot = key.lastIndex(of: ".") else { continue }
                let type = String(key[..<dot]), property = String(key[key.index(after: dot)...])
                // A string enum of more cases than a screen chooses among (OpenAppLock's 150 `CopyKey`s)
                // still gives each case it names its property.
                if context.appTexts.enumCases[type] != nil || context.appTexts.rawValues[type] != nil {
                    index[property, default: []].append(type)
                } else {
                    // No choice for a screen (too many cases, or cases with values): its property
                    // still answers for a case the code names, after the enums that are choices.
                    onlyNamedCases[property, default: []].append(type)
                }
            }
            // A string enum's `rawValue`, when every case has one (`case breakfast = "Breakfast"`).
            for (type, cases) in context.appTexts.enumCases where cases.allSatisfy({ context.appTexts.rawValues[type]?[$0] != nil }) {
                index[Self.rawValue, default: []].append(type)
            }
            var ordered = index.mapValues { $0.sorted() }
            for (property, types) in onlyNamedCases { ordered[property, default: []] += types.sorted() }
            context.enumTypesByProperty = ordered
        }
        return context.enumTypesByProperty?[name]
    }

    /// The getter of `type.name`, parsed once per file read.
    static func getter(_ key: String, _ context: ReadContext) -> Getter? {
        if let known = context.enumGetters[key] { return known }
        let parsed = parse(key, context)
        context.enumGetters[key] = .some(parsed)
        return parsed
    }

    private static func parse(_ key: String, _ context: ReadContext) -> Getter? {
        guard let snippet = context.appTexts.enumProperties[key], let dot = key.lastIndex(of: ".") else { return nil }
        guard let tree = SnippetTree.parse(snippet, into: context),
              case let .decl(decl)? = tree.statements.first?.item, let variable = decl.as(VariableDeclSyntax.self),
              let binding = variable.bindings.first else { return nil }
        if let ternary = selfTernary(binding) {
            return Getter(type: String(key[..<dot]), clauses: [:], caseExpressions: [ternary.caseName: ternary.named],
                          otherCasesExpression: ternary.others)
        }
        guard let switchExpr = selfSwitch(binding) else {
            guard readsRawValue(binding), let statements = ConstantsVisitor.getterStatements(binding) else { return nil }
            return Getter(type: String(key[..<dot]), clauses: [:], defaultClause: statements)
        }
        var getter = Getter(type: String(key[..<dot]), clauses: [:])
        for case let .switchCase(clause) in switchExpr.cases {
            switch clause.label {
            case .default: getter.defaultClause = clause.statements
            case let .case(label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let caseName = EnumCondition.caseName(pattern: item.pattern) else { continue }
                    getter.clauses[caseName] = clause.statements
                    let bound = item.pattern.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.as(IdentifierPatternSyntax.self) }
                    if !bound.isEmpty { getter.bound[caseName] = bound }
                }
            }
        }
        return getter
    }

    /// A getter of one expression made of the case's raw value (OpenAppLock's `var resource:
    /// LocalizedStringResource { LocalizedStringResource(String.LocalizationValue(rawValue),
    /// table: "Copy") }`): the same for every case, each case's raw value in it.
    static func readsRawValue(_ binding: PatternBindingSyntax) -> Bool {
        guard let statements = ConstantsVisitor.getterStatements(binding), statements.count == 1,
              ConstantsVisitor.singleExpression(statements) != nil else { return false }
        return statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(rawValue) }
    }

    /// `switch self { … }` as the getter's one statement (an expression, or returning in each case).
    static func selfSwitch(_ binding: PatternBindingSyntax) -> SwitchExprSyntax? {
        guard let statements = ConstantsVisitor.getterStatements(binding), statements.count == 1, let item = statements.first else { return nil }
        let expr: ExprSyntax?
        switch item.item {
        case let .expr(value): expr = value
        case let .stmt(statement): expr = statement.as(ExpressionStmtSyntax.self)?.expression
        default: expr = nil
        }
        guard let switchExpr = expr?.as(SwitchExprSyntax.self), switchExpr.choice.trimmedSource == "self" else { return nil }
        return switchExpr
    }
}

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
            guard !env.inCondition, let cases = context.appTexts.enumCases[owner], !cases.isEmpty else { return nil }
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

    /// The enum a run-time value is of: its declaration's type (`@Binding var selectedFilter:
    /// ReviewFilter`), else the one enum that declares the property.
    /// UIKit's geometry properties: what they hold is a `CGRect`, `CGSize`, `CGPoint` or insets.
    static let geometryMembers: Set<String> = ["frame", "bounds", "size", "origin", "center", "contentSize", "contentOffset",
                                               "contentInset", "adjustedContentInset", "safeAreaInsets", "layoutMargins"]

    /// The enum a value's own declaration names: a property of this type (`@State var filter:
    /// Filter`) or a parameter of the function it is read in (`_ error: AddAccountError`).
    func declaredEnumType(of written: ExprSyntax) -> String? {
        let base = Self.unwrapped(written)
        var property: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) { property = reference.baseName.text }
        if let member = base.as(MemberAccessExprSyntax.self), let owner = member.base, Self.isSelf(owner) { property = member.declName.baseName.text }
        guard let property else { return nil }
        func last(_ declared: String) -> String? {
            declared.trimmingCharacters(in: CharacterSet(charactersIn: "?!")).split(separator: ".").last.map { resolvedEnumName(String($0)) }
        }
        if base.is(DeclReferenceExprSyntax.self), let function = WrapperViews.enclosingFunction(Syntax(base)),
           let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == property }) {
            return last(parameter.type.trimmedSource)
        }
        return context.constants.propertyTypes[typeName ?? ""]?[property].flatMap(last)
    }

    private func enumType(of written: ExprSyntax, among types: [String]) -> String? {
        // `selectedSource!.label`, `selectedSource?.label`: the optional's enum.
        let base = Self.unwrapped(written)
        // `tableView.tableHeaderView?.frame.height` (billion-wallet-ios): a view's geometry, a
        // rectangle's or size's member, not the app's enum with a `height` per case.
        if let member = base.as(MemberAccessExprSyntax.self), Self.geometryMembers.contains(member.declName.baseName.text) { return nil }
        var property: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) { property = reference.baseName.text }
        if let member = base.as(MemberAccessExprSyntax.self), let owner = member.base, Self.isSelf(owner) { property = member.declName.baseName.text }
        if let property, let declared = context.constants.propertyTypes[typeName ?? ""]?[property],
           let last = declared.split(separator: ".").last.map({ String($0).trimmingCharacters(in: CharacterSet(charactersIn: "?!")) }) {
            let resolved = resolvedEnumName(last)
            return types.contains(resolved) ? resolved : nil
        }
        // A parameter of the function it is read in (`mealType: MealType`), or of the initializer
        // (`init(_ config: EmptyStateConfig)`, a struct's: no enum's).
        if let property, base.is(DeclReferenceExprSyntax.self),
           let parameters = WrapperViews.enclosingFunction(Syntax(base))?.signature.parameterClause.parameters
            ?? Self.enclosingInitializer(Syntax(base))?.signature.parameterClause.parameters,
           let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == property }) {
            let declared = parameter.type.trimmedSource.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            if let last = declared.split(separator: ".").last.map(String.init) {
                let resolved = resolvedEnumName(last)
                return types.contains(resolved) ? resolved : nil
            }
        }
        if types.count == 1 { return types[0] }
        // `viewModel.selectedType.iconName`: the type another file declares that property with.
        if let member = base.as(MemberAccessExprSyntax.self) ?? (property == nil ? nil : base.as(MemberAccessExprSyntax.self)),
           let declared = context.appTexts.propertyTypes[member.declName.baseName.text] {
            let fitting = types.filter { declared.contains($0) }
            if fitting.count == 1 { return fitting[0] }
        }
        // `category.title` and `category.iconName` where two enums have an `iconName`: the one
        // that has every per-case property the view reads of the value.
        let read = MembersRead.names(of: base, context)
        let scored = types.map { type in (type, read.filter { context.appTexts.enumProperties["\(type).\($0)"] != nil }.count) }
        guard let best = scored.map(\.1).max(), scored.filter({ $0.1 == best }).count == 1 else { return nil }
        return scored.first { $0.1 == best }?.0
    }
}

/// The members a type's code reads of one expression (`category` → `title`, `iconName`).
private final class MembersRead: SyntaxVisitor {
    let subject: String
    var names: Set<String> = []

    init(subject: String) {
        self.subject = subject
        super.init(viewMode: .sourceAccurate)
    }

    /// Once per subject and type of a file read (each reading of a screen asks again).
    static func names(of base: ExprSyntax, _ context: ReadContext) -> Set<String> {
        var scope: Syntax? = Syntax(base)
        while let current = scope, !current.is(MemberBlockSyntax.self), !current.is(SourceFileSyntax.self) { scope = current.parent }
        guard let scope, scope.trimmedLength.utf8Length < 200_000 else { return [] }
        let key = MembersReadKey(scope: scope.id, subject: base.trimmedSource)
        if let known = context.membersRead[key] { return known }
        let visitor = MembersRead(subject: base.trimmedSource)
        visitor.walk(scope)
        context.membersRead[key] = visitor.names
        return visitor.names
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base, base.trimmedSource == subject { names.insert(node.declName.baseName.text) }
        return .visitChildren
    }
}

/// Enums' cases, and computed properties of any type or extension that switch over `self`.
private final class EnumDeclarationCollector: SyntaxAnyVisitor {
    var cases: [String: [String]] = [:]
    var properties: [(String, VariableDeclSyntax)] = []
    var errorEnums: Set<String> = []
    var carriesValues: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        Relevance.isContainer(node) || node.is(MemberBlockItemSyntax.self) ? .visitChildren : .skipChildren
    }

    /// An error's message is the run time's, whichever case it is: never a variant per case
    /// (read only for a case the code has chosen, `Evaluator.takenCase`).
    static let errorProtocols: Set<String> = ["Error", "LocalizedError", "CustomNSError", "Swift.Error", "Foundation.LocalizedError"]
    static let errorMembers: Set<String> = ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor", "localizedDescription"]

    /// A nested enum's whole path (`SavedHostsEditor.Kind`) by its innermost name, for each
    /// nested enum met: two of one name in one file are told apart by their paths only.
    var nestedPaths: [String: Set<String>] = [:]

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = node.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self) else { return .skipChildren }
        let path = EnclosingType.qualifiedName(of: Syntax(owner)) ?? owner.name.text
        var names = [owner.name.text]
        if path != names[0] {
            names.append(path)
            nestedPaths[names[0], default: []].insert(path)
        }
        for name in names {
            if owner.inheritanceClause?.inheritedTypes.contains(where: { Self.errorProtocols.contains($0.type.trimmedSource) }) == true {
                errorEnums.insert(name)
            }
            for element in node.elements {
                // A case that carries values (`case media([Attachment])`) makes a value of the enum
                // data, not a choice among cases: no variant per case. An error's cases stay a choice
                // (`case network(String)` is one message, its reason the run time's).
                if element.parameterClause != nil { carriesValues.insert(name) }
                if cases[name]?.contains(element.name.text) != true { cases[name, default: []].append(element.name.text) }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }), node.bindings.count == 1,
              let binding = node.bindings.first,
              EnumCaseProperties.selfSwitch(binding) != nil || EnumCaseProperties.selfTernary(binding) != nil || EnumCaseProperties.readsRawValue(binding),
              binding.pattern.is(IdentifierPatternSyntax.self),
              let type = EnclosingType.memberOwner(of: Syntax(node)).type else { return .skipChildren }
        if Self.declaredAsError(node) { errorEnums.insert(type) }
        properties.append((type, node))
        // A nested enum's property also by the enum's whole path (`SavedHostsEditor.Kind.icon`).
        if let path = EnclosingType.qualifiedOwner(of: Syntax(node)), path != type {
            if Self.declaredAsError(node) { errorEnums.insert(path) }
            properties.append((path, node))
        }
        return .skipChildren
    }

    /// In an extension that makes its type an error (`extension APIError: LocalizedError`).
    private static func declaredAsError(_ node: VariableDeclSyntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let group = parent.asProtocol(DeclGroupSyntax.self) {
                return group.inheritanceClause?.inheritedTypes.contains { errorProtocols.contains($0.type.trimmedSource) } ?? false
            }
            current = parent.parent
        }
        return false
    }
}

/// A type's node and a value's text, for `ReadContext.membersRead`.
struct MembersReadKey: Hashable {
    var scope: SyntaxIdentifier
    var subject: String
}
