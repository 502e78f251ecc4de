import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source without the leading trivia of its first token and the trailing trivia
    /// of its last: the text of swift-syntax's `trimmedDescription`, cut from the node's bytes.
    /// `trimmedDescription` copies the tree (`detached`, then two `with`) for each call: on
    /// olvid-ios's 2,099 files that copying was a sixth of the reader's time.
    var trimmedSource: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
