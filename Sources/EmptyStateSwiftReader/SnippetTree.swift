import EmptyStateSourceReading
import SwiftParser
import SwiftSyntax

/// Another file's declaration handed on as a snippet, parsed where it is used: its nodes are
/// located in their own file (`ReadContext.foreign`). Nil when the snippet cannot be read
/// safely (refused bytes, a syntax error, too deep).
enum SnippetTree {
    static func parse(_ snippet: SourceSnippet, into context: ReadContext) -> SourceFileSyntax? {
        let placed = snippet.placedText
        let snippetContext = ReadContext(file: snippet.path, text: placed)
        guard PreParseScan.refusal(snippetContext.bytes) == nil else { return nil }
        var parser = Parser(placed, maximumNestingLevel: Limits.parserNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        guard SyntaxProblem.first(in: tree, snippetContext) == nil, TreeDepth.tooDeep(Syntax(tree)) == nil else { return nil }
        context.foreign[Syntax(tree).id] = snippetContext
        return tree
    }

    /// A member (an initializer, a property) within an extension of `type`, as a member can only
    /// be parsed in a type; placed so that its lines and columns stay those of its file.
    static func member(_ decl: some SyntaxProtocol, extending type: String, _ context: ReadContext) -> SourceSnippet {
        let (line, column) = context.location(of: decl)
        let text = "extension \(type) {\n" + String(repeating: " ", count: max(column - 1, 0)) + decl.trimmedSource + "\n}"
        return SourceSnippet(path: context.file, line: max(line - 1, 1), column: 1, text: text)
    }

    /// Parses the snippet and makes what it declares `type`'s in `constants` (another file's
    /// extension, a property handed on); false when it cannot be parsed.
    @discardableResult
    static func adopt(_ snippet: SourceSnippet, as type: String, into constants: inout Constants, _ context: ReadContext) -> Bool {
        guard let tree = parse(snippet, into: context) else { return false }
        let visitor = ConstantsVisitor()
        visitor.walk(tree)
        constants.inherit(visitor.constants, types: [type])
        return true
    }
}
