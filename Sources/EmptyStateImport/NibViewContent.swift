#if canImport(FoundationXML)
import FoundationXML
#endif
import EmptyStateModel
import Foundation

/// What a xib's top-level view shows, as UIKit lays it out from the file: its labels in order
/// (text, font size and weight, text color), its first image view's image, its first button's
/// normal title and look, hidden views left out; and the outlets by which the code reaches them.
struct NibViewContent {
    struct Label {
        var id: String?
        var text: String
        var pointSize: Double?
        var weight: FontWeight?
        var color: String?
    }

    var labels: [Label] = []
    var image: String?
    /// The id of the image view that shows `image` (the first one), whose outlet the code may give another.
    var imageViewID: String?
    /// The first button with a normal title (its id: the outlet by which the code may give it another).
    var button: NibButton?
    /// `lbEmpty` → the label's id.
    var outlets: [String: String] = [:]

    /// The top-level view named `name` (its `customClass`), else the last one, as
    /// `loadNibNamed(…)?.last` takes it. Nil when the file is no xib with a view.
    init?(xml: Data, name: String) {
        let reader = Reader(preferred: name)
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        guard parser.parse(), let chosen = reader.chosen else { return nil }
        self = chosen
        outlets = reader.outlets
    }

    private final class Reader: NSObject, XMLParserDelegate {
        let preferred: String
        var chosen: NibViewContent?
        var outlets: [String: String] = [:]
        private var current: NibViewContent?
        private var currentIsPreferred = false
        private var inObjects = false
        private var topDepth = 0
        private var depth = 0
        /// Depths below which a hidden view hides everything.
        private var hiddenDepth: Int?
        private var label: Label?
        private var labelDepth = 0
        /// The button being read and the depth of its element.
        private var button: NibButton?
        private var buttonDepth = 0
        /// Inside the button's `layer.cornerRadius` runtime attribute.
        private var inCornerRadius = false
        private var inNormalState = false

        init(preferred: String) { self.preferred = preferred }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            depth += 1
            if name == "objects", !inObjects { inObjects = true; topDepth = depth + 1; return }
            if name == "outlet", let property = attributes["property"], let destination = attributes["destination"] {
                outlets[property] = destination
                return
            }
            guard inObjects else { return }
            if current == nil {
                guard depth == topDepth, Self.isView(name) else { return }
                current = NibViewContent(empty: ())
                currentIsPreferred = attributes["customClass"] == preferred
                return
            }
            guard hiddenDepth == nil else { return }
            if Self.isView(name), attributes["hidden"] == "YES" { hiddenDepth = depth; return }
            switch name {
            case "label":
                label = Label(id: attributes["id"], text: attributes["text"] ?? "")
                labelDepth = depth
            case "fontDescription" where label != nil:
                label?.pointSize = attributes["pointSize"].flatMap(Double.init)
                label?.weight = Self.weight(attributes)
            case "color" where label != nil && attributes["key"] == "textColor":
                label?.color = Self.hex(attributes)
            case "imageView":
                if current?.imageViewID == nil { current?.imageViewID = attributes["id"] }
                if current?.image == nil, current?.imageViewID == attributes["id"], let image = attributes["image"], !image.isEmpty {
                    current?.image = image
                }
            case "button" where button == nil && current?.button == nil:
                button = NibButton(id: attributes["id"], isSystem: attributes["buttonType"] != "custom")
                buttonDepth = depth
            default:
                if button != nil { readButton(name, attributes) }
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            defer { depth -= 1 }
            if let hidden = hiddenDepth, depth == hidden { hiddenDepth = nil; return }
            if name == "label", let finished = label, depth == labelDepth {
                current?.labels.append(finished)
                label = nil
            }
            if name == "state" { inNormalState = false }
            if name == "userDefinedRuntimeAttribute" { inCornerRadius = false }
            if name == "button", depth == buttonDepth, let finished = button {
                if finished.title != nil { current?.button = finished }
                button = nil
            }
            if depth == topDepth, let finished = current, Self.isView(name) {
                // The one of the document's class, else the last.
                if currentIsPreferred || chosen == nil || !(chosenIsPreferred) {
                    chosen = finished
                    chosenIsPreferred = currentIsPreferred
                }
                current = nil
            }
            if name == "objects", depth == topDepth - 1 { inObjects = false }
        }

        private var chosenIsPreferred = false

        /// An element inside the button: its normal title and title color, its own font,
        /// background color, frame height and `layer.cornerRadius`.
        private func readButton(_ name: String, _ attributes: [String: String]) {
            let own = depth == buttonDepth + 1
            switch name {
            case "state" where attributes["key"] == "normal":
                inNormalState = true
                if let title = attributes["title"], !title.isEmpty { button?.title = title }
            case "color" where inNormalState && attributes["key"] == "titleColor":
                button?.titleColor = Self.hex(attributes)
            case "color" where own && attributes["key"] == "backgroundColor":
                if attributes["alpha"].flatMap(Double.init) != 0 { button?.backgroundColor = Self.hex(attributes) }
            case "fontDescription" where own:
                button?.pointSize = attributes["pointSize"].flatMap(Double.init)
                button?.fontName = attributes["name"]
                button?.weight = Self.weight(attributes)
            case "rect" where own && attributes["key"] == "frame":
                button?.height = attributes["height"].flatMap(Double.init)
            case "userDefinedRuntimeAttribute":
                inCornerRadius = attributes["keyPath"] == "layer.cornerRadius"
            case _ where inCornerRadius && ["integer", "real", "number"].contains(name) && attributes["key"] == "value":
                button?.cornerRadius = attributes["value"].flatMap(Double.init)
            default:
                break
            }
        }

        static func isView(_ element: String) -> Bool {
            ["view", "tableViewCell", "collectionViewCell", "collectionReusableView", "stackView", "scrollView",
             "label", "imageView", "button"].contains(element)
        }

        /// `type="boldSystem"` or a system font's `weight="light"`: the weight, none for regular.
        static func weight(_ attributes: [String: String]) -> FontWeight? {
            if attributes["type"]?.lowercased().contains("bold") == true { return .bold }
            return attributes["weight"].flatMap(FontWeight.init(rawValue:)).flatMap { $0 == .regular ? nil : $0 }
        }

        /// `red="0.2" green="0.2" blue="0.2"` or `white="0.33"` as `#RRGGBB`.
        static func hex(_ attributes: [String: String]) -> String? {
            func component(_ key: String) -> Double? { attributes[key].flatMap(Double.init).map { min(max($0, 0), 1) } }
            if let red = component("red"), let green = component("green"), let blue = component("blue") {
                return Color(red: red, green: green, blue: blue).description
            }
            return component("white").map { Color(red: $0, green: $0, blue: $0).description }
        }
    }

    private init(empty: Void) {}
}
