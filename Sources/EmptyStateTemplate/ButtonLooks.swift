import EmptyStateModel
import EmptyStateTraits

/// The colors of a styled button in each control state, derived as UIKit's configurations
/// derive them from `baseBackgroundColor` and `baseForegroundColor` (default: the tint), and
/// resolved for the traits:
///
/// | style | background | foreground |
/// |---|---|---|
/// | plain | none | base foreground (tint) |
/// | gray, bordered | `secondarySystemFill` | tint |
/// | tinted | the base color at 15 % (20 % in dark) | tint |
/// | filled, borderedProminent | tint | white |
/// | glass | `secondarySystemFill` | tint |
/// | clearGlass | `quaternarySystemFill` | tint |
/// | prominentGlass, prominentClearGlass | tint | white |
///
/// Apple documents the Liquid Glass styles only as "similar to the bordered style" (`glass`) and
/// "similar to the borderedProminent style" (`glassProminent`); a flat picture cannot show the
/// refraction, so they take those styles' colors, the clear ones a lighter fill.
///
/// Highlighted: a background is mixed 15 % toward the label color (darker in light mode,
/// lighter in dark), a plain button's foreground drops to 50 % alpha. Disabled: the foreground
/// is `tertiaryLabel`, a background becomes `tertiarySystemFill` (iOS 15's grey disabled
/// look). Selected looks as normal. UIKit does not publish these transforms; they are our
/// reading of its look and are documented in docs/template-format.md.
struct ButtonLooks {
    let traits: TraitCollection
    let tint: Color

    func semantic(_ name: String) -> Color {
        SemanticColor.named(name, tint: DynamicColor(tint))!.resolved(with: traits)
    }

    func looks(_ style: ButtonStyleKind, background: Color?, foreground: Color?) -> [ControlState: ButtonLook] {
        let dark = traits.colorScheme == .dark
        let base = background ?? tint
        let normal: ButtonLook
        switch style {
        case .plain: normal = ButtonLook(background: .clear, foreground: foreground ?? tint)
        case .gray, .bordered, .glass: normal = ButtonLook(background: background ?? semantic("secondarySystemFill"), foreground: foreground ?? tint)
        case .clearGlass: normal = ButtonLook(background: background ?? semantic("quaternarySystemFill"), foreground: foreground ?? tint)
        case .tinted:
            var fill = base
            fill.alpha *= dark ? 0.2 : 0.15
            normal = ButtonLook(background: fill, foreground: foreground ?? base)
        case .filled, .borderedProminent, .prominentGlass, .prominentClearGlass: normal = ButtonLook(background: base, foreground: foreground ?? .white)
        }
        var highlighted = normal
        if style == .plain {
            highlighted.foreground.alpha *= 0.5
        } else {
            highlighted.background = Self.mix(normal.background, toward: dark ? .white : .black, by: 0.15)
        }
        var disabled = ButtonLook(background: style == .plain ? .clear : semantic("tertiarySystemFill"), foreground: semantic("tertiaryLabel"))
        if style == .plain { disabled.background = .clear }
        return [.normal: normal, .highlighted: highlighted, .disabled: disabled, .selected: normal]
    }

    /// `color` with `amount` of `other` mixed into its color (alpha kept).
    static func mix(_ color: Color, toward other: Color, by amount: Double) -> Color {
        Color(red: color.red + (other.red - color.red) * amount, green: color.green + (other.green - color.green) * amount,
              blue: color.blue + (other.blue - color.blue) * amount, alpha: color.alpha)
    }
}
