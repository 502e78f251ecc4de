import EmptyStateSourceReading
import SwiftSyntax

extension AppTexts {
    /// `case`'s raw value in the string enum `type` (`SFSymbols`, or `Images.Symbol`: the whole
    /// path, then its last name).
    func rawValue(of caseName: String, in type: String) -> String? {
        if let value = rawValues[type]?[caseName] { return value }
        guard let dot = type.lastIndex(of: ".") else { return nil }
        return rawValues[String(type[type.index(after: dot)...])]?[caseName]
    }
}

extension AppTexts {
    /// The raw value of a case named alone (`.launchesErrorTitle`): when every string enum that
    /// has the case gives it one value.
    func rawValue(ofCase caseName: String) -> String? {
        let values = Set(rawValues.values.compactMap { $0[caseName] })
        return values.count == 1 ? values.first : nil
    }
}

/// The raw values of a file's string enums: `case star` is "star", `case personSlash =
/// "person.slash"` is "person.slash". Only declarations are walked.
final class EnumRawValuesVisitor: SyntaxAnyVisitor {
    private var cases: [String: [String: String]] = [:]
    /// `static let keyFile = Self.keyHorizontal` in a string enum: another name of a case.
    private var aliases: [(types: [String], name: String, target: String)] = []

    /// The cases' raw values, and the aliases' of the cases they name.
    var rawValues: [String: [String: String]] {
        var result = cases
        for alias in aliases {
            for type in alias.types where result[type]?[alias.name] == nil {
                if let value = cases[type]?[alias.target] { result[type, default: [:]][alias.name] = value }
            }
        }
        return result
    }

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        Relevance.isContainer(node) || node.is(MemberBlockItemSyntax.self) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        // `enum Setting: SymbolName { case asset = "creditcard" }`: a raw type of the app's made
        // of a string literal gives the literal (no name for a case without one).
        let owner: EnumDeclSyntax
        let isString: Bool
        if let stringEnum = Self.stringEnum(around: Syntax(node)) {
            (owner, isString) = (stringEnum, true)
        } else if let other = Self.enumDecl(around: Syntax(node)), other.inheritanceClause != nil {
            (owner, isString) = (other, false)
        } else {
            return .skipChildren
        }
        let types = [owner.name.text] + (EnclosingType.qualifiedOwner(of: Syntax(node)).map { [$0] } ?? [])
        for element in node.elements where element.parameterClause == nil {
            let name = element.name.text.trimmingCharacters(in: ["`"])
            let value: String
            if let initializer = element.rawValue {
                guard let literal = initializer.value.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue else { continue }
                value = text
            } else {
                guard isString else { continue }
                value = name
            }
            for type in types where cases[type]?[name] == nil { cases[type, default: [:]][name] = value }
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.modifiers.contains(where: { $0.name.text == "static" }), let owner = Self.stringEnum(around: Syntax(node)) else { return .skipChildren }
        let types = [owner.name.text] + (EnclosingType.qualifiedOwner(of: Syntax(node)).map { [$0] } ?? [])
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let member = binding.initializer?.value.as(MemberAccessExprSyntax.self),
                  member.base == nil || ["Self", owner.name.text].contains(member.base?.trimmedSource ?? "") else { continue }
            aliases.append((types, name, member.declName.baseName.text))
        }
        return .skipChildren
    }

    private static func enumDecl(around node: Syntax) -> EnumDeclSyntax? {
        var ancestor = node.parent
        while let current = ancestor, !EnclosingType.declaresType(current) { ancestor = current.parent }
        return ancestor?.as(EnumDeclSyntax.self)
    }

    private static func stringEnum(around node: Syntax) -> EnumDeclSyntax? {
        guard let owner = enumDecl(around: node),
              let raw = owner.inheritanceClause?.inheritedTypes.first?.type.trimmedSource,
              ["String", "Swift.String"].contains(raw) else { return nil }
        return owner
    }
}
