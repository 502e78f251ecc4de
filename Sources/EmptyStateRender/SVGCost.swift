import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What drawing an SVG will cost, counted on its XML before librsvg sees it.
///
/// - every element, and every element drawn again through `<use>` or a `url(#id)` reference
///   (patterns, masks, clip paths, markers: each marker once per vertex of its path);
/// - the offscreen layers: each filter primitive and mask of each drawn element is an image
///   as large as the SVG;
/// - the text it shapes;
/// - the images it embeds: `data:` URLs of PNG or JPEG within the pixel limit; anything else
///   (another SVG, a GIF, an XPM) is refused. References to files or URLs are left alone:
///   librsvg, reading from memory with no base, never loads them.
/// - XML entities: only plain text (no markup, no entities in entities, no files), adding at
///   most `svgTextRun` characters in all.
struct SVGCost {
    var elements = 0
    var drawnElements = 0
    var offscreenLayers = 0

    static func measure(_ bytes: [UInt8]) -> Result<SVGCost, ImageFile.Problem> {
        if let problem = entityProblem(bytes) { return .failure(problem) }
        let counter = SVGCounter()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = counter
        let parsed = parser.parse()
        if let problem = counter.problem { return .failure(problem) }
        guard parsed else {
            let code = parser.parserError.map { ($0 as NSError).code } ?? 0
            return .failure(ImageFile.Problem(reason: "the SVG is not well-formed XML (libxml2 error \(code) at line \(parser.lineNumber), column \(parser.columnNumber))"))
        }
        return counter.finish()
    }
}

extension SVGCost {
    /// XML entities, read from the bytes (the XML parser expands them unseen): each must be
    /// plain text declared in the document, and all their uses together may add at most
    /// `svgTextRun` characters, so no entity can hide markup, load a file or make a long run
    /// of text.
    static func entityProblem(_ bytes: [UInt8]) -> ImageFile.Problem? {
        let declaration = Array("<!ENTITY".utf8)
        guard let first = find(declaration, in: bytes, from: 0) else { return nil }
        var values: [String: Int] = [:]
        var start: Int? = first
        while let at = start {
            var i = at + declaration.count
            func skipSpace() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
            skipSpace()
            guard i < bytes.count, bytes[i] != UInt8(ascii: "%") else {
                return ImageFile.Problem(reason: "the SVG declares an XML parameter entity; export it without a DTD")
            }
            let nameStart = i
            while i < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ">")].contains(bytes[i]) { i += 1 }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                return ImageFile.Problem(reason: "the SVG declares an external XML entity ('\(name.prefix(40))'); export it without a DTD")
            }
            let quote = bytes[i]
            i += 1
            let valueStart = i
            while i < bytes.count, bytes[i] != quote { i += 1 }
            let value = bytes[valueStart..<min(i, bytes.count)]
            if value.contains(UInt8(ascii: "<")) || value.contains(UInt8(ascii: "&")) || value.contains(UInt8(ascii: "%")) {
                return ImageFile.Problem(reason: "the SVG declares an XML entity with markup or other entities ('\(name.prefix(40))'); export it without a DTD")
            }
            values[name] = value.count
            start = find(declaration, in: bytes, from: i)
        }
        var expansion = 0
        for (name, length) in values {
            let reference = Array("&\(name);".utf8)
            var from = 0
            while let at = find(reference, in: bytes, from: from) {
                expansion += length
                from = at + reference.count
                if expansion > ImageLimits.svgTextRun {
                    return ImageFile.Problem(reason: "the SVG's XML entities expand to more than \(ImageLimits.svgTextRun) characters; the limit is \(ImageLimits.svgTextRun)")
                }
            }
        }
        return nil
    }

    /// The first index of `needle` in `haystack` at or after `from`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, haystack.count - from >= needle.count else { return nil }
        return haystack.withUnsafeBufferPointer { h -> Int? in
            var i = from
            let last = h.count - needle.count
            while i <= last {
                // memchr to each candidate first byte, then compare the rest.
                guard let found = memchr(h.baseAddress! + i, Int32(needle[0]), last - i + 1) else { return nil }
                i = h.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(h.baseAddress! + i, needle, needle.count) == 0 { return i }
                i += 1
            }
            return nil
        }
    }
}
