import Foundation
import XCTest

/// `emptystate serve` in headless Chromium, as a designer and a reviewer use it.
final class ServeBrowserTests: ServeTestCase {
    /// References of today's screens; then beta changes, so review has something to show.
    private func startReviewServer() throws -> ServeProcess {
        XCTAssertEqual(try run(["check", "templates", "--reference", "refs", "--record", "all"]).status, 0)
        try write("templates/beta.yaml", Self.beta(title: "Beta, renamed"))
        return try ServeProcess(["templates", "--reference", "refs"], in: directory)
    }

    func testLiveReviewInARealBrowser() throws {
        let server = try startReviewServer()
        defer { server.stop() }
        let chromium = try browser()
        defer { chromium.close() }
        let page = try chromium.page()
        try page.call("Page.addScriptToEvaluateOnNewDocument", ["source": PageScripts.layoutShift])
        try page.size(width: 1440, height: 900)
        try page.open(server.url)

        // Statuses arrive over SSE as the server works them out.
        try page.wait(for: "gallery.data.screens.length > 0 && gallery.data.screens.every(s => s.status)", "review statuses")
        // The reviewer's drawings bring each screen's accessibility findings with its status.
        XCTAssertEqual(try page.evaluate("gallery.data.screens.every(s => s.status === 'missing' || Array.isArray(s.accessibility))") as? Bool, true,
                       "findings with the statuses")
        XCTAssertGreaterThan(try page.evaluate("document.querySelectorAll('section[data-name=\"alpha\"] .badge.a11y').length") as? Int ?? 0, 0,
                             "alpha's image has no VoiceOver label: a badge")
        XCTAssertEqual(try page.evaluate(PageScripts.imagesDecode) as? Bool, true, "every thumbnail decodes")
        Thread.sleep(forTimeInterval: 0.3)
        // Layout shift of the load, statuses arriving included, at a laptop's width (the phone's below).
        let shifts = try page.evaluate("JSON.stringify(window.__shifts)") as? String ?? ""
        XCTAssertLessThan(try page.evaluate("window.__cls") as? Double ?? 1, 0.1, "layout shift at 1440 px: \(shifts)")
        XCTAssertEqual(try page.evaluate(PageScripts.imagesSized) as? Bool, true, "width and height on every image")
        XCTAssertEqual(try page.evaluate(PageScripts.controlsLabelled) as? Bool, true, "every control has a label")
        XCTAssertEqual(try page.evaluate(PageScripts.lowContrast) as? [String], [], "text contrast at least 4.5:1, badges included")
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('section[data-name=\"beta\"] .badge.changed').length") as? Int, 1,
                       "beta's one distinct screen is marked changed (its four states draw alike: one card)")
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('section[data-name=\"alpha\"] .badge.changed').length") as? Int, 0)
        XCTAssertTrue((try page.evaluate("document.querySelector('section[data-name=\"beta\"] .caption').textContent") as? String ?? "")
            .contains("same as normal"), "identical states are shown once")

        // The filter: by any word, kept in the URL, with a count and a line when nothing matches.
        try page.evaluate("document.querySelector('#filter').focus()")
        try page.type("dark loading")
        try page.wait(for: "location.hash.includes('q=dark+loading')", "the filter in the URL")
        let count = try page.evaluate("document.querySelector('#count').textContent") as? String ?? ""
        let visible = try page.evaluate("document.querySelectorAll('.card:not([hidden])').length") as? Int ?? 0
        XCTAssertGreaterThan(visible, 0)
        XCTAssertTrue(count.hasPrefix("\(visible) of 13 screens"), count)
        XCTAssertEqual(try page.evaluate("[...document.querySelectorAll('.card:not([hidden])')].every(c => c.closest('.row').dataset.row === 'loading · dark')") as? Bool, true)
        try page.call("Page.reload")
        try page.wait(for: "document.body.dataset.ready === 'true' && document.querySelector('#filter').value === 'dark loading'", "the filter to survive a reload")
        try page.evaluate("document.querySelector('#filter').focus(); document.querySelector('#filter').select()")
        try page.type("nothing-like-this")
        try page.wait(for: "!document.querySelector('#empty').hidden", "the no-matches line")
        XCTAssertEqual(try page.evaluate("document.querySelector('#empty-text').textContent") as? String, "No screens match “nothing-like-this”.")
        try page.evaluate("document.querySelector('#clear').click()")

