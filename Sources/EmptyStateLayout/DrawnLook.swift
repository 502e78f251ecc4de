import EmptyStateModel

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

/// One picture of a screen: the first state that draws it, its layout, and the later states
/// that draw exactly the same (not drawn or filed again).
public struct DrawnPicture: Sendable {
    public var state: ScreenState
    public var layout: ScreenLayout
    public var alike: [ScreenState] = []

    public init(state: ScreenState, layout: ScreenLayout) {
        self.state = state; self.layout = layout
    }

    /// The states' layouts grouped by what they draw (`drawnLook`), in the states' order.
    public static func grouping(_ states: [ScreenState], _ layout: (ScreenState) throws -> ScreenLayout) rethrows -> [DrawnPicture] {
        var pictures: [DrawnPicture] = []
        var looks: [ScreenLayout] = []
        for state in states {
            let made = try layout(state)
            let look = made.drawnLook
            if let same = looks.firstIndex(of: look) {
                pictures[same].alike.append(state)
                continue
            }
            looks.append(look)
            pictures.append(DrawnPicture(state: state, layout: made))
        }
        return pictures
    }
}
