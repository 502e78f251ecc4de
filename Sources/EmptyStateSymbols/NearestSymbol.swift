/// "Did you mean": the closest names by edit distance, at most a third of the name's length away.
enum NearestSymbol {
    static func suggestions(for name: String, among names: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased().unicodeScalars.prefix(100))
        let allowed = max(1, target.count / 3)
        var scored: [(String, Int)] = []
        for candidate in names {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - target.count) <= allowed else { continue }
            let distance = editDistance(target, other, bound: allowed)
            if distance <= allowed { scored.append((candidate, distance)) }
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    /// Levenshtein distance, stopped early past `bound`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            var best = current[0]
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
                best = min(best, current[j + 1])
            }
            if best > bound { return bound + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
