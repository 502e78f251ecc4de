import EmptyStateModel
import EmptyStateTraits
import Yams

/// The presets, as UIContentUnavailableConfiguration's `.loading()`, `.search()` and
/// `.empty()`, and an error screen with a retry button:
///
/// | preset | image | title | description | button |
/// |---|---|---|---|---|
/// | loading | activity indicator (turns once a second) | Loading… | | |
/// | search | magnifying glass | No Results for “QUERY” (`query:`), or No Results | Check the spelling or try a new search. | |
/// | empty | tray | No Items | Items you add will appear here. | |
/// | error | exclamation mark in a triangle | Something Went Wrong | Check your connection and try again. | Try Again (filled) |
///
/// In DZN's layout: title `title2` bold in `label` (the loading text in `body`,
/// `secondaryLabel`), description `body` in `secondaryLabel`, the symbol 48 pt in
/// `secondaryLabel`, on `systemBackground`. With `style: uikit` or `swiftui` the style's own
/// fonts, symbol and paddings (ContentUnavailableDecoder). Every key the template gives
/// replaces the preset's.
extension ScreenDecoder {
    enum Preset: String, CaseIterable { case loading, search, empty, error }

    func presetView(_ pairs: Pairs, style layoutStyle: LayoutStyle = .dzn) throws -> EmptyDataSetView? {
        // `query: null` (a variant taking the query away) is no query.
        let queryNode = pairs.first { $0.key == "query" && !reader.isNull($0.value) }
        guard let presetNode = pairs.first(where: { $0.key == "preset" })?.value else {
            if let queryNode { throw reader.error("query names what was searched for; it needs preset: search", at: queryNode.keyNode) }
            return nil
        }
        let preset = try reader.oneOf(presetNode, Preset.self, what: "preset")
        var query: String?
        if let queryNode {
            guard preset == .search else { throw reader.error("query is for preset: search, not \(preset.rawValue)", at: queryNode.keyNode) }
            query = try reader.string(queryNode.value, what: "query")
            guard query!.unicodeScalars.count <= 200 else { throw reader.error("query must be at most 200 characters", at: queryNode.value) }
        }
        func style(_ style: TextStyle, bold: Bool = false) -> FontSpec {
            var font = style.font(for: environment.contentSize)
            if bold { font.weight = .bold }
            return font
        }
        func glyph(_ name: String, _ svg: String, pointSize: Double?) -> ImageSpec {
            var spec = ImageSpec(name: "preset:\(name)", directory: directory, tintColor: named("secondaryLabel"))
            spec.inlineSVG = svg
            spec.sizing.pointSize = pointSize
            return spec
        }
        let modern = layoutStyle != .dzn
        /// The preset's SF Symbol, as the configuration (or ContentUnavailableView) draws it.
        func symbol(_ name: String) throws -> ImageSpec {
            let defaults = modern ? try modernSymbolDefaults(layoutStyle, imageProperties: nil)
                                  : SymbolDefaults(textStyle: .body, pointSize: 48, color: named("secondaryLabel"))
            let node = Node(name)
            return try symbolImage(pairs: [("systemName", node, node)], at: node, what: "preset \(preset.rawValue)'s image", defaults: defaults)
        }
        var view = modern ? modernBase(layoutStyle) : EmptyDataSetView()
        view.backgroundColor = named("systemBackground")
        if !modern { view.spacing = GapSpacing(afterImage: 16, afterTitle: 8, afterDescription: 20, betweenButtons: 8) }
        let title = { (text: String) in StyledText(text: text, font: modern ? modernTextFont(false) : style(.title2, bold: true), color: named("label")) }
        let detail = { (text: String) in StyledText(text: text, font: modern ? modernTextFont(true) : style(.body), color: named("secondaryLabel")) }
        switch preset {
        case .loading:
            // UIKit's `.loading()`: a 32 pt indicator, subheadline text, 8 pt between them.
            var indicator = glyph("activity-indicator", PresetGlyphs.activityIndicator, pointSize: modern ? 32 : nil)
            indicator.animation = ImageAnimation(keyPath: .rotationZ, from: 0, to: 2 * .pi, duration: 1, repeatCount: .infinity)
            view.image = indicator
            view.animateImageView = true
            view.title = StyledText(text: "Loading…", font: style(modern ? .subheadline : .body), color: named("secondaryLabel"))
            if modern { view.contentUnavailable.imageToTextPadding = 8 } else { view.spacing.afterImage = 8 }
        case .search:
            view.image = try symbol("magnifyingglass")
            // `.search(text: "")` says "No Results", as it does with no query.
            view.title = title(query.flatMap { $0.isEmpty ? nil : "No Results for “\($0)”" } ?? "No Results")
            view.detail = detail("Check the spelling or try a new search.")
        case .empty where modern:
            break   // `.empty()` has no content of its own
        case .empty:
            view.image = try symbol("tray")
            view.title = title("No Items")
            view.detail = detail("Items you add will appear here.")
        case .error:
            view.image = try symbol("exclamationmark.triangle")
            view.title = title("Something Went Wrong")
            view.detail = detail("Check your connection and try again.")
            view.button = retryButton()
        }
        // The preset's glyph only repeats what its title says: decoration that VoiceOver skips.
        view.accessibility.image.hidden = true
        return view
    }

    /// The error preset's filled "Try Again" button.
    private func retryButton() -> ButtonSpec {
        let looks = ButtonLooks(traits: environment.traits, tint: environment.tint.resolved(with: environment.traits))
        var configuration = ButtonConfiguration(style: .filled, looks: looks.looks(.filled, background: nil, foreground: nil))
        configuration.size = .medium
        var button = ButtonSpec()
        let font = TextStyle.body.font(for: environment.contentSize)
        for state in ControlState.allCases {
            button.titles[state] = StyledText(text: "Try Again", font: font, color: configuration.look(state).foreground)
        }
        button.configuration = configuration
        return button
    }
}
