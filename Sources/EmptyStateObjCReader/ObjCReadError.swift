/// A reason the reader refuses a file: binary data, an unterminated comment, string or body,
/// nesting past the limit, a file past a size limit. One line: `file:line:col: message`.
public struct ObjCReadError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}
