/// A CSS / CAMediaTimingFunction cubic Bézier from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2): maps time progress to value progress.
public struct UnitBezier: Equatable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    public static let linear = UnitBezier(0, 0, 1, 1)
    public static let easeIn = UnitBezier(0.42, 0, 1, 1)
    public static let easeOut = UnitBezier(0, 0, 0.58, 1)
    public static let easeInEaseOut = UnitBezier(0.42, 0, 0.58, 1)

    private func curve(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        // B(t) = 3(1-t)²t·p1 + 3(1-t)t²·p2 + t³
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The value progress at time progress `x` (clamped to 0...1).
    public func value(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if x == 0 || x == 1 { return x }
        // Newton's method, then bisection if it strays.
        var t = x
        for _ in 0..<8 {
            let error = curve(t, x1, x2) - x
            if abs(error) < 1e-9 { return curve(t, y1, y2) }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-9 { break }
            t -= error / d
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = curve(t, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return curve(t, y1, y2)
    }
}
