/// A JSON document as the catalog decoders read it.
///
/// The catalog has its own small parser rather than Foundation's `JSONSerialization`
/// because an error message must say where the mistake is (line and column), Foundation's
/// messages differ between platforms and versions, a number's spelling must survive
/// (`128` and `1.0` mean different things in a color component), and nesting must be
/// capped so that hostile input cannot exhaust the stack.
public enum JSONValue: Equatable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    /// The value and its text as written, so integers and fractions can be told apart.
    case number(Double, literal: String)
    case bool(Bool)
    case null

    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The JSON type's name, for "expected a string, found an array" messages.
    public var typeName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A syntax error at a byte offset, turned into a line and column by `position(in:)`.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var offset: Int
    public var reason: String

    /// 1-based line and column of `offset`; the column counts bytes, which for the ASCII
    /// that Contents.json files are written in is characters.
    public func position(in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }
}
