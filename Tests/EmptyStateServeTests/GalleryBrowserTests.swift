import Foundation
import XCTest

/// The static gallery of `export`, opened from file:// with no server, in headless Chromium.
final class GalleryBrowserTests: ServeTestCase {
    func testTheExportedGalleryWorksFromAFile() throws {
        let export = try run(["export", "templates", "--out", "out", "--device", "iphone-se,ipad", "--scale", "1"])
        XCTAssertEqual(export.status, 0, export.stderr)
        let url = URL(fileURLWithPath: path("out/index.html")).absoluteString
        let chromium = try browser()
        defer { chromium.close() }
        let page = try chromium.page()
        try page.call("Page.addScriptToEvaluateOnNewDocument", ["source": PageScripts.layoutShift])

        for width in [1440, 360] {
            try page.size(width: width, height: width == 360 ? 740 : 900)
            try page.open(url)
            XCTAssertEqual(try page.evaluate(PageScripts.imagesDecode) as? Bool, true, "images decode at \(width) px")
            Thread.sleep(forTimeInterval: 0.3)
            XCTAssertLessThan(try page.evaluate("window.__cls") as? Double ?? 1, 0.1, "layout shift at \(width) px")
            XCTAssertEqual(try page.evaluate("document.documentElement.scrollWidth <= \(width)") as? Bool, true, "fits \(width) px")
        }
        XCTAssertEqual(try page.evaluate(PageScripts.imagesSized) as? Bool, true)
        XCTAssertEqual(try page.evaluate(PageScripts.controlsLabelled) as? Bool, true)
        XCTAssertEqual(try page.evaluate(PageScripts.lowContrast) as? [String], [], "text contrast at least 4.5:1")
        // Thumbnails by device: an iPad's larger than an iPhone SE's.
        let widths = try page.evaluate("""
            (() => { const w = d => document.querySelector(`.card[data-id*="/${d}@1x/"]`).getBoundingClientRect().width; return [w('iphone-se'), w('ipad')]; })()
            """) as? [Double] ?? []
        try page.size(width: 1440, height: 900)
        try page.open(url)
        let wide = try page.evaluate("""
            (() => { const w = d => document.querySelector(`.card[data-id*="/${d}@1x/"]`).getBoundingClientRect().width; return [w('iphone-se'), w('ipad')]; })()
            """) as? [Double] ?? []
        XCTAssertEqual(widths.count, 2)
        XCTAssertGreaterThan(wide[1], wide[0] * 1.5, "iPad thumbnails larger than SE's: \(wide)")
        XCTAssertGreaterThanOrEqual(wide[0], 150, "thumbnails large enough to read")

        // The device control narrows the grid and lands in the URL.
        try page.evaluate("const s = document.querySelector('#axis-device'); s.value = 'ipad@1x'; s.dispatchEvent(new Event('change'))")
        try page.wait(for: "location.hash.includes('device=ipad%401x')", "the device in the URL")
        XCTAssertEqual(try page.evaluate("[...document.querySelectorAll('.card:not([hidden])')].every(c => c.dataset.id.includes('/ipad@1x/'))") as? Bool, true)

        // The keyboard: open a screen full size, → to the next, Esc to close.
        try page.evaluate("document.querySelector('.card:not([hidden]) button.open').focus()")
        try page.press("Enter", keyCode: 13)
        try page.wait(for: "document.querySelector('#detail').open", "Enter to open the detail view")
        let first = try page.evaluate("document.querySelector('#detail-title').textContent") as? String
        try page.press("ArrowRight", keyCode: 39)
        try page.wait(for: "document.querySelector('#detail-title').textContent !== \(literal(first))", "→ to the next screen")
        XCTAssertTrue((try page.evaluate("location.hash") as? String ?? "").contains("open="), "the open screen is in the URL")
        XCTAssertEqual(try page.evaluate(PageScripts.lowContrast) as? [String], [], "text contrast in the full-size view")
        try page.evaluate("document.querySelector('#zoom').click()")
        XCTAssertEqual(try page.evaluate("(() => { const i = document.querySelector('#stage img'); return Math.round(i.getBoundingClientRect().width * devicePixelRatio) === i.naturalWidth; })()") as? Bool, true,
                       "1:1 shows one image pixel per screen pixel")
        try page.press("Escape", keyCode: 27)
        try page.wait(for: "!document.querySelector('#detail').open && !location.hash.includes('open=')", "Esc to close")

        XCTAssertEqual(page.consoleErrors, [], "no console errors")
        XCTAssertEqual(page.requests(outside: ["file://"]), [], "nothing fetched from outside")
    }

    /// The page follows the system's dark appearance, readable as in light: every text at least
    /// 4.5:1 on its background, in the grid and in the full-size view, on a phone and a desktop.
    func testTheGalleryHasADarkAppearance() throws {
        XCTAssertEqual(try run(["export", "templates", "--out", "out", "--scale", "1"]).status, 0)
        let chromium = try browser()
        defer { chromium.close() }
        let page = try chromium.page()
        let url = URL(fileURLWithPath: path("out/index.html")).absoluteString
        try page.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "dark"]]])
        for width in [360, 1440] {
            try page.size(width: width, height: width == 360 ? 740 : 900)
            try page.open(url)
            XCTAssertEqual(try page.evaluate("getComputedStyle(document.body).backgroundColor") as? String, "rgb(0, 0, 0)", "dark at \(width) px")
            XCTAssertEqual(try page.evaluate("getComputedStyle(document.querySelector('.card')).backgroundColor") as? String, "rgb(28, 28, 30)")
            XCTAssertEqual(try page.evaluate(PageScripts.lowContrast) as? [String], [], "text contrast in dark at \(width) px")
        }
        try page.evaluate("document.querySelector('.card:not([hidden]) button.open').click()")
        try page.wait(for: "document.querySelector('#detail').open", "the full-size view")
        XCTAssertEqual(try page.evaluate(PageScripts.lowContrast) as? [String], [], "text contrast in the dark full-size view")
        // And light again when the system is light: the same page, nothing stored.
        try page.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "light"]]])
        try page.open(url)
        XCTAssertEqual(try page.evaluate("getComputedStyle(document.body).backgroundColor") as? String, "rgb(242, 242, 247)")
        XCTAssertEqual(page.consoleErrors, [], "no console errors")
    }

    func testReducedMotionShowsStillFrames() throws {
        XCTAssertEqual(try run(["export", "templates", "--out", "out"]).status, 0)
        let chromium = try browser()
        defer { chromium.close() }
        let page = try chromium.page()
        try page.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]])
        try page.open(URL(fileURLWithPath: path("out/index.html")).absoluteString)
        XCTAssertEqual(try page.evaluate("document.querySelector('#play-all').disabled") as? Bool, true)
        XCTAssertEqual(try page.evaluate("[...document.querySelectorAll('#grid img')].every(i => i.src.endsWith('.png'))") as? Bool, true,
                       "still frames, no animation")
    }
}
