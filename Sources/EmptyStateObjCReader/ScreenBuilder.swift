import EmptyStateModel
import EmptyStateSourceReading

/// A screen's template from its methods' results, in the template's key order: backgroundColor,
/// image (with tintColor, and its animation when animateImageView is on, as DZN runs it only
/// then), title, description, button (per state: normal, then only the states that differ, with
/// only the keys that differ), verticalOffset, spaceHeight, fadeIn, animateImageView, shouldDisplay.
struct ScreenBuilder {
    let results: MethodResults

    struct Built {
        var entries: [TemplateEntry] = []
        var warnings: [String] = []
        /// A method that reads the subject gave this screen a literal value.
        var hasKnownCaseValue = false
        /// `customViewForEmptyDataSet:` gave a view of the app's own (not imported, but drawn).
        var drawsAnAppView = false
    }

    func build(_ context: EvaluationContext, usesSubject: Set<String>) throws -> Built {
        var built = Built()
        func take(_ selector: DataSourceSelector, _ context: EvaluationContext) throws -> TemplateValue? {
            guard let result = try results.result(selector, context) else { return nil }
            built.warnings += result.warnings
            if result.value != nil, result.isKnown, usesSubject.contains(selector.rawValue) { built.hasKnownCaseValue = true }
            return result.value
        }
        let background = try take(.backgroundColor, context)
        let animateImageView = try take(.shouldAnimateImageView, context)
        var image = try take(.image, context)
        if case var .map(entries)? = image {
            let insertAt = entries.firstIndex { !["name", "systemName"].contains($0.key) } ?? entries.count
            var extra: [TemplateEntry] = []
            if let tint = try take(.imageTintColor, context) { extra.append(TemplateEntry("tintColor", tint)) }
            if animateImageView == .bool(true), let animation = try take(.imageAnimation, context) {
                extra.append(TemplateEntry("animation", animation))
            }
            entries.removeAll { entry in extra.contains { $0.key == entry.key } }
            entries.insert(contentsOf: extra, at: min(insertAt, entries.count))
            image = .map(entries)
        }
        var title = try take(.title, context)
        var description = try take(.description, context)
        var button: [TemplateEntry] = []
        for (selector, key) in [(DataSourceSelector.buttonTitle, "title"), (.buttonImage, "image"), (.buttonBackgroundImage, "backgroundImage")] {
            guard results.implements(selector) else { continue }
            var states: [(ControlState, TemplateValue?)] = []
            for state in ControlState.allCases {
                var c = context
                c.state = state.value
                states.append((state, try take(selector, c)))
            }
            if let perState = stateMapping(states, results.warningPrefix(selector) + "button.\(key)", &built.warnings) { button.append(TemplateEntry(key, perState)) }
        }
        // A custom view built from UIKit's views replaces the content with what it shows (an
        // empty map: a spinner alone).
        var nib: TemplateValue?
        if case let .map(shown)? = try take(.customView, context) {
            // A xib's view keeps the parts until the importer reads the xib (`customViewNib`).
            if !shown.contains(where: { $0.key == NibViewReference.key }) { (image, title, description, button) = (nil, nil, nil, []) }
            for entry in shown {
                switch entry.key {
                case "image": image = entry.value
                case "title": title = entry.value
                case "description": description = entry.value
                case "button": if case let .map(parts) = entry.value { button = parts }
                case NibViewReference.key: nib = entry.value
                default: break
                }
            }
        }
        else if let custom = try results.result(.customView, context), !custom.warnings.isEmpty { built.drawsAnAppView = true }
        let verticalOffset = try take(.verticalOffset, context)
        let spaceHeight = try take(.spaceHeight, context)
        let fadeIn = try take(.shouldFadeIn, context)
        let shouldDisplay = try takeShouldDisplay(context, &built.warnings)

        let ordered: [(String, TemplateValue?)] = [
            ("backgroundColor", background), ("image", image), ("title", title), ("description", description),
            ("button", button.isEmpty ? nil : .map(button)), ("verticalOffset", verticalOffset), ("spaceHeight", spaceHeight),
            ("fadeIn", fadeIn), ("animateImageView", animateImageView), ("shouldDisplay", shouldDisplay),
            (NibViewReference.key, nib),
        ]
        built.entries = ordered.compactMap { key, value in value.map { TemplateEntry(key, $0) } }
        return built
    }

    /// `emptyDataSetShouldDisplay:`'s NO only when it says NO whatever the run time holds: a
    /// method that says YES when `self.items.count == 0` declares when the screen shows, and the
    /// screen is drawn as shown (the reader cannot know the count, and the screen exists for it).
    /// So is one that returns a flag the class sets up as NO (`self.isShowEmptyData = NO;` in
    /// `viewDidLoad`, YES once a load has finished): the screen is what shows when it is YES.
    private func takeShouldDisplay(_ context: EvaluationContext, _ warnings: inout [String]) throws -> TemplateValue? {
        guard let result = try results.result(.shouldDisplay, context) else { return nil }
        guard result.dependsOnRunTime else {
            warnings += result.warnings
            return result.value
        }
        return nil
    }

    /// `{ normal: …, highlighted: { only what differs } }`. A state equal to normal, or nil (UIKit
    /// then shows normal's), is left out.
    private func stateMapping(_ states: [(ControlState, TemplateValue?)], _ what: String, _ warnings: inout [String]) -> TemplateValue? {
        let normal = states.first { $0.0 == .normal }?.1
        var entries: [TemplateEntry] = []
        if let normal { entries.append(TemplateEntry("normal", normal)) }
        for (state, value) in states where state != .normal {
            guard let value, value != normal else { continue }
            guard case let .map(own) = value, case let .map(base)? = normal else {
                entries.append(TemplateEntry(state.key, value))
                continue
            }
            let differing = own.filter { entry in base.first { $0.key == entry.key }?.value != entry.value }
            let lost = base.filter { entry in !own.contains { $0.key == entry.key } }.map(\.key)
            if !lost.isEmpty {
                warnings.append("\(what).\(state.key): has no \(lost.joined(separator: ", ")) where normal has; a state takes normal's keys, so it shows normal's")
            }
            if !differing.isEmpty { entries.append(TemplateEntry(state.key, .map(differing))) }
        }
        return entries.isEmpty ? nil : .map(entries)
    }
}
