import EmptyStateModel
import Foundation

/// Decoded images kept per thread across renderers, by the bytes they were decoded from.
/// Why: an export makes a renderer per template, and templates share their art (an app's
/// screens use the same glyphs, tab icons and button images), so every template decoded the same
/// files again: for distinct screens, a thirteenth of the work went to parsing the same SVGs.
/// Per thread because librsvg handles and Cairo surfaces are not shared between threads; by
/// bytes, so that an edited file (under `serve`) is decoded anew. Only successful decodes are
/// kept, and what a template's limits count is still counted by the store that asks.
enum DecodedImages {
    struct Key: Hashable {
        var bytes: [UInt8]
        var kind: ResolvedImageFile.Kind
        var fileScale: Int
        var scale: Int
    }

    struct Decoded {
        var content: LoadedImage.Content
        var size: Size
        /// The raster's pixels, which the asking store adds to its template's count.
        var pixels: (width: Int, height: Int)?
    }

    private final class Cache {
        var images: [Key: Decoded] = [:]
        var rasterPixels = 0
        var fileBytes = 0
    }

    private static let key = "emptystate.DecodedImages"
    /// What a thread keeps before starting over: a few screens' worth of art, not a whole
    /// catalog of photos (peak memory is a bench target). The files' bytes are the keys, so they
    /// count too: a folder of large images cannot make a thread keep gigabytes.
    static let maximumImages = 256
    static let maximumRasterPixels = 4_000_000
    static let maximumFileBytes = 16 << 20

    static func find(_ key: Key) -> Decoded? { cache().images[key] }

    static func keep(_ decoded: Decoded, for key: Key) {
        let cache = cache()
        let pixels = decoded.pixels.map { $0.width * $0.height } ?? 0
        guard pixels <= maximumRasterPixels, key.bytes.count <= maximumFileBytes else { return }
        if cache.images.count >= maximumImages || cache.rasterPixels + pixels > maximumRasterPixels
            || cache.fileBytes + key.bytes.count > maximumFileBytes {
            cache.images.removeAll(keepingCapacity: true)
            cache.rasterPixels = 0
            cache.fileBytes = 0
        }
        cache.images[key] = decoded
        cache.rasterPixels += pixels
        cache.fileBytes += key.bytes.count
    }

    private static func cache() -> Cache {
        let dictionary = Thread.current.threadDictionary
        if let kept = dictionary[key] as? Cache { return kept }
        let made = Cache()
        dictionary[key] = made
        return made
    }
}
