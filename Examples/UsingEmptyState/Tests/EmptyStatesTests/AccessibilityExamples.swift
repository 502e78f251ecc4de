import EmptyStateTesting
import XCTest

final class AccessibilityExamples: XCTestCase {
    // The screen must match, and pass the accessibility review (or waive what it accepts).
    func testNoMessagesIsAccessibleInIncreasedContrast() {
        assertEmptyState(template: "Templates/no-messages.yaml", traits: TraitCollection(contrast: .increased),
                         matches: "__Snapshots__/no-messages-increased.png", accessibility: true)
    }
}
