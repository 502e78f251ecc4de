import EmptyStateModel

/// What one Swift file gives: its screens and the wrapper views it declares.
public struct SwiftFileReading: Sendable, Codable {
    public var screens: [ImportedScreen]
    public var wrappers: [WrapperView]
    /// The app's wrappers this file calls.
    public var calledWrappers: [String]
    /// The texts this file declares for the app.
    public var texts: AppTexts
    /// The classes this file declares, and the types it declares or extends.
    public var classes: AppClasses
    /// About the file itself (a syntax error its texts were read around).
    public var warnings: [String]

    public init(screens: [ImportedScreen], wrappers: [WrapperView], calledWrappers: [String], texts: AppTexts, classes: AppClasses = AppClasses(),
                warnings: [String] = []) {
        self.screens = screens; self.wrappers = wrappers; self.calledWrappers = calledWrappers; self.texts = texts
        self.classes = classes; self.warnings = warnings
    }
}
