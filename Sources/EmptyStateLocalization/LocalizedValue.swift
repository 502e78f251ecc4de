/// A localized string as a catalog holds it for one locale: a format, or variations of one.
public indirect enum LocalizedValue: Equatable, Sendable {
    case format(String)
    /// By CLDR plural category of an integer argument (nil: the first whole-number argument).
    case plural(argument: Int?, [PluralCategory: LocalizedValue])
    /// By device: `iphone`, `ipad`, …, `other`.
    case device([String: LocalizedValue])
    /// A format with `%#@name@` variables, each chosen by the plural category of its argument
    /// (`.stringsdict`, and String Catalog substitutions).
    case substituted(format: String, variables: [String: PluralVariable])

    public struct PluralVariable: Equatable, Sendable {
        /// 0-based; nil: the next argument in the order the variables appear.
        public var argument: Int?
        public var forms: [PluralCategory: String]
    }
}

/// A problem in a strings file: where, and what.
public struct LocalizationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path; self.line = line; self.column = column; self.message = message
    }

    public var description: String {
        var place = path
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return "\(place): \(message)"
    }
}
