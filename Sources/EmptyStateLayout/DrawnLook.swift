extension ScreenLayout {
    /// What the layout draws, whatever its buttons' states are called: states that look alike
    /// (selected is normal unless the template says otherwise) compare equal. The renderer never
    /// reads `button.state`; what a state looks like is in the button's other fields, and an
    /// adjustment of an image the button does not have draws nothing.
    public var drawnLook: ScreenLayout {
        var look = self
        look.button = look.button.map(Self.drawn)
        look.secondaryButton = look.secondaryButton.map(Self.drawn)
        look.tertiaryButton = look.tertiaryButton.map(Self.drawn)
        return look
    }

    private static func drawn(_ button: ButtonLayout) -> ButtonLayout {
        var drawn = button
        drawn.state = .normal
        if drawn.image == nil { drawn.imageAdjustment = .none }
        if drawn.background == nil { drawn.backgroundAdjustment = .none }
        return drawn
    }
}
