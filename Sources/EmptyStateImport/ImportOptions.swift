/// What `import` (and every command given source files) reads besides the code: more String
/// Catalogs and `.lproj` folders, asset catalogs, and an overrides file keyed by screen name.
public struct ImportOptions: Equatable, Sendable {
    public var strings: [String]
    public var assets: [String]
    /// A YAML file: `SCREEN-NAME: { key: value … }`, each key replacing the imported one.
    public var overrides: String?
    /// Where the screens' strings and asset catalogs are searched: the paths the command was
    /// given (commands fill it in when it is empty).
    public var roots: [String]

    public init(strings: [String] = [], assets: [String] = [], overrides: String? = nil, roots: [String] = []) {
        self.strings = strings; self.assets = assets; self.overrides = overrides; self.roots = roots
    }

    /// These options with `roots` set to `paths` when they name none.
    public func rooted(at paths: [String]) -> ImportOptions {
        var options = self
        if options.roots.isEmpty { options.roots = paths }
        return options
    }
}
