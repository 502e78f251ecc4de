import EmptyStateModel
import Foundation

/// An SVG transform matrix (`matrix(a b c d e f)`): x' = a·x + c·y + e, y' = b·x + d·y + f.
/// Templates place each variant with one (usually a pure translation), and files re-saved by
/// drawing apps wrap groups in more; paths are mapped through all of them.
struct AffineTransform: Equatable, Sendable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = AffineTransform()

    func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f) }

    /// This transform applied after `inner` (SVG's `transform="outer inner"` order).
    func concatenating(_ inner: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                        e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    /// How much lengths grow, on average: the square root of the area scale. Stroke widths use it.
    var lengthScale: Double { abs(a * d - b * c).squareRoot() }

    var isFinite: Bool { [a, b, c, d, e, f].allSatisfy(\.isFinite) }

    /// Reads an SVG 1.1 transform list (7.6): matrix, translate, scale, rotate, skewX, skewY,
    /// separated by whitespace or commas. Errors are `PathDataError`s with the offset in `text`.
    static func parse(_ text: String) throws -> AffineTransform {
        var scanner = SVGScanner(text)
        var result = AffineTransform.identity
        scanner.skipWhitespace()
        while !scanner.atEnd {
            let nameStart = scanner.index
            while let byte = scanner.peek, (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) { scanner.index += 1 }
            let name = String(decoding: scanner.bytes[nameStart..<scanner.index], as: UTF8.self)
            scanner.skipWhitespace()
            guard !name.isEmpty, scanner.peek == UInt8(ascii: "(") else {
                throw PathDataError(message: "expected a transform such as matrix(…) or translate(…), found \(scanner.describe(at: nameStart))",
                                    offset: nameStart)
            }
            scanner.index += 1
            scanner.skipWhitespace()
            var arguments: [Double] = []
            while let value = try scanner.number() {
                arguments.append(value)
                if arguments.count > 6 { break }
                scanner.skipCommaWhitespace()
            }
            scanner.skipWhitespace()
            guard scanner.peek == UInt8(ascii: ")") else {
                throw PathDataError(message: "expected ')' to end \(name)(…), found \(scanner.describe(at: scanner.index))", offset: scanner.index)
            }
            scanner.index += 1
            guard let step = make(name, arguments) else {
                throw PathDataError(message: "\(name) with \(arguments.count) numbers is not an SVG transform", offset: nameStart)
            }
            result = result.concatenating(step)
            scanner.skipCommaWhitespace()
        }
        return result
    }

    static func make(_ name: String, _ v: [Double]) -> AffineTransform? {
        func radians(_ degrees: Double) -> Double { degrees.truncatingRemainder(dividingBy: 360) * .pi / 180 }
        switch (name, v.count) {
        case ("matrix", 6): return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
        case ("translate", 1): return AffineTransform(e: v[0], f: 0)
        case ("translate", 2): return AffineTransform(e: v[0], f: v[1])
        case ("scale", 1): return AffineTransform(a: v[0], d: v[0])
        case ("scale", 2): return AffineTransform(a: v[0], d: v[1])
        case ("rotate", 1), ("rotate", 3):
            let angle = radians(v[0])
            let rotation = AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))
            guard v.count == 3 else { return rotation }
            // rotate(a cx cy) = translate(cx cy) rotate(a) translate(-cx -cy)
            return AffineTransform(e: v[1], f: v[2]).concatenating(rotation).concatenating(AffineTransform(e: -v[1], f: -v[2]))
        case ("skewX", 1): return AffineTransform(c: tan(radians(v[0])))
        case ("skewY", 1): return AffineTransform(b: tan(radians(v[0])))
        default: return nil
        }
    }
}
