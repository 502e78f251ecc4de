import Foundation
import XCTest

/// Accessibility findings as a reviewer sees them, in the exported gallery and in `serve`, in
/// headless Chromium at a phone's and a desktop's width: a badge on the card of a screen with a
/// grey-on-white description, the findings listed in its full-size view (the contrast one with
/// its ratio), and the "Accessibility findings only" filter that keeps it and hides a clean screen.
final class AccessibilityBrowserTests: ServeTestCase {
    static let faint = "faint/default/320x480@1x/normal.png"
    static let clean = "clean/default/320x480@1x/normal.png"
    static let waived = "waived/default/320x480@1x/normal.png"

    /// #BBBBBB on white by WCAG's formula, to two decimals (1.92:1): what the list must say,
    /// worked out here rather than copied from the tool.
    static let faintRatio: String = {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let grey = linear(Double(0xBB) / 255)
        return String(format: "%.2f:1", (1.05 / (grey + 0.05) * 100).rounded() / 100)
    }()

    /// Three screens in a folder of their own: one with findings, one clean (labelled image,
    /// dark texts, no button), one whose only finding the template waives.
    private func writeScreens(faintColor: String = "#BBBBBB") throws {
        try write("a11y/dot.svg", ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10" fill="#0A84FF"/></svg>"##)
        try write("a11y/faint.yaml", Self.faintTemplate(description: faintColor))
        try write("a11y/clean.yaml", """
            name: clean
            canvas: { size: [320, 480], scale: 1 }
            backgroundColor: "#FFFFFF"
            image: { name: dot, accessibilityLabel: "A blue dot" }
            title: { text: All clear, color: "#1C1C1E" }
            description: { text: "Nothing to review.", color: "#3A3A3C" }

            """)
        try write("a11y/waived.yaml", """
            name: waived
            canvas: { size: [320, 480], scale: 1 }
            backgroundColor: "#FFFFFF"
            image: { name: dot, accessibilityHidden: true }
            title: { text: Brand grey, color: "#1C1C1E" }
            description: { text: "A grey the brand insists on.", color: "#AAAAAA" }
            accessibilityWaivers:
              - { kind: contrast, element: description, reason: "the brand's grey, agreed in review 412" }

            """)
    }

    static func faintTemplate(description color: String) -> String {
        """
        name: faint
        canvas: { size: [320, 480], scale: 1 }
        backgroundColor: "#FFFFFF"
        image: { name: dot, accessibilityHidden: true }
        title: { text: No messages, color: "#1C1C1E" }
        description: { text: "Messages you receive appear here.", color: "\(color)" }

        """
    }

    func testTheExportedGalleryShowsFindings() throws {
        try writeScreens()
        let export = try run(["export", "a11y", "--out", "out", "--format", "png"])
        XCTAssertEqual(export.status, 0, export.stderr)
        let chromium = try browser()
        defer { chromium.close() }
        let page = try chromium.page()
        let url = URL(fileURLWithPath: path("out/index.html")).absoluteString
        for (width, scheme) in [(1440, "light"), (360, "dark")] {
            try page.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": scheme]]])
            try page.size(width: width, height: width == 360 ? 740 : 900)
            try page.open(url)
            try assertFindingsShown(page, at: "\(width) px, \(scheme)")
        }
        XCTAssertEqual(page.consoleErrors, [], "no console errors")
        XCTAssertEqual(page.requests(outside: ["file://"]), [], "nothing fetched from outside")
    }

    /// An export made with --no-audit has no findings to show: no badge, no filter, no list.
    func testAnExportWithoutTheReviewShowsNoFindings() throws {
        try writeScreens()
        XCTAssertEqual(try run(["export", "a11y", "--out", "out", "--format", "png", "--no-audit"]).status, 0)
        let chromium = try browser()
        defer { chromium.close() }
        let page = try chromium.page()
        try page.size(width: 1440, height: 900)
        try page.open(URL(fileURLWithPath: path("out/index.html")).absoluteString)
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('.badge.a11y').length") as? Int, 0)
        XCTAssertEqual(try page.evaluate("document.querySelector('#a11y-only').checkVisibility()") as? Bool, false, "no filter")
        try page.evaluate("document.querySelector('[data-id=\"\(Self.faint)\"] button.open').click()")
        try page.wait(for: "document.querySelector('#detail').open", "the full-size view")
        XCTAssertEqual(try page.evaluate("document.querySelector('#findings').checkVisibility()") as? Bool, false, "no findings list")
    }

    /// Serve reviews every screen in the background and the page learns the findings over its
    /// event stream; an edit that fixes the contrast takes the finding away, as renders change.
    func testServeShowsFindingsAndReviewsAnEditAgain() throws {
        try writeScreens()
        let server = try ServeProcess(["a11y"], in: directory)
        defer { server.stop() }
        let chromium = try browser()
        defer { chromium.close() }
        let page = try chromium.page()
        for (width, scheme) in [(360, "dark"), (1440, "light")] {
            try page.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": scheme]]])
            try page.size(width: width, height: width == 360 ? 740 : 900)
            try page.open(server.url)
            // Drawing every screen takes a while on a busy machine: generous, as renders are.
            try page.wait(for: Self.allReviewed, timeout: 120, "every screen's findings at \(width) px")
            try assertFindingsShown(page, at: "\(width) px, \(scheme)")
        }

        // The description made dark enough: the server reviews faint again and the page drops the finding.
        let badge = "document.querySelector('[data-id=\"\(Self.faint)\"] .badge.a11y')"
        let before = try page.evaluate("\(badge)?.textContent ?? ''") as? String
        try write("a11y/faint.yaml", Self.faintTemplate(description: "#595959"))
        try page.wait(for: """
            (s => Array.isArray(s.accessibility) && !s.accessibility.some(f => f.kind === 'contrast'))(gallery.data.screens.find(s => s.id === '\(Self.faint)'))
            """, timeout: 120, "faint reviewed again after the edit")
        try page.wait(for: "(\(badge)?.textContent ?? '') !== \(literal(before))", timeout: 10, "the card's badge to change")
        try page.evaluate("document.querySelector('[data-id=\"\(Self.faint)\"] button.open').click()")
        try page.wait(for: "document.querySelector('#detail').open", "the full-size view")
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('#findings-list li[data-kind=\"contrast\"]').length") as? Int, 0,
                       "no contrast finding once the description is dark enough")
        XCTAssertEqual(page.consoleErrors, [], "no console errors")
        XCTAssertEqual(page.requests(outside: [server.url]), [], "nothing fetched from outside")
    }

