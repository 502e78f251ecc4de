import EmptyStateTesting
import XCTest

final class TraitsExamples: XCTestCase {
    // Dark mode at the largest accessibility text size, in German.
    func testNoMessagesDarkAX5German() {
        assertEmptyState(template: "Templates/no-messages.yaml",
                         traits: TraitCollection(colorScheme: .dark, contentSize: .AX5, locale: "de"),
                         matches: "__Snapshots__/no-messages-dark-ax5-de.png")
    }
}
