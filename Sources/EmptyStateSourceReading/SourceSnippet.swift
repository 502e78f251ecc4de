/// A declaration's text as another file wrote it, with where it starts, so that a reader of
/// another file can parse it and still say where what it reads is (`file:line:column`).
public struct SourceSnippet: Hashable, Sendable, Codable {
    public var path: String
    public var line: Int
    public var column: Int
    public var text: String

    public init(path: String, line: Int, column: Int, text: String) {
        self.path = path; self.line = line; self.column = column; self.text = text
    }

    /// The text placed where it is in its file (blank lines and spaces before it), so that
    /// positions in its parse are positions in the file.
    public var placedText: String {
        String(repeating: "\n", count: max(0, line - 1)) + String(repeating: " ", count: max(0, column - 1)) + text
    }
}
