import EmptyStateModel

/// `customViewForEmptyDataSet:`'s view built from UIKit's views: DZN shows it alone, in place
/// of the title, description, image and button. What the user reads of it, as the Swift reader
/// reads a Swift one: its first label is the title and its second the description (with the
/// label's font and text color), its first image view the image, its first button's normal
/// title the button. A hidden view (`loadBtn.hidden = YES`) shows nothing.
extension TemplateConverter {
    /// The screen's content as `{ title, description, image, button }` (an empty map: a spinner
    /// alone, nothing to read); nil when the view shows nothing the reader knows.
    mutating func customView(_ root: ObjectBox, at offset: UInt32) -> TemplateValue? {
        var shown = ShownViews()
        shown.collect(root, depth: 0)
        var entries: [TemplateEntry] = []
        if let shownImage = shown.image ?? shown.containerImage, let template = image(shownImage, "customView.image", at: offset) {
            entries.append(TemplateEntry("image", template))
        }
        for (label, key) in zip(shown.labels, ["title", "description"]) {
            if let text = labelText(label, "customView.\(key)", at: offset) { entries.append(TemplateEntry(key, text)) }
        }
        if let button = shown.button, let title = button.properties["title"], let text = buttonTitle(title, button, at: offset) {
            var parts = [TemplateEntry("title", .map([TemplateEntry("normal", text)]))]
            // The pill behind a white title (YFDemo's `setBackgroundImage:… forState:`): without it
            // the title is drawn white on white.
            if let background = button.properties["backgroundImage"], let picture = image(background, "customView.button.backgroundImage", at: offset) {
                parts.append(TemplateEntry("backgroundImage", .map([TemplateEntry("normal", picture)])))
            }
            entries.append(TemplateEntry("button", .map(parts)))
        }
        if shown.spinners > 0 {
            // DZN shows the custom view alone: a spinner as the whole view leaves nothing to read.
            let alone = root.className == "UIActivityIndicatorView" ? "; DZN shows it in place of the other methods' content" : ""
            note("customViewForEmptyDataSet: a UIActivityIndicatorView is not drawn" + alone, at: offset)
        }
        // A bare `UIView` with no subview (XLCartoon's blank view of a random colour): DZN shows it
        // alone, so nothing of the other methods' content, and nothing to read.
        let blank = root.className == "UIView" && root.subviews.isEmpty && !root.addsUnreadSubviews
        if blank { note("customViewForEmptyDataSet: a blank view with no subview; DZN shows it in place of the other methods' content", at: offset) }
        return entries.isEmpty && shown.spinners == 0 && !blank ? nil : .map(entries)
    }

    /// A button's normal title with its `setTitleColor:forState:` color.
    private mutating func buttonTitle(_ title: Value, _ button: ObjectBox, at offset: UInt32) -> TemplateValue? {
        styledText(title, font: nil, color: button.properties["titleColor"], "customView.button.title", at: offset)
    }

    /// A label's text with its `font` and `textColor`.
    private mutating func labelText(_ label: ObjectBox, _ what: String, at offset: UInt32) -> TemplateValue? {
        if let attributed = label.properties["attributedText"] { return text(attributed, what, at: offset) }
        guard let value = label.properties["text"] else { return nil }
        return styledText(value, font: label.properties["font"], color: label.properties["textColor"], what, at: offset)
    }

    /// A plain text with the font and color its view gives it, as an attributed text carries them.
    private mutating func styledText(_ value: Value, font: Value?, color: Value?, _ what: String, at offset: UInt32) -> TemplateValue? {
        guard case let .text(plain) = value, font != nil || color != nil else { return text(value, what, at: offset) }
        let attributes = DictionaryBox()
        if let font { attributes.set(font, for: .constant("NSFontAttributeName")) }
        if let color { attributes.set(color, for: .constant("NSForegroundColorAttributeName")) }
        return text(.attributed(AttributedBox(text: plain, attributes: attributes)), what, at: offset)
    }
}

/// The views a custom view shows, in the order UIKit adds them, hidden ones left out.
private struct ShownViews {
    var labels: [ObjectBox] = []
    var image: Value?
    /// An image view's image behind its subviews (a background drawn from a color): the image
    /// only when no other image view shows one.
    var containerImage: Value?
    var button: ObjectBox?
    var spinners = 0

    mutating func collect(_ view: ObjectBox, depth: Int) {
        guard depth < ReaderLimits.customViewDepth, !Self.isHidden(view) else { return }
        switch view.className {
        case "UILabel":
            if view.properties["text"] != nil || view.properties["attributedText"] != nil { labels.append(view) }
        case "UIImageView":
            if let shown = view.properties["image"] {
                if case .null = shown {} else if !view.subviews.isEmpty { if containerImage == nil { containerImage = shown } }
                else if image == nil { image = shown }
            }
        case "UIButton":
            if button == nil, view.properties["title"] != nil { button = view }
        case "UIActivityIndicatorView":
            spinners += 1
        default:
            break
        }
        for subview in view.subviews { collect(subview, depth: depth + 1) }
    }

    /// `hidden = YES`, or an alpha of 0.
    static func isHidden(_ view: ObjectBox) -> Bool {
        if let hidden = view.properties["hidden"]?.number, hidden != 0 { return true }
        if let alpha = view.properties["alpha"]?.number, alpha == 0 { return true }
        return false
    }
}
