/// A file that names `emptyDataSetSource` only in comments (`//    self.tableView.emptyDataSetSource=self;`,
/// Finance's MyAskController): the developer switched its empty state off, and the data source
/// methods left in its classes draw nothing; so does one that only ever sets it to nil. A file
/// that never names it (its table is handed
/// the source elsewhere, by a base class or the code that makes it) is not one.
enum SwitchedOffSource {
    static func isSwitchedOff(_ text: String, _ buffer: SourceBuffer) -> Bool {
        guard text.contains("emptyDataSetSource") else { return false }
        var lexer = Lexer(buffer: buffer)
        var tokens: [Token] = []
        while let token = try? lexer.next(), token.kind != .end { tokens.append(token) }
        for (index, token) in tokens.enumerated() where token.kind == .identifier && buffer.text(token) == "emptyDataSetSource" {
            if !clears(tokens, after: index, buffer) { return false }
        }
        return true
    }

    /// `….emptyDataSetSource = nil;` (Clone's MessagesTableViewController, in `dealloc` only):
    /// a table let go of, never handed the source, draws no empty state either.
    private static func clears(_ tokens: [Token], after index: Int, _ buffer: SourceBuffer) -> Bool {
        guard index + 2 < tokens.count, tokens[index + 1].isPunct(.assign), tokens[index + 2].kind == .identifier else { return false }
        return ["nil", "NULL", "Nil"].contains(buffer.text(tokens[index + 2]))
    }
}
