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
}
