import EmptyStateModel

/// A color that depends on the traits, as a `UIColor(dynamicProvider:)` or an asset
/// catalog color set does: one value per appearance, and optional values for Increase
/// Contrast.
public struct DynamicColor: Equatable, Hashable, Sendable {
    public var light: Color
    public var dark: Color
    public var lightHighContrast: Color?
    public var darkHighContrast: Color?

    public init(light: Color, dark: Color, lightHighContrast: Color? = nil, darkHighContrast: Color? = nil) {
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// A color that is the same in every environment.
    public init(_ color: Color) {
        self.init(light: color, dark: color)
    }

    /// The value for `traits`. Increased contrast takes the high-contrast variant when
    /// there is one and otherwise the normal one, as UIKit does for colors that do not
    /// provide it. Text size and direction never change a color.
    public func resolved(with traits: TraitCollection) -> Color {
        let highContrast = traits.contrast == .increased
        switch traits.colorScheme {
        case .light: return (highContrast ? lightHighContrast : nil) ?? light
        case .dark: return (highContrast ? darkHighContrast : nil) ?? dark
        }
    }
}
