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
        -> (cases: [String: [String]], switched: [String: [String]], properties: [String: SourceSnippet], errors: Set<String>, nested: [String: Set<String>]) {
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
        var switched = collector.cases.filter { $0.value.count <= maxCases }
        var errors = collector.errorEnums
        // Two enums of one name nested in two types of the file (two `Kind`s): the name alone is
        // neither; each is read by its path.
        for (name, paths) in collector.nestedPaths where paths.count > 1 || collector.cases[name] != collector.cases[paths.first ?? ""] {
            choices[name] = nil
            switched[name] = nil
            errors.remove(name)
            for key in properties.keys where key.hasPrefix(name + ".") && !key.dropFirst(name.count + 1).contains(".") { properties[key] = nil }
        }
        return (choices, switched, properties, errors, collector.nestedPaths)
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

    /// `Type.property` → the last name of its declared type, for the app's types.
    static func typedPropertyTypes(_ constants: Constants) -> [String: String] {
        var result: [String: String] = [:]
        for (owner, members) in constants.propertyTypes where !owner.isEmpty {
            for (name, type) in members {
                guard let last = TypeName.unwrapped(type).split(separator: ".").last.map(String.init),
                      last.first?.isUppercase == true, !frameworkTypes.contains(last) else { continue }
                result["\(owner).\(name)"] = last
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

    /// A getter made of the case's raw value (OpenAppLock's `var resource: LocalizedStringResource
    /// { LocalizedStringResource(String.LocalizationValue(rawValue), table: "Copy") }`, or
    /// ArabianTyres' `var localized: String`, which picks a bundle by the app's language setting
    /// and returns `self.rawValue.localizedString(lang: "en")`): the same for every case, each
    /// case's raw value in it.
    static func readsRawValue(_ binding: PatternBindingSyntax) -> Bool {
        guard let statements = ConstantsVisitor.getterStatements(binding) else { return false }
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
