/// `UIButton.Configuration`'s styles (and SwiftUI's `bordered`/`borderedProminent`, which an
/// iOS developer reaches for by those names), with iOS 26's Liquid Glass ones.
public enum ButtonStyleKind: String, CaseIterable, Sendable {
    case plain, gray, tinted, filled, borderedProminent, bordered
    case glass, prominentGlass, clearGlass, prominentClearGlass

    /// Filled with the base color, its text white (`baseBackgroundColor` is what the tint sets).
    public var isProminent: Bool { [.filled, .borderedProminent, .prominentGlass, .prominentClearGlass].contains(self) }

    /// Liquid Glass: a capsule unless a corner is given (Apple's Liquid Glass controls are capsules).
    public var isGlass: Bool { [.glass, .prominentGlass, .clearGlass, .prominentClearGlass].contains(self) }
}

/// `UIButton.Configuration.CornerStyle`: `dynamic` (UIKit's default) follows the button's size.
public enum ButtonCornerStyle: String, CaseIterable, Sendable {
    case dynamic, fixed, small, medium, large, capsule
}

/// `UIButton.Configuration.Size`.
public enum ButtonSizeClass: String, CaseIterable, Sendable {
    case mini, small, medium, large
}

/// `UIButton.Configuration.imagePlacement` (NSDirectionalRectEdge).
public enum ImagePlacement: String, CaseIterable, Sendable {
    case leading, trailing, top, bottom
}

/// How wide a styled button is: its content's width (UIKit's intrinsic size), or the content
/// view's width less DZN's padding (as a DZN button always is).
public enum ButtonWidth: String, CaseIterable, Sendable {
    case fit, fill
}

/// The colors of a styled button in one control state, already resolved for the traits.
public struct ButtonLook: Equatable, Sendable {
    public var background: Color
    public var foreground: Color
    /// A 1-point stroke inside the background's edge, or nil.
    public var border: Color?
    public init(background: Color, foreground: Color, border: Color? = nil) {
        self.background = background; self.foreground = foreground; self.border = border
    }
}

/// A button drawn without images, as `UIButton.Configuration` draws it: background shape,
/// title and subtitle, an image beside them. The title itself is the button's `title.STATE`.
public struct ButtonConfiguration: Equatable, Sendable {
    public var style: ButtonStyleKind
    public var cornerStyle: ButtonCornerStyle = .dynamic
    /// For `cornerStyle: fixed` (UIBackgroundConfiguration.cornerRadius).
    public var cornerRadius: Double?
    public var size: ButtonSizeClass = .medium
    /// nil: the size's insets (see `ButtonMetrics`).
    public var contentInsets: DirectionalInsets?
    public var image: ImageSpec?
    /// Draws `image` in the foreground color, as UIKit draws a symbol image.
    public var tintsImage = true
    public var imagePlacement: ImagePlacement = .leading
    /// nil: `ButtonMetrics.imagePadding`.
    public var imagePadding: Double?
    /// Below the title (its font and color already resolved), as `configuration.subtitle`.
    public var subtitle: StyledText?
    public var width: ButtonWidth = .fit
    /// SwiftUI's capsule: its title keeps at least this fraction of a one-line capsule's radius
    /// from each end, so a capsule at a large Dynamic Type size is wider than its insets make it.
    /// nil: the insets alone, as UIKit's configuration (see `ButtonMetrics.swiftUICapsuleEndClearance`).
    public var capsuleEndClearance: Double?
    /// `UIButton.Configuration.titleLineBreakMode` and `subtitleLineBreakMode`. Apple documents
    /// `.byWordWrapping` as the default of both: "Word and character wrapping modes enable
    /// multiline text, while other modes restrict the text to a single line." A wrapped label is
    /// centred and breaks inside a word only when the word alone is wider than the button can be.
    public var titleLineBreakMode: LineBreakMode = .byWordWrapping
    public var subtitleLineBreakMode: LineBreakMode = .byWordWrapping
    /// SwiftUI's `Button` label is a `Text`: its wrapped lines take SwiftUI's leading
    /// (`SwiftUILeading`), not the font's line height as a UIKit label's do.
    public var swiftUILeading = false
    /// Per control state, all four present.
    public var looks: [ControlState: ButtonLook]

    public init(style: ButtonStyleKind, looks: [ControlState: ButtonLook]) {
        self.style = style; self.looks = looks
    }

    public func look(_ state: ControlState) -> ButtonLook {
        looks[state] ?? looks[.normal] ?? ButtonLook(background: .clear, foreground: .black)
    }

    /// The corner radius for a button of `height`.
    public func cornerRadius(height: Double) -> Double {
        switch cornerStyle {
        case .fixed: return max(0, cornerRadius ?? ButtonMetrics.fixedCornerRadius)
        case .capsule: return height / 2
        case .small: return ButtonMetrics.smallCornerRadius
        case .medium: return ButtonMetrics.mediumCornerRadius
        case .large: return ButtonMetrics.largeCornerRadius
        case .dynamic: return ButtonMetrics.of(size).dynamicCornerRadius
        }
    }
}
