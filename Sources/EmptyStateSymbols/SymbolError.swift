/// A symbol that cannot be drawn: an unknown name, a template that cannot be read, a stand-in
/// refused by `--strict-symbols`. The template stage adds the file, line and column.
public struct SymbolError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
