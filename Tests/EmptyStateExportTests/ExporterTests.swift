import EmptyStateEncoders
import EmptyStateExport
import EmptyStateModel
import Foundation
import XCTest

final class ExporterTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("templates/nested"), withIntermediateDirectories: true)
        try write("templates/a.yaml", "name: alpha\nbackgroundColor: white\ntitle: Alpha\nimage: dot\nvariants:\n  loading: { title: Wait }\n")
        try write("templates/dot.svg", ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="9" fill="#F00"/></svg>"##)
        try write("templates/nested/b.yml", "title: Beta\nbutton: { title: { normal: Go } }\n")
        try write("templates/nested/notes.txt", "not a template")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(name))
    }

    func options(_ formats: Set<ExportFormat> = [.png, .svg]) -> ExportOptions {
        var options = ExportOptions(outputDirectory: root.appendingPathComponent("out").path)
        options.formats = formats
        options.jobs = 2
        return options
    }

    var out: String { root.appendingPathComponent("out").path }

    /// The data the gallery page carries inline.
    func galleryData(_ html: String) throws -> GalleryData {
        let start = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"gallery-data\">"))
        let end = try XCTUnwrap(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try JSONDecoder().decode(GalleryData.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
    }

    func testAFolderExportsEveryScreenAtDocumentedPaths() throws {
        let summary = try Exporter(options: options([.png, .svg, .apng])).run(paths: [root.appendingPathComponent("templates").path])
        XCTAssertEqual(summary.templates, 2)
        XCTAssertFalse(summary.failed)
        let manifest = try Manifest.read(out + "/manifest.json")
        // alpha: 2 screens without a button × (1 PNG + SVG + APNG); b: 1 screen × (1 PNG + SVG +
        // APNG), its title-only button drawing alike in every state.
        XCTAssertEqual(manifest.outputs.count, 9)
        for output in manifest.outputs {
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/" + output.path), output.path)
            XCTAssertFalse(output.path.hasPrefix("/"), "relative to the export folder")
        }
        XCTAssertTrue(manifest.outputs.contains { $0.path == "alpha/loading/iphone-8@2x/normal.png" && $0.state == "normal" && $0.device == "iphone-8" && $0.scale == 2 })
        XCTAssertFalse(manifest.outputs.contains { $0.state != "normal" && $0.format == "png" }, "no picture drawn twice")
        XCTAssertEqual(manifest.outputs.first { $0.path == "b/default/iphone-8@2x/normal.png" }?.alikeStates, ["highlighted", "disabled", "selected"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/b/default/iphone-8@2x/highlighted.png"))
        XCTAssertTrue(manifest.outputs.contains { $0.path == "b/default/iphone-8@2x/resting.svg" && $0.format == "svg" })
        XCTAssertTrue(manifest.outputs.contains { $0.path == "alpha/default/iphone-8@2x/appearance.apng" })
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        // The page shows every still, with its size, its appearance and its SVG, from the data inline.
        let gallery = try galleryData(html)
        XCTAssertFalse(gallery.live)
        for output in manifest.outputs where output.format == "png" {
            let screen = try XCTUnwrap(gallery.screens.first { $0.id == output.path }, output.path)
            let pixels = try PNGDecoder().decode(path: out + "/" + output.path)
            XCTAssertEqual([screen.width, screen.height], [pixels.width, pixels.height], "width and height of \(output.path)")
            XCTAssertEqual(screen.appearance, (output.path as NSString).deletingLastPathComponent + "/appearance.apng")
            XCTAssertEqual(screen.svg, (output.path as NSString).deletingLastPathComponent + "/resting.svg")
            if let twin = screen.sameAs {
                XCTAssertEqual(FileManager.default.contents(atPath: out + "/" + twin), FileManager.default.contents(atPath: out + "/" + output.path),
                               "\(output.path) is shown once, as \(twin): the same bytes")
            }
        }
        XCTAssertEqual(gallery.screens.count, manifest.outputs.filter { $0.format == "png" }.reduce(0) { $0 + 1 + ($1.alikeStates?.count ?? 0) })
        let highlighted = try XCTUnwrap(gallery.screens.first { $0.id == "b/default/iphone-8@2x/highlighted.png" }, "b's unstyled states draw like normal, on its card")
        XCTAssertEqual(highlighted.sameAs, "b/default/iphone-8@2x/normal.png")
        XCTAssertEqual(highlighted.image, "b/default/iphone-8@2x/normal.png")
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "self-contained")
        XCTAssertTrue(html.contains("id=\"filter\""))
        let leftovers = FileManager.default.enumerator(atPath: out)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testDevicesAndScalesMultiply() throws {
        var options = options([.png])
        options.devices = ["iphone-se", "ipad"]
        options.scales = [1, 3]
        options.states = [.normal]
        options.variants = ["default"]
        let summary = try Exporter(options: options).run(paths: [root.appendingPathComponent("templates/a.yaml").path])
        XCTAssertEqual(Set(summary.manifest.outputs.map(\.path)), [
            "alpha/default/iphone-se@1x/normal.png", "alpha/default/iphone-se@3x/normal.png",
            "alpha/default/ipad@1x/normal.png", "alpha/default/ipad@3x/normal.png",
        ])
    }

    func testABrokenTemplateIsReportedAndTheOthersStillExport() throws {
        try write("templates/broken.yaml", "title: A\ntitel: B\n")
        let summary = try Exporter(options: options([.png])).run(paths: [root.appendingPathComponent("templates").path])
        XCTAssertTrue(summary.failed)
        XCTAssertEqual(summary.manifest.errors.count, 1)
        XCTAssertTrue(summary.manifest.errors[0].message.hasSuffix("broken.yaml:2:1: unknown key 'titel' in the template; did you mean 'title'?"),
                      summary.manifest.errors[0].message)
        XCTAssertEqual(summary.manifest.outputs.count, 3, "one picture per screen: none has a button that changes")
    }

    func testARerunSkipsWhatDidNotChange() throws {
        let templates = root.appendingPathComponent("templates").path
        let first = try Exporter(options: options()).run(paths: [templates])
        XCTAssertEqual(first.written, 6)
        let second = try Exporter(options: options()).run(paths: [templates])
        XCTAssertEqual(second.written, 0)
        XCTAssertEqual(second.skipped, 6)
        // The image alpha uses changed: alpha's outputs only are made again.
        try write("templates/dot.svg", ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="9" fill="#00F"/></svg>"##)
        let third = try Exporter(options: options()).run(paths: [templates])
        XCTAssertEqual(third.written, 4)
        XCTAssertEqual(third.skipped, 2)
        // A deleted output is made again.
        try FileManager.default.removeItem(atPath: out + "/b/default/iphone-8@2x/normal.png")
        XCTAssertEqual(try Exporter(options: options()).run(paths: [templates]).written, 1)
    }

    func testShardsSplitTheWorkWithoutOverlapAndMerge() throws {
        try write("templates/c.yaml", "title: Gamma\n")
        let templates = root.appendingPathComponent("templates").path
        let whole = try Exporter(options: options([.png])).run(paths: [templates]).manifest
        var parts: [Manifest] = []
        for k in 1...2 {
            var options = options([.png])
            options.shard = Shard(index: k, count: 2)
            parts.append(try Exporter(options: options).run(paths: [templates]).manifest)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/manifest.shard-\(k)-of-2.json"))
        }
        let first = Set(parts[0].outputs.map(\.path)), second = Set(parts[1].outputs.map(\.path))
        XCTAssertTrue(first.isDisjoint(with: second))
        XCTAssertEqual(first.union(second), Set(whole.outputs.map(\.path)))
        XCTAssertFalse(first.isEmpty || second.isEmpty)
        XCTAssertEqual(Manifest.merged(parts).outputs, whole.outputs.sorted { $0.path < $1.path })
        XCTAssertNil(Shard(parsing: "3/2"))
        XCTAssertNil(Shard(parsing: "0/2"))
        XCTAssertEqual(Shard(parsing: "2/4"), Shard(index: 2, count: 4))
    }

    func testNoTemplatesIsAnError() {
        XCTAssertThrowsError(try Exporter(options: options()).run(paths: [root.appendingPathComponent("templates/nested/notes.txt").deletingLastPathComponent().appendingPathComponent("none").path]))
    }

    /// Nothing to export writes nothing: neither a missing input nor a folder without templates
    /// leaves an output folder behind.
    func testAnInputWithNothingToExportLeavesNoOutputFolder() throws {
        let missing = root.appendingPathComponent("missing").path
        XCTAssertThrowsError(try Exporter(options: options()).run(paths: [missing])) { error in
            XCTAssertEqual("\(error)", "\(missing): no such file or folder")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try write("empty/notes.txt", "not a template")
        XCTAssertThrowsError(try Exporter(options: options()).run(paths: [empty.path]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }
}
