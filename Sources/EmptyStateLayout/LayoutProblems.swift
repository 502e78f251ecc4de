import EmptyStateModel

/// Something a layout shows that a reviewer must see: laid out as UIKit lays it out
/// (truncated, clipped, wrapped), and said, never hidden.
public struct LayoutProblem: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// A single-line text cut short with an ellipsis (a button title wider than its button).
        case truncated
        /// An element reaching past the canvas's edge.
        case clipped
        /// A text on more lines than the same text in the development language.
        case wrapped
        /// Characters drawn as boxes: no font has them.
        case missingGlyphs
    }
    public var kind: Kind
    /// `title`, `description`, `button`, `image`.
    public var element: String
    public var message: String
    public var description: String { message }
}

public enum LayoutProblems {
    /// The problems of `layout`; with `reference` (the same screen in the development
    /// language), texts that wrap to more lines than there.
    public static func of(_ layout: ScreenLayout, comparedWith reference: ScreenLayout? = nil) -> [LayoutProblem] {
        var problems: [LayoutProblem] = []
        let labels: [(String, LabelLayout?, LabelLayout?)] = [
            ("title", layout.title, reference?.title),
            ("description", layout.detail, reference?.detail),
            ("button", layout.button?.title, reference?.button?.title),
        ]
        for (element, label, referenceLabel) in labels {
            guard let label else { continue }
            if label.measurement.truncated {
                problems.append(LayoutProblem(kind: .truncated, element: element,
                                              message: "the \(element) text is truncated: \u{201C}\(short(label.text.text))\u{201D} is wider than its \(Int(label.frame.width)) pt"))
            }
            if label.measurement.missingGlyphs > 0 {
                problems.append(LayoutProblem(kind: .missingGlyphs, element: element,
                                              message: "the \(element) has \(label.measurement.missingGlyphs) character(s) no font can draw"))
            }
            if let referenceLabel, label.measurement.lines.count > referenceLabel.measurement.lines.count {
                problems.append(LayoutProblem(kind: .wrapped, element: element,
                                              message: "the \(element) wraps to \(label.measurement.lines.count) lines (\(referenceLabel.measurement.lines.count) in the development language)"))
            }
        }
        let canvas = Rect(x: 0, y: 0, width: layout.canvas.size.width, height: layout.canvas.size.height)
        let frames: [(String, Rect?)] = [("image", layout.image), ("title", layout.title?.frame), ("description", layout.detail?.frame),
                                         ("button", layout.button?.backgroundFrame), ("custom view", layout.customView)]
        for (element, frame) in frames {
            guard let frame, !canvas.contains(frame) else { continue }
            problems.append(LayoutProblem(kind: .clipped, element: element, message: "the \(element) reaches past the screen's edge and is clipped"))
        }
        return problems
    }

    private static func short(_ text: String) -> String { text.count > 40 ? String(text.prefix(40)) + "…" : text }
}

extension Rect {
    /// Whether `other` lies within this rectangle (to a hundredth of a point).
    func contains(_ other: Rect) -> Bool {
        other.minX >= minX - 0.01 && other.minY >= minY - 0.01 && other.maxX <= maxX + 0.01 && other.maxY <= maxY + 0.01
    }
}
