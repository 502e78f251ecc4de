/// A problem in an asset catalog, as one line that names the file: the `Contents.json`
/// path (as the catalog's path was given, plus the folders below it), then the line and
/// column for invalid JSON, then what is wrong:
/// `Assets.xcassets/Brand.colorset/Contents.json:4:12: invalid JSON (expected ':')`.
public struct CatalogError: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        guard let line else { return "\(path): \(message)" }
        return "\(path):\(line):\(column ?? 1): \(message)"
    }
}

extension String {
    /// Text from a Contents.json quoted in a message: control characters escaped so the
    /// message stays on one line, and cut short so a hostile value cannot flood it.
    var forMessage: String {
        let limit = 80
        let escaped = unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
                ? scalar.escaped(asASCII: true) : String(scalar)
        }
        let joined = escaped.joined()
        return joined.count > limit ? String(joined.prefix(limit)) + "…" : joined
    }
}
