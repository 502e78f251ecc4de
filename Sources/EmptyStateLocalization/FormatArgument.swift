/// A value a template gives for a format specifier (`args: [3, "Ana"]`).
public enum FormatArgument: Equatable, Sendable, CustomStringConvertible {
    case integer(Int)
    case number(Double)
    case string(String)

    public var description: String {
        switch self {
        case let .integer(value): return String(value)
        case let .number(value): return String(value)
        case let .string(value): return "'\(value)'"
        }
    }

    /// `⟨…⟩`: a value the importer could not compute, standing in for any argument.
    static func isPlaceholder(_ text: String) -> Bool {
        text.count > 2 && text.hasPrefix("⟨") && text.hasSuffix("⟩")
    }

    var integer: Int? {
        switch self {
        case let .integer(value): return value
        case let .number(value) where value == value.rounded() && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }
}

/// A problem with a format string and its arguments, said in plain words.
public struct FormatError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
