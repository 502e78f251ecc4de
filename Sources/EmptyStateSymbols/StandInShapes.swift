import EmptyStateModel
import Foundation

/// The shapes SF Symbols names by a word (`circle`, `square`, `shield`…), drawn here on the stand-in
/// set's 24-unit grid (the icons' own, ink from 2 to 22), centered on (12, 12). A shape is a base
/// glyph (`circle.fill`) or an enclosure around one (`lock.circle`); `inner` is the box, in grid
/// units, a glyph inside it is fitted to.
enum StandInShape: String, CaseIterable, Sendable {
    case circle, square, rectangle, capsule, oval, triangle, diamond, hexagon, octagon, seal, shield, app

    /// The word after the shape that turns it upright (`rectangle.portrait`).
    static let portraitWord = "portrait"

    func path(portrait: Bool = false) -> PathData {
        switch self {
        case .circle: return StandInGeometry.ellipse(cx: 12, cy: 12, rx: 9.5, ry: 9.5)
        case .square: return StandInGeometry.roundedRect(x: 3, y: 3, width: 18, height: 18, radius: 3.5)
        case .app: return StandInGeometry.roundedRect(x: 3, y: 3, width: 18, height: 18, radius: 5.5)
        case .rectangle:
            return portrait ? StandInGeometry.roundedRect(x: 5, y: 2, width: 14, height: 20, radius: 2.5)
                : StandInGeometry.roundedRect(x: 2, y: 5, width: 20, height: 14, radius: 2.5)
        case .capsule:
            return portrait ? StandInGeometry.roundedRect(x: 6.5, y: 2, width: 11, height: 20, radius: 5.5)
                : StandInGeometry.roundedRect(x: 2, y: 6.5, width: 20, height: 11, radius: 5.5)
        case .oval:
            return portrait ? StandInGeometry.ellipse(cx: 12, cy: 12, rx: 7, ry: 10) : StandInGeometry.ellipse(cx: 12, cy: 12, rx: 10, ry: 7)
        case .triangle: return StandInGeometry.polygon([Point(x: 12, y: 2.5), Point(x: 21.5, y: 20), Point(x: 2.5, y: 20)])
        case .diamond: return StandInGeometry.polygon([Point(x: 12, y: 2), Point(x: 22, y: 12), Point(x: 12, y: 22), Point(x: 2, y: 12)])
        case .hexagon: return StandInGeometry.regularPolygon(sides: 6, radius: 10, rotation: 0)
        case .octagon: return StandInGeometry.regularPolygon(sides: 8, radius: 10, rotation: .pi / 8)
        case .seal: return StandInGeometry.star(points: 12, outer: 10, inner: 8.6)
        case .shield:
            return PathData(commands: [
                .move(Point(x: 12, y: 2.5)), .line(Point(x: 20, y: 5.5)), .line(Point(x: 20, y: 11)),
                .cubic(Point(x: 20, y: 16), Point(x: 16.5, y: 19.8), Point(x: 12, y: 21.5)),
                .cubic(Point(x: 7.5, y: 19.8), Point(x: 4, y: 16), Point(x: 4, y: 11)),
                .line(Point(x: 4, y: 5.5)), .close,
            ])
        }
    }

    /// The box a glyph inside the shape is fitted to: clear of the outline's stroke, lower in a
    /// triangle, as SF Symbols sits `exclamationmark.triangle`'s mark.
    func inner(portrait: Bool = false) -> Rect {
        switch self {
        case .circle, .seal, .octagon, .hexagon: return Rect(x: 7, y: 7, width: 10, height: 10)
        case .square, .app: return Rect(x: 7, y: 7, width: 10, height: 10)
        case .rectangle, .capsule, .oval:
            return portrait ? Rect(x: 7.5, y: 6, width: 9, height: 12) : Rect(x: 6, y: 7.5, width: 12, height: 9)
        case .triangle: return Rect(x: 8.5, y: 10, width: 7, height: 7.5)
        case .diamond: return Rect(x: 8, y: 8, width: 8, height: 8)
        case .shield: return Rect(x: 8, y: 7.5, width: 8, height: 8.5)
        }
    }
}

