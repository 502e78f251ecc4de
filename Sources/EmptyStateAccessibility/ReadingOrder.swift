import EmptyStateLayout
import EmptyStateModel

/// One element as VoiceOver reads it.
public struct AccessibilityElement: Codable, Equatable, Sendable {
    public struct Frame: Codable, Equatable, Sendable { public var x, y, width, height: Double }
    /// `image`, `title`, `description`, `button`, `secondaryButton`, `tertiaryButton`.
    public var element: String
    /// What VoiceOver says; nil: nothing (an image without a label).
    public var label: String?
    public var hint: String?
    /// UIAccessibilityTraits by name: `image`, `header`, `staticText`, `button`, `notEnabled`.
    public var traits: [String]
    public var frame: Frame
}

/// The screen's elements in VoiceOver's reading order: rows top to bottom, each row from the
/// leading edge to the trailing one (right to left in a right-to-left layout). Hidden elements
/// are left out.
public enum ReadingOrder {
    public static func elements(of layout: ScreenLayout) -> [AccessibilityElement] {
        let view = layout.view
        var found: [(AccessibilityElement, Rect)] = []
        func add(_ element: String, _ attributes: AccessibilityAttributes, text: String?, traits: [String], _ rect: Rect) {
            guard !attributes.hidden else { return }
            let frame = AccessibilityElement.Frame(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
            let label = attributes.label ?? text.flatMap { $0.isEmpty ? nil : $0 }
            found.append((AccessibilityElement(element: element, label: label, hint: attributes.hint, traits: traits, frame: frame), rect))
        }
        if let frame = layout.image, view.image != nil { add("image", view.accessibility.image, text: nil, traits: ["image"], frame) }
        if let title = layout.title { add("title", view.accessibility.title, text: title.text.text, traits: ["header"], title.frame) }
        if let detail = layout.detail { add("description", view.accessibility.description, text: detail.text.text, traits: ["staticText"], detail.frame) }
        for button in layout.buttons {
            guard let spec = view.action(button.role) else { continue }
            let text = [button.title?.text.text, button.subtitle?.text.text].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
            add(button.role.elementName, spec.accessibility, text: text, traits: button.state == .disabled ? ["button", "notEnabled"] : ["button"],
                button.hitArea)
        }
        return rows(found, rightToLeft: view.rightToLeft).map(\.0)
    }

    /// Elements whose middles fall within a row's height share it.
    static func rows(_ items: [(AccessibilityElement, Rect)], rightToLeft: Bool) -> [(AccessibilityElement, Rect)] {
        var rows: [[(AccessibilityElement, Rect)]] = []
        for item in items.sorted(by: { $0.1.midY < $1.1.midY }) {
            if let last = rows.last, let top = last.map(\.1.minY).min(), let bottom = last.map(\.1.maxY).max(),
               item.1.midY >= top, item.1.midY <= bottom {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        return rows.flatMap { row in row.sorted { rightToLeft ? $0.1.maxX > $1.1.maxX : $0.1.minX < $1.1.minX } }
    }
}

extension ButtonLayout {
    /// Where a touch reaches the button: its frame and its background's.
    public var hitArea: Rect {
        let a = alignmentFrame, b = backgroundFrame
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
