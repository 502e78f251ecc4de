/// A file that names `emptyDataSetSource` only in comments (`//    self.tableView.emptyDataSetSource=self;`,
/// Finance's MyAskController): the developer switched its empty state off, and the data source
/// methods left in its classes draw nothing. A file that never names it (its table is handed
/// the source elsewhere, by a base class or the code that makes it) is not one.
enum SwitchedOffSource {
    static func isSwitchedOff(_ text: String, _ buffer: SourceBuffer) -> Bool {
        guard text.contains("emptyDataSetSource") else { return false }
        var lexer = Lexer(buffer: buffer)
        while let token = try? lexer.next(), token.kind != .end {
            if token.kind == .identifier, buffer.text(token) == "emptyDataSetSource" { return false }
        }
        return true
    }
}
