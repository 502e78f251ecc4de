/// UIControlState values a template can give the button.
public enum ControlState: String, CaseIterable, Sendable {
    case normal, highlighted, disabled, selected
}

/// The button's content per state. Every state that the template does not give has already
/// fallen back to `normal` (key by key) when the template was loaded, so each dictionary holds
/// either nothing or all four states.
public struct ButtonSpec: Equatable, Sendable {
    public var titles: [ControlState: StyledText]
    public var images: [ControlState: ImageSpec]
    public var backgroundImages: [ControlState: ImageSpec]
    /// The states the template gave an image of their own (the others show `normal`'s, which
    /// UIKit adjusts: darker when highlighted, lighter when disabled).
    public var explicitImageStates: Set<ControlState>
    public var explicitBackgroundStates: Set<ControlState>
    /// A button drawn without images, as `UIButton.Configuration`; nil: DZN's custom button.
    public var configuration: ButtonConfiguration?
    /// One for every state, as UIKit's button has.
    public var accessibility = AccessibilityAttributes()

    public init(titles: [ControlState: StyledText] = [:], images: [ControlState: ImageSpec] = [:],
                backgroundImages: [ControlState: ImageSpec] = [:],
                explicitImageStates: Set<ControlState>? = nil, explicitBackgroundStates: Set<ControlState>? = nil) {
        self.titles = titles; self.images = images; self.backgroundImages = backgroundImages
        self.explicitImageStates = explicitImageStates ?? Set(images.keys)
        self.explicitBackgroundStates = explicitBackgroundStates ?? Set(backgroundImages.keys)
    }

    /// DZN's `canShowButton`: a title or an image for the normal state.
    public var isShown: Bool {
        if images[.normal] != nil || configuration?.image != nil { return true }
        return !(titles[.normal]?.text.isEmpty ?? true)
    }

    /// An image button ignores its titles, as in DZNEmptyDataSet.
    public var isImageButton: Bool { images[.normal] != nil }
}

/// How UIKit alters a button image that the state borrows from `normal`
/// (`adjustsImageWhenHighlighted`, `adjustsImageWhenDisabled`).
public enum ImageAdjustment: Equatable, Sendable {
    case none, darkened, lightened

    public static func forBorrowed(state: ControlState, explicit: Set<ControlState>) -> ImageAdjustment {
        guard !explicit.contains(state) else { return .none }
        switch state {
        case .highlighted: return .darkened
        case .disabled: return .lightened
        case .normal, .selected: return .none
        }
    }
}
