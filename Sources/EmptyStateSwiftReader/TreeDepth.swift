import SwiftSyntax

/// The syntax tree's depth, measured without recursion: chains that swift-syntax parses in a
/// loop (`a.b.c…`, `else if` after `else if`, `try try …`, `Int???…`) still make a tree as deep
/// as they are long, and every visitor recurses once per level.
///
/// In a tree without errors every level of nesting adds a token or one of a few wrappers, so a
/// subtree of `n` bytes is at most `bytesFactor × n + slack` deep: subtrees too small to reach
/// the limit are not entered, and the measure costs a fraction of a walk.
enum TreeDepth {
    static let bytesFactor = 10
    static let slack = 20

    static func tooDeep(_ root: some SyntaxProtocol, limit: Int = Limits.treeDepth) -> Syntax? {
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(root), 1)]
        while let (node, depth) = stack.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .sourceAccurate)
            where depth + 1 + bytesFactor * child.totalLength.utf8Length + slack > limit {
                stack.append((child, depth + 1))
            }
        }
        return nil
    }
}
