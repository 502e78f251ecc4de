import EmptyStateAccessibility
import EmptyStateModel
import EmptyStateTraits
import XCTest

/// VoiceOver's reading order: top to bottom, leading to trailing, mirrored right to left.
final class ReadingOrderTests: XCTestCase {
    let yaml = """
    style: uikit
    image: { systemName: tray, accessibilityLabel: "Empty tray" }
    text: "No Mail"
    secondaryText: { text: "New mail shows up here.", accessibilityHint: "Pull down to check again" }
    button: { title: "Compose", style: filled }
    secondaryButton: { title: "Settings", style: plain }
    actions: horizontal
    """

    func testElementsInReadingOrderWithTraitsAndLabels() throws {
        let fixture = try AuditFixture()
        let elements = ReadingOrder.elements(of: try fixture.review(yaml).layout)
        XCTAssertEqual(elements.map(\.element), ["image", "title", "description", "button", "secondaryButton"])
        XCTAssertEqual(elements.map(\.traits), [["image"], ["header"], ["staticText"], ["button"], ["button"]])
        XCTAssertEqual(elements.map(\.label), ["Empty tray", "No Mail", "New mail shows up here.", "Compose", "Settings"])
        XCTAssertEqual(elements[2].hint, "Pull down to check again")
        XCTAssertLessThan(elements[3].frame.x, elements[4].frame.x, "side by side, leading first")
    }

    func testRightToLeftReadsTheRowFromTheRight() throws {
        let fixture = try AuditFixture()
        var rtl = TraitCollection.default
        rtl.layoutDirection = .rightToLeft
        let elements = ReadingOrder.elements(of: try fixture.review(yaml, traits: rtl).layout)
        XCTAssertEqual(elements.map(\.element), ["image", "title", "description", "button", "secondaryButton"])
        XCTAssertGreaterThan(elements[3].frame.x, elements[4].frame.x, "the leading button is on the right and read first")
    }

    func testHiddenElementsAreLeftOut() throws {
        let fixture = try AuditFixture()
        let elements = ReadingOrder.elements(of: try fixture.review("""
        style: uikit
        image: { systemName: tray, accessibilityHidden: true }
        text: { text: "No Mail", accessibilityLabel: "Your mailbox is empty" }
        """).layout)
        XCTAssertEqual(elements.map(\.element), ["title"])
        XCTAssertEqual(elements.first?.label, "Your mailbox is empty")
    }
}
