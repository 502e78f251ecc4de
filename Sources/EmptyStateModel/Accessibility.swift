/// What VoiceOver is told about one element, as UIKit's `UIAccessibility` properties
/// (`accessibilityLabel`, `accessibilityHint`, `accessibilityElementsHidden`). Texts are
/// already localized; nil: the element's own (a label's text, a button's title).
public struct AccessibilityAttributes: Equatable, Sendable {
    public var label: String?
    public var hint: String?
    /// Decorative: VoiceOver skips it, and it needs no label.
    public var hidden = false

    public init(label: String? = nil, hint: String? = nil, hidden: Bool = false) {
        self.label = label; self.hint = hint; self.hidden = hidden
    }
}

/// The view's elements' accessibility (the buttons carry their own, in `ButtonSpec`).
public struct ViewAccessibility: Equatable, Sendable {
    public var image = AccessibilityAttributes()
    public var title = AccessibilityAttributes()
    public var description = AccessibilityAttributes()
    public init() {}
}

/// A finding of the accessibility review that the template accepts, with the reason it gives
/// (`accessibilityWaivers:`): the finding is still reported, as waived, and fails nothing.
public struct AccessibilityWaiver: Equatable, Sendable {
    /// `contrast`, `dynamicType`, `truncated`, `touchTarget` or `missingLabel`.
    public var kind: String
    /// `image`, `title`, `description`, `button`, `secondaryButton`, `tertiaryButton`.
    public var element: String
    /// Only in this variant; nil: in every variant.
    public var variant: String?
    /// Only while the button it names is in this state (`highlighted`); nil: in every state.
    public var state: String?
    public var reason: String

    public init(kind: String, element: String, variant: String? = nil, state: String? = nil, reason: String) {
        self.kind = kind; self.element = element; self.variant = variant; self.state = state; self.reason = reason
    }
}
