import Foundation

/// An `.imageset` as read from its Contents.json: the files it has and how to draw them.
struct ImageSet: Sendable {
    struct Entry: Sendable {
        var variant: CatalogVariant
        var path: String
        /// The @Nx of a bitmap; nil for a single-scale entry.
        var scale: Int?
        var isVector: Bool
    }

    /// Entries for an iPhone that name a file; empty slots are not images.
    var entries: [Entry]
    var isTemplate: Bool
}

/// Reads a `.imageset`'s Contents.json.
///
/// Direction follows Xcode's Attributes inspector, "Direction", which writes
/// `"language-direction"` on every image of the set: "Left to Right, Mirrors" writes
/// `left-to-right` (the art faces left-to-right and UIKit mirrors it in right-to-left
/// layouts), "Right to Left, Mirrors" writes `right-to-left` (mirrored in left-to-right
/// layouts), and "Both" gives each direction its own images, one set marked
/// `left-to-right` and one `right-to-left`, none mirrored. "Fixed" writes nothing.
/// `"localizable": true` in properties is Xcode's per-language images (`"locale"` on
/// entries), not direction: this renderer has no language, so it prefers the entries
/// without a locale.
enum ImageSetDecoder {
    static let vectorExtensions: Set<String> = ["pdf", "svg"]

    /// An entry whose file is missing is left out and said in `missing`: Xcode's asset catalog
    /// compiler warns ("references a file … but that file does not exist") and builds the set
    /// without it, so one broken set does not stop the app's other screens.
    static func decode(_ json: JSONValue, folder: String, file: String, missing: inout [String]) throws -> ImageSet {
        func fail(_ message: String) -> CatalogError { CatalogError(path: file, message: message) }
        var isTemplate = false
        if let properties = json["properties"] {
            guard case .object = properties else { throw fail("'properties' must be an object, found \(properties.typeName)") }
            if let intent = try CatalogVariant.optionalString(properties, "template-rendering-intent",
                                                              field: "properties", file: file) {
                switch intent {
                case "template": isTemplate = true
                case "original", "automatic": isTemplate = false
                default: throw fail("properties.template-rendering-intent: unknown '\(intent.forMessage)'; expected template, original")
                }
            }
        }
        guard let images = json["images"]?.array else { throw fail("expected an \"images\" array") }
        var entries: [ImageSet.Entry] = []
        for (index, image) in images.enumerated() {
            let field = "images[\(index)]"
            guard let variant = try CatalogVariant.decode(image, field: field, file: file) else { continue }
            let scale = try decodeScale(image, field: field, file: file)
            guard let filename = try CatalogVariant.optionalString(image, "filename", field: field, file: file) else {
                continue
            }
            guard !filename.isEmpty, !filename.contains("/"), !filename.contains("\0"), filename != ".", filename != ".." else {
                throw fail("\(field).filename: '\(filename.forMessage)' must name a file in the image set's folder")
            }
            guard let path = SetFolderFile.path(filename, in: folder) else {
                missing.append("\(file): \(field): the image file '\(filename.forMessage)' does not exist; the image set is used without it, as Xcode builds it")
                continue
            }
            let isVector = scale == nil && vectorExtensions.contains((filename as NSString).pathExtension.lowercased())
            entries.append(ImageSet.Entry(variant: variant, path: path, scale: scale, isVector: isVector))
        }
        return ImageSet(entries: entries, isTemplate: isTemplate)
    }

    /// `"1x"`, `"2x"`, `"3x"` (iPhones have no other scales); nil when absent.
    private static func decodeScale(_ image: JSONValue, field: String, file: String) throws -> Int? {
        guard let text = try CatalogVariant.optionalString(image, "scale", field: field, file: file) else { return nil }
        guard text.hasSuffix("x"), let scale = Int(text.dropLast()), (1...3).contains(scale) else {
            throw CatalogError(path: file, message: "\(field).scale: unknown scale '\(text.forMessage)'; expected 1x, 2x, 3x")
        }
        return scale
    }
}
