import EmptyStateAccessibility
import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import XCTest

/// Dynamic Type, truncation, touch targets and VoiceOver labels, from the layout.
final class FindingTests: XCTestCase {
    func testAFixedFontOnAModernScreenIgnoresDynamicType() throws {
        let fixture = try AuditFixture()
        let fixed = try fixture.review("""
        style: uikit
        text: { text: "No Mail", font: { size: 22, weight: bold } }
        secondaryText: { text: "New mail shows up here.", font: { textStyle: body } }
        """).findings
        XCTAssertEqual(fixed.of(.dynamicType, "title").first?.message,
                       "title has a fixed 22 pt font that ignores Dynamic Type; give it a textStyle, or relativeTo: a text style")
        XCTAssertTrue(fixed.of(.dynamicType, "description").isEmpty)
        // relativeTo scales it (UIFontMetrics); the configuration's own fonts are text styles.
        let scaled = try fixture.review("""
        style: uikit
        text: { text: "No Mail", font: { name: system, size: 22, relativeTo: title2 } }
        secondaryText: "New mail shows up here."
        """).findings
        XCTAssertTrue(scaled.filter { $0.kind == .dynamicType }.isEmpty, "\(scaled)")
        // DZN's labels are fixed by design: not a finding.
        let dzn = try fixture.review("title: { text: \"No Mail\", font: { size: 22 } }").findings
        XCTAssertTrue(dzn.filter { $0.kind == .dynamicType }.isEmpty)
    }

    func testTruncationNamesTheContentSize() throws {
        let fixture = try AuditFixture()
        var huge = TraitCollection.default
        huge.contentSize = .AX5
        let found = try fixture.review("""
        style: uikit
        text: { text: "Your inbox is empty and nothing new has arrived today", numberOfLines: 1 }
        """, traits: huge).findings
        let truncated = found.of(.truncated, "title")
        XCTAssertEqual(truncated.count, 1, "\(found)")
        XCTAssertTrue(truncated[0].message.hasPrefix("title at content size AX5: "), truncated[0].message)
    }

    func testButtonsSmallerThan44PointsAreFindingsWithTheirSize() throws {
        let fixture = try AuditFixture()
        let (layout, found) = try fixture.review("""
        backgroundColor: "#FFFFFF"
        button: { title: { normal: { text: "Retry", color: "#0040DD", font: { size: 15 } } } }
        """)
        let area = try XCTUnwrap(layout.buttons.first).hitArea
        let target = found.of(.touchTarget, "button")
        XCTAssertEqual(target.count, 1, "\(found)")
        XCTAssertEqual(target.first?.size, .init(width: area.width, height: area.height))
        XCTAssertLessThan(area.height, 44)
        // A large bordered button of UIButton.Configuration is tall enough.
        let large = try fixture.review("""
        style: uikit
        text: "No Mail"
        button: { title: "Compose", style: filled, size: large }
        """).findings
        XCTAssertTrue(large.of(.touchTarget, "button").isEmpty, "\(large)")
    }

    func testImagesAndImageOnlyButtonsNeedLabels() throws {
        let fixture = try AuditFixture()
        try fixture.png("art.png", width: 40, height: 40, rgb: (200, 30, 30))
        let unlabeled = try fixture.review("""
        image: art
        title: "Nothing"
        button: { image: { normal: art } }
        """).findings
        XCTAssertEqual(unlabeled.of(.missingLabel, "image").count, 1)
        XCTAssertEqual(unlabeled.of(.missingLabel, "button").first?.message,
                       "button shows only an image and has no accessibilityLabel: VoiceOver reads nothing useful")
        let labeled = try fixture.review("""
        image: { name: art, accessibilityHidden: true }
        title: "Nothing"
        button: { image: { normal: art }, accessibilityLabel: "Reload" }
        """).findings
        XCTAssertTrue(labeled.filter { $0.kind == .missingLabel }.isEmpty, "\(labeled)")
    }

