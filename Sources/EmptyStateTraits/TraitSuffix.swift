extension TraitCollection {
    /// The traits a `suffix` names, so a file name such as `airbnb~dark~AX3.png` can be
    /// matched back to its cell: `~` separated trait names in any order (each parsed by
    /// its enum's `init?(name:)`, aliases included), "" for the default. Nil when a part
    /// is no trait name or names a trait twice.
    public init?(suffix: String) {
        self = .default
        guard !suffix.isEmpty else { return }
        guard suffix.hasPrefix("~") else { return nil }
        var seen: Set<Int> = []
        for part in suffix.dropFirst().split(separator: "~", omittingEmptySubsequences: false).map(String.init) {
            let kind: Int
            if let scheme = ColorScheme(name: part) {
                colorScheme = scheme; kind = 0
            } else if let size = ContentSizeCategory(name: part) {
                contentSize = size; kind = 1
            } else if let contrast = Contrast(name: part) {
                self.contrast = contrast; kind = 2
            } else if let direction = LayoutDirection(name: part) {
                layoutDirection = direction; kind = 3
            } else if Self.looksLikeLocale(part), seen.isEmpty {
                locale = part; kind = 4
            } else {
                return nil
            }
            guard seen.insert(kind).inserted else { return nil }
        }
    }

    /// A locale leads a suffix: a 2- or 3-letter lowercase language, then subtags (`pt-BR`,
    /// `zh-Hans`, `en-XA`), or the pseudo-locale `bounded`.
    private static func looksLikeLocale(_ part: String) -> Bool {
        if part == "bounded" { return true }
        let subtags = part.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...3).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return subtags.dropFirst().allSatisfy { !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
