import EmptyStateModel
import Foundation

extension PathData {
    /// An SVG elliptical arc as cubic Béziers, following SVG 1.1 appendix F.6: the endpoint
    /// parameterization is turned into a center one (F.6.5), radii too small to reach the end
    /// point are scaled up (F.6.6), and the sweep is cut into ceil(|sweep| / 90°) pieces, each
    /// the standard cubic approximation (4/3·tan(θ/4) handles), whose error stays below 0.03 %
    /// of the radius. The last piece ends exactly on the given end point, so that following
    /// commands continue from where the author meant and closed shapes stay closed.
    static func arc(from start: Point, radii: (Double, Double), rotation: Double, largeArc: Bool, sweep: Bool,
                    to end: Point) -> [Command] {
        // F.6.2: an arc to its own start draws nothing; a zero radius makes it a line.
        if start == end { return [] }
        var rx = abs(radii.0), ry = abs(radii.1)
        if rx == 0 || ry == 0 { return [.line(end)] }

        let phi = rotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the start point in the ellipse's rotated frame, centered between the ends.
        let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy
        let y1 = -sinPhi * hx + cosPhi * hy
        // F.6.6.2: scale radii that cannot span the chord.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let root = lambda.squareRoot(); rx *= root; ry *= root }

        // F.6.5.2: the center in the rotated frame.
        let rx2 = rx * rx, ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
        let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
        var coefficient = denominator == 0 ? 0 : max(0, numerator / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry
        let cy1 = -coefficient * ry * x1 / rx
        // F.6.5.3: back to user space.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2

        // F.6.5.5–6: start angle and sweep, the sweep's sign set by the sweep flag.
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry
        let vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let theta1 = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }

        // A hair of tolerance so that a sweep of exactly 90° (computed as 90.0000000001°) is one piece.
        let pieces = min(4, max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up))))
        let step = delta / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)

        func pointAt(_ angle: Double) -> Point {
            let ex = rx * cos(angle), ey = ry * sin(angle)
            return Point(x: cx + cosPhi * ex - sinPhi * ey, y: cy + sinPhi * ex + cosPhi * ey)
        }
        func tangentAt(_ angle: Double) -> Point {
            let ex = -rx * sin(angle), ey = ry * cos(angle)
            return Point(x: cosPhi * ex - sinPhi * ey, y: sinPhi * ex + cosPhi * ey)
        }

        var commands: [Command] = []
        var angle = theta1
        var from = start
        for piece in 0..<pieces {
            let next = angle + step
            let to = piece == pieces - 1 ? end : pointAt(next)
            let t0 = tangentAt(angle), t1 = tangentAt(next)
            commands.append(.cubic(Point(x: from.x + handle * t0.x, y: from.y + handle * t0.y),
                                   Point(x: to.x - handle * t1.x, y: to.y - handle * t1.y), to))
            angle = next
            from = to
        }
        return commands
    }
}
