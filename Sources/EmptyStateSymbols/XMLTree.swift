import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element as read: its local name, attributes, children, the text of `style` and
/// `text` elements (the only text a symbol template needs), and where it starts.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    var children: [SVGNode] = []
    var text = ""
    let line: Int
    let column: Int

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name; self.attributes = attributes; self.line = line; self.column = column
    }

    var id: String? { attributes["id"] }
}

/// A document that failed the bounds or is not XML, with where when the parser knows.
struct XMLTreeError: Error {
    var message: String
    var line: Int?
    var column: Int?
}

/// Reads a whole XML document into `SVGNode`s, within bounds that keep hostile input cheap:
/// the size, the number of elements and the depth are capped, and documents that declare
/// entities are refused (symbol templates never do; entity expansion is how a small file
/// becomes a huge one). External entities are never fetched.
enum XMLTree {
    static let maximumBytes = 4 << 20
    static let maximumElements = 10_000
    static let maximumDepth = 256

    static func parse(_ text: String) throws -> SVGNode {
        let data = Data(text.utf8)
        guard data.count <= maximumBytes else {
            throw XMLTreeError(message: "the file is \(data.count) bytes; a symbol template is at most \(maximumBytes >> 20) MB")
        }
        if data.range(of: Data("<!ENTITY".utf8)) != nil {
            throw XMLTreeError(message: "the file declares XML entities, which symbol templates never do")
        }
        let builder = XMLTreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let parsed = parser.parse()
        if let error = builder.error { throw error }
        guard parsed, let root = builder.root else {
            let reason = parser.parserError.map(describe) ?? "there is no element in it"
            throw XMLTreeError(message: "not XML: \(reason)", line: positive(parser.lineNumber), column: positive(parser.columnNumber))
        }
        return root
    }

    static func positive(_ value: Int) -> Int? { value > 0 ? value : nil }

    /// The parser's error in words. Its codes are libxml2's (`xmlParserErrors`), on Linux and
    /// on Apple platforms alike; Foundation's own text for them is only "error 76".
    static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 4: return "there is no element in it (is it markup at all?)"
        case 5: return "it ends before its elements do, or goes on after the root element"
        case 9: return "it has a character XML does not allow"
        case 23, 24, 25, 26, 27: return "it has an undefined or malformed entity reference (&…;)"
        case 38: return "an attribute value contains '<'"
        case 39, 40, 41, 43, 44: return "an attribute is malformed (a value must be quoted)"
        case 42: return "an element has the same attribute twice"
        case 45: return "a comment is not closed"
        case 68: return "a name is missing where a tag or attribute should be"
        case 73: return "a tag is missing its '>'"
        case 76: return "an end tag does not match the element it closes"
        case 77: return "an element is not closed"
        default: return "XML error \(code)"
        }
    }
}

final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    var root: SVGNode?
    var stack: [SVGNode] = []
    var count = 0
    var error: XMLTreeError?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        count += 1
        if count > XMLTree.maximumElements {
            fail(parser, "the file has more than \(XMLTree.maximumElements) elements; symbol templates have a few hundred")
            return
        }
        if stack.count >= XMLTree.maximumDepth {
            fail(parser, "elements are nested more than \(XMLTree.maximumDepth) deep")
            return
        }
        // Prefixed names (svg:path) are matched by their local part.
        let name = elementName.split(separator: ":").last.map(String.init) ?? elementName
        let node = SVGNode(name: name, attributes: attributes, line: parser.lineNumber, column: parser.columnNumber)
        if let parent = stack.last { parent.children.append(node) } else if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { keep(string) }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { keep(String(decoding: CDATABlock, as: UTF8.self)) }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil {
            error = XMLTreeError(message: "not XML: \(XMLTree.describe(parseError))",
                                 line: XMLTree.positive(parser.lineNumber), column: XMLTree.positive(parser.columnNumber))
        }
    }

    /// Text matters only in `style` (the layer annotations) and `text` (the template version).
    func keep(_ string: String) {
        guard let node = stack.last, node.name == "style" || node.name == "text" else { return }
        node.text += string
    }

    func fail(_ parser: XMLParser, _ message: String) {
        if error == nil {
            error = XMLTreeError(message: message, line: XMLTree.positive(parser.lineNumber), column: XMLTree.positive(parser.columnNumber))
        }
        parser.abortParsing()
    }
}
