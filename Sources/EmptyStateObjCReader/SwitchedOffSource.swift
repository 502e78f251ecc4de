import EmptyStateSourceReading

/// A file that names `emptyDataSetSource` only in comments (`//    self.tableView.emptyDataSetSource=self;`,
/// Finance's MyAskController): the developer switched its empty state off, and the data source
/// methods left in its classes draw nothing; so does one that only ever sets it to nil. A file
/// that never names it (its table is handed
/// the source elsewhere, by a base class or the code that makes it) is not one. Nor do the
/// methods of a file that hands its tables another object of its own as the source
/// (Zaful's MyPointsViewController: `_tableView.emptyDataSetSource = self.viewModel;`, whose
/// view model draws the empty state): the view model's methods are the screen, not the file's.
enum SwitchedOffSource {
    /// The file's own reading (kept out of `ObjCReader.reading`'s frame: the evaluation below it
    /// recurses, and a secondary thread's stack is small).
    @inline(never)
    static func isSwitchedOff(_ text: String, _ file: ScannedFile) -> Bool {
        isSwitchedOff(text, file.buffer, properties: file.scan.properties)
    }

    static func isSwitchedOff(_ text: String, _ buffer: SourceBuffer, properties: [String: PropertyDeclaration]) -> Bool {
        guard text.containsBytes("emptyDataSetSource") else { return false }
        var lexer = Lexer(buffer: buffer)
        var tokens: [Token] = []
        while let token = try? lexer.next(), token.kind != .end { tokens.append(token) }
        for (index, token) in tokens.enumerated() where token.kind == .identifier && buffer.text(token) == "emptyDataSetSource" {
            if !clears(tokens, after: index, buffer) && !assignsAnotherObject(tokens, after: index, buffer, properties) { return false }
        }
        return true
    }

    /// `….emptyDataSetSource = self.viewModel;`, `= _viewModel;`, `= [self viewModel];`: an object
    /// of another class the file's class holds (its property or instance variable declared in the
    /// file with that class, `FileScan.properties`), not the class itself, nor a source object the
    /// file picks (KabNew's `id<DZNEmptyDataSetSource> _emptyDataSetSource`, set to the made
    /// source of the moment).
    private static func assignsAnotherObject(_ tokens: [Token], after index: Int, _ buffer: SourceBuffer,
                                             _ properties: [String: PropertyDeclaration]) -> Bool {
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
        guard let declared = properties[property] ?? properties["_" + property], declared.type.hasSuffix("*") else { return false }
        let type = declared.type.dropLast().trimmingCharacters(in: .whitespaces)
        return !["NSObject", "UIViewController", "UITableViewController", "UICollectionViewController"].contains(type)
    }

    /// `….emptyDataSetSource = nil;` (Clone's MessagesTableViewController, in `dealloc` only):
    /// a table let go of, never handed the source, draws no empty state either.
    private static func clears(_ tokens: [Token], after index: Int, _ buffer: SourceBuffer) -> Bool {
        guard index + 2 < tokens.count, tokens[index + 1].isPunct(.assign), tokens[index + 2].kind == .identifier else { return false }
        return ["nil", "NULL", "Nil"].contains(buffer.text(tokens[index + 2]))
    }
}
