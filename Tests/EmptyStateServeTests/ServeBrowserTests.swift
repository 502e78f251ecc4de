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
        // The page may open on the changes (when the statuses were known as it loaded): all screens here.
        try page.evaluate("if (document.querySelector('#changed-only').checked) document.querySelector('#changed-only').click()")
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
        XCTAssertTrue(count.hasPrefix("\(visible) of 9 screens"), count)   // alpha: 2 variants × 2 traits × (normal, highlighted); beta: 1
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

extension ServeBrowserTests {
    /// A headless browser's screenshot, taken at the page's load, shows the screens (the data is
    /// in the page, its thumbnails part of the load), not "Loading…"; with references, the page
    /// opens on what changed; devices are named as people say them; stand-in symbols are marked.
    func testThePageLoadsWithItsScreensOpensOnTheChangesAndMarksStandIns() throws {
        try write("templates/gamma.yaml", "name: gamma\ncanvas: { size: [200, 200], scale: 1 }\nimage: { systemName: tray }\ntitle: No mail\n")
        XCTAssertEqual(try run(["check", "templates", "--reference", "refs", "--record", "all"]).status, 0)
        try write("templates/beta.yaml", Self.beta(title: "Beta, renamed"))
        let server = try ServeProcess(["templates", "--reference", "refs"], in: directory)
        defer { server.stop() }
        // Wait until the server knows every status, so that the page is made with them.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let screens = try server.get("/api/screens").body
            if !screens.contains("\"status\":null"), let data = try? JSONSerialization.jsonObject(with: Data(screens.utf8)) as? [String: Any],
               let all = data["screens"] as? [[String: Any]], !all.isEmpty, all.allSatisfy({ $0["status"] != nil }) { break }
            Thread.sleep(forTimeInterval: 0.2)
        }

        let chromium = try browser()
        defer { chromium.close() }
        let page = try chromium.page()
        try page.size(width: 1280, height: 900)
        try page.open(server.url)
        try page.wait(for: "document.readyState === 'complete'", "the page's load")
        XCTAssertNotEqual(try page.evaluate("document.querySelector('#count').textContent") as? String, "Loading…")
        XCTAssertEqual(try page.evaluate("[...document.querySelectorAll('#grid img')].filter(i => i.offsetParent && i.getBoundingClientRect().top < innerHeight).every(i => i.complete && i.naturalWidth > 0)") as? Bool,
                       true, "every thumbnail in view is loaded when the load event has fired")
        XCTAssertEqual(try page.evaluate("document.querySelector('#controls').firstElementChild.textContent.trim()") as? String, "Changed only")
        XCTAssertEqual(try page.evaluate("document.querySelector('#changed-only').checked") as? Bool, true, "opens on the changes")
        XCTAssertEqual(try page.evaluate("[...document.querySelectorAll('.card:not([hidden])')].map(c => c.closest('section').dataset.name).join()") as? String, "beta")
        XCTAssertEqual(try page.evaluate("document.querySelector('section[data-name=\"beta\"] .caption strong').textContent") as? String, "240 × 180 pt, 1×")
        // Turned off, it stays off across a reload.
        try page.evaluate("document.querySelector('#changed-only').click()")
        try page.call("Page.reload")
        try page.wait(for: "document.body.dataset.ready === 'true'", "the reload")
        XCTAssertEqual(try page.evaluate("document.querySelector('#changed-only').checked") as? Bool, false)

        // The stand-in symbol: a badge on the card, a note in the full-size view.
        XCTAssertEqual(try page.evaluate("document.querySelector('section[data-name=\"gamma\"] .badge.stand-in').textContent") as? String, "stand-in symbol")
        try page.evaluate("document.querySelector('section[data-name=\"gamma\"] button.open').click()")
        try page.wait(for: "document.querySelector('#detail').open", "gamma full size")
        XCTAssertEqual(try page.evaluate("document.querySelector('#detail-stand-ins').hidden") as? Bool, false)
        let note = try page.evaluate("document.querySelector('#detail-stand-ins').textContent") as? String ?? ""
        XCTAssertTrue(note.hasPrefix("Stand-in symbol, not Apple's artwork: tray ("), note)
        XCTAssertEqual(try page.evaluate(PageScripts.lowContrast) as? [String], [], "the note and badge are readable")
        XCTAssertEqual(page.consoleErrors, [], "no console errors")

        // The command users run: Chromium's own --screenshot returns (live updates start after the load).
        guard let executable = Chromium.executable else { return }
        let shot = Process()
        shot.executableURL = URL(fileURLWithPath: executable)
        shot.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=800,600", "--screenshot=\(path("shot.png"))", server.url]
        shot.standardError = FileHandle.nullDevice
        shot.standardOutput = FileHandle.nullDevice
        try shot.run()
        let stop = Date().addingTimeInterval(60)
        while shot.isRunning, Date() < stop { Thread.sleep(forTimeInterval: 0.1) }
        if shot.isRunning { shot.terminate() }
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("shot.png")), "chromium --screenshot wrote the page")
    }
}

func literal(_ text: String?) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: [text ?? ""]), as: UTF8.self).dropFirst().dropLast().description
}
