import EmptyStateModel

/// A basic shape's attribute that cannot be read (`rect` with `width="wide"`).
public struct SVGShapeError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

extension PathData {
    /// The outline of an SVG drawing element as path data, by SVG's own equivalences (SVG 2,
    /// 10.2–10.7): `path`, `rect` (rounded too), `circle`, `ellipse`, `line`, `polyline`,
    /// `polygon`. nil for any other element (text, groups, images: nothing to outline). A
    /// shape with a zero size draws nothing and gives an empty path. Throws `PathDataError`
    /// for a path's `d`, `SVGShapeError` for the other attributes.
    public init?(shape element: String, attributes: [String: String]) throws {
        let name = element.split(separator: ":").last.map(String.init) ?? element
        let reader = ShapeAttributes(element: name, attributes: attributes)
        switch name {
        case "path":
            try self.init(svg: attributes["d"] ?? "")
        case "rect":
            self.init(commands: try reader.rect())
        case "circle":
            let r = try reader.length("r")
            self.init(commands: try reader.ellipse(rx: r, ry: r))
        case "ellipse":
            self.init(commands: try reader.ellipse(rx: try reader.length("rx"), ry: try reader.length("ry")))
        case "line":
            self.init(commands: [.move(Point(x: try reader.length("x1"), y: try reader.length("y1"))),
                                 .line(Point(x: try reader.length("x2"), y: try reader.length("y2")))])
        case "polyline", "polygon":
            self.init(commands: try reader.polygon(closed: name == "polygon"))
        default:
            return nil
        }
    }
}

/// Reads one element's geometry attributes: plain numbers or `px` lengths. Other units and
/// percentages need a viewport and font this reader does not have, so they are refused by name.
struct ShapeAttributes {
    let element: String
    let attributes: [String: String]

    func length(_ name: String, default fallback: Double = 0) throws -> Double {
        guard let raw = attributes[name] else { return fallback }
        var text = Substring(raw.svgTrimmed)
        if text.hasSuffix("px") { text = text.dropLast(2) }
        guard !text.isEmpty else { return fallback }
        var scanner = SVGScanner(String(text))
        let value: Double?
        do { value = try scanner.number() } catch { value = nil }
        guard let value, scanner.atEnd else {
            throw SVGShapeError(message: "\(element): \(name)=\"\(raw.prefix(40))\" is not a number (units other than px are not supported)")
        }
        return value
    }

    func size(_ name: String) throws -> Double? {
        guard attributes[name] != nil else { return nil }
        let value = try length(name)
        guard value >= 0 else { throw SVGShapeError(message: "\(element): \(name) is negative (\(value))") }
        return value
    }

    /// A rectangle, its corners rounded by rx/ry (either one alone rounds both ways), clamped
    /// to half the sides, drawn clockwise from the top edge as SVG 2 specifies.
    func rect() throws -> [PathData.Command] {
        let x = try length("x"), y = try length("y")
        let width = try size("width") ?? 0, height = try size("height") ?? 0
        guard width > 0, height > 0 else { return [] }
        var rx = try size("rx"), ry = try size("ry")
        if rx == nil { rx = ry }
        if ry == nil { ry = rx }
        let cornerX = min(rx ?? 0, width / 2), cornerY = min(ry ?? 0, height / 2)
        guard cornerX > 0, cornerY > 0 else {
            return [.move(Point(x: x, y: y)), .line(Point(x: x + width, y: y)), .line(Point(x: x + width, y: y + height)),
                    .line(Point(x: x, y: y + height)), .close]
        }
        var commands: [PathData.Command] = [.move(Point(x: x + cornerX, y: y))]
        var current = Point(x: x + cornerX, y: y)
        func line(_ p: Point) { if p != current { commands.append(.line(p)); current = p } }
        func corner(_ p: Point) {
            commands += PathData.arc(from: current, radii: (cornerX, cornerY), rotation: 0, largeArc: false, sweep: true, to: p)
            current = p
        }
        line(Point(x: x + width - cornerX, y: y)); corner(Point(x: x + width, y: y + cornerY))
        line(Point(x: x + width, y: y + height - cornerY)); corner(Point(x: x + width - cornerX, y: y + height))
        line(Point(x: x + cornerX, y: y + height)); corner(Point(x: x, y: y + height - cornerY))
        line(Point(x: x, y: y + cornerY)); corner(Point(x: x + cornerX, y: y))
        commands.append(.close)
        return commands
    }

    /// An ellipse as four quarter arcs (one cubic each), starting at its rightmost point.
    func ellipse(rx: Double, ry: Double) throws -> [PathData.Command] {
        guard rx >= 0, ry >= 0 else { throw SVGShapeError(message: "\(element): a radius is negative") }
        guard rx > 0, ry > 0 else { return [] }
        let cx = try length("cx"), cy = try length("cy")
        let points = [Point(x: cx + rx, y: cy), Point(x: cx, y: cy + ry), Point(x: cx - rx, y: cy), Point(x: cx, y: cy - ry)]
        var commands: [PathData.Command] = [.move(points[0])]
        for index in 0..<4 {
            commands += PathData.arc(from: points[index], radii: (rx, ry), rotation: 0, largeArc: false, sweep: true,
                                     to: points[(index + 1) % 4])
        }
        commands.append(.close)
        return commands
    }

    func polygon(closed: Bool) throws -> [PathData.Command] {
        let values: [Double]
        do { values = try SVGScanner.numbers(in: attributes["points"] ?? "") } catch let error as PathDataError {
            throw SVGShapeError(message: "\(element): points: \(error.message) at character \(error.offset + 1)")
        }
        guard values.count % 2 == 0 else {
            throw SVGShapeError(message: "\(element): points has an odd number of coordinates (\(values.count))")
        }
        guard values.count / 2 <= PathData.maximumCommands else {
            throw SVGShapeError(message: "\(element): more than \(PathData.maximumCommands) points")
        }
        guard values.count >= 4 else { return [] }
        var commands: [PathData.Command] = []
        for index in stride(from: 0, to: values.count, by: 2) {
            let p = Point(x: values[index], y: values[index + 1])
            commands.append(index == 0 ? .move(p) : .line(p))
        }
        if closed { commands.append(.close) }
        return commands
    }
}

extension String {
    /// Without leading and trailing XML whitespace (no Foundation needed).
    var svgTrimmed: String {
        let bytes = Array(utf8)
        var start = 0, end = bytes.count
        while start < end, SVGScanner.isWhitespace(bytes[start]) { start += 1 }
        while end > start, SVGScanner.isWhitespace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
