import EmptyStateModel
import EmptyStateSymbols
import EmptyStateTraits
import Yams

/// `style: uikit` (UIContentUnavailableConfiguration) and `style: swiftui` (ContentUnavailableView):
/// their defaults, and the configuration's properties as keys.
///
/// Figures (docs/modern-styles.md lists each with its source): UIKit's come from the
/// constants of UIKitCore's UIContentUnavailableConstants_IOS as seen in public dumps of iOS
/// 18.2 (Apple does not document them): title2 bold `label` text, subheadline
/// `secondaryLabel` secondary text, a 48 pt image scaled with Dynamic Type in `secondaryLabel`,
/// paddings 15 / 3 / 20 / 15, margins 16 above and below and 32 at the sides (16 from
/// accessibility sizes on), plain small buttons, the readable width (672 pt). SwiftUI's: a 48 pt
/// symbol (regular, as its strokes measure on iOS's snapshots; the dump's "bold" is not what iOS
/// draws) and 15 pt between actions, from the same kind of dump; its gaps, actions and placement
/// as measured on iOS's snapshots (ContentUnavailableLayout). How
/// the symbol grows with Dynamic Type in each (measured for SwiftUI): ContentUnavailableSymbolSize.
extension ScreenDecoder {
    /// The modern styles' keys: only with `style: uikit` or `style: swiftui`.
    static let modernKeys = ["text", "secondaryText", "imageProperties", "textProperties", "secondaryTextProperties",
                             "alignment", "directionalLayoutMargins", "imageToTextPadding", "textToSecondaryTextPadding",
                             "textToButtonPadding", "buttonToSecondaryButtonPadding", "background", "readableWidth",
                             "buttonProperties", "secondaryButtonProperties"]

    func layoutStyle(_ pairs: Pairs) throws -> LayoutStyle {
        let style = try pairs.first { $0.key == "style" }.map { try reader.oneOf($0.value, LayoutStyle.self, what: "style") } ?? .dzn
        if style == .dzn, let modern = pairs.first(where: { Self.modernKeys.contains($0.key) }) {
            throw reader.error("\(modern.key) is a content-unavailable configuration's key; give style: uikit or style: swiftui", at: modern.keyNode)
        }
        // DZN's own placement has no meaning in a content-unavailable view: said, not ignored.
        if style != .dzn, let dzn = pairs.first(where: { ["verticalOffset", "spaceHeight", "spacing"].contains($0.key) }) {
            throw reader.error("\(dzn.key) is DZNEmptyDataSet's; with style: \(style.rawValue) the content is placed by directionalLayoutMargins and the paddings (imageToTextPadding, …)", at: dzn.keyNode)
        }
        return style
    }

    func named(_ name: String) -> Color { SemanticColor.named(name, tint: environment.tint)!.resolved(with: environment.traits) }

    /// The style's view before the template's keys: background, margins, paddings.
    func modernBase(_ style: LayoutStyle) -> EmptyDataSetView {
        var view = EmptyDataSetView()
        view.layoutStyle = style
        view.backgroundColor = named("systemBackground")
        var properties = ContentUnavailableLayout()
        // UIKit narrows the side margins to 16 from the accessibility sizes on.
        if environment.contentSize >= .AX1 { properties.margins.leading = 16; properties.margins.trailing = 16 }
        if style == .swiftui {
            properties.readableWidth = nil
            // Measured on iOS's snapshots (../shared/modern-corpus, @3x, ink to ink, with our
            // stand-in symbol's ink and our title font's cap height): the title's caps sit 23.67 pt
            // below the `tray`'s ink and 22.67 pt below `exclamationmark.triangle`'s, where UIKit's
            // 15 pt padding gives 20.00 and 19.33 here: SwiftUI's gap is 3.5 pt larger with a
            // 22 pt title. It grows with the title (36.33 pt against our 31.67 with the 56 pt title
            // of `.accessibilityExtraExtraExtraLarge`): 3.5 pt per 22 pt of title2.
            let title2 = TextStyle.title2.font(for: environment.contentSize).size
            properties.imageToTextPadding = 15 + 3.5 * title2 / 22
            // The actions' capsule starts 20.67 pt below the description's ink in both
            // references; 20 gave 20.33.
            properties.textToButtonPadding = 20 + 1.0 / 3
        }
        view.contentUnavailable = properties
        return view
    }

