import EmptyStateModel
import EmptyStateTraits
import Foundation
import Yams

/// An image's name resolved for the traits, as `UIImage(named:compatibleWith:)` does: a name
/// per appearance (`name: { light: chat, dark: chat-dark }`), then an imageset of the template's
/// asset catalogs (its dark and high-contrast variants, its scales, its direction and rendering
/// intent), else a file beside the template (`chat@2x.png`, `chat.svg`…).
extension ScreenDecoder {
    /// The image, and whether it asks to be flipped in a right-to-left layout.
    func imageByName(_ node: Node, what: String) throws -> (ImageSpec, Bool) {
        let nameNode = try appearanceName(node, what: what)
        let name = try pathString(nameNode, what: what)
        for catalog in environment.catalogs {
            guard catalog.hasImage(named: name) else { continue }
            var files: [Int: String] = [:]
            var found: CatalogImage?
            for scale in 1...3 {
                guard let image = catalog.image(named: name, traits: environment.traits, scale: scale) else { continue }
                files[image.scale] = image.path
                found = found ?? image
            }
            guard let image = found else {
                throw reader.error("\(what) \(reader.quote(name)): its imageset has no image for iPhone (universal or iphone idiom)", at: nameNode)
            }
            var spec = ImageSpec(name: name, directory: directory)
            spec.scaledFiles = files
            // A template image draws in the tint color, as UIImageView draws it.
            if image.isTemplate { spec.tintColor = environment.tint.resolved(with: environment.traits) }
            // The catalog's direction (“Left to Right, Mirrors” and its opposite) decides alone.
            spec.mirrored = image.isMirrored(in: environment.traits.layoutDirection)
            return (spec, false)
        }
        // An image set the catalog cannot read: said where it is used, drawn as the placeholder
        // that names it, never a missing-file error.
        if let broken = environment.catalogs.lazy.compactMap({ $0.broken.images[name] }).first {
            environment.notes.add("\(what) \(reader.quote(name)): \(broken); drawn as a placeholder")
            return (placeholderImage(name, name: name), false)
        }
        return (ImageSpec(name: name, directory: directory), false)
    }

    /// `{ light, dark, lightHighContrast, darkHighContrast }` of names: the one for the traits.
    private func appearanceName(_ node: Node, what: String) throws -> Node {
        guard case .mapping = node else { return node }
        let pairs = try reader.mapping(node, known: Keys.appearances, what: what)
        func named(_ key: String) -> Node? { pairs.first { $0.key == key }?.value }
        guard let light = named("light") else { throw reader.error("\(what) needs a 'light' image name", at: node) }
        let dark = environment.traits.colorScheme == .dark
        let high = environment.traits.contrast == .increased
        let candidates = dark ? [high ? named("darkHighContrast") : nil, named("dark"), light]
                              : [high ? named("lightHighContrast") : nil, light]
        return candidates.compactMap { $0 }.first!
    }
}
