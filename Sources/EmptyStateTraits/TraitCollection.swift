/// The environment a screen is rendered in, modelled on UIKit's `UITraitCollection`
/// (https://developer.apple.com/documentation/uikit/uitraitcollection): the four traits
/// that change how an empty state looks. Everything else (size class, idiom, scale) is
/// fixed by the device the template describes.
public struct TraitCollection: Hashable, Sendable {
    public var colorScheme: ColorScheme
    public var contentSize: ContentSizeCategory
    public var contrast: Contrast
    public var layoutDirection: LayoutDirection
    /// The locale strings are looked up in (`de`, `pt-BR`, a pseudo-locale such as `en-XA`);
    /// nil: the template's development language, as written.
    public var locale: String?

    /// What a new iPhone starts with: light, Large text, normal contrast, left to right.
    public static let `default` = TraitCollection()

    public init(colorScheme: ColorScheme = .light, contentSize: ContentSizeCategory = .large,
                contrast: Contrast = .normal, layoutDirection: LayoutDirection = .leftToRight, locale: String? = nil) {
        self.colorScheme = colorScheme
        self.contentSize = contentSize
        self.contrast = contrast
        self.layoutDirection = layoutDirection
        self.locale = locale
    }

    public var isDefault: Bool { self == .default }

    /// A file-name suffix naming only the traits that differ from the default, always in
    /// the order scheme, size, contrast, direction, so that one matrix cell has one name:
    /// `~dark~AX3~increased-contrast~rtl`, and "" for the default.
    public var suffix: String {
        var parts: [String] = []
        if let locale { parts.append(locale) }
        if colorScheme != TraitCollection.default.colorScheme { parts.append(colorScheme.rawValue) }
        if contentSize != TraitCollection.default.contentSize { parts.append(contentSize.rawValue) }
        if contrast != TraitCollection.default.contrast { parts.append(contrast.rawValue + "-contrast") }
        if layoutDirection != TraitCollection.default.layoutDirection { parts.append(layoutDirection.rawValue) }
        return parts.map { "~" + $0 }.joined()
    }
}
