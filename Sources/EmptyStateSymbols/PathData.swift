import EmptyStateModel

/// An SVG path normalized to absolute move, line, cubic and close commands, so that symbols
/// from any source can be transformed, measured and interpolated the same way.
public struct PathData: Equatable, Sendable {
    public enum Command: Equatable, Sendable {
        case move(Point)
        case line(Point)
        /// Two control points, then the end point.
        case cubic(Point, Point, Point)
        case close
    }

    public var commands: [Command]

    public init(commands: [Command]) { self.commands = commands }
}

/// A path's `d` that cannot be read, with where in it.
public struct PathDataError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// The character offset in the `d` string.
    public var offset: Int
    public init(message: String, offset: Int) { self.message = message; self.offset = offset }
    public var description: String { "\(message) at character \(offset + 1) of the path data" }
}
