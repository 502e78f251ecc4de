import EmptyStateModel

extension PathData.Command {
    /// The command's points: controls, then the end point; none for a close.
    var points: [Point] {
        switch self {
        case let .move(p), let .line(p): return [p]
        case let .cubic(c1, c2, p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// Whether every coordinate is a finite number (checked without building `points`).
    var isFinite: Bool {
        switch self {
        case let .move(p), let .line(p): return p.x.isFinite && p.y.isFinite
        case let .cubic(c1, c2, p):
            return c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite && p.x.isFinite && p.y.isFinite
        case .close: return true
        }
    }

    /// The same command with each point mapped.
    func mapPoints(_ transform: (Point) -> Point) -> PathData.Command {
        switch self {
        case let .move(p): return .move(transform(p))
        case let .line(p): return .line(transform(p))
        case let .cubic(c1, c2, p): return .cubic(transform(c1), transform(c2), transform(p))
        case .close: return .close
        }
    }
}

extension PathData {
    /// The path scaled about the origin, then moved: x' = x·scale + dx, y' = y·scale + dy.
    public func transformed(scale: Double, dx: Double, dy: Double) -> PathData {
        PathData(commands: commands.map { $0.mapPoints { Point(x: $0.x * scale + dx, y: $0.y * scale + dy) } })
    }

    /// The path under an affine transform (Béziers map exactly: transform their points).
    func applying(_ transform: AffineTransform) -> PathData {
        PathData(commands: commands.map { $0.mapPoints(transform.apply) })
    }

    /// The exact bounding box of what the path draws: a cubic's extremes come from the roots of
    /// its derivative, not from its control points (which can lie far outside the curve). A
    /// move that draws nothing after it adds nothing; nil when the path draws nothing.
    public var bounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        var current = Point.zero
        var start = Point.zero
        for command in commands {
            switch command {
            case let .move(p):
                current = p; start = p
            case let .line(p):
                include(current); include(p); current = p
            case let .cubic(c1, c2, p):
                include(current); include(p)
                for t in Self.extremes(current.x, c1.x, c2.x, p.x) + Self.extremes(current.y, c1.y, c2.y, p.y) {
                    include(Self.point(on: (current, c1, c2, p), at: t))
                }
                current = p
            case .close:
                current = start
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The parameters in (0, 1) where one coordinate of a cubic has a zero derivative:
    /// B'(t)/3 = a·t² + b·t + c with a = d0 − 2·d1 + d2, b = 2·(d1 − d0), c = d0, where
    /// d0, d1, d2 are the differences between successive control values.
    static func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let d0 = p1 - p0, d1 = p2 - p1, d2 = p3 - p2
        let a = d0 - 2 * d1 + d2, b = 2 * (d1 - d0), c = d0
        var roots: [Double] = []
        let scale = max(abs(a), abs(b), abs(c))
        if scale == 0 { return [] }
        if abs(a) <= 1e-12 * scale {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                // The numerically stable pair of roots (no cancellation between -b and the root).
                let q = -0.5 * (b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
                roots.append(q / a)
                if q != 0 { roots.append(c / q) }
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    static func point(on curve: (Point, Point, Point, Point), at t: Double) -> Point {
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
        return Point(x: a * curve.0.x + b * curve.1.x + c * curve.2.x + d * curve.3.x,
                     y: a * curve.0.y + b * curve.1.y + c * curve.2.y + d * curve.3.y)
    }
}
