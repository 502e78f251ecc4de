import EmptyStateModel

/// What the tool asks `emptystate-swift-reader` (or a reader linked in): these Swift files'
/// texts read with what the whole app declares. One JSON line per request on the reader's
/// standard input, one JSON line per answer on its standard output.
public struct SwiftReadRequest: Sendable, Codable {
    public struct File: Hashable, Sendable, Codable {
        public var path: String
        public var text: String
        public init(path: String, text: String) { self.path = path; self.text = text }
    }

    public var files: [File]
    public var wrappers: [WrapperView]
    public var texts: AppTexts
    /// The classes on the chains of the app's data sources' subclasses (`AppClasses.subclassing`).
    public var classes: AppClasses
    /// The files that declare or extend those subclasses' ancestors, read where a subclass is.
    public var ancestors: [File]

    public init(files: [File], wrappers: [WrapperView] = [], texts: AppTexts = AppTexts(),
                classes: AppClasses = AppClasses(), ancestors: [File] = []) {
        self.files = files; self.wrappers = wrappers; self.texts = texts
        self.classes = classes; self.ancestors = ancestors
    }
}

/// The reader's answer: one outcome per file, in the request's order.
public struct SwiftReadAnswer: Sendable, Codable {
    public enum Outcome: Sendable, Codable {
        case read(SwiftFileReading)
        /// The file's one-line error (`file:line:column: …`).
        case failed(String)
    }

    public var outcomes: [Outcome]
    public init(outcomes: [Outcome]) { self.outcomes = outcomes }
}
