import Foundation
import XCTest

/// What changed, in words, where `serve --reference` shows a changed screen: in `/api/screens`
/// (and so in its events), on the card and under the compare view, as text (never markup); a
/// reference recorded without a layout file says how to get the words.
final class ServeChangeWordsTests: ServeTestCase {
    /// A title that would be markup if it were not escaped.
    static let newTitle = "<b>Beta</b> & co"
    /// What `check` would say of it (the longer title wraps).
    static let words = "title 'Beta' → '<b>Beta</b> & co', title 1 → 2 lines"
    let betaNormal = "beta/default/240x180@1x/normal.png"
    let betaHighlighted = "beta/default/240x180@1x/highlighted.png"

    let deltaNormal = "delta/default/240x180@1x/normal.png"

    /// References of today's screens, beta's and delta's titles then changed; delta's reference's
    /// layout file removed, as an older version recorded it.
    private func startServer() throws -> ServeProcess {
        try write("templates/delta.yaml", Self.beta(title: "Delta").replacingOccurrences(of: "\ntitle:", with: "\nname: delta\ntitle:"))
        XCTAssertEqual(try run(["check", "templates", "--reference", "refs", "--record", "all"]).status, 0)
        try FileManager.default.removeItem(atPath: path("refs/delta/default/240x180@1x/normal.layout.json"))
        try write("templates/beta.yaml", Self.beta(title: Self.newTitle))
        try write("templates/delta.yaml", Self.beta(title: "Delta, renamed").replacingOccurrences(of: "\ntitle:", with: "\nname: delta\ntitle:"))
        return try ServeProcess(["templates", "--reference", "refs"], in: directory)
    }

    /// The screens once every status is known.
    private func screens(_ server: ServeProcess) throws -> [String: [String: Any]] {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let body = try server.get("/api/screens").body
            if let data = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any],
               let all = data["screens"] as? [[String: Any]], !all.isEmpty, all.allSatisfy({ $0["status"] != nil }) {
                return Dictionary(uniqueKeysWithValues: all.compactMap { screen in (screen["id"] as? String).map { ($0, screen) } })
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        throw TestError("the statuses were not known within 60 s")
    }

    func testTheScreensSayWhatChanged() throws {
        let server = try startServer()
        defer { server.stop() }
        let screens = try screens(server)
        XCTAssertEqual(screens[betaNormal]?["status"] as? String, "changed")
        XCTAssertEqual(screens[betaNormal]?["changes"] as? String, Self.words)
        XCTAssertEqual(screens[deltaNormal]?["changes"] as? String, "recorded without a layout: re-record to see what changed")
        // beta has no button: its highlighted state draws as normal, is filed as it and compared with its reference.
        XCTAssertEqual(screens[betaHighlighted]?["sameAs"] as? String, betaNormal)
        XCTAssertEqual(screens[betaHighlighted]?["status"] as? String, "changed")
        XCTAssertEqual(screens[betaHighlighted]?["changes"] as? String, Self.words)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("refs/beta/default/240x180@1x/highlighted.png")), "one reference for beta")
        let unchanged = screens.values.filter { $0["status"] as? String == "unchanged" }
        XCTAssertFalse(unchanged.isEmpty)
        XCTAssertTrue(unchanged.allSatisfy { $0["changes"] == nil }, "only a changed screen has words")
    }

    func testTheCardAndTheCompareViewShowTheWordsAsText() throws {
        let server = try startServer()
        defer { server.stop() }
        _ = try screens(server)
        let chromium = try browser()
        defer { chromium.close() }
        let page = try chromium.page()
        for width in [390, 1280] {
            try page.size(width: width, height: 900)
            try page.open(server.url)
            try page.wait(for: "document.body.dataset.ready === 'true' && document.querySelector('section[data-name=\"beta\"] .card .changes') !== null", "beta's card at \(width) px")
            let card = "document.querySelector('[data-id=\"\(betaNormal)\"] .changes')"
            XCTAssertEqual(try page.evaluate("\(card).textContent") as? String, Self.words)
            XCTAssertEqual(try page.evaluate("\(card).querySelector('b') === null") as? Bool, true, "the title's markup is text")
            XCTAssertTrue((try page.evaluate("document.querySelector('[data-id=\"\(betaNormal)\"] button.open').getAttribute('aria-label')") as? String ?? "")
                .contains(", changed: title 'Beta' → '"), "screen readers hear it too")
            XCTAssertEqual(try page.evaluate("document.documentElement.scrollWidth <= \(width)") as? Bool, true, "nothing wider than the page")

            try page.evaluate("document.querySelector('[data-id=\"\(betaNormal)\"] button.open').click()")
            try page.wait(for: "document.querySelector('#detail').open && !document.querySelector('#compare').hidden", "the compare view")
            XCTAssertEqual(try page.evaluate("document.querySelector('#detail-changes').hidden") as? Bool, false)
            XCTAssertEqual(try page.evaluate("document.querySelector('#detail-changes').textContent") as? String,
                           "What changed: " + Self.words)
            XCTAssertEqual(try page.evaluate("document.querySelector('#detail-changes b') === null") as? Bool, true)
            XCTAssertEqual(try page.evaluate(PageScripts.lowContrast) as? [String], [], "the words are readable")
            try page.press("Escape", keyCode: 27)
            try page.wait(for: "!document.querySelector('#detail').open", "Esc to close")
        }
        // An unchanged screen's full-size view has no words.
        try page.evaluate("document.querySelector('#changed-only').checked && document.querySelector('#changed-only').click()")
        // Opened at once after the last one closed (before that dialog's close event comes), it stays open.
        try page.evaluate("document.querySelector('[data-id=\"\(betaNormal)\"] button.open').click()")
        try page.wait(for: "document.querySelector('#detail').open", "beta full size again")
        try page.evaluate("document.querySelector('#detail').close(); document.querySelector('[data-id=\"alpha/default/180x320@1x/normal.png\"] button.open').click()")
        try page.wait(for: "document.querySelector('#detail').open", "alpha full size")
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(try page.evaluate("document.querySelector('#detail').open") as? Bool, true, "alpha stays open")
        XCTAssertEqual(try page.evaluate("document.querySelector('#detail-changes').hidden") as? Bool, true)
        XCTAssertEqual(page.consoleErrors, [], "no console errors")
    }
}
