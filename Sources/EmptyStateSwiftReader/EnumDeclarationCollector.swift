import Foundation
import EmptyStateSourceReading
import SwiftSyntax

/// Enums' cases, and computed properties of any type or extension that switch over `self`.
final class EnumDeclarationCollector: SyntaxAnyVisitor {
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
