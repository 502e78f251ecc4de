@_exported import EmptyStateTesting
import EmptyStateImport
import EmptyStateSwiftReader
import Foundation

/// Screens declared in Swift source, tested from a test target without the installed tool:
/// call `SwiftSourceReader.linkIn()` once (in `setUp`), then name a screen as a template,
/// `assertEmptyState(template: "../../Sources/App/FeedView.swift#FeedView", matches: …)`.
/// Without it, EmptyStateTesting reads Swift through `emptystate-swift-reader` on `PATH`.
public enum SwiftSourceReader {
    /// Swift files are read in this process from now on (swift-syntax, linked by this product).
    public static func linkIn() {
        SwiftSources.readInProcess(SwiftReader.outcomes)
    }
}
