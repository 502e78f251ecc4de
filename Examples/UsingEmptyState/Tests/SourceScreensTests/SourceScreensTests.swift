// Screens declared in the app's Swift source, tested as they are written: EmptyStateSourceTesting
// reads Swift in the test process (it brings swift-syntax). With EmptyStateTesting alone, the
// same assertion reads Swift through the installed tool's `emptystate-swift-reader` on PATH.
import EmptyStateSourceTesting
import XCTest

final class SourceScreensTests: XCTestCase {
    override class func setUp() {
        SwiftSourceReader.linkIn()
    }

    func testInboxAsTheAppDeclaresIt() {
        assertEmptyState(template: "App/InboxView.swift#InboxView", matches: "__Snapshots__/inbox-from-source.png")
    }
}
