/// A colour and how many pixels have it.
struct QuantizerEntry: Equatable {
    var color: SIMD3<Double>
    var weight: Double
}

/// Picks at most `maxColors` colours representing `entries`.
///
/// Median cut, with refinements that matter for UI screens, where one background colour covers
/// most pixels and anti-aliased edges add thousands of rare ones: the box split next is the one
/// with the largest squared error (not the most pixels or widest range), and it is cut where the
/// two halves' squared error is smallest (not at the median pixel). Those errors weigh each
/// colour by the square root of its pixel count, or a near-white covering half the screen would
/// win every split over a small but distinct badge or icon colour. A few k-means passes, with
/// true pixel counts, then move each colour to the mean of the pixels nearest to it.
func quantizerPalette(_ entries: [QuantizerEntry], maxColors: Int) -> [SIMD3<Double>] {
    guard !entries.isEmpty, maxColors > 0 else { return [] }
    var balanced = entries.map { QuantizerEntry(color: $0.color, weight: $0.weight.squareRoot()) }

    func moments(_ range: Range<Int>) -> Moments {
        var moments = Moments()
        for entry in balanced[range] { moments.add(entry) }
        return moments
    }

    var boxes = [(range: 0..<balanced.count, moments: moments(0..<balanced.count))]
    while boxes.count < maxColors {
        guard let worst = boxes.indices.filter({ boxes[$0].range.count > 1 })
            .max(by: { boxes[$0].moments.error < boxes[$1].moments.error }) else { break }
        let (range, total) = boxes[worst]
        let spread = total.spread
        let axis = spread.x >= spread.y && spread.x >= spread.z ? 0 : (spread.y >= spread.z ? 1 : 2)
        balanced[range].sort { $0.color[axis] < $1.color[axis] }

        var left = Moments(), bestCut = range.lowerBound + 1, bestError = Double.infinity
        for cut in (range.lowerBound + 1)..<range.upperBound {
            left.add(balanced[cut - 1])
            let error = left.error + (total - left).error
            if error < bestError { bestError = error; bestCut = cut }
        }
        boxes[worst] = (range.lowerBound..<bestCut, moments(range.lowerBound..<bestCut))
        boxes.append((bestCut..<range.upperBound, moments(bestCut..<range.upperBound)))
    }

    var palette = boxes.map(\.moments.mean)
    // k-means costs entries × colours per pass; skip it where a photo-like frame makes that slow.
    let passes = entries.count * palette.count <= 8_000_000 ? 3 : 0
    for _ in 0..<passes {
        var sums = [SIMD3<Double>](repeating: .zero, count: palette.count)
        var weights = [Double](repeating: 0, count: palette.count)
        for entry in entries {
            let nearest = nearestColor(to: entry.color, in: palette)
            sums[nearest] += entry.color * entry.weight
            weights[nearest] += entry.weight
        }
        for index in palette.indices where weights[index] > 0 { palette[index] = sums[index] / weights[index] }
    }
    return palette
}

/// Weight, sum and sum of squares of a set of entries: enough for its mean and squared error.
private struct Moments {
    var weight = 0.0
    var sum = SIMD3<Double>(repeating: 0)
    var squares = SIMD3<Double>(repeating: 0)

    mutating func add(_ entry: QuantizerEntry) {
        weight += entry.weight
        sum += entry.color * entry.weight
        squares += entry.color * entry.color * entry.weight
    }
    static func - (a: Moments, b: Moments) -> Moments {
        Moments(weight: a.weight - b.weight, sum: a.sum - b.sum, squares: a.squares - b.squares)
    }
    /// Per-channel weighted squared distance to the mean.
    var spread: SIMD3<Double> { weight > 0 ? squares - sum * sum / weight : .zero }
    var error: Double { spread.sum() }
    var mean: SIMD3<Double> { sum / weight }
}

/// Index of the palette colour closest to `color` (Euclidean RGB distance).
func nearestColor(to color: SIMD3<Double>, in palette: [SIMD3<Double>]) -> Int {
    var best = 0, bestDistance = Double.infinity
    for (index, candidate) in palette.enumerated() {
        let difference = candidate - color
        let distance = (difference * difference).sum()
        if distance < bestDistance { bestDistance = distance; best = index }
    }
    return best
}
