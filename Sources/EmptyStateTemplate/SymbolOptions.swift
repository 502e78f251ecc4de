/// What every command and the test API may say about symbols: more folders of exported
/// symbol templates (`--symbols DIR`), and whether a stand-in is an error (`--strict-symbols`).
public struct SymbolOptions: Equatable, Sendable {
    /// Absolute or current-directory-relative folders, searched after the template's own.
    public var folders: [String]
    /// A symbol drawn from the stand-in set is an error instead of a warning.
    public var strict: Bool

    public init(folders: [String] = [], strict: Bool = false) {
        self.folders = folders; self.strict = strict
    }
}
