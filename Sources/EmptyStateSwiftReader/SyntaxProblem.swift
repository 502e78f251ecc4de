import SwiftSyntax

/// The first syntax error of a file: a missing token or unexpected code. Found and described
/// without recursion (entering only subtrees that have an error, quoting the file's bytes),
/// since a broken file may also be a deep one.
enum SyntaxProblem {
    static func first(in tree: SourceFileSyntax, _ context: ReadContext) -> SwiftReadError? {
        guard tree.hasError else { return nil }
        var stack = [Syntax(tree)]
        while let node = stack.popLast() {
            if node.is(UnexpectedNodesSyntax.self) {
                let offset = context.skippingTrivia(node.position.utf8Offset)
                let text = context.quote(from: offset, to: node.endPosition.utf8Offset)
                return context.error("syntax error: unexpected code '\(text)'", atOffset: offset)
            }
            if let token = node.as(TokenSyntax.self) {
                if token.presence == .missing {
                    return context.error("syntax error: expected '\(token.text)'", atOffset: context.skippingTrivia(token.position.utf8Offset))
                }
                continue
            }
            let children = node.children(viewMode: .all).filter(\.hasError)
            stack.append(contentsOf: children.reversed())
        }
        return context.error("syntax error", atOffset: 0)
    }
}

extension ReadContext {
    /// The offset after the whitespace and comments at `offset`.
    func skippingTrivia(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1; continue }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            }
            break
        }
        return min(index, bytes.count)
    }

    /// The file's text between two offsets, on one line and shortened.
    func quote(from start: Int, to end: Int) -> String {
        let start = min(max(start, 0), bytes.count)
        let end = min(max(start, end), bytes.count, start + 4 * Limits.expressionText)
        return SourceText.shorten(String(decoding: bytes[start..<end], as: UTF8.self))
    }
}