        // An edit in an editor reaches the page through SSE: the image changes without a reload.
        let thumb = PageScripts.thumb("alpha/default/180x320@1x/normal.png")
        XCTAssertEqual(try page.evaluate(PageScripts.background(thumb)) as? String, "255,255,255")
        let before = try page.evaluate("\(thumb).src") as? String
        try write("templates/alpha.yaml", Self.alpha(background: "#000000"))
        let seconds = try page.wait(for: "\(thumb).src !== \(literal(before)) && \(thumb).complete && \(PageScripts.background(thumb)) === '0,0,0'",
                                    "the edited template's new image")
        XCTAssertLessThan(seconds, 5)
        XCTAssertEqual(try page.evaluate("performance.getEntriesByType('navigation').length") as? Int, 1, "no reload")

        // A broken template: its one-line error on the page, the last good image stays.
        try write("templates/alpha.yaml", "name: alpha\ntitel: oops\n")
        try page.wait(for: "document.querySelector('#errors').textContent.includes(\"unknown key 'titel'\")", "the template's error")
        XCTAssertTrue((try page.evaluate("document.querySelector('section[data-name=\"alpha\"] .template-error').textContent") as? String ?? "")
            .contains("alpha.yaml:2:1: unknown key 'titel' in the template; did you mean 'title'?"))
        XCTAssertEqual(try page.evaluate(PageScripts.background(thumb)) as? String, "0,0,0", "the last good render stays")
        try write("templates/alpha.yaml", Self.alpha(background: "#000000"))
        try page.wait(for: "document.querySelector('#errors').textContent === ''", "the error to clear")

