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

    /// Either a known name close enough to be a typo, or one that contains the typed name or is
    /// contained in it (`iphone15` → `iphone-15`; a key written in part).
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        if let near = nearest(name, among: candidates) { return near }
        guard name.count <= 64, name.count >= 3 else { return nil }
        let typed = name.lowercased()
        let squeezed = typed.filter { $0.isLetter || $0.isNumber }
        return candidates.first { candidate in
            let known = candidate.lowercased()
            return known.contains(typed) || typed.contains(known)
                || (!squeezed.isEmpty && known.filter { $0.isLetter || $0.isNumber } == squeezed)
        }
    }

    /// Damerau–Levenshtein (optimal string alignment) distance: a swap of neighbours is one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
