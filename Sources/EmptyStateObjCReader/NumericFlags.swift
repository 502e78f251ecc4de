/// Comparisons of one number with several constants (leistuFranch's `_tableViewIndex == 1`,
/// `_tableViewIndex > 1`, `== 2`, `== 3`): not flags the run time sets each on its own, but one
/// value. The reading of a comparison takes a value that meets it and decides the others on the
/// same number by that value (`== 2` is also `> 1`), so that each screen shows what one value
/// draws; a threshold whose value an equality already names (`> 1` as 2) is that reading.
struct NumericComparison {
    var path: String
    /// The relation as written with the number on the right (`1 < x` is `x > 1`).
    var op: Punct
    var number: Double

    /// A value that meets the comparison; nil for `!=`, which many values meet.
    var value: Double? {
        switch op {
        case .eq, .le, .ge: return number
        case .gt: return number + 1
        case .lt: return number - 1
        default: return nil
        }
    }

    func holds(for value: Double) -> Bool {
        switch op {
        case .eq: return value == number
        case .ne: return value != number
        case .lt: return value < number
        case .gt: return value > number
        case .le: return value <= number
        case .ge: return value >= number
        default: return false
        }
    }

    /// `x > 1` as `1 < x`'s mirror: the relation with the sides swapped.
    static func mirrored(_ op: Punct) -> Punct {
        switch op {
        case .lt: return .gt
        case .gt: return .lt
        case .le: return .ge
        case .ge: return .le
        default: return op
        }
    }
}

extension BranchAnalysis {
    /// The flags a reading of `flag` takes as true: the comparisons on its number that its value
    /// meets, or the flag alone.
    func flagsTrue(reading flag: String) -> Set<String> {
        guard let comparison = numericComparisons[flag], let value = comparison.value else { return [flag] }
        var result: Set<String> = [flag]
        for other in flags where other != flag {
            guard let compared = numericComparisons[other], compared.path == comparison.path, compared.holds(for: value) else { continue }
            result.insert(other)
        }
        return result
    }

    /// Whether another flag's reading is this one's: a threshold whose value an equality on the
    /// same number names.
    func isReadByAnEquality(_ flag: String) -> Bool {
        guard let comparison = numericComparisons[flag], comparison.op != .eq, let value = comparison.value else { return false }
        return flags.contains { other in
            guard let compared = numericComparisons[other] else { return false }
            return compared.op == .eq && compared.path == comparison.path && compared.number == value
        }
    }

    /// Two comparisons of one number read together: one value for both, never two.
    func compareOneNumber(_ first: String, _ second: String) -> Bool {
        guard let a = numericComparisons[first], let b = numericComparisons[second] else { return false }
        return a.path == b.path
    }
}
