import EmptyStateModel

/// iOS's answer to a font the app does not have: `UIFont(name:size:)` returns nil, so the
/// attributed string carries no font and the label draws the text in its own font, which for
/// DZNEmptyDataSet is the system font at 27 pt (title) or 17 pt (description), 15 pt for
/// UIButton's title; the size the template gave is lost with the name. A run's font that is
/// missing leaves the run in the text's font.
extension FontContext {
    /// Whether an app would get this font: the system font, a name the font map covers, or a
    /// font installed here or among the screen's own font files.
    public func isAvailable(_ font: FontSpec) -> Bool {
        font.isSystem || FontMap.mapped(font) != nil || lookUp(font) != nil
    }

    /// For `--strict-fonts` and `strictFonts:`: the first missing font as an error, or nil.
    public var unknownFontError: RenderError? {
        unknownFonts.first.map { RenderError("font '\($0)' is not installed, not in the font map and not among the template's fonts (strict fonts: add it to fonts:, or name one that is)") }
    }

    /// The view with every missing font removed as iOS removes it, each named once in `warnings`.
    func fallingBack(_ view: EmptyDataSetView) -> EmptyDataSetView {
        var view = view
        view.title = view.title.map { fallingBack($0, role: .title) }
        view.detail = view.detail.map { fallingBack($0, role: .detail) }
        view.button.titles = view.button.titles.mapValues { fallingBack($0, role: .button) }
        return view
    }

    private func fallingBack(_ text: StyledText, role: LabelRole) -> StyledText {
        var text = text
        if let font = text.font, !isAvailable(font) {
            text.font = nil
            let standIn = role.defaultFont
            warnUnknown(font, "the \(role.label) is drawn in the label's own font, system \(format(standIn.size)) pt, as on iOS")
        }
        for index in text.runs.indices {
            guard let font = text.runs[index].font, !isAvailable(font) else { continue }
            text.runs[index].font = nil
            warnUnknown(font, "the run '\(text.runs[index].match.prefix(40))' keeps the \(role.label)'s font, as on iOS")
        }
        return text
    }

    private func format(_ size: Double) -> String { size == size.rounded() ? String(Int(size)) : String(size) }
}

extension LabelRole {
    var label: String {
        switch self {
        case .title: return "title"
        case .detail: return "description"
        case .button: return "button title"
        }
    }
}
