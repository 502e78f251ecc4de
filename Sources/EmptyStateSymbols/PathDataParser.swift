import EmptyStateModel

extension PathData {
    /// Path data longer than this is refused before it is read: Apple's symbol paths are a few
    /// thousand characters, and the bound keeps hostile input from costing time or memory.
    public static let maximumCharacters = 200_000
    /// Commands (counting implicit repeats) past this are refused, for the same reason.
    public static let maximumCommands = 100_000

    /// Reads an SVG 1.1 path's `d` (every command, relative and absolute, implicit repeats)
    /// into absolute moves, lines, cubics and closes. Throws `PathDataError` with the offset of
    /// the first thing that is not path data. An empty `d` is an empty path, as SVG has it.
    public init(svg d: String) throws {
        guard d.utf8.count <= Self.maximumCharacters else {
            throw PathDataError(message: "path data is \(d.utf8.count) characters long; the limit is \(Self.maximumCharacters)",
                                offset: Self.maximumCharacters)
        }
        var parser = PathDataParser(d)
        self.init(commands: try parser.parse())
    }
}

/// The state of reading one `d`: where the pen is, where its subpath started, and the last
/// control points (for S and T reflections).
struct PathDataParser {
    var scanner: SVGScanner
    var commands: [PathData.Command] = []
    var current = Point.zero
    var subpathStart = Point.zero
    /// The second control point of the previous C or S, absolute; nil after any other command.
    var lastCubicControl: Point?
    /// The control point of the previous Q or T, absolute; nil after any other command.
    var lastQuadraticControl: Point?
    /// After Z the pen is back at the subpath's start; a drawing command that follows starts a
    /// new subpath there, which an explicit move makes plain to every consumer.
    var needsMove = false
    var count = 0
    /// Where the argument set being read starts, for errors found after reading it.
    var setOffset = 0

    init(_ d: String) { scanner = SVGScanner(d) }

    mutating func parse() throws -> [PathData.Command] {
        scanner.skipWhitespace()
        var first = true
        while let byte = scanner.peek {
            let offset = scanner.index
            guard let letter = Self.commandLetter(byte) else {
                let found = scanner.describe(at: offset)
                throw PathDataError(message: first ? "path data must begin with a move (M or m), not \(found)"
                                        : "expected a command letter (M, L, H, V, C, S, Q, T, A or Z) but found \(found)",
                                    offset: offset)
            }
            if first, letter != "M", letter != "m" {
                throw PathDataError(message: "path data must begin with a move (M or m), not '\(letter)'", offset: offset)
            }
            first = false
            scanner.index += 1
            scanner.skipWhitespace()
            try command(letter, at: offset)
            scanner.skipWhitespace()
        }
        return commands
    }

    static func commandLetter(_ byte: UInt8) -> Character? {
        switch byte | 0x20 {  // lowercased
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
             UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            return Character(Unicode.Scalar(byte))
        default:
            return nil
        }
    }

    /// One command letter and all its argument sets (numbers after the first set repeat it).
    mutating func command(_ letter: Character, at offset: Int) throws {
        let byte = letter.asciiValue!
        let relative = byte >= UInt8(ascii: "a")
        let upper = Character(Unicode.Scalar(byte & ~0x20))
        if upper == "Z" {
            try counted(at: offset)
            commands.append(.close)
            current = subpathStart
            needsMove = true
            lastCubicControl = nil; lastQuadraticControl = nil
            return
        }
        var repeated = false
        repeat {
            setOffset = scanner.index
            try counted(at: scanner.index)
            // Implicit repeats of a move are lines (relative for "m").
            let kind: Character = (upper == "M" && repeated) ? "L" : upper
            try segment(kind, relative: relative, letter: letter)
            repeated = true
        } while try anotherArgumentSet()
    }

    mutating func counted(at offset: Int) throws {
        count += 1
        if count > PathData.maximumCommands {
            throw PathDataError(message: "more than \(PathData.maximumCommands) path commands", offset: offset)
        }
    }

    /// After an argument set: whether another follows (a number does), reading the separator.
    mutating func anotherArgumentSet() throws -> Bool {
        let comma = scanner.skipCommaWhitespace()
        if scanner.atNumberStart { return true }
        if comma { throw PathDataError(message: "expected a number after ','", offset: scanner.index) }
        return false
    }

