/// Screen names from case labels: the longest prefix all labels share is the enum's name and
/// is dropped (`ApplicationTypeAirbnb` → `airbnb`), cut where a word starts, so that
/// `ApplicationTypeSkype` and `ApplicationTypeSlack` keep their `S`.
enum CaseNames {
    static func suffixes(_ labels: [String]) -> [String] {
        // The class's own tables (`scrollView == self.eventCollectionView`): each by its name.
        if !labels.isEmpty, labels.allSatisfy(BranchAnalysis.isOwnProperty) {
            return labels.map { String($0.split(separator: ".").last ?? Substring($0)).drop { $0 == "_" }.lowercased() }
        }
        let prefix = sharedPrefix(labels)
        return labels.map { label in
            let suffix = String(label.unicodeScalars.dropFirst(prefix))
            return (suffix.isEmpty ? label : suffix).lowercased()
        }
    }

    /// The number of scalars to drop.
    static func sharedPrefix(_ labels: [String]) -> Int {
        // Numbers (`case 100:`, `case 101:`, table tags) share digits, not a name: kept whole.
        if labels.allSatisfy({ Double($0) != nil }) { return 0 }
        let words = labels.map { Array($0.unicodeScalars) }
        guard let first = words.first else { return 0 }
        var length = first.count
        for w in words.dropFirst() {
            var n = 0
            while n < min(length, w.count), w[n] == first[n] { n += 1 }
            length = n
        }
        // Never the whole of a label: keep its last word at least.
        if words.contains(where: { $0.count == length }) { length = lastWordStart(first, before: length) }
        // Cut where a word starts: after `_`, or before a capital or digit in some label.
        while length > 0 {
            if first[length - 1] == "_" { break }
            let next = words.compactMap { length < $0.count ? $0[length] : nil }
            if next.contains(where: { $0.properties.isUppercase || ("0"..."9").contains($0) }) { break }
            length = lastWordStart(first, before: length)
        }
        return length
    }

    /// Where the word that ends at `end` starts (its capital, or after `_`).
    private static func lastWordStart(_ scalars: [Unicode.Scalar], before end: Int) -> Int {
        var i = end - 1
        while i > 0 {
            if scalars[i].properties.isUppercase || scalars[i - 1] == "_" { return i }
            i -= 1
        }
        return 0
    }
}