    /// An icon-only button's glyph must stand out 3:1 from what is behind it (WCAG 1.4.11).
    func testAnIconOnlyButtonsGlyphNeedsThreeToOne() throws {
        let fixture = try AuditFixture()
        try fixture.png("pale.png", width: 44, height: 44, rgb: (0xE0, 0xE0, 0xE0))
        try fixture.png("dark.png", width: 44, height: 44, rgb: (0x20, 0x20, 0x20))
        let pale = try fixture.review("""
        backgroundColor: "#FFFFFF"
        button: { image: { normal: pale }, accessibilityLabel: "Reload" }
        """).findings
        XCTAssertEqual(pale.of(.contrast, "button").first?.needed, 3, "\(pale)")
        XCTAssertEqual(pale.of(.contrast, "button").first?.message, "button image #E0E0E0 on #FFFFFF is 1.32:1, needs 3:1")
        let dark = try fixture.review("""
        backgroundColor: "#FFFFFF"
        button: { image: { normal: dark }, accessibilityLabel: "Reload" }
        """).findings
        XCTAssertTrue(dark.of(.contrast, "button").isEmpty, "\(dark)")
    }

    func testWaiversAcceptFindingsWhereTheySay() throws {
        let fixture = try AuditFixture()
        let yaml = """
        backgroundColor: { light: "#FFFFFF", dark: "#000000" }
        title: { text: "Nothing here", color: "#000000" }
        description: { text: "Pull to refresh", color: "#999999" }
        accessibilityWaivers:
          - kind: contrast
            element: description
            when: { colorScheme: light }
            reason: "the brand grey, agreed with design"
        """
        let light = try fixture.review(yaml).findings.of(.contrast, "description")
        XCTAssertEqual(light.first?.waived, "the brand grey, agreed with design")
        XCTAssertEqual(light.first?.description, "contrast: description #999999 on #FFFFFF is 2.85:1, needs 4.5:1 (waived: the brand grey, agreed with design)")
        var dark = TraitCollection.default
        dark.colorScheme = .dark
        let inDark = try fixture.review(yaml, traits: dark).findings
        XCTAssertNil(inDark.of(.contrast, "title").first?.waived)
        XCTAssertEqual(inDark.of(.contrast, "title").count, 1, "black on black: not waived")
    }

    func testMalformedWaiversAreOneLineErrors() throws {
        let fixture = try AuditFixture()
        func error(_ waiver: String) -> String {
            do {
                _ = try fixture.review("title: Nothing\naccessibilityWaivers:\n" + waiver)
                return "no error"
            } catch { return "\(error)" }
        }
        XCTAssertTrue(error("  - { kind: contrats, element: title, reason: why not }").contains("accessibilityWaivers.kind 'contrats' is not one of contrast, dynamicType, truncated, touchTarget, missingLabel; did you mean 'contrast'?"), error("  - { kind: contrats, element: title, reason: why not }"))
        XCTAssertTrue(error("  - { kind: contrast, element: title }").hasSuffix("an accessibility waiver needs 'reason'"))
        let variant = error("  - { kind: contrast, element: title, variant: loadin, reason: the reason }")
        XCTAssertTrue(variant.contains("t.yaml:3:") && variant.hasSuffix("accessibilityWaivers.variant 'loadin' is not a variant of the template (default)"), variant)
        XCTAssertTrue(error("  - { kind: contrast, element: title, state: highlighted, reason: the reason }").hasSuffix("accessibilityWaivers.state is for a button's findings, not the title's"))
    }

    func testAccessibilityLabelsLocalizeLikeTexts() throws {
        let fixture = try AuditFixture()
        try fixture.write("Localizable.xcstrings", """
        { "sourceLanguage": "en", "version": "1.0", "strings": {
          "a11y.art": { "localizations": {
            "en": { "stringUnit": { "state": "translated", "value": "An empty tray" } },
            "de": { "stringUnit": { "state": "translated", "value": "Ein leeres Fach" } } } } } }
        """)
        try fixture.png("art.png", width: 40, height: 40, rgb: (200, 30, 30))
        let yaml = """
        strings: Localizable.xcstrings
        image: { name: art, accessibilityLabel: { key: a11y.art } }
        title: "Nothing"
        """
        var german = TraitCollection.default
        german.locale = "de"
        let (layout, found) = try fixture.review(yaml, traits: german)
        XCTAssertTrue(found.of(.missingLabel, "image").isEmpty)
        XCTAssertEqual(ReadingOrder.elements(of: layout).first?.label, "Ein leeres Fach")
    }
}
