import EmptyStateModel
import Yams

/// An image's sizing beyond its intrinsic size: `maxSize: [w, h]`, `contentMode`
/// (scaleAspectFit, scaleAspectFill, center), `cornerRadius`, `pointSize` for SVG images,
/// which scales them as a symbol configuration does, and `resizedBy`, a fraction of its size
/// the app redraws it at.
extension ScreenDecoder {
    func imageSizing(_ key: String, _ value: Node, into spec: inout ImageSpec, what: String) throws {
        let name = "\(what).\(key)"
        switch key {
        case "maxSize":
            let v = try reader.numbers(value, count: 2, what: "\(name) [width, height]")
            guard v.allSatisfy({ $0 > 0 && $0 <= 10_000 }) else {
                throw reader.error("\(name) must be more than 0 and at most 10000 points each, not \(v.map(reader.format).joined(separator: ", "))", at: value)
            }
            spec.sizing.maxSize = Size(width: v[0], height: v[1])
        case "contentMode": spec.sizing.contentMode = try reader.oneOf(value, ImageContentMode.self, what: name)
        case "cornerRadius": spec.sizing.cornerRadius = try reader.finiteNumber(value, what: name, range: 0...10_000)
        case "resizedBy": spec.sizing.resizedBy = try reader.finiteNumber(value, what: name, range: 0.01...100)
        case "pointSize":
            spec.sizing.pointSize = try reader.finiteNumber(value, what: name, range: 1...1_000)
            // Only a vector scales like a symbol; a bitmap's points are its pixels over its @Nx.
            if spec.inlineSVG == nil, let file = ImageResolver.resolve(spec, scale: 2), file.kind != .svg {
                throw reader.error("\(name) sizes SVG images (as SF Symbols); \(reader.quote(spec.name)) is a \(file.kind.rawValue.uppercased()); use maxSize for bitmaps", at: value)
            }
        default: break
        }
    }
}
