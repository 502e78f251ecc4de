/// A Swift file the reader cannot read: a syntax error, a file too deep or too complex.
public struct SwiftReadError: Error, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    init(file: String, line: Int, column: Int, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    /// `file:line:col: message`
    public var description: String { "\(file):\(line):\(column): \(message)" }
}
