/// A problem with a template, located in its file: prints as `file:line:column: message`,
/// always on one line (line breaks and other control characters in quoted values are escaped).
public struct TemplateError: Error, Equatable, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return Self.oneLine("\(place): \(message)")
    }

    /// `text` with line breaks, tabs and other control characters written as escapes.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control characters, line and paragraph separators, and the bidirectional overrides that
    /// could make a terminal show the line in another order.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }
}

import EmptyStateTraits

extension TemplateError {
    /// A broken asset catalog is reported as a template is: its `Contents.json`, line and column.
    init(catalog error: CatalogError) {
        self.init(file: error.path, line: error.line, column: error.column, message: error.message)
    }
}
