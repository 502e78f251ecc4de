import Foundation
import XCTest

/// `emptystate serve` on bad input and malformed requests: one clear line, and a server that
/// keeps running.
final class ServeCommandTests: ServeTestCase {
    func testAFolderThatDoesNotExist() throws {
        let result = try run(["serve", "nowhere", "--port", "0"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: nowhere: no such file or folder\n")
    }

    func testAPortInUse() throws {
        let server = try ServeProcess(["templates"], in: directory)
        defer { server.stop() }
        let result = try run(["serve", "templates", "--port", String(server.port)])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: port \(server.port) on 127.0.0.1 is in use; choose another with --port (0 picks a free one)\n")
    }

    func testBadOptions() throws {
        XCTAssertEqual(try run(["serve", "templates", "--port", "70000"]).stderr, "error: --port must be between 0 and 65535, not 70000\n")
        try write("refs", "a file")
        XCTAssertEqual(try run(["serve", "templates", "--reference", "refs", "--port", "0"]).stderr, "error: --reference refs is a file, not a folder\n")
        XCTAssertTrue(try run(["serve", "templates", "--color-scheme", "drak", "--port", "0"]).stderr.contains("did you mean 'dark'?"))
    }

    func testMalformedRequestsGetOneLineAndTheServerGoesOn() throws {
        try write("templates/broken.yaml", "title: A\ntitel: B\n")
        let server = try ServeProcess(["templates", "--reference", "refs"], in: directory)
        defer { server.stop() }
        let cases: [(String, Int, String)] = [
            ("/render/alpha.txt", 400, "error: /render/alpha.txt: name the template with .png, .svg, .apng or .gif"),
            ("/render/nothing.png", 404, "error: no template named 'nothing'; templates: alpha, beta"),
            ("/render/alpha.png?state=pressed", 400, "error: state: 'pressed' is not one of normal, highlighted, disabled, selected; for another button write ROLE:STATE (secondary:highlighted)"),
            ("/render/alpha.png?scale=9", 400, "error: scale '9' must be 1, 2 or 3"),
            ("/render/alpha.png?time=-1", 400, "error: time '-1' must be seconds from 0 to 600"),
            ("/render/alpha.png?colour=dark", 400, "error: unknown parameter 'colour'; the parameters are variant, state, device, scale, time, fps, color-scheme, content-size, contrast, layout-direction, locale"),
            ("/render/alpha.png?color-scheme=drak", 400, "error: color-scheme 'drak' is not one of light, dark, all; did you mean 'dark'?"),
            // A screen that cannot render names the template's file.
            ("/render/alpha.png?variant=nope", 422, "alpha.yaml: no variant 'nope'; it has: loading"),
            ("/render/alpha.png?device=pixel-7", 422, "alpha.yaml: device 'pixel-7' is not a preset; presets: iphone-se, iphone-8, iphone-8-plus, iphone-x, iphone-15, iphone-15-pro-max, ipad, ipad-pro-12.9, iphone-16, iphone-16-plus, iphone-16-pro, iphone-16-pro-max, iphone-17, iphone-17-pro, iphone-17-pro-max, iphone-air, ipad-mini, ipad-11, ipad-pro-11, ipad-pro-13"),
        ]
        for (path, status, message) in cases {
            let answer = try server.get(path)
            XCTAssertEqual(answer.status, status, path)
            XCTAssertTrue(answer.body.hasPrefix("error: ") && answer.body.hasSuffix(message + "\n"), "\(path): \(answer.body)")
            XCTAssertEqual(answer.body.split(separator: "\n").count, 1, "one line")
        }
        // The broken template is listed with its error; the others render.
        let screens = try server.get("/api/screens")
        XCTAssertEqual(screens.status, 200)
        let data = try JSONSerialization.jsonObject(with: Data(screens.body.utf8)) as? [String: Any] ?? [:]
        let errors = data["errors"] as? [[String: String]] ?? []
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?["message"]?.contains("broken.yaml:2:1: unknown key 'titel' in the template; did you mean 'title'?") == true, "\(errors)")
        let png = try server.get("/render/alpha.png?variant=loading&color-scheme=dark&time=0.1")
        XCTAssertEqual(png.status, 200)
        XCTAssertTrue(png.body.dropFirst().hasPrefix("PNG"), "a PNG")

        // Approve: the token, the origin, the body, and only screens of this server.
        let token = try XCTUnwrap(server.get("/").body.split(separator: "\"").first { $0.count > 40 && $0.contains("-") }.map(String.init))
        let approve = { (headers: [String: String], body: String) in try rawHTTP(port: server.port, "POST", "/api/approve", headers: headers, body: body) }
        XCTAssertEqual(try approve([:], "{\"ids\": \"all\"}").status, 403, "no token")
        XCTAssertEqual(try approve(["X-Emptystate-Token": "guess"], "{\"ids\": \"all\"}").status, 403, "a wrong token")
        XCTAssertEqual(try approve(["X-Emptystate-Token": token, "Origin": "http://evil.example"], "{\"ids\": \"all\"}").status, 403, "another origin")
        XCTAssertEqual(try approve(["X-Emptystate-Token": token], "not json").status, 400)
        let outside = try approve(["X-Emptystate-Token": token], "{\"ids\": [\"../../etc/x.png\"]}")
        XCTAssertEqual(outside.status, 400)
        XCTAssertTrue(outside.body.contains("is not a screen of this server"), outside.body)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("refs")), "nothing written")
        let all = try approve(["X-Emptystate-Token": token, "Origin": "http://127.0.0.1:\(server.port)"], "{\"ids\": [\"beta/default/240x180@1x/normal.png\"]}")
        XCTAssertEqual(all.status, 200, all.body)
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: path("refs")).filter { $0.hasSuffix(".png") }, ["beta/default/240x180@1x/normal.png"])
        XCTAssertEqual(try server.get("/api/screens").status, 200, "still serving")
    }
}