        // Approve from the page: the full-size view of beta, then Approve.
        let betaID = "beta/default/240x180@1x/normal.png"
        let reference = path("refs/" + betaID)
        let old = try Data(contentsOf: URL(fileURLWithPath: reference))
        try page.evaluate("document.querySelector('[data-id=\"\(betaID)\"] button.open').click()")
        try page.wait(for: "document.querySelector('#detail').open && !document.querySelector('#approve').hidden", "the approve button")
        XCTAssertEqual(try page.evaluate("document.querySelector('#compare').hidden") as? Bool, false, "compare modes for a changed screen")
        XCTAssertEqual(try page.evaluate(PageScripts.lowContrast) as? [String], [], "text contrast in the review view, badges and approve included")
        try page.evaluate("document.querySelector('#approve').click()")
        try page.wait(for: "gallery.data.screens.filter(s => s.template === 'beta').every(s => s.status === 'unchanged')", "beta approved")
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: reference)), old, "the reference was rewritten")
        // Exactly what check --record writes: the same bytes.
        XCTAssertEqual(try run(["check", "templates/beta.yaml", "--reference", "again", "--record", "all"]).status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: reference)), try Data(contentsOf: URL(fileURLWithPath: path("again/" + betaID))))
        try page.press("Escape", keyCode: 27)
        try page.wait(for: "!document.querySelector('#detail').open", "Esc to close the detail view")

        // The appearance: the scrubber shows a moment; Play loops it (the spinner's scale pulse
        // repeats: the time wraps and goes on), Pause stops.
        try page.evaluate("document.querySelector('[data-id=\"alpha/loading/180x320@1x/normal.png\"] button.open').click()")
        try page.wait(for: "document.querySelector('#detail').open", "the loading screen full size")
        try page.evaluate("const t = document.querySelector('#time'); t.value = 0.1; t.dispatchEvent(new Event('input'))")
        try page.wait(for: "(i => i.complete && i.naturalWidth > 0 && i.src.includes('time=0.100'))(document.querySelector('#detail-now'))", "the scrubbed moment")
        try page.evaluate("document.querySelector('#play').click()")
        try page.wait(for: "player.time > 0.9 && document.querySelector('#detail-now').src.includes('time=')", "Play to run to the end of the loop")
        try page.wait(for: "player.time < 0.6 && player.time >= 0.5", timeout: 5, "the loop to wrap to its start after the fade-in")
        try page.evaluate("document.querySelector('#play').click()")
        XCTAssertEqual(try page.evaluate("document.querySelector('#play').getAttribute('aria-pressed')") as? String, "false")
        try page.press("Escape", keyCode: 27)
        try page.wait(for: "!document.querySelector('#detail').open", "Esc to close")

        try page.size(width: 360, height: 740)
        try page.call("Page.reload")
        try page.wait(for: "document.body.dataset.ready === 'true'", "the page at 360 px")
        XCTAssertEqual(try page.evaluate(PageScripts.imagesDecode) as? Bool, true)
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertLessThan(try page.evaluate("window.__cls") as? Double ?? 1, 0.1, "layout shift at 360 px")
        XCTAssertEqual(try page.evaluate("document.documentElement.scrollWidth <= 360") as? Bool, true, "nothing wider than a phone")

        XCTAssertEqual(page.consoleErrors, [], "no console errors")
        XCTAssertEqual(page.requests(outside: [server.url]), [], "nothing fetched from outside")
        let stopped = server.stop()
        XCTAssertEqual(stopped.status, 0, "a clean shutdown with an event stream open: \(stopped.stderr)")
    }

    /// Review in the dark appearance: badges, statuses and the approve button stay readable.
    func testReviewIsReadableInTheDarkAppearance() throws {
        let server = try startReviewServer()
        defer { server.stop() }
        let chromium = try browser()
        defer { chromium.close() }
        let page = try chromium.page()
        try page.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "dark"]]])
        try page.size(width: 1440, height: 900)
        try page.open(server.url)
        try page.wait(for: "gallery.data.screens.length > 0 && gallery.data.screens.every(s => s.status)", "review statuses")
        XCTAssertEqual(try page.evaluate("getComputedStyle(document.body).backgroundColor") as? String, "rgb(0, 0, 0)")
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('.badge.changed').length") as? Int, 1, "a changed badge to read")
        XCTAssertEqual(try page.evaluate(PageScripts.lowContrast) as? [String], [], "text contrast in dark, badges included")
        try page.evaluate("document.querySelector('[data-id=\"beta/default/240x180@1x/normal.png\"] button.open').click()")
        try page.wait(for: "document.querySelector('#detail').open && !document.querySelector('#approve').hidden", "the approve button")
        XCTAssertEqual(try page.evaluate(PageScripts.lowContrast) as? [String], [], "text contrast in the dark review view, approve included")
        XCTAssertEqual(page.consoleErrors, [], "no console errors")
    }

    func testPathsOutsideTheServedFoldersAreRefused() throws {
        XCTAssertEqual(try run(["check", "templates", "--reference", "refs", "--record", "all"]).status, 0)
        try write("outside/secret.png", "not for the browser")
        try FileManager.default.createSymbolicLink(atPath: path("refs/out"), withDestinationPath: path("outside"))
        let server = try ServeProcess(["templates", "--reference", "refs"], in: directory)
        defer { server.stop() }
        XCTAssertEqual(try server.get("/reference/alpha/default/180x320@1x/normal.png").status, 200)
        for attempt in ["/reference/../../../etc/passwd", "/reference/%2e%2e/%2e%2e/etc/passwd", "/reference/out/secret.png",
                        "/reference/alpha/../../outside/secret.png", "/reference//etc/passwd", "/reference/%2Fetc%2Fpasswd",
                        "/api/diff/../../etc/passwd", "/render/..%2F..%2Fetc%2Fpasswd.png"] {
            let answer = try server.get(attempt)
            XCTAssertTrue([403, 404].contains(answer.status), "\(attempt): \(answer.status)")
            XCTAssertTrue(answer.body.hasPrefix("error: "), "\(attempt): \(answer.body)")
            XCTAssertFalse(answer.body.contains("root:"), attempt)
        }
    }
}

/// A JavaScript string literal.
func literal(_ text: String?) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: [text ?? ""]), as: UTF8.self).dropFirst().dropLast().description
}
