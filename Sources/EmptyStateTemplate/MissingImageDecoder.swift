import EmptyStateModel
import Yams

/// `image: { systemName: error, missing: true }`: what `import` writes where the app names an
/// image that neither SF Symbols nor its bundle has. iOS draws no image there (`UIImage(named:)`
/// is nil, SwiftUI's `Image("questionmark")` draws nothing), so the template draws none either;
/// the name stays in the file for the reader, and `import` warns about it.
extension ScreenDecoder {
    /// The image a node names, or nil where it is marked missing.
    func imageUnlessMissing(_ node: Node, what: String, symbol: SymbolDefaults? = nil) throws -> ImageSpec? {
        guard case .mapping = node else { return try image(node, what: what, symbol: symbol) }
        let pairs = try reader.mapping(node, known: Keys.image, what: what)
        guard let missing = pairs.first(where: { $0.key == "missing" }), try reader.bool(missing.value, what: "\(what).missing") else {
            return try image(pairs: pairs, at: node, what: what, symbol: symbol)
        }
        guard pairs.contains(where: { ["name", "systemName"].contains($0.key) }) else {
            throw reader.error("\(what).missing says the app has no image of the name it gives; it needs that 'name' or 'systemName'", at: missing.keyNode)
        }
        return nil
    }
}
