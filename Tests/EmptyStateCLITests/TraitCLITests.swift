import CLITestSupport
import Foundation
import XCTest

/// The trait axes on every command, as a user runs them.
final class TraitCLITests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-traits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func run(_ arguments: [String]) throws -> EmptyStateBinary.Run { try EmptyStateBinary.run(arguments, in: directory) }

    func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static let template = """
    name: t
    canvas: { size: [60, 40], scale: 1 }
    backgroundColor: systemBackground
    title: { text: Hi, font: { textStyle: body }, color: label }

    """

    func testRenderTakesOneValuePerAxis() throws {
        let t = try write("t.yaml", Self.template)
        XCTAssertEqual(try run(["render", t, "-o", "dark.png", "--color-scheme", "dark", "--content-size", "accessibilityExtraLarge"]).status, 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: path("dark.png")))
        XCTAssertGreaterThan(data.count, 0)
        let list = try run(["render", t, "-o", "x.png", "--color-scheme", "light,dark"])
        XCTAssertEqual(list.status, 1)
        XCTAssertTrue(list.stderr.contains("--color-scheme takes one value here"), list.stderr)
    }

    func testUnknownTraitNamesAreOneLineWithTheNearest() throws {
        let t = try write("t.yaml", Self.template)
        let result = try run(["export", t, "--out", "out", "--content-size", "xxLarg"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("--content-size 'xxLarg' is not one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5, all; did you mean 'xxLarge'?"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out")))
    }

    func testExportWritesTheMatrixWithReadableNamesAndRecordsTraits() throws {
        let t = try write("t.yaml", Self.template)
        let result = try run(["export", t, "--out", "out", "--format", "png,svg", "--state", "normal",
                              "--color-scheme", "all", "--content-size", "large,AX3", "--layout-direction", "ltr,rtl"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let folder = path("out/t/default/60x40@1x")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(names.filter { $0.hasSuffix(".png") }.count, 8)
        for name in ["normal.png", "normal~dark.png", "normal~AX3.png", "normal~dark~AX3~rtl.png", "normal~rtl.png", "resting.svg", "resting~dark~AX3.svg"] {
            XCTAssertTrue(names.contains(name), "\(name) in \(names)")
        }
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("out/manifest.json")))) as! [String: Any]
        let outputs = manifest["outputs"] as! [[String: Any]]
        let dark = try XCTUnwrap(outputs.first { ($0["path"] as! String).hasSuffix("normal~dark~AX3~rtl.png") })
        XCTAssertEqual(dark["traits"] as? [String: String],
                       ["colorScheme": "dark", "contentSize": "AX3", "contrast": "normal", "layoutDirection": "rtl"])
        let gallery = try String(contentsOfFile: path("out/index.html"), encoding: .utf8)
        XCTAssertTrue(gallery.contains("default · dark · AX3 · rtl"), "the gallery names each row's traits")
    }

    func testATemplatesOwnMatrixAndTheCommandLineOverIt() throws {
        let t = try write("t.yaml", "traits: { colorScheme: [light, dark] }\n" + Self.template)
        XCTAssertEqual(try run(["export", t, "--out", "a", "--format", "png", "--state", "normal"]).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("a/t/default/60x40@1x")).sorted(), ["normal.png", "normal~dark.png"])
        XCTAssertEqual(try run(["export", t, "--out", "b", "--format", "png", "--state", "normal", "--color-scheme", "dark"]).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("b/t/default/60x40@1x")).sorted(), ["normal~dark.png"])
        // check covers the same matrix.
        let recorded = try run(["check", t, "--reference", "refs", "--record", "all", "--state", "normal"])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        XCTAssertTrue(recorded.stderr.contains("2 recorded"), recorded.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("refs/t/default/60x40@1x/normal~dark.png")))
    }

    func testTheSheetLaysTheMatrixOut() throws {
        let t = try write("t.yaml", Self.template)
        let plain = try run(["sheet", t, "-o", "plain.png"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let matrix = try run(["sheet", t, "-o", "matrix.png", "--color-scheme", "light,dark", "--content-size", "large,AX5"])
        XCTAssertEqual(matrix.status, 0, matrix.stderr)
        func height(_ name: String) throws -> Int {
            let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
            return data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        }
        XCTAssertGreaterThan(try height("matrix.png"), try height("plain.png"), "two more rows: light and dark, large and AX5 across")
    }
}
