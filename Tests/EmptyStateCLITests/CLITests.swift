import CLITestSupport
import Foundation
import XCTest

/// The command line as a user runs it: exit codes, one-line errors, files written or not.
final class CLITests: XCTestCase {
    struct Result { var status: Int32; var stdout: String; var stderr: String }

    static let binary = EmptyStateBinary.url

    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func run(_ arguments: [String]) throws -> Result { try Self.run(arguments) }

    /// The tool with stdout and stderr kept; `environment` nil: this process's.
    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    func file(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Width and height from a PNG's IHDR.
    func pngSize(_ path: String) throws -> (Int, Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func be32(_ o: Int) -> Int { data[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    func testRenderWritesAPNGAtTheCanvasSize() throws {
        let template = try file("t.yaml", "title: No Messages\nbackgroundColor: white\n")
        let result = try run(["render", template, "-o", path("out.png")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try pngSize(path("out.png")) == (750, 1334))

        XCTAssertEqual(try run(["render", template, "-o", path("se.png"), "--device", "iphone-se"]).status, 0)
        XCTAssertTrue(try pngSize(path("se.png")) == (640, 1136))
        XCTAssertEqual(try run(["render", template, "-o", path("s.png"), "--size", "200x100", "--scale", "3"]).status, 0)
        XCTAssertTrue(try pngSize(path("s.png")) == (600, 300))
    }

    func testRenderWritesSVG() throws {
        let template = try file("t.yaml", "title: No Messages\n")
        XCTAssertEqual(try run(["render", template, "-o", path("out.svg")]).status, 0)
        let svg = try String(contentsOfFile: path("out.svg"), encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<?xml"))
        XCTAssertTrue(svg.contains("viewBox=\"0 0 375 667\""))
    }

    func testAMisspeltKeyFailsWithOneLineNamingTitleAndTheLine() throws {
        let template = try file("bad.yaml", "backgroundColor: white\ntitel: No Messages\n")
        let result = try run(["render", template, "-o", path("out.png")])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines),
                       "error: \(template):2:1: unknown key 'titel' in the template; did you mean 'title'?")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out.png")), "no output on error")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["bad.yaml"], "no temporary files left")
    }

    func testBadOptionsAreOneLineErrors() throws {
        let template = try file("t.yaml", "title: Hi\nvariants:\n  loading: { title: Wait }\n")
        let cases: [([String], String)] = [
            (["--variant", "lodaing"], "no variant 'lodaing'; it has: loading"),
            (["--state", "pressed"], "--state 'pressed' is not one of normal, highlighted, disabled, selected"),
            (["--device", "iphone-9"], "--device 'iphone-9' is not a preset"),
            (["--size", "12"], "--size '12' must be WIDTHxHEIGHT in points"),
            (["--scale", "5"], "--scale must be 1, 2 or 3, not 5"),
        ]
        for (options, message) in cases {
            let result = try run(["render", template, "-o", path("x.png")] + options)
            XCTAssertNotEqual(result.status, 0, "\(options)")
            XCTAssertTrue(result.stderr.contains(message), "\(options): \(result.stderr)")
            XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
        }
        let unknownFormat = try run(["render", template, "-o", path("x.bmp")])
        XCTAssertNotEqual(unknownFormat.status, 0)
        XCTAssertTrue(unknownFormat.stderr.contains("unknown output format; use .png, .svg, .apng or .gif"))
    }

    func testAMissingImageNamesTheTemplateAndTheImage() throws {
        let template = try file("t.yaml", "image: art/nothing\n")
        let result = try run(["render", template, "-o", path("x.png")])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains(template) && result.stderr.contains("art/nothing: image not found"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("x.png")))
    }

    func testVariantsListsTheScreens() throws {
        let template = try file("t.yaml", "title: Hi\nvariants:\n  loading: { title: Wait }\n  error: { title: Oops }\n")
        let result = try run(["variants", template])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "default\nloading\nerror\n")
    }

    func testTimeZeroShowsOnlyTheBackground() throws {
        let template = try file("t.yaml", "title: { text: Hi, color: black }\nbackgroundColor: white\n")
        XCTAssertEqual(try run(["render", template, "-o", path("t0.png"), "--time", "0"]).status, 0)
        XCTAssertEqual(try run(["render", template, "-o", path("rest.png")]).status, 0)
        let t0 = try Data(contentsOf: URL(fileURLWithPath: path("t0.png")))
        let rest = try Data(contentsOf: URL(fileURLWithPath: path("rest.png")))
        XCTAssertNotEqual(t0, rest)
        XCTAssertLessThan(t0.count, rest.count, "a blank white screen compresses smaller than one with text")
    }

    func testVerboseReportsSubstitutionsAndFrames() throws {
        let template = try file("t.yaml", "title: { text: Hi, font: { name: HelveticaNeue-Light, size: 22 } }\n")
        let result = try run(["render", template, "-o", path("x.png"), "--verbose"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("font 'HelveticaNeue-Light' is not on Linux: drawn with TeX Gyre Heros"), result.stderr)
        XCTAssertTrue(result.stderr.contains("title (23.0, "), result.stderr)
    }

    func testHelpTeaches() throws {
        let result = try run(["render", "--help"])
        XCTAssertEqual(result.status, 0)
        for word in ["--device", "--size", "--scale", "--state", "--variant", "--time", "Examples:"] {
            XCTAssertTrue(result.stdout.contains(word), word)
        }
    }
}

extension CLITests {
    func loadingTemplate() throws -> String {
        try Data("""
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect x="16" y="0" width="8" height="16" fill="#000"/></svg>
        """.utf8).write(to: directory.appendingPathComponent("spinner.svg"))
        return try file("t.yaml", """
        backgroundColor: white
        title: Loading
        button: { title: { normal: { text: Cancel, color: "#007AFF" } } }
        variants:
          loading:
            image: { name: spinner, animation: { keyPath: transform.rotation.z, to: 1.5707963, duration: 0.25, cumulative: true, repeatCount: inf } }
            animateImageView: true
        """)
    }

    /// The chunk types of a PNG file, in order.
    func chunks(_ path: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var offset = 8, types: [String] = []
        while offset + 8 <= data.count {
            let length = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: data[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    func testAnAPNGOfTheLoadingLoop() throws {
        let template = try loadingTemplate()
        let result = try run(["render", template, "--variant", "loading", "-o", path("l.apng")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let types = try chunks(path("l.apng"))
        XCTAssertEqual(types.first, "IHDR")
        XCTAssertTrue(types.contains("acTL"))
        XCTAssertEqual(types.filter { $0 == "fcTL" }.count, 60, "one second at 60 fps")
        XCTAssertEqual(types.last, "IEND")
    }

    func testFramesAndGIF() throws {
        let template = try loadingTemplate()
        let result = try run(["render", template, "--variant", "loading", "--fps", "12", "-o", path("l.gif"), "--frames", path("frames")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: path("frames")).sorted()
        XCTAssertEqual(names.count, 12)
        XCTAssertEqual(names.first, "frame-0000.png")
        let gif = try Data(contentsOf: URL(fileURLWithPath: path("l.gif")))
        XCTAssertEqual(String(decoding: gif.prefix(6), as: UTF8.self), "GIF89a")
        XCTAssertNotNil(gif.range(of: Data("NETSCAPE2.0".utf8)), "loops forever")
    }

    func testAContactSheet() throws {
        let template = try loadingTemplate()
        let result = try run(["sheet", template, "-o", path("sheet.png"), "--cell-scale", "0.5"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let (width, height) = try pngSize(path("sheet.png"))
        // Four states of 188-point-wide cells side by side, and six strip frames in the widest row.
        let expectedWidth = 40 * 2 + 6 * 188 + 5 * 28
        XCTAssertEqual(width, expectedWidth)
        XCTAssertGreaterThan(height, 4 * 334)
    }
}

extension CLITests {
    func run(_ arguments: [String], environment: [String: String]) throws -> Int32 {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = environment
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The same template renders the same bytes whatever the locale or the user's fontconfig.
    func testPixelsDoNotDependOnTheEnvironment() throws {
        let template = try file("t.yaml", """
        backgroundColor: white
        title: 暂无消息
        description: 気になるアイテムのハートをタップすると、ここに保存されます。
        button: { title: { normal: { text: 开始聊天, color: "#07C160" } } }
        """)
        var outputs: [Data] = []
        let environments: [[String: String]] = [
            ["LANG": "C"], ["LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8"], ["LANG": "zh_TW.UTF-8"],
            ["LANG": "ko_KR.UTF-8", "FONTCONFIG_FILE": "/nonexistent", "HOME": directory.path],
        ]
        for (index, environment) in environments.enumerated() {
            XCTAssertEqual(try run(["render", template, "-o", path("e\(index).png")], environment: environment), 0)
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: path("e\(index).png"))))
        }
        XCTAssertEqual(Set(outputs).count, 1, "byte-identical in every environment")
        XCTAssertEqual(try run(["render", template, "-o", path("again.png")], environment: ["LANG": "C"]), 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("again.png"))), outputs[0], "and run after run")
    }

    func testOutputsCarryNoPathsOrTimestamps() throws {
        let template = try file("t.yaml", "title: Hi\nimage: dot\n")
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>"#.utf8)
            .write(to: directory.appendingPathComponent("dot.svg"))
        XCTAssertEqual(try run(["render", template, "-o", path("a.svg")]).status, 0)
        XCTAssertEqual(try run(["render", template, "-o", path("a.png")]).status, 0)
        let svg = try String(contentsOfFile: path("a.svg"), encoding: .utf8)
        XCTAssertFalse(svg.contains(directory.path) || svg.contains("/tmp"), "no paths in SVG")
        let png = try Data(contentsOf: URL(fileURLWithPath: path("a.png")))
        XCTAssertFalse(try chunks(path("a.png")).contains("tIME"))
        XCTAssertNil(png.range(of: Data(directory.path.utf8)))
    }
}

extension CLITests {
    func testCommandLineCanvasesObeyThePixelLimit() throws {
        let template = try file("t.yaml", "title: Hi\n")
        let result = try run(["render", template, "-o", path("x.png"), "--size", "10000x10000", "--scale", "3"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("30000 × 30000 pixels; the limit is 64000000 pixels"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("x.png")))
    }

    func testASheetNeverOverwritesAnImageItDraws() throws {
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8).write(to: directory.appendingPathComponent("icon.png"))
        let template = try file("t.yaml", "image: icon.png\ntitle: Hi\n")
        let before = try Data(contentsOf: directory.appendingPathComponent("icon.png"))
        let result = try run(["sheet", template, "-o", path("icon.png")])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("is an image the template draws"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("icon.png")), before)
    }
}