    /// The style's text, secondary text and symbol defaults.
    func modernTextFont(_ secondary: Bool) -> FontSpec {
        var font = (secondary ? TextStyle.subheadline : TextStyle.title2).font(for: environment.contentSize)
        if !secondary { font.weight = .bold }
        return font
    }

    func modernSymbolDefaults(_ style: LayoutStyle, imageProperties: Pairs?) throws -> SymbolDefaults {
        // 48 pt grown with Dynamic Type (body's scaling; SwiftUI's stops at AX3, as measured on
        // iOS's snapshots): ContentUnavailableSymbolSize. SwiftUI's is regular: the `tray` of
        // ../shared/modern-corpus has regular's strokes (6.8, 7.2 and 7.9 units per 100 pt across
        // it, as in two apps' regular `tray`s at 56 and 80 pt; bold's are half again as wide).
        var defaults = SymbolDefaults(textStyle: .body, weight: style == .swiftui ? .regular : nil, color: named("secondaryLabel"))
        defaults.pointSize = ContentUnavailableSymbolSize.pointSize(style, for: environment.contentSize)
        if let tint = imageProperties?.first(where: { $0.key == "tintColor" }) {
            defaults.color = try color(tint.value, what: "imageProperties.tintColor")
        }
        // `preferredSymbolConfiguration`: what the image's own configuration leaves out.
        if let node = imageProperties?.first(where: { $0.key == "preferredSymbolConfiguration" })?.value {
            let what = "imageProperties.preferredSymbolConfiguration"
            for (key, _, value) in try reader.mapping(node, known: ["pointSize", "weight", "scale", "textStyle", "renderingMode"], what: what) {
                switch key {
                case "pointSize": defaults.pointSize = try reader.finiteNumber(value, what: "\(what).pointSize", range: 1...1_000)
                case "textStyle": defaults.textStyle = try textStyle(value, what: "\(what).textStyle"); defaults.pointSize = nil
                case "weight": defaults.weight = try reader.oneOf(value, FontWeight.self, what: "\(what).weight")
                case "scale": defaults.scale = try reader.oneOf(value, SymbolScale.self, what: "\(what).scale")
                case "renderingMode": defaults.renderingMode = try reader.oneOf(value, SymbolRenderingMode.self, what: "\(what).renderingMode")
                default: break
                }
            }
        }
        return defaults
    }

    /// Applies the modern keys read after the loop (they modify what other keys made).
    func applyModern(_ pairs: Pairs, to view: inout EmptyDataSetView) throws {
        var properties = view.contentUnavailable
        for (key, keyNode, value) in pairs {
            switch key {
            case "alignment": properties.alignment = try reader.oneOf(value, ContentAlignment.self, what: key)
            case "directionalLayoutMargins": properties.margins = try directionalInsets(value, what: key)
            case "imageToTextPadding": properties.imageToTextPadding = try reader.finiteNumber(value, what: key, range: 0...10_000)
            case "textToSecondaryTextPadding": properties.textToSecondaryTextPadding = try reader.finiteNumber(value, what: key, range: 0...10_000)
            case "textToButtonPadding": properties.textToButtonPadding = try reader.finiteNumber(value, what: key, range: 0...10_000)
            case "buttonToSecondaryButtonPadding": properties.buttonToSecondaryButtonPadding = try reader.finiteNumber(value, what: key, range: 0...10_000)
            case "readableWidth":
                if case .scalar = value, (try? reader.bool(value, what: key)) == false { properties.readableWidth = nil; continue }
                properties.readableWidth = try reader.finiteNumber(value, what: "\(key) (points, or false)", range: 1...10_000)
            case "background":
                for (field, _, fieldValue) in try reader.mapping(value, known: ["color", "cornerRadius"], what: key) {
                    if field == "color" { view.backgroundColor = try color(fieldValue, what: "background.color") }
                    if field == "cornerRadius" { properties.backgroundCornerRadius = try reader.finiteNumber(fieldValue, what: "background.cornerRadius", range: 0...10_000) }
                }
            case "textProperties": try applyTextProperties(value, what: key, to: &view.title, at: keyNode)
            case "secondaryTextProperties": try applyTextProperties(value, what: key, to: &view.detail, at: keyNode)
            case "imageProperties":
                for (field, _, fieldValue) in try reader.mapping(value, known: ["tintColor", "maximumSize", "cornerRadius", "preferredSymbolConfiguration"], what: key) {
                    switch field {
                    case "maximumSize": try imageSizing("maxSize", fieldValue, into: &view.image, what: "imageProperties")
                    case "cornerRadius": try imageSizing("cornerRadius", fieldValue, into: &view.image, what: "imageProperties")
                    case "tintColor" where view.image?.symbol == nil: view.image?.tintColor = try color(fieldValue, what: "imageProperties.tintColor")
                    default: break   // read with the image: a symbol is drawn in its configuration
                    }
                }
            default: break
            }
        }
        view.contentUnavailable = properties
    }

