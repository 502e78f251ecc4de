/// A symbol template that cannot be used, said plainly: which file, what is wrong, and where
/// in the file when that is known (`icon.svg:12:5: …`).
public struct SymbolTemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var message: String
    public var line: Int?
    public var column: Int?

    public init(file: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.file = file; self.message = message; self.line = line; self.column = column
    }

    public var description: String {
        guard let line else { return "\(file): \(message)" }
        guard let column else { return "\(file):\(line): \(message)" }
        return "\(file):\(line):\(column): \(message)"
    }
}
