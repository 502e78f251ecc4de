/// Suggests the known key a misspelt one was meant to be.
enum NearestKey {
    static func suggestion(for key: String, among known: [String]) -> String? {
        // A typo is short; a long value is no key at all (and the distance is quadratic).
        guard key.count <= 64 else { return nil }
        let scored = known.map { ($0, distance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        // Close enough to be a typo, or the key contains / is contained in a known one.
        let limit = max(2, best.0.count / 3)
        if best.1 <= limit { return best.0 }
        if let containing = known.first(where: { $0.lowercased().contains(key.lowercased()) || key.lowercased().contains($0.lowercased()) }) {
            return containing
        }
        return nil
    }

    /// Damerau–Levenshtein (optimal string alignment) distance: a swap of neighbours is one edit.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
