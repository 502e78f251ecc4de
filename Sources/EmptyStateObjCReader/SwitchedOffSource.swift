/// A file that names `emptyDataSetSource` only in comments (`//    self.tableView.emptyDataSetSource=self;`,
/// Finance's MyAskController): the developer switched its empty state off, and the data source
/// methods left in its classes draw nothing; so does one that only ever sets it to nil. A file
/// that never names it (its table is handed
/// the source elsewhere, by a base class or the code that makes it) is not one. Nor do the
/// methods of a file that hands its tables another object of its own as the source
/// (Zaful's MyPointsViewController: `_tableView.emptyDataSetSource = self.viewModel;`, whose
/// view model draws the empty state): the view model's methods are the screen, not the file's.
enum SwitchedOffSource {
    static func isSwitchedOff(_ text: String, _ buffer: SourceBuffer) -> Bool {
        guard text.contains("emptyDataSetSource") else { return false }
        var lexer = Lexer(buffer: buffer)
        var tokens: [Token] = []
        while let token = try? lexer.next(), token.kind != .end { tokens.append(token) }
        for (index, token) in tokens.enumerated() where token.kind == .identifier && buffer.text(token) == "emptyDataSetSource" {
            if !clears(tokens, after: index, buffer) && !assignsAnotherObject(tokens, after: index, buffer, text) { return false }
        }
        return true
    }

    /// `….emptyDataSetSource = self.viewModel;`, `= _viewModel;`, `= [self viewModel];`: an object
    /// of another class the file's class holds (its property declared here with that class), not
    /// the class itself, nor a source object the file picks (KabNew's `id<DZNEmptyDataSetSource>
    /// _emptyDataSetSource`, set to the made source of the moment).
    private static func assignsAnotherObject(_ tokens: [Token], after index: Int, _ buffer: SourceBuffer, _ text: String) -> Bool {
        guard index + 2 < tokens.count, tokens[index + 1].isPunct(.assign) else { return false }
        var value: [String] = []
        for token in tokens[(index + 2)...] {
            if token.isPunct(.semicolon) { break }
            value.append(buffer.text(token))
            if value.count > 4 { return false }
        }
        let property: String
        switch value.count {
        case 1 where value[0].hasPrefix("_") && value[0].count > 1: property = String(value[0].dropFirst())
        case 3 where value[0] == "self" && [".", "->"].contains(value[1]): property = value[2]
        case 4 where value == ["[", "self", value[2], "]"]: property = value[2]
        default: return false
        }
        guard let type = declaredClass(of: property, in: text) else { return false }
        return type != "id" && !["NSObject", "UIViewController", "UITableViewController", "UICollectionViewController"].contains(type)
    }

    /// The class a property or instance variable is declared with in the file (`MyPointViewModel
    /// *viewModel;`), nil when it is not declared here or not as a pointer to a named class.
    private static func declaredClass(of name: String, in text: String) -> String? {
        for candidate in [name, "_" + name] {
            var searchFrom = text.startIndex
            while let found = text.range(of: candidate, range: searchFrom..<text.endIndex) {
                searchFrom = found.upperBound
                var after = found.upperBound
                while after < text.endIndex, text[after] == " " { after = text.index(after: after) }
                guard after < text.endIndex, text[after] == ";" else { continue }
                var before = found.lowerBound
                guard before > text.startIndex else { continue }
                before = text.index(before: before)
                while before > text.startIndex, text[before] == " " { before = text.index(before: before) }
                guard text[before] == "*" else { continue }
                var end = before
                while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
                var start = end
                while start > text.startIndex, text[text.index(before: start)].isLetter || text[text.index(before: start)].isNumber || text[text.index(before: start)] == "_" {
                    start = text.index(before: start)
                }
                guard start < end else { continue }
                return String(text[start..<end])
            }
        }
        return nil
    }

    /// `….emptyDataSetSource = nil;` (Clone's MessagesTableViewController, in `dealloc` only):
    /// a table let go of, never handed the source, draws no empty state either.
    private static func clears(_ tokens: [Token], after index: Int, _ buffer: SourceBuffer) -> Bool {
        guard index + 2 < tokens.count, tokens[index + 1].isPunct(.assign), tokens[index + 2].kind == .identifier else { return false }
        return ["nil", "NULL", "Nil"].contains(buffer.text(tokens[index + 2]))
    }
}
