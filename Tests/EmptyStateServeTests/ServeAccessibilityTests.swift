import Foundation
import XCTest

/// `serve`'s background accessibility review finds, screen by screen, what `export` writes into
/// its manifest: states that draw alike (drawn once, each reviewed on its own layout) and the
/// reference review's drawings (with `--reference`) included.
final class ServeAccessibilityTests: ServeTestCase {
    func testServeFindsWhatExportFinds() throws {
        // A faint button title on white, a finding in normal; selected draws like normal (one
        // drawing for both) but a waiver accepts it there; the pressed colour is faint in its own way.
        try write("templates/gamma.yaml", """
            name: gamma
            canvas: { size: [200, 300], scale: 1 }
            backgroundColor: "#FFFFFF"
            image: { name: dot, accessibilityHidden: true }
            title: { text: Gamma, color: "#1C1C1E" }
            button: { title: { normal: { text: Retry, color: "#9A9AA0" }, highlighted: { color: "#F5B7B1" } } }
            accessibilityWaivers:
              - { kind: contrast, element: button, state: selected, reason: "selected is shown for a moment only" }

            """)
        let export = try run(["export", "templates", "--out", "out", "--format", "png"])
        XCTAssertEqual(export.status, 0, export.stderr)
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("out/manifest.json")))) as? [String: Any] ?? [:]
        var exported: [String: NSArray] = [:]
        for case let output as [String: Any] in manifest["outputs"] as? [Any] ?? [] where output["format"] as? String == "png" {
            exported[output["path"] as? String ?? ""] = (output["accessibility"] as? NSArray) ?? []
        }
        XCTAssertTrue(exported.values.contains { $0.count > 0 }, "the export found something to compare")
        func contrast(_ state: String) -> String? {
            exported["gamma/default/200x300@1x/\(state).png"].map { "\($0)" }.map {
                $0.contains("selected is shown") ? "waived" : $0.contains("#9A9AA0") ? "normal" : $0.contains("#F5B7B1") ? "pressed" : "none"
            }
        }
        XCTAssertEqual(["normal", "highlighted", "selected"].map(contrast), ["normal", "pressed", nil],
                       "what the export finds of gamma's button; selected draws as normal, so it has no file of its own")
        let normal = (manifest["outputs"] as? [[String: Any]] ?? []).first { $0["path"] as? String == "gamma/default/200x300@1x/normal.png" }
        XCTAssertEqual(normal?["alikeStates"] as? [String], ["disabled", "selected"])

        for arguments in [["templates"], ["templates", "--reference", "refs"]] {
            let server = try ServeProcess(arguments, in: directory)
            defer { server.stop() }
            let data = try reviewedScreens(server)
            XCTAssertEqual(data["accessibilityAudit"] as? Bool, true)
            var served: [String: NSArray] = [:], twins: [String: String] = [:]
            for case let screen as [String: Any] in data["screens"] as? [Any] ?? [] {
                served[screen["id"] as? String ?? ""] = screen["accessibility"] as? NSArray
                if let twin = screen["sameAs"] as? String { twins[screen["id"] as? String ?? ""] = twin }
            }
            // Every state is reviewed on its own layout; those the export files with another
            // state's picture are the page's twins of it.
            XCTAssertEqual(Set(served.keys).subtracting(twins.keys), Set(exported.keys), "serve \(arguments.joined(separator: " ")): the same pictures")
            XCTAssertTrue("\(served["gamma/default/200x300@1x/selected.png"] ?? [])".contains("selected is shown"), "the waiver of the selected state")
            for (id, findings) in exported {
                XCTAssertEqual(served[id], findings, "serve \(arguments.joined(separator: " ")): \(id)")
            }
        }
    }

    /// `/api/screens` once every screen's findings are known (generous: a busy machine draws slowly).
    private func reviewedScreens(_ server: ServeProcess, timeout: TimeInterval = 120) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let answer = try server.get("/api/screens")
            let data = (try? JSONSerialization.jsonObject(with: Data(answer.body.utf8))) as? [String: Any] ?? [:]
            let screens = data["screens"] as? [[String: Any]] ?? []
            if !screens.isEmpty, screens.allSatisfy({ $0["accessibility"] is NSArray }) { return data }
            Thread.sleep(forTimeInterval: 0.2)
        }
        throw TestError("not every screen's findings were known within \(Int(timeout)) s")
    }
}
