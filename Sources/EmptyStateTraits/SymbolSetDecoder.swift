import Foundation

/// Reads a `.symbolset`'s Contents.json, as Xcode writes it for a custom symbol:
/// `{"symbols": [{"filename": "NAME.svg", "idiom": "universal"}], "info": {…}}`. The SVG is
/// Apple's symbol template; it is parsed where it is drawn (EmptyStateSymbols), so that the
/// catalog stays a catalog of files.
enum SymbolSetDecoder {
    /// The path of the set's SVG symbol template.
    static func decode(_ json: JSONValue, folder: String, file: String) throws -> String {
        func fail(_ message: String) -> CatalogError { CatalogError(path: file, message: message) }
        guard let symbols = json["symbols"]?.array else { throw fail("expected a \"symbols\" array") }
        var found: String?
        for (index, symbol) in symbols.enumerated() {
            let field = "symbols[\(index)]"
            guard case .object = symbol else { throw fail("\(field) must be an object, found \(symbol.typeName)") }
            let idiom = try CatalogVariant.optionalString(symbol, "idiom", field: field, file: file) ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            guard let filename = try CatalogVariant.optionalString(symbol, "filename", field: field, file: file) else { continue }
            guard !filename.isEmpty, !filename.contains("/"), !filename.contains("\0"), filename != ".", filename != ".." else {
                throw fail("\(field).filename: '\(filename.forMessage)' must name a file in the symbol set's folder")
            }
            guard filename.lowercased().hasSuffix(".svg") else {
                throw fail("\(field).filename: '\(filename.forMessage)' is not an SVG symbol template")
            }
            guard let path = SetFolderFile.path(filename, in: folder) else {
                throw fail("\(field).filename: '\(filename.forMessage)' is not in the symbol set's folder")
            }
            found = found ?? path
        }
        guard let found else { throw fail("the symbol set has no SVG symbol template for iPhone (universal or iphone idiom)") }
        return found
    }
}
