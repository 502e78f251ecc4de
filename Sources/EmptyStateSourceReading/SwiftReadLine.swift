/// A request as the line written to `emptystate-swift-reader`: the first line of a run carries
/// what the whole app declares, the lines after it only their files. A large app's texts (1 MB
/// for olvid-ios) are then written and read once, not again for every batch of files.
public struct SwiftReadLine: Sendable, Codable {
    public struct Context: Sendable, Codable {
        public var wrappers: [WrapperView]
        public var texts: AppTexts
        public var classes: AppClasses
        public var ancestors: [SwiftReadRequest.File]
    }

    public var files: [SwiftReadRequest.File]
    /// Nil: the same as the last line that had one.
    public var context: Context?

    /// The request as a line, with its context or without it (when the line before had it).
    public init(_ request: SwiftReadRequest, withContext: Bool) {
        files = request.files
        context = withContext ? Context(wrappers: request.wrappers, texts: request.texts, classes: request.classes, ancestors: request.ancestors) : nil
    }

    /// The whole request, the context taken from `last` when the line has none; nil when
    /// neither has one (a line out of order).
    public func request(after last: Context?) -> (SwiftReadRequest, Context)? {
        guard let context = context ?? last else { return nil }
        return (SwiftReadRequest(files: files, wrappers: context.wrappers, texts: context.texts,
                                 classes: context.classes, ancestors: context.ancestors), context)
    }
}
