import EmptyStateLayout

extension ScreenLayout {
    /// What the layout draws, whatever its buttons' states are called: states that look alike
    /// (selected is normal unless the template says otherwise) compare equal. The renderer never
    /// reads `button.state`; what a state looks like is in the button's other fields.
    var drawnLook: ScreenLayout {
        var look = self
        look.button?.state = .normal
        look.secondaryButton?.state = .normal
        look.tertiaryButton?.state = .normal
        return look
    }
}
