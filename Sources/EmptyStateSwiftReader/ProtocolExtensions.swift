import EmptyStateSourceReading
import SwiftSyntax

/// Protocol extensions that give every conforming type helpers which make texts
/// (`extension DZNEmptyDataSetSource { func title(_ text: String) -> NSAttributedString { … } }`
/// in one file, `return title("No Books")` in a data source in another). The file that declares
/// one hands it on as a snippet; a file whose types conform reads it as those types' members.
enum ProtocolExtensions {
    /// Return types that make a text a screen shows.
    static let textTypes: Set<String> = ["String", "NSAttributedString", "NSMutableAttributedString", "LocalizedStringKey", "Text",
                                         "AttributedString"]
    /// A larger extension is a module of its own, not a helper for texts.
    static let snippetBytes = 16_384

    /// The file's extensions of types it does not declare (a protocol, or a type of another
    /// file) that declare a function with parameters returning a text, by the extended name.
    static func snippets(in tree: SourceFileSyntax, _ context: ReadContext) -> [String: [SourceSnippet]] {
        let visitor = ExtensionCollector()
        visitor.walk(tree)
        var result: [String: [SourceSnippet]] = [:]
        for node in visitor.extensions {
            let name = TypeName.normalized(node.extendedType.trimmedSource)
            guard !visitor.declared.contains(name), node.trimmedLength.utf8Length <= snippetBytes,
                  node.memberBlock.members.contains(where: { makesText($0.decl) }) else { continue }
            let (line, column) = context.location(of: node)
            result[name, default: []].append(SourceSnippet(path: context.file, line: line, column: column, text: node.trimmedSource))
        }
        return result
    }

    private static func makesText(_ decl: DeclSyntax) -> Bool {
        guard let function = decl.as(FunctionDeclSyntax.self), !function.signature.parameterClause.parameters.isEmpty,
              let returned = function.signature.returnClause?.type else { return false }
        return textTypes.contains(TypeName.unwrapped(returned.trimmedSource))
    }

    /// The members other files' extensions give the protocols this file's types conform to,
    /// added beneath what this file declares; their nodes are located in their own files.
    static func adopt(into context: ReadContext) {
        var constants = context.constants
        let adopted = constants.conformances.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for name in adopted.union(staticallyCalled(in: context, besides: adopted)).sorted() {
            for snippet in context.appTexts.extensions[name] ?? [] where snippet.path != context.file {
                SnippetTree.adopt(snippet, as: name, into: &constants, context)
            }
        }
        context.constants = constants
    }

    /// Extended types whose static helpers the file calls by the type's name
    /// (`NSAttributedString.emptyDataSetTitle(…)`, with `extension NSAttributedString { class func
    /// emptyDataSetTitle(string:) … }` in another file): their extensions are read as for a
    /// conforming type. Only extensions with a static function, and only names the file writes.
    private static func staticallyCalled(in context: ReadContext, besides adopted: Set<String>) -> Set<String> {
        var names: Set<String> = []
        for (name, snippets) in context.appTexts.extensions where !adopted.contains(name) {
            guard Relevance.offsets(of: Array("\(name).".utf8), in: context.bytes).contains(where: { $0 == 0 || !Relevance.isWordByte(context.bytes[$0 - 1]) }),
                  snippets.contains(where: { $0.path != context.file && ($0.text.contains("static func") || $0.text.contains("class func")) })
            else { continue }
            names.insert(name)
        }
        return names
    }
}

/// The file's extensions and the types it declares, at any depth of declarations.
private final class ExtensionCollector: SyntaxAnyVisitor {
    var extensions: [ExtensionDeclSyntax] = []
    var declared: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            extensions.append(extensionDecl)
        } else if !node.is(ExtensionDeclSyntax.self), let name = EnclosingType.typeName(node), !node.is(ProtocolDeclSyntax.self) {
            declared.insert(name)
        }
        return Relevance.isContainer(node) ? .visitChildren : .skipChildren
    }
}
