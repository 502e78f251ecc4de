import EmptyStateModel

/// A xib button as a template's button. One with a background color is drawn as a filled
/// `UIButton.Configuration` in that color, with the xib's corner radius and height; one without
/// is DZN's title button. Either way its title keeps the xib's font and title color; a system
/// button's title with none is in the tint, as UIKit draws it (DZN's custom button would draw
/// it white).
enum NibButtonLook {
    static func button(_ button: NibButton, title: TemplateValue) -> TemplateValue {
        let text = styledTitle(title, button)
        guard let background = button.backgroundColor else {
            return .map([TemplateEntry("title", .map([TemplateEntry("normal", text)]))])
        }
        var entries = [TemplateEntry("style", .string("filled")),
                       TemplateEntry("baseBackgroundColor", .string(background))]
        if let foreground = button.titleColor { entries.append(TemplateEntry("baseForegroundColor", .string(foreground))) }
        entries.append(TemplateEntry("cornerRadius", .number(button.cornerRadius ?? 0)))
        if let height = button.height {
            // The frame's height around one line of the title: UIKit centers the title vertically.
            let lineHeight = (button.pointSize ?? 15) * lineHeightPerPoint
            let vertical = max(0, ((height - lineHeight) / 2 * 100).rounded() / 100)
            entries.append(TemplateEntry("contentInsets", .list([.number(vertical), .number(horizontalInset),
                                                                     .number(vertical), .number(horizontalInset)])))
        }
        entries.append(TemplateEntry("title", text))
        return .map(entries)
    }

    /// System fonts' line height is about 1.19 of their size (SF Pro 15 pt: 17.9 pt).
    private static let lineHeightPerPoint = 1.19
    /// A xib's fixed-width button is wider than its title; 12 pt is UIButton.Configuration's
    /// medium inset (template-format.md's size table).
    private static let horizontalInset = 12.0

    /// The title in the xib's font and title color; a system button's with none is in the tint.
    private static func styledTitle(_ title: TemplateValue, _ button: NibButton) -> TemplateValue {
        let tint = button.isSystem && button.backgroundColor == nil ? "systemBlue" : nil
        return NibTextStyle.styled(title, pointSize: button.pointSize, fontName: button.fontName, weight: button.weight, color: button.titleColor ?? tint)
    }
}
