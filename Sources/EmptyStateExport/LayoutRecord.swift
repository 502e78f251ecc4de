import EmptyStateLayout
import EmptyStateModel
import Foundation

/// A screen's layout as data, kept beside its reference PNG (`normal.layout.json`) when `check`
/// records it, so that a later failure can say what changed in words instead of only "pixels
/// differ". Frames are rounded to half a point: a sub-pixel shift from a renderer update is not
/// a change a reviewer made.
public struct LayoutRecord: Codable, Equatable, Sendable {
    public struct Element: Codable, Equatable, Sendable {
        /// `image`, `title`, `description`, `button`, `secondaryButton`, `tertiaryButton`, `customView`.
        public var kind: String
        public var text: String?
        /// An SF Symbol's name.
        public var symbol: String?
        /// An image file's or asset's name (not a symbol).
        public var image: String?
        /// x, y, width, height in points.
        public var frame: [Double]
        public var lines: Int?
        /// The text's color, `#RRGGBB` (or `#RRGGBBAA`).
        public var color: String?
    }

    /// Width, height (points) and scale.
    public var canvas: [Double]
    public var background: String
    public var elements: [Element]

    public init(_ layout: ScreenLayout) {
        canvas = [layout.canvas.size.width, layout.canvas.size.height, Double(layout.canvas.scale)]
        background = layout.view.backgroundColor.description
        var elements: [Element] = []
        if let frame = layout.image, let spec = layout.view.image {
            let symbol = spec.symbol?.name
            elements.append(Element(kind: "image", symbol: symbol, image: symbol == nil ? spec.name : nil, frame: Self.rounded(frame)))
        }
        if let title = layout.title { elements.append(Self.text("title", title)) }
        if let detail = layout.detail { elements.append(Self.text("description", detail)) }
        for button in layout.buttons {
            let kind = button.role == .primary ? "button" : "\(button.role.rawValue)Button"
            elements.append(Element(kind: kind, text: button.title?.text.text, frame: Self.rounded(button.backgroundFrame),
                                    lines: button.title?.measurement.lines.count, color: button.title?.text.color?.description))
        }
        if let custom = layout.customView { elements.append(Element(kind: "customView", frame: Self.rounded(custom))) }
        self.elements = elements
    }

    static func text(_ kind: String, _ label: LabelLayout) -> Element {
        Element(kind: kind, text: label.text.text, frame: rounded(label.frame), lines: label.measurement.lines.count,
                color: label.text.color?.description)
    }

    static func rounded(_ rect: Rect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { ($0 * 2).rounded() / 2 }
    }

    /// Pretty and sorted: a reference's layout is committed, and a diff of it should read well.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// `…/normal.png` → `…/normal.layout.json`.
    public static func path(besideReference png: String) -> String {
        (png.hasSuffix(".png") ? String(png.dropLast(4)) : png) + ".layout.json"
    }

    /// The record beside a reference; nil when there is none (recorded by an older version) or
    /// it cannot be read (then the pixel comparison says what it can, as before).
    public static func beside(reference png: String) -> LayoutRecord? {
        guard let data = FileManager.default.contents(atPath: path(besideReference: png)) else { return nil }
        return try? JSONDecoder().decode(LayoutRecord.self, from: data)
    }
}