    /// The next argument: a number, after a separator unless it is the set's first.
    mutating func number(_ letter: Character, first: Bool) throws -> Double {
        if !first { scanner.skipCommaWhitespace() }
        guard let value = try scanner.number() else {
            throw PathDataError(message: "'\(letter)' expects a number here, found \(scanner.describe(at: scanner.index))",
                                offset: scanner.index)
        }
        return value
    }

    mutating func point(_ letter: Character, first: Bool, relative: Bool) throws -> Point {
        let x = try number(letter, first: first)
        let y = try number(letter, first: false)
        return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
    }

    mutating func flag(_ letter: Character) throws -> Bool {
        scanner.skipCommaWhitespace()
        guard let value = scanner.flag() else {
            throw PathDataError(message: "an arc flag must be 0 or 1, found \(scanner.describe(at: scanner.index))",
                                offset: scanner.index)
        }
        return value
    }

    /// Appends a drawing command, first moving back to the subpath start after a Z. Sums of
    /// finite numbers can overflow (relative coordinates near the limit, an arc's squared
    /// radii), so every point is checked here rather than trusted.
    mutating func draw(_ command: PathData.Command) throws {
        guard command.isFinite else {
            throw PathDataError(message: "the coordinates are out of range", offset: setOffset)
        }
        if needsMove { commands.append(.move(subpathStart)); needsMove = false }
        commands.append(command)
    }

    mutating func segment(_ kind: Character, relative: Bool, letter: Character) throws {
        var cubicControl: Point?
        var quadraticControl: Point?
        switch kind {
        case "M":
            let p = try point(letter, first: true, relative: relative)
            guard p.x.isFinite, p.y.isFinite else {
                throw PathDataError(message: "the coordinates are out of range", offset: setOffset)
            }
            commands.append(.move(p))
            current = p; subpathStart = p; needsMove = false
        case "L":
            let p = try point(letter, first: true, relative: relative)
            try draw(.line(p)); current = p
        case "H":
            let x = try number(letter, first: true)
            let p = Point(x: relative ? current.x + x : x, y: current.y)
            try draw(.line(p)); current = p
        case "V":
            let y = try number(letter, first: true)
            let p = Point(x: current.x, y: relative ? current.y + y : y)
            try draw(.line(p)); current = p
        case "C":
            let c1 = try point(letter, first: true, relative: relative)
            let c2 = try point(letter, first: false, relative: relative)
            let p = try point(letter, first: false, relative: relative)
            try draw(.cubic(c1, c2, p)); current = p; cubicControl = c2
        case "S":
            // The first control point reflects the previous curve's second one, when there is one.
            let c1 = lastCubicControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            let c2 = try point(letter, first: true, relative: relative)
            let p = try point(letter, first: false, relative: relative)
            try draw(.cubic(c1, c2, p)); current = p; cubicControl = c2
        case "Q":
            let q = try point(letter, first: true, relative: relative)
            let p = try point(letter, first: false, relative: relative)
            try draw(Self.cubic(from: current, quadratic: q, to: p)); current = p; quadraticControl = q
        case "T":
            let q = lastQuadraticControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            let p = try point(letter, first: true, relative: relative)
            try draw(Self.cubic(from: current, quadratic: q, to: p)); current = p; quadraticControl = q
        case "A":
            let rx = try number(letter, first: true)
            let ry = try number(letter, first: false)
            let rotation = try number(letter, first: false)
            let large = try flag(letter)
            let sweep = try flag(letter)
            let p = try point(letter, first: false, relative: relative)
            for command in PathData.arc(from: current, radii: (rx, ry), rotation: rotation, largeArc: large, sweep: sweep, to: p) {
                try draw(command)
            }
            current = p
        default:
            preconditionFailure("not a drawing command: \(kind)")
        }
        lastCubicControl = cubicControl
        lastQuadraticControl = quadraticControl
    }

    /// A quadratic Bézier is exactly the cubic whose controls are two thirds of the way from
    /// each end to the quadratic's control point.
    static func cubic(from p0: Point, quadratic q: Point, to p: Point) -> PathData.Command {
        .cubic(Point(x: p0.x + 2 / 3 * (q.x - p0.x), y: p0.y + 2 / 3 * (q.y - p0.y)),
               Point(x: p.x + 2 / 3 * (q.x - p.x), y: p.y + 2 / 3 * (q.y - p.y)), p)
    }
}
