import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

final class SVGCounter: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var children: [Int] = []
        /// Elements this one draws again: `<use href>` and `url(#id)` targets, and how often.
        var references: [(id: String, times: Int)] = []
        /// Offscreen layers of its own: filter primitives (counted when the filter is known) and masks.
        var filter: String?
        var masks = 0
        var primitives = 0
    }
    var elements: [Element] = []
    var ids: [String: Int] = [:]
    var stack: [Int] = []
    var textCharacters = 0
    /// Open text elements, and the characters of the current run of text.
    var openText = 0
    var run = 0
    var runSquares = 0
    var problem: ImageFile.Problem?

    func fail(_ parser: XMLParser, _ reason: String) {
        if problem == nil { problem = ImageFile.Problem(reason: reason) }
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        guard elements.count < ImageLimits.svgElements else {
            return fail(parser, "the SVG has more than \(ImageLimits.svgElements) elements; the limit is \(ImageLimits.svgElements)")
        }
        let local = name.split(separator: ":").last.map(String.init) ?? name
        var element = Element(name: local)
        let index = elements.count
        if let id = attributes["id"] { ids[id] = index }
        var style = attributes["style"] ?? ""
        // Presentation attributes and style properties that point at other elements.
        for (key, value) in attributes where key != "style" { style += ";\(key):\(value)" }
        let properties = Self.properties(style)
        var vertices: Int?
        for (key, value) in properties {
            guard let target = Self.urlTarget(value) else { continue }
            switch key {
            case "filter": element.filter = target
            case "mask": element.masks += 1; element.references.append((target, 1))
            case "marker-start", "marker-mid", "marker-end", "marker":
                vertices = vertices ?? Self.vertices(attributes)
                element.references.append((target, vertices ?? 1))
            default: element.references.append((target, 1))
            }
        }
        if local == "use" || local == "image" || local == "feImage" || local == "tref" {
            let href = attributes["href"] ?? attributes["xlink:href"] ?? attributes.first { $0.key.hasSuffix(":href") }?.value
            if let href {
                if href.hasPrefix("#") {
                    element.references.append((String(href.dropFirst()), 1))
                } else if let reason = Self.embeddedImageProblem(href) {
                    return fail(parser, reason)
                }
            }
        }
        if local.hasPrefix("fe"), let parent = stack.last, elements[parent].name == "filter" {
            elements[parent].primitives += 1
        }
        elements.append(element)
        if let parent = stack.last { elements[parent].children.append(index) }
        stack.append(index)
        endRun()
        if Self.textElements.contains(local) && (local != "a" || openText > 0) { openText += 1 }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if let index = stack.popLast(), Self.textElements.contains(elements[index].name), openText > 0,
           elements[index].name != "a" || openText > 1 {
            openText -= 1
        }
        endRun()
    }

    func endRun() {
        runSquares += run * run
        run = 0
    }

    static let textElements: Set<String> = ["text", "tspan", "textPath", "tref", "a"]

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard openText > 0 else { return }
        let count = string.unicodeScalars.count
        textCharacters += count
        run += count
        if run > ImageLimits.svgTextRun {
            fail(parser, "the SVG has a run of more than \(ImageLimits.svgTextRun) characters of text; the limit is \(ImageLimits.svgTextRun)")
        } else if textCharacters > ImageLimits.svgTextCharacters {
            fail(parser, "the SVG has more than \(ImageLimits.svgTextCharacters) characters of text; the limit is \(ImageLimits.svgTextCharacters)")
        } else if runSquares + run * run > ImageLimits.svgTextRunSquares {
            fail(parser, "the SVG has too much text in long runs (the sum of the squares of their lengths passes \(ImageLimits.svgTextRunSquares)); the limit is \(ImageLimits.svgTextRunSquares), e.g. four runs of 1000 characters")
        }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        self.parser(parser, foundCharacters: String(decoding: block, as: UTF8.self))
    }

    /// Follows every reference from the root, counting drawn elements and offscreen layers;
    /// stops as soon as a count passes its limit, and refuses a reference cycle.
    func finish() -> Result<SVGCost, ImageFile.Problem> {
        var cost = SVGCost(elements: elements.count)
        guard !elements.isEmpty else { return .failure(ImageFile.Problem(reason: "the SVG has no elements")) }
        // Drawn elements and layers of each subtree, memoized; nil while being computed (a cycle).
        var memo: [Int: (drawn: Int, layers: Int)?] = [:]
        struct Exceeded: Error { var reason: String }
        var depth = 0
        func subtree(_ index: Int) throws -> (drawn: Int, layers: Int) {
            depth += 1
            defer { depth -= 1 }
            guard depth <= 256 else {
                throw Exceeded(reason: "the SVG nests elements and references more than 256 deep; the limit is 256")
            }
            if let known = memo[index] {
                guard let known else { throw Exceeded(reason: "the SVG refers to itself (a reference cycle through '#\(elements[index].name)')") }
                return known
            }
            memo[index] = .some(nil)
            let element = elements[index]
            var drawn = 1
            var layers = element.masks
            if let filter = element.filter {
                layers += ids[filter].map { max(1, elements[$0].primitives) } ?? 1
            }
            for child in element.children {
                let inner = try subtree(child)
                drawn += inner.drawn; layers += inner.layers
                try check(drawn, layers)
            }
            for (id, times) in element.references {
                guard let target = ids[id] else { continue }
                let inner = try subtree(target)
                drawn = drawn.addingReportingOverflow(inner.drawn.multipliedReportingOverflow(by: times).partialValue).partialValue
                layers = layers.addingReportingOverflow(inner.layers.multipliedReportingOverflow(by: times).partialValue).partialValue
                if drawn < 0 || layers < 0 { drawn = .max; layers = .max }
                try check(drawn, layers)
            }
            memo[index] = .some((drawn, layers))
            return (drawn, layers)
        }
        func check(_ drawn: Int, _ layers: Int) throws {
            guard drawn <= ImageLimits.svgDrawnElements else {
                throw Exceeded(reason: "the SVG draws more than \(ImageLimits.svgDrawnElements) elements once its <use> and url(#) references are followed; the limit is \(ImageLimits.svgDrawnElements)")
            }
            guard layers <= ImageLimits.svgOffscreenPixels else {
                throw Exceeded(reason: "the SVG draws more than \(ImageLimits.svgOffscreenPixels) filter primitives and masks; the limit is \(ImageLimits.svgOffscreenPixels) offscreen pixels")
            }
        }
        do {
            let root = try subtree(0)
            cost.drawnElements = root.drawn
            cost.offscreenLayers = root.layers
        } catch let exceeded as Exceeded {
            return .failure(ImageFile.Problem(reason: exceeded.reason))
        } catch {
            return .failure(ImageFile.Problem(reason: "\(error)"))
        }
        return .success(cost)
    }

    /// `name: value` pairs of a style attribute (and of presentation attributes folded into it).
    static func properties(_ style: String) -> [(String, String)] {
        style.split(separator: ";").compactMap { declaration in
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let key = declaration[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return (key, value)
        }
    }

    /// `id` from `url(#id)` or `url('#id')`.
    static func urlTarget(_ value: String) -> String? {
        guard let start = value.range(of: "url(") else { return nil }
        var inner = value[start.upperBound...]
        if let end = inner.firstIndex(of: ")") { inner = inner[..<end] }
        let trimmed = inner.trimmingCharacters(in: CharacterSet(charactersIn: " '\""))
        guard trimmed.hasPrefix("#") else { return nil }
        return String(trimmed.dropFirst())
    }

    /// How many vertices a shape has, roughly: the numbers in its path data or points over two.
    static func vertices(_ attributes: [String: String]) -> Int {
        let data = attributes["d"] ?? attributes["points"] ?? ""
        var numbers = 0, inNumber = false
        for byte in data.utf8 {
            let digit = (0x30...0x39).contains(byte) || byte == 0x2E
            if digit && !inNumber { numbers += 1 }
            inNumber = digit
        }
        return max(1, numbers / 2 + 1)
    }

    /// Why an embedded image cannot be drawn, or nil (for a PNG or JPEG within the limits, and
    /// for references to files, which are never loaded).
    static func embeddedImageProblem(_ href: String) -> String? {
        guard let (type, bytes) = ImageFile.dataURL(href) else { return nil }
        let size: (Int, Int)?
        if let png = ImageFile.pngSize(bytes) {
            size = png
        } else if case let .success(jpeg) = ImageFile.jpegSize(bytes) {
            size = jpeg
        } else {
            return "the SVG embeds an image that is not a whole PNG or JPEG (\(type.isEmpty ? "no type" : type)); only PNG and JPEG can be embedded"
        }
        if let (width, height) = size, width.multipliedReportingOverflow(by: height).partialValue > ImageLimits.pixels || width <= 0 || height <= 0 {
            return "the SVG embeds an image of \(width) × \(height) pixels; the limit is \(ImageLimits.pixels) pixels"
        }
        return nil
    }
}