    static let allReviewed = "document.body.dataset.ready === 'true' && gallery.data.screens.length > 0 && gallery.data.screens.every(s => Array.isArray(s.accessibility))"

    /// What a reviewer sees of the three screens: badges, the list in the full-size view, the filter.
    private func assertFindingsShown(_ page: DevToolsPage, at what: String) throws {
        func card(_ id: String) -> String { "document.querySelector('[data-id=\"\(id)\"]')" }
        // The badges: a count for open findings, a quiet one for waived ones, none on a clean screen.
        // [what it shows, what a screen reader says], or null when there is no visible badge.
        func badge(_ id: String, _ kind: String = ".badge.a11y") throws -> [String]? {
            try page.evaluate("""
                (b => b && b.checkVisibility() ? [b.querySelector('[aria-hidden]').textContent, b.querySelector('.visually-hidden').textContent] : null)(\(card(id)).querySelector('\(kind)'))
                """) as? [String]
        }
        let faint = try badge(Self.faint)
        XCTAssertNotNil(faint, "faint's badge at \(what)")
        let shown = faint?.first ?? ""
        let count = shown.hasPrefix("A11y ") ? Int(shown.dropFirst(5)) : nil
        XCTAssertNotNil(count, "the badge counts the findings: \(shown)")
        let spoken = "\(count ?? 0) accessibility finding\(count == 1 ? "" : "s")"
        XCTAssertEqual(faint?.last, spoken, "the badge's words for screen readers")
        let name = try page.evaluate("\(card(Self.faint)).querySelector('button.open').getAttribute('aria-label')") as? String ?? ""
        XCTAssertTrue(name.hasSuffix(", " + spoken), "the card's button names its findings: \(name)")
        XCTAssertEqual(try page.evaluate("\(card(Self.clean)).querySelectorAll('.badge.a11y').length") as? Int, 0, "no badge on the clean screen")
        XCTAssertEqual(try badge(Self.waived, ".badge.a11y.waived"), ["A11y 1 waived", "1 accessibility finding, all waived"], "the waived screen's quiet badge")
        XCTAssertEqual(try page.evaluate(PageScripts.lowContrast) as? [String], [], "text contrast at \(what), badges included")
        XCTAssertEqual(try page.evaluate(PageScripts.controlsLabelled) as? Bool, true)
        XCTAssertEqual(try page.evaluate("document.documentElement.scrollWidth <= innerWidth") as? Bool, true, "fits at \(what)")

        // The full-size view lists them, the contrast one with its ratio and the one needed.
        try page.evaluate("\(card(Self.faint)).querySelector('button.open').focus()")
        try page.press("Enter", keyCode: 13)
        try page.wait(for: "document.querySelector('#detail').open", "the full-size view at \(what)")
        let contrast = "document.querySelector('#findings-list li[data-kind=\"contrast\"]')"
        XCTAssertEqual(try page.evaluate(PageScripts.scrolledIntoView(contrast)) as? Bool, true, "the contrast finding can be seen at \(what)")
        let item = try page.evaluate("\(contrast).textContent") as? String ?? ""
        for part in ["Contrast", "description", "\(Self.faintRatio) (needs 4.5:1)", "#BBBBBB on #FFFFFF"] {
            XCTAssertTrue(item.contains(part), "'\(part)' in the finding: \(item)")
        }
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('#findings-list li:not(.waived)').length") as? Int, count, "as many as the badge says")
        XCTAssertEqual(try page.evaluate("document.querySelector('#findings-summary').textContent") as? String,
                       "\(count ?? 0) finding\(count == 1 ? "" : "s")")
        XCTAssertEqual(try page.evaluate(PageScripts.lowContrast) as? [String], [], "text contrast of the list at \(what)")
        // → to the waived screen: its finding with the reason.
        try page.press("ArrowRight", keyCode: 39)
        try page.wait(for: "location.hash.includes('open=waived')", "→ to the waived screen")
        XCTAssertTrue((try page.evaluate("document.querySelector('#findings-list li.waived').textContent") as? String ?? "")
            .contains("Waived: the brand's grey, agreed in review 412"), "the waiver's reason")
        XCTAssertEqual(try page.evaluate("document.querySelector('#findings-summary').textContent") as? String, "1 waived")
        try page.press("ArrowLeft", keyCode: 37)
        try page.press("ArrowLeft", keyCode: 37)
        try page.wait(for: "location.hash.includes('open=clean')", "← to the clean screen")
        XCTAssertTrue((try page.evaluate("document.querySelector('#findings-summary').textContent") as? String ?? "").hasPrefix("Nothing found"))
        try page.press("Escape", keyCode: 27)
        try page.wait(for: "!document.querySelector('#detail').open", "Esc to close")

        // The filter: only screens with open findings, in the URL, kept over a reload.
        try page.evaluate("document.querySelector('#a11y-only').click()")
        try page.wait(for: "location.hash.includes('a11y=1')", "the filter in the URL")
        try assertOnlyFaintShown(page, at: what)
        try page.call("Page.reload")
        try page.wait(for: "document.body.dataset.ready === 'true' && document.querySelector('#a11y-only').checked", "the filter after a reload")
        try assertOnlyFaintShown(page, at: what + ", reloaded")
        try page.evaluate("document.querySelector('#a11y-only').click()")
        try page.wait(for: "!location.hash.includes('a11y=1') && \(card(Self.clean)).checkVisibility()", "the filter off")
    }

    private func assertOnlyFaintShown(_ page: DevToolsPage, at what: String) throws {
        let shown = try page.evaluate("[...document.querySelectorAll('.card')].filter(c => c.checkVisibility()).map(c => c.dataset.id)") as? [String]
        XCTAssertEqual(shown, [Self.faint], "the Accessibility filter at \(what)")
        let count = try page.evaluate("document.querySelector('#count').textContent") as? String ?? ""
        XCTAssertTrue(count.hasPrefix("1 of 3 screens"), "the count at \(what): \(count)")
    }
}

extension PageScripts {
    /// Whether an element, scrolled into view as a reader would, is on screen and not hidden.
    static func scrolledIntoView(_ element: String) -> String {
        """
        (e => { if (!e || !e.checkVisibility()) return false; e.scrollIntoView({ block: 'nearest' });
          const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; })(\(element))
        """
    }
}
