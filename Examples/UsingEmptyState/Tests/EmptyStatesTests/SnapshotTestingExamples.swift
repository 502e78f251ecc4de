import EmptyStateSnapshotTesting
import XCTest

final class SnapshotTestingExamples: XCTestCase {
    func testNoMessages() {
        var view = EmptyDataSetView()
        view.title = StyledText(text: "No Messages")
        assertSnapshot(of: view, as: .emptyState(state: .highlighted))
        assertSnapshot(of: view, as: .emptyState(device: "iphone-se", time: 0.1, perceptualPrecision: 0.98))
    }
}
