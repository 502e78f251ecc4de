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

    public init(titles: [ControlState: StyledText] = [:], images: [ControlState: ImageSpec] = [:],
                backgroundImages: [ControlState: ImageSpec] = [:]) {
        self.titles = titles; self.images = images; self.backgroundImages = backgroundImages
    }

    /// DZN's `canShowButton`: a title or an image for the normal state.
    public var isShown: Bool {
        if images[.normal] != nil { return true }
        return !(titles[.normal]?.text.isEmpty ?? true)
    }

    /// An image button ignores its titles, as in DZNEmptyDataSet.
    public var isImageButton: Bool { images[.normal] != nil }
}
