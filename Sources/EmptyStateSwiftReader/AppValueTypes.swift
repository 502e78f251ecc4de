import EmptyStateSourceReading
import SwiftSyntax

/// The app's small types whose instances carry what a screen shows: made with a value
/// (`EmptyStateViewModel(.noRaces)`, racesync-ios), they give texts by computed properties and
/// methods that read what the initializer stored (`var title: NSAttributedString? { switch
/// emptyState { case .noRaces: text = "No Races" … } }`). Handed to the other files as snippets,
/// parsed only where a screen reads a member of an instance.
enum AppValueTypes {
    /// A larger type is more than a screen's model.
    static let snippetBytes = 16_384

    /// The file's top-level structs and classes (not views or controllers) with a stored property
    /// an initializer gives and a computed member that switches over it beside a string literal.
    static func declared(in tree: SourceFileSyntax, _ context: ReadContext) -> [String: SourceSnippet] {
        var result: [String: SourceSnippet] = [:]
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, decl.trimmedLength.utf8Length <= snippetBytes,
                  let (name, members, inherited) = parts(decl), !inherited.contains(where: isViewType),
                  readsStoredText(members) || makesItself(name, members) || carriesTexts(decl, members) else { continue }
            let (line, column) = context.location(of: decl)
            result[name] = SourceSnippet(path: context.file, line: line, column: column, text: decl.trimmedSource)
        }
        // The file's extensions of those types with static presets (`extension EmptyStateConfig {
        // static var search = Self(…) }`), each under `Type extension N`, adopted with the type.
        var count = 0
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, let ext = decl.as(ExtensionDeclSyntax.self),
                  ext.trimmedLength.utf8Length <= snippetBytes else { continue }
            let name = TypeName.normalized(ext.extendedType.trimmedSource)
            guard result[name] != nil, ext.memberBlock.members.contains(where: { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first else { return false }
                return ConstantsVisitor.isStaticPreset(variable, binding, of: name)
            }) else { continue }
            count += 1
            let (line, column) = context.location(of: ext)
            result[name + extensionKey + String(count)] = SourceSnippet(path: context.file, line: line, column: column, text: ext.trimmedSource)
        }
        return result
    }

    /// The key of a type's extension's snippet: `EmptyStateConfig extension 1`.
    static let extensionKey = " extension "

    /// Makes another file's value type's members known to this file's reading (once).
    static func adopt(_ type: String, into context: ReadContext) {
        guard !context.adoptedValueTypes.contains(type) else { return }
        context.adoptedValueTypes.insert(type)
        guard context.constants.initializersByType[type] == nil, context.constants.gettersByType[type] == nil,
              let snippet = context.appTexts.valueTypes[type], let tree = SnippetTree.parse(snippet, into: context) else { return }
        let visitor = ConstantsVisitor()
        visitor.walk(tree)
        for index in 1... {
            guard let more = context.appTexts.valueTypes[type + extensionKey + String(index)] else { break }
            if let extensionTree = SnippetTree.parse(more, into: context) { visitor.walk(extensionTree) }
        }
        context.constants.inherit(visitor.constants, types: [type])
    }

    /// A struct's or class's name, members and inherited types.
    static func parts(_ decl: DeclSyntax) -> (String, MemberBlockSyntax, [String])? {
        func names(_ clause: InheritanceClauseSyntax?) -> [String] { clause?.inheritedTypes.map { $0.type.trimmedSource } ?? [] }
        if let type = decl.as(StructDeclSyntax.self) { return (type.name.text, type.memberBlock, names(type.inheritanceClause)) }
        if let type = decl.as(ClassDeclSyntax.self) { return (type.name.text, type.memberBlock, names(type.inheritanceClause)) }
        return nil
    }

    static func isViewType(_ name: String) -> Bool {
        let base = TypeName.normalized(name)
        return base == "View" || base.hasSuffix("View") || base.hasSuffix("Controller") || base.hasSuffix("Cell")
    }

    /// Whether a getter or method switches over a stored property without an initial value
    /// (what an initializer gives) and holds a string literal: a text per value it is made with.
    private static func readsStoredText(_ members: MemberBlockSyntax) -> Bool {
        let given = Set(WrapperViews.storedProperties(members).filter { $0.initializer == nil }.map(\.name))
        guard !given.isEmpty else { return false }
        for item in members.members {
            var bodies: [Syntax] = []
            if let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body,
               !StaticMember.isStatic(function.modifiers) { bodies.append(Syntax(body)) }
            if let variable = item.decl.as(VariableDeclSyntax.self), !StaticMember.isStatic(variable.modifiers) {
                bodies += variable.bindings.compactMap { $0.accessorBlock.map(Syntax.init) }
            }
            for body in bodies where body.tokens(viewMode: .sourceAccurate).contains(where: { token in
                if case .stringSegment = token.tokenKind { return true } else { return false }
            }) {
                let finder = SwitchSubjects(viewMode: .sourceAccurate)
                finder.walk(body)
                if finder.subjects.contains(where: given.contains) { return true }
            }
        }
        return false
    }

    /// Whether a static member makes an instance of the type (`static var defaultFailure:
    /// NearbyOverlayCopy { NearbyOverlayCopy(…) }`, `static func list(…) -> Self { Self(…) }`):
    /// presets a wrapper is given by name (`copy: .defaultFailure`, gildongmu).
    private static func makesItself(_ name: String, _ members: MemberBlockSyntax) -> Bool {
        guard !WrapperViews.storedProperties(members).filter({ $0.initializer == nil }).isEmpty else { return false }
        return members.members.contains { item in
            let modifiers = item.decl.as(VariableDeclSyntax.self)?.modifiers ?? item.decl.as(FunctionDeclSyntax.self)?.modifiers
            guard let modifiers, StaticMember.isStatic(modifiers) else { return false }
            return item.decl.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == name || token.text == "Self" || token.text == "init" else { return false }
                return token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
                    || token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
            }
        }
    }

    /// A struct of a few texts and symbol names and nothing else (`struct EmptyLabels { let
    /// title: LocalizedStringKey; let systemImage: String }`): what a wrapper shows member by
    /// member, whichever file declares it.
    static func carriesTexts(_ decl: DeclSyntax, _ members: MemberBlockSyntax) -> Bool {
        guard decl.is(StructDeclSyntax.self) else { return false }
        let properties = WrapperViews.storedProperties(members)
        let texts: Set<String> = ["String", "LocalizedStringKey", "LocalizedStringResource", "Text", "Image", "AttributedString"]
        return (1...6).contains(properties.count) && properties.allSatisfy { texts.contains(TypeName.unwrapped($0.type)) }
    }

    /// The properties `switch` statements test (`switch emptyState`, `switch self.emptyState`).
    private final class SwitchSubjects: SyntaxVisitor {
        var subjects: [String] = []
        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            subjects.append(Evaluator.subjectText(Syntax(node.choice)))
            return .visitChildren
        }
    }
}
