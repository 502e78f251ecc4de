import EmptyStateModel
import EmptyStateTraits
import Yams

/// A button with `style:`, drawn as `UIButton.Configuration` draws it: no images needed.
///
/// ```yaml
/// secondaryButton:
///   style: tinted            # plain | gray | tinted | filled | borderedProminent | bordered | glass | prominentGlass | clearGlass | prominentClearGlass
///   size: large              # mini | small | medium | large
///   cornerStyle: capsule     # dynamic | fixed (with cornerRadius) | small | medium | large | capsule
///   title: Learn More        # a text, or per state as DZN's titles
///   subtitle: Takes a minute
///   titleLineBreakMode: byTruncatingTail   # NSLineBreakMode; byWordWrapping (UIKit's default) wraps
///   subtitleLineBreakMode: byWordWrapping
///   image: { name: art/info, pointSize: 17 }
///   imagePlacement: leading  # leading | trailing | top | bottom
///   imagePadding: 6
///   contentInsets: [7, 12, 7, 12]   # top, leading, bottom, trailing
///   baseBackgroundColor: systemRed
///   width: fit               # fit | fill
/// ```
extension ScreenDecoder {
    func styledButton(_ pairs: Pairs, style styleNode: Node, at node: Node, what: String) throws -> ButtonSpec {
        let style = try reader.oneOf(styleNode, ButtonStyleKind.self, what: "\(what).style")
        var background: Color?, foreground: Color?
        for (key, _, value) in pairs {
            if key == "baseBackgroundColor" { background = try color(value, what: "\(what).baseBackgroundColor") }
            if key == "baseForegroundColor" { foreground = try color(value, what: "\(what).baseForegroundColor") }
        }
        let looks = ButtonLooks(traits: environment.traits, tint: environment.tint.resolved(with: environment.traits))
        var configuration = ButtonConfiguration(style: style, looks: looks.looks(style, background: background, foreground: foreground))
        var titleNode: Node?
        // A symbol in a button is sized by the title's text style and drawn in its foreground.
        let sizeClass = try pairs.first { $0.key == "size" }.map { try reader.oneOf($0.value, ButtonSizeClass.self, what: "\(what).size") } ?? configuration.size
        let symbol = SymbolDefaults(textStyle: TextStyle.named(ButtonMetrics.of(sizeClass).titleStyle)!, color: configuration.look(.normal).foreground)
        for (key, _, value) in pairs {
            let name = "\(what).\(key)"
            switch key {
            case "title": titleNode = value
            case "cornerStyle": configuration.cornerStyle = try reader.oneOf(value, ButtonCornerStyle.self, what: name)
            case "cornerRadius": configuration.cornerRadius = try reader.finiteNumber(value, what: name, range: 0...10_000)
            case "size": configuration.size = try reader.oneOf(value, ButtonSizeClass.self, what: name)
            case "contentInsets": configuration.contentInsets = try directionalInsets(value, what: name)
            case "image": configuration.image = try imageUnlessMissing(value, what: name, symbol: symbol)
            case "imagePlacement": configuration.imagePlacement = try reader.oneOf(value, ImagePlacement.self, what: name)
            case "imagePadding": configuration.imagePadding = try reader.finiteNumber(value, what: name, range: 0...10_000)
            case "imageRenderingMode":
                let mode = try reader.string(value, what: name)
                guard mode == "template" || mode == "original" else {
                    throw reader.error("\(name) \(reader.quote(mode)) is not one of template, original", at: value)
                }
                configuration.tintsImage = mode == "template"
            case "width": configuration.width = try reader.oneOf(value, ButtonWidth.self, what: name)
            case "titleLineBreakMode": configuration.titleLineBreakMode = try reader.oneOf(value, LineBreakMode.self, what: name)
            case "subtitleLineBreakMode": configuration.subtitleLineBreakMode = try reader.oneOf(value, LineBreakMode.self, what: name)
            case "backgroundImage":
                throw reader.error("\(name): a styled button draws its own background; leave out 'style' to use background images", at: value)
            default: break
            }
        }
        if style.isGlass, !pairs.contains(where: { $0.key == "cornerStyle" || $0.key == "cornerRadius" }) {
            configuration.cornerStyle = .capsule
        }
        if configuration.cornerRadius != nil, configuration.cornerStyle != .fixed,
           let radiusNode = pairs.first(where: { $0.key == "cornerRadius" })?.value {
            if pairs.contains(where: { $0.key == "cornerStyle" }) {
                throw reader.error("\(what).cornerRadius needs cornerStyle: fixed (it is \(configuration.cornerStyle.rawValue))", at: radiusNode)
            }
            configuration.cornerStyle = .fixed   // a radius alone means a fixed corner, as UIKit's background.cornerRadius
        }
        let metrics = ButtonMetrics.of(configuration.size)
        let titleFont = TextStyle.named(metrics.titleStyle)!.font(for: environment.contentSize)
        if let subtitleNode = pairs.first(where: { $0.key == "subtitle" })?.value {
            var subtitle = try text(subtitleNode, what: "\(what).subtitle")
            subtitle.font = subtitle.font ?? TextStyle.named(metrics.subtitleStyle)!.font(for: environment.contentSize)
            configuration.subtitle = subtitle
        }
        var button = ButtonSpec()
        if let titleNode { button.titles = try styledTitles(titleNode, what: "\(what).title") }
        // The title takes the style's font and, per state, its foreground unless it gives its own.
        let given = button.titles
        for state in ControlState.allCases {
            var title = given[state] ?? given[.normal] ?? StyledText(text: "")
            title.font = title.font ?? titleFont
            title.color = title.color ?? configuration.look(state).foreground
            button.titles[state] = title
        }
        button.configuration = configuration
        guard button.isShown else {
            throw reader.error("\(what) needs a 'title' or an 'image'", at: node)
        }
        return button
    }

    /// A text for every state, or DZN's per-state mapping.
    private func styledTitles(_ node: Node, what: String) throws -> [ControlState: StyledText] {
        if isPerState(node, valueKeys: Keys.text) {
            return try states(node, what: what, pairs: textPairs) { pairs, at, what in try text(pairs: pairs, at: at, what: what) }
        }
        return [.normal: try text(node, what: what)]
    }

    /// `[top, leading, bottom, trailing]`, none negative.
    func directionalInsets(_ node: Node, what: String) throws -> DirectionalInsets {
        let v = try reader.numbers(node, count: 4, what: what + " [top, leading, bottom, trailing]")
        guard v.allSatisfy({ $0 >= 0 && $0 <= 10_000 }) else {
            throw reader.error("\(what) must be between 0 and 10000 points each, not \(v.map(reader.format).joined(separator: ", "))", at: node)
        }
        return DirectionalInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
    }
}
