/// Layout warnings as a command prints them: once per text, not once per picture. The states
/// of a screen draw the same texts, so a warning repeats only where what it says can differ: a
/// character no font draws, once per template, variant and traits (every device draws it alike);
/// what did not fit, once per device and scale.
public struct WarningsOnce {
    private var seen: Set<String> = []

    public init() {}

    /// Whether `problem` of the picture at `path` (`template/variant/device@2x/state~traits.png`)
    /// is said for the first time.
    public mutating func isFirst(_ problem: String, at path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return seen.insert(path + "|" + problem).inserted }
        let screen = problem.hasPrefix("missingGlyphs:")
            ? parts[0...1].joined(separator: "/") + OutputPaths.traitsSuffix(ofStill: path)
            : OutputPaths.withoutState(path)
        return seen.insert(screen + "|" + problem).inserted
    }

    /// `path: problem` lines (as export collects them), each first one kept.
    public mutating func firstLines(_ lines: [String]) -> [String] {
        lines.filter { line in
            guard let separator = line.range(of: ".png: ") else { return true }
            return isFirst(String(line[separator.upperBound...]), at: String(line[..<separator.lowerBound]) + ".png")
        }
    }
}