/// Paths on the grid, built from Béziers as SVG's shapes are.
enum StandInGeometry {
    /// A quarter circle's control-point distance: 4/3 · tan(π/8).
    static let kappa = 0.5522847498

    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> PathData {
        let kx = rx * kappa, ky = ry * kappa
        return PathData(commands: [
            .move(Point(x: cx + rx, y: cy)),
            .cubic(Point(x: cx + rx, y: cy + ky), Point(x: cx + kx, y: cy + ry), Point(x: cx, y: cy + ry)),
            .cubic(Point(x: cx - kx, y: cy + ry), Point(x: cx - rx, y: cy + ky), Point(x: cx - rx, y: cy)),
            .cubic(Point(x: cx - rx, y: cy - ky), Point(x: cx - kx, y: cy - ry), Point(x: cx, y: cy - ry)),
            .cubic(Point(x: cx + kx, y: cy - ry), Point(x: cx + rx, y: cy - ky), Point(x: cx + rx, y: cy)),
            .close,
        ])
    }

    static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) -> PathData {
        let r = min(radius, width / 2, height / 2), k = r * (1 - kappa)
        let right = x + width, bottom = y + height
        return PathData(commands: [
            .move(Point(x: x + r, y: y)), .line(Point(x: right - r, y: y)),
            .cubic(Point(x: right - k, y: y), Point(x: right, y: y + k), Point(x: right, y: y + r)),
            .line(Point(x: right, y: bottom - r)),
            .cubic(Point(x: right, y: bottom - k), Point(x: right - k, y: bottom), Point(x: right - r, y: bottom)),
            .line(Point(x: x + r, y: bottom)),
            .cubic(Point(x: x + k, y: bottom), Point(x: x, y: bottom - k), Point(x: x, y: bottom - r)),
            .line(Point(x: x, y: y + r)),
            .cubic(Point(x: x, y: y + k), Point(x: x + k, y: y), Point(x: x + r, y: y)),
            .close,
        ])
    }

    static func polygon(_ points: [Point]) -> PathData {
        guard let first = points.first else { return PathData(commands: []) }
        return PathData(commands: [.move(first)] + points.dropFirst().map { .line($0) } + [.close])
    }

    /// A polygon with a vertex at the top (after `rotation`), centered on (12, 12).
    static func regularPolygon(sides: Int, radius: Double, rotation: Double) -> PathData {
        polygon((0..<sides).map { i in
            let angle = -Double.pi / 2 + rotation + Double(i) * 2 * .pi / Double(sides)
            return Point(x: 12 + radius * cos(angle), y: 12 + radius * sin(angle))
        })
    }

    static func star(points: Int, outer: Double, inner: Double) -> PathData {
        polygon((0..<(2 * points)).map { i in
            let angle = -Double.pi / 2 + Double(i) * .pi / Double(points)
            let r = i.isMultiple(of: 2) ? outer : inner
            return Point(x: 12 + r * cos(angle), y: 12 + r * sin(angle))
        })
    }

    static func line(from a: Point, to b: Point) -> PathData { PathData(commands: [.move(a), .line(b)]) }
}

extension PathData {
    /// The path as dashes of `dash` units with `gap` between them, along its flattened length
    /// (SF Symbols' `.dashed` shapes: short strokes with rounded ends).
    func dashed(dash: Double, gap: Double) -> PathData {
        var commands: [Command] = []
        for polyline in flattened() {
            var drawing = true, left = dash
            guard var previous = polyline.first else { continue }
            commands.append(.move(previous))
            for point in polyline.dropFirst() {
                var from = previous
                var length = hypot(point.x - from.x, point.y - from.y)
                while length > 0 {
                    let step = min(left, length), t = step / length
                    let to = Point(x: from.x + (point.x - from.x) * t, y: from.y + (point.y - from.y) * t)
                    commands.append(drawing ? .line(to) : .move(to))
                    left -= step; length -= step; from = to
                    if left <= 1e-9 { drawing.toggle(); left = drawing ? dash : gap }
                }
                previous = point
            }
        }
        return PathData(commands: commands)
    }

    /// Each subpath as points, curves cut into 16 lines; a closed subpath ends at its start.
    func flattened() -> [[Point]] {
        var result: [[Point]] = [], current: [Point] = []
        for command in commands {
            switch command {
            case let .move(p):
                if current.count > 1 { result.append(current) }
                current = [p]
            case let .line(p): current.append(p)
            case let .cubic(c1, c2, p):
                let p0 = current.last ?? p
                for i in 1...16 { current.append(PathData.point(on: (p0, c1, c2, p), at: Double(i) / 16)) }
            case .close:
                if let first = current.first { current.append(first) }
                if current.count > 1 { result.append(current) }
                current = current.first.map { [$0] } ?? []
            }
        }
        if current.count > 1 { result.append(current) }
        return result
    }
}

extension Rect {
    /// Grown (negative) or shrunk by `amount` on every side.
    func insetBy(_ amount: Double) -> Rect { Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount) }
}