    /// `textProperties: { font, color, numberOfLines, lineBreakMode, alignment }` over the text.
    private func applyTextProperties(_ node: Node, what: String, to text: inout StyledText?, at keyNode: Node) throws {
        let pairs = try reader.mapping(node, known: ["font", "color", "numberOfLines", "lineBreakMode", "alignment"], what: what)
        guard var styled = text else { return }
        for (key, _, value) in pairs {
            switch key {
            case "font": styled.font = try font(value, what: "\(what).font")
            case "color": styled.color = try color(value, what: "\(what).color")
            case "numberOfLines": styled.numberOfLines = Int(try reader.finiteNumber(value, what: "\(what).numberOfLines", range: 0...10_000))
            case "lineBreakMode": styled.lineBreakMode = try reader.oneOf(value, LineBreakMode.self, what: "\(what).lineBreakMode")
            case "alignment": styled.alignment = try reader.oneOf(value, TextAlignment.self, what: "\(what).alignment")
            default: break
            }
        }
        text = styled
    }
}

/// `buttonProperties` and `secondaryButtonProperties`: `{ isEnabled, role }`, as
/// `UIContentUnavailableConfiguration.ButtonProperties`. A disabled button is drawn in its
/// disabled look in every state; a `destructive` one in `systemRed` (as UIButton draws a
/// destructive role); `cancel`, `primary` and `normal` look as a plain role.
extension ScreenDecoder {
    enum ButtonRole: String, CaseIterable { case normal, primary, cancel, destructive }

    /// The button's own pairs with the properties' color folded in (read before decoding).
    func buttonPairs(_ node: Node, properties: Pairs?, what: String) throws -> Node {
        guard let properties, let roleNode = properties.first(where: { $0.key == "role" })?.value,
              try reader.oneOf(roleNode, ButtonRole.self, what: "\(what).role") == .destructive,
              case let .mapping(mapping) = node, !mapping.keys.contains(where: { $0.string == "baseForegroundColor" || $0.string == "baseBackgroundColor" })
        else { return node }
        var pairs = Array(mapping)
        let key = mapping.keys.contains { $0.string == "style" && ButtonStyleKind(rawValue: mapping[$0]?.string ?? "")?.isProminent == true }
            ? "baseBackgroundColor" : "baseForegroundColor"
        pairs.append((Node(key), Node("systemRed")))
        return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
    }

    func buttonProperties(_ pairs: Pairs, key: String) throws -> Pairs? {
        try pairs.first { $0.key == key }.map { try reader.mapping($0.value, known: ["isEnabled", "role"], what: key) }
    }

    /// `isEnabled: false`: every state looks disabled.
    func applyEnabled(_ properties: Pairs?, to button: inout ButtonSpec?, what: String) throws {
        guard let node = properties?.first(where: { $0.key == "isEnabled" })?.value,
              !(try reader.bool(node, what: "\(what).isEnabled")), var spec = button, var configuration = spec.configuration else { return }
        let disabled = configuration.look(.disabled)
        for state in ControlState.allCases {
            configuration.looks[state] = disabled
            spec.titles[state]?.color = disabled.foreground
        }
        spec.configuration = configuration
        button = spec
    }
}

extension ScreenDecoder {
    /// `imageSizing` on an optional image (a key given without an image does nothing).
    func imageSizing(_ key: String, _ value: Node, into spec: inout ImageSpec?, what: String) throws {
        guard var image = spec else { return }
        try imageSizing(key, value, into: &image, what: what)
        spec = image
    }
}
