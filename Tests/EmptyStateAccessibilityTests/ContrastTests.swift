import EmptyStateAccessibility
import EmptyStateModel
import EmptyStateTraits
import XCTest

/// Contrast as WCAG 2.2 defines it, measured on the rendered pixels behind each text.
final class ContrastTests: XCTestCase {
    func rgb(_ hex: UInt32) -> RGB {
        RGB(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }

    func testWCAGRatiosOfKnownPairs() {
        XCTAssertEqual(ContrastRatio.between(rgb(0x000000), rgb(0xFFFFFF)), 21, accuracy: 1e-9)
        XCTAssertEqual(ContrastRatio.between(rgb(0xFFFFFF), rgb(0xFFFFFF)), 1, accuracy: 1e-9)
        // Figures any WCAG checker gives: #767676 is the lightest grey that passes on white.
        XCTAssertEqual(ContrastRatio.shown(ContrastRatio.between(rgb(0x767676), rgb(0xFFFFFF)), needed: 4.5), 4.54)
        XCTAssertEqual(ContrastRatio.shown(ContrastRatio.between(rgb(0x777777), rgb(0xFFFFFF)), needed: 4.5), 4.48)
        XCTAssertEqual(ContrastRatio.shown(ContrastRatio.between(rgb(0x8E8E93), rgb(0xFFFFFF)), needed: 4.5), 3.26)
        XCTAssertEqual(ContrastRatio.shown(ContrastRatio.between(rgb(0xFFFFFF), rgb(0x007AFF)), needed: 4.5), 4.02)
    }

    func testARatioJustBelowTheNeededOneIsNeverShownAsIt() {
        XCTAssertEqual(ContrastRatio.shown(4.497, needed: 4.5), 4.49)
        XCTAssertEqual(ContrastRatio.format(4.497, needed: 4.5), "4.49:1")
        XCTAssertEqual(ContrastRatio.shown(4.497, needed: 3), 4.5)
        XCTAssertEqual(ContrastRatio.shown(6.996, needed: 7), 6.99)
    }

    func testAGreyDescriptionOnWhiteIsMeasuredFromTheRender() throws {
        let fixture = try AuditFixture()
        let found = try fixture.review("""
        backgroundColor: "#FFFFFF"
        title: { text: "Nothing here", color: "#000000" }
        description: { text: "A grey that is too light to read", color: "#BBBBBB" }
        """).findings
        let contrast = found.of(.contrast, "description")
        XCTAssertEqual(contrast.count, 1, "\(found)")
        XCTAssertEqual(contrast.first?.ratio, 1.92)
        XCTAssertEqual(contrast.first?.needed, 4.5)
        XCTAssertEqual(contrast.first?.message, "description #BBBBBB on #FFFFFF is 1.92:1, needs 4.5:1")
        XCTAssertTrue(found.of(.contrast, "title").isEmpty, "black on white passes")
    }

    func testLargeTextNeedsThreeToOneAndIncreasedContrastAsksMore() throws {
        let fixture = try AuditFixture()
        // #888888 on white is 3.54:1: enough for the 27 pt title (large), not for 17 pt text.
        let yaml = """
        backgroundColor: "#FFFFFF"
        title: { text: "Nothing here", color: "#888888" }
        description: { text: "Pull to refresh", color: "#888888" }
        """
        let normal = try fixture.review(yaml).findings
        XCTAssertTrue(normal.of(.contrast, "title").isEmpty, "\(normal)")
        XCTAssertEqual(normal.of(.contrast, "description").first?.needed, 4.5)
        var increased = TraitCollection.default
        increased.contrast = .increased
        let strict = try fixture.review(yaml, traits: increased).findings
        XCTAssertEqual(strict.of(.contrast, "title").first?.needed, 4.5)
        XCTAssertEqual(strict.of(.contrast, "description").first?.needed, 7)
        // 14 pt bold is large; 14 pt regular is not.
        let bold = try fixture.review("""
        backgroundColor: "#FFFFFF"
        title: { text: "Nothing", color: "#888888", font: { size: 14, weight: bold } }
        description: { text: "here", color: "#888888", font: { size: 14 } }
        """).findings
        XCTAssertTrue(bold.of(.contrast, "title").isEmpty)
        XCTAssertEqual(bold.of(.contrast, "description").count, 1)
    }

    /// What is behind a button's title is its background image, not the view's background.
    func testAButtonTitleIsMeasuredAgainstItsBackgroundImage() throws {
        let fixture = try AuditFixture()
        try fixture.png("green.png", width: 8, height: 8, rgb: (0x34, 0xC7, 0x59))
        let found = try fixture.review("""
        backgroundColor: "#FFFFFF"
        title: { text: "No messages", color: "#000000" }
        button:
          title: { normal: { text: "Compose", color: "#FFFFFF", font: { size: 17 } } }
          backgroundImage: { normal: { name: green, capInsets: [2, 2, 2, 2] } }
        """).findings
        let contrast = found.of(.contrast, "button")
        XCTAssertEqual(contrast.count, 1, "\(found)")
        // White on systemGreen (#34C759) is 2.22:1.
        XCTAssertEqual(contrast.first?.ratio, 2.22)
        XCTAssertEqual(contrast.first?.message, "button title #FFFFFF on #34C759 is 2.22:1, needs 4.5:1")
    }

    func testAClearViewIsMeasuredOverTheSystemBackgroundOfItsScheme() throws {
        let fixture = try AuditFixture()
        let yaml = """
        title: { text: "Nothing here", color: "#000000" }
        description: { text: "Pull to refresh", color: { light: "#333333", dark: "#333333" } }
        """
        XCTAssertTrue(try fixture.review(yaml).findings.of(.contrast, "description").isEmpty)
        var dark = TraitCollection.default
        dark.colorScheme = .dark
        let found = try fixture.review(yaml, traits: dark).findings
        XCTAssertEqual(found.of(.contrast, "description").first?.message, "description #333333 on #000000 is 1.66:1, needs 4.5:1")
    }

    /// Text in the very color of its background draws nothing, and is the worst case, not a pass.
    func testInvisibleTextIsAFinding() throws {
        let fixture = try AuditFixture()
        let found = try fixture.review("""
        backgroundColor: "#F2F2F7"
        title: { text: "Nothing here", color: "#F2F2F7" }
        """).findings
        XCTAssertEqual(found.of(.contrast, "title").first?.ratio, 1)
    }

    /// WCAG exempts inactive controls.
    func testADisabledButtonsTitleIsExempt() throws {
        let fixture = try AuditFixture()
        let yaml = """
        backgroundColor: "#FFFFFF"
        button: { title: { normal: { text: "Retry", color: "#CCCCCC", font: { size: 17 } }, disabled: { text: "Retry", color: "#CCCCCC", font: { size: 17 } } } }
        """
        XCTAssertEqual(try fixture.review(yaml).findings.of(.contrast, "button").count, 1)
        XCTAssertTrue(try fixture.review(yaml, state: ScreenState(.disabled)).findings.of(.contrast, "button").isEmpty)
    }
}
