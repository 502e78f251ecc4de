import EmptyStateModel

/// Two paths that cannot be interpolated, and how they differ.
public struct PathInterpolationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

extension PathData {
    /// The path between `a` (t = 0) and `b` (t = 1), point by point, as a font's masters are
    /// interpolated. The two must have the same commands in the same order; t outside 0...1
    /// extrapolates.
    public static func interpolate(_ a: PathData, _ b: PathData, t: Double) throws -> PathData {
        if let difference = incompatibility(a, b) { throw PathInterpolationError(message: difference) }
        func mix(_ p: Point, _ q: Point) -> Point { Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var commands: [Command] = []
        commands.reserveCapacity(a.commands.count)
        for (x, y) in zip(a.commands, b.commands) {
            switch (x, y) {
            case let (.move(p), .move(q)): commands.append(.move(mix(p, q)))
            case let (.line(p), .line(q)): commands.append(.line(mix(p, q)))
            case let (.cubic(p1, p2, p), .cubic(q1, q2, q)): commands.append(.cubic(mix(p1, q1), mix(p2, q2), mix(p, q)))
            default: commands.append(.close)
            }
        }
        return PathData(commands: commands)
    }

    /// Why `a` and `b` cannot be interpolated, or nil when they can.
    static func incompatibility(_ a: PathData, _ b: PathData) -> String? {
        guard a.commands.count == b.commands.count else {
            return "the paths have \(a.commands.count) and \(b.commands.count) commands"
        }
        for (index, (x, y)) in zip(a.commands, b.commands).enumerated() where x.kind != y.kind {
            return "command \(index + 1) is \(x.kind) in one and \(y.kind) in the other"
        }
        return nil
    }
}

extension PathData.Command {
    /// What the command is, for messages: "a move", "a line", "a curve", "a close".
    var kind: String {
        switch self {
        case .move: return "a move"
        case .line: return "a line"
        case .cubic: return "a curve"
        case .close: return "a close"
        }
    }
}
