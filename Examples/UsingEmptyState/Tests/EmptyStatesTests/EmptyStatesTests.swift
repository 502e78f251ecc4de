import EmptyStateTesting
import XCTest

final class EmptyStatesTests: XCTestCase {
    // Paths are relative to this file's folder: Templates/ and __Snapshots__/ sit beside it.
    func testInbox() {
        assertEmptyState(template: "Templates/empty-inbox.yaml", state: .highlighted,
                         matches: "__Snapshots__/inbox-highlighted.png")
    }

    // The spinner an eighth of a second after the screen appeared, on a smaller phone.
    func testLoading() {
        assertEmptyState(template: "Templates/empty-inbox.yaml", variant: "loading", time: 0.125,
                         device: "iphone-se", matches: "__Snapshots__/inbox-loading.png")
    }

    // A screen built in code, its image from the test target's resources.
    func testBuiltInCode() {
        var view = EmptyDataSetView()
        view.image = ImageSpec(name: "Images/inbox", bundle: .module)
        view.title = StyledText(text: "No Messages")
        view.detail = StyledText(text: "When you have messages, you’ll see them here.")
        assertEmptyState(view, matches: "__Snapshots__/built-in-code.png",
                         tolerance: Tolerance(precision: 0.999, perceptualPrecision: 0.98))
    }
}
