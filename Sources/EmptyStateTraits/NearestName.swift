/// "Did you mean …?" suggestions for names typed in templates and on the command line.
public enum NearestName {
    /// The candidate closest to `name` by case-insensitive edit distance (Levenshtein),
    /// or nil when even the closest differs in more than a third of its letters (at least
    /// two edits are always allowed, but never a whole candidate), so that a suggestion is
    /// a plausible typo, not noise.
    /// Ties go to the earlier candidate, keeping messages stable.
    public static func nearest(_ name: String, among candidates: [String]) -> String? {
        // Names are short; a hostile megabyte-long one gets no suggestion, not a long wait.
        guard name.count <= 256 else { return nil }
        let typed = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate.count <= 256 {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, typed.count / 3), best.distance < best.name.count else { return nil }
        return best.name
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

extension TextStyle {
    /// `NearestName.nearest(_:among:)`, by default among the text style names.
    public static func nearest(_ name: String, among candidates: [String] = TextStyle.allCases.map(\.rawValue)) -> String? {
        NearestName.nearest(name, among: candidates)
    }
}
