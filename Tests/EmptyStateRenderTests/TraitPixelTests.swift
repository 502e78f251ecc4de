@testable import EmptyStateRender
import EmptyStateEncoders
import EmptyStateLayout
import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// Traits as a user sees them: pixels and frames of screens resolved for dark mode, Dynamic
/// Type sizes, right to left and asset catalogs.
final class TraitPixelTests: XCTestCase {
    func render(_ fixture: Fixture, _ yaml: String, _ traits: TraitCollection = .default) throws -> (ScreenLayout, PixelBuffer) {
        let template = try TemplateLoader.load(path: fixture.write("t.yaml", yaml), traits: traits)
        let renderer = try ScreenRenderer(fontFiles: template.base.fontFiles)
        let layout = try renderer.layout(template.base)
        return (layout, try renderer.renderPixels(layout))
    }

    func testSystemBackgroundIsBlackAndLabelWhiteInDark() throws {
        let fixture = try Fixture()
        let yaml = "canvas: { size: [120, 80], scale: 1 }\nbackgroundColor: systemBackground\ntitle: { text: \"██\", font: { size: 30 }, color: label }\n"
        let (lightLayout, light) = try render(fixture, yaml)
        let (_, dark) = try render(fixture, yaml, TraitCollection(colorScheme: .dark))
        XCTAssertTrue(light.pixel(x: 2, y: 2) == (255, 255, 255, 255))
        XCTAssertTrue(dark.pixel(x: 2, y: 2) == (0, 0, 0, 255))
        let title = try XCTUnwrap(lightLayout.title?.frame)
        let center = (x: Int(title.midX), y: Int(title.midY))
        XCTAssertTrue(light.pixel(x: center.x, y: center.y) == (0, 0, 0, 255), "label is black in light")
        XCTAssertTrue(dark.pixel(x: center.x, y: center.y) == (255, 255, 255, 255), "label is white in dark")
    }

    func testBodyAtAX5Is53PointsAndItsLinesThatMuchTaller() throws {
        let fixture = try Fixture()
        let yaml = "backgroundColor: white\ntitle: { text: \"One line\", font: { textStyle: body }, color: black }\n"
        let (large, _) = try render(fixture, yaml)
        let (ax5, pixels) = try render(fixture, yaml, TraitCollection(contentSize: .AX5))
        XCTAssertEqual(ax5.title?.text.font?.size, 53)
        XCTAssertEqual(large.title?.text.font?.size, 17)
        let ratio = try XCTUnwrap(ax5.title?.frame.height) / XCTUnwrap(large.title?.frame.height)
        XCTAssertEqual(ratio, 53.0 / 17.0, accuracy: 0.15, "a line's height scales with the size")
        let ink = pixels.inkRows(background: (255, 255, 255, 255))
        XCTAssertGreaterThan(Double(ink.count) / 2, 30, "the drawn glyphs are tall: \(ink.count) px rows at @2x")
    }

    func testNaturalAlignmentMovesToTheRightEdgeRightToLeft() throws {
        let fixture = try Fixture()
        let yaml = "canvas: { size: [300, 100], scale: 1 }\nbackgroundColor: white\ntitle: { text: Hi, font: { size: 20 }, color: black, alignment: natural }\n"
        let (ltrLayout, ltr) = try render(fixture, yaml)
        let (_, rtl) = try render(fixture, yaml, TraitCollection(layoutDirection: .rightToLeft))
        let row = Int(try XCTUnwrap(ltrLayout.title?.frame.midY))
        let left = ltr.inkColumns(row: row, background: (255, 255, 255, 255))
        let right = rtl.inkColumns(row: row, background: (255, 255, 255, 255))
        XCTAssertLessThan(try XCTUnwrap(left.max()), 150, "left to right: at the leading (left) edge")
        XCTAssertGreaterThan(try XCTUnwrap(right.min()), 150, "right to left: at the right edge")
        XCTAssertGreaterThan(try XCTUnwrap(right.max()), 300 - 19 - 8, "near the right inset (300/16 = 19 pt)")
    }

    func testAnImageThatFlipsIsMirroredRightToLeft() throws {
        let fixture = try Fixture()
        // 20 × 10: red left half, blue right half.
        var bytes = [UInt8]()
        for _ in 0..<10 { for x in 0..<20 { bytes += x < 10 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        try PNGEncoder().encode(PixelBuffer(width: 20, height: 10, rgba: bytes)).write(to: fixture.directory.appendingPathComponent("arrow.png"))
        let yaml = "canvas: { size: [100, 100], scale: 1 }\nbackgroundColor: white\nimage: { name: arrow, flipsForRightToLeft: true }\n"
        let (layout, ltr) = try render(fixture, yaml)
        let (_, rtl) = try render(fixture, yaml, TraitCollection(layoutDirection: .rightToLeft))
        let frame = try XCTUnwrap(layout.image)
        let y = Int(frame.midY), leftX = Int(frame.minX) + 2, rightX = Int(frame.maxX) - 3
        XCTAssertTrue(ltr.pixel(x: leftX, y: y) == (255, 0, 0, 255) && ltr.pixel(x: rightX, y: y) == (0, 0, 255, 255))
        XCTAssertTrue(rtl.pixel(x: leftX, y: y) == (0, 0, 255, 255) && rtl.pixel(x: rightX, y: y) == (255, 0, 0, 255), "mirrored")
    }

    func testAnAssetCatalogsDarkImageAndColorAreDrawnInDark() throws {
        let fixture = try Fixture()
        let set = fixture.directory.appendingPathComponent("Assets.xcassets/Art.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try fixture.png("Assets.xcassets/Art.imageset/light.png", width: 20, height: 20, rgba: (255, 0, 0, 255))
        try fixture.png("Assets.xcassets/Art.imageset/dark.png", width: 20, height: 20, rgba: (0, 255, 0, 255))
        try fixture.write("Assets.xcassets/Art.imageset/Contents.json", """
        { "images": [
            { "idiom": "universal", "filename": "light.png", "scale": "1x" },
            { "idiom": "universal", "filename": "dark.png", "scale": "1x", "appearances": [{ "appearance": "luminosity", "value": "dark" }] }
          ], "info": { "author": "xcode", "version": 1 } }
        """)
        try fixture.write("Assets.xcassets/Paper.colorset/Contents.json", """
        { "colors": [
            { "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "0xFF", "green": "0xFF", "blue": "0xFF", "alpha": "1.000" } } },
            { "idiom": "universal", "appearances": [{ "appearance": "luminosity", "value": "dark" }],
              "color": { "color-space": "srgb", "components": { "red": "0.000", "green": "0.000", "blue": "0.502", "alpha": "1.000" } } }
          ], "info": { "author": "xcode", "version": 1 } }
        """)
        let yaml = "assets: Assets.xcassets\ncanvas: { size: [100, 100], scale: 1 }\nbackgroundColor: Paper\nimage: Art\n"
        let (layout, light) = try render(fixture, yaml)
        let (_, dark) = try render(fixture, yaml, TraitCollection(colorScheme: .dark))
        let frame = try XCTUnwrap(layout.image)
        XCTAssertEqual(frame.size, Size(width: 20, height: 20))
        XCTAssertTrue(light.pixel(x: Int(frame.midX), y: Int(frame.midY)) == (255, 0, 0, 255), "the any-appearance image in light")
        XCTAssertTrue(dark.pixel(x: Int(frame.midX), y: Int(frame.midY)) == (0, 255, 0, 255), "the dark image in dark")
        XCTAssertTrue(light.pixel(x: 2, y: 2) == (255, 255, 255, 255))
        XCTAssertTrue(dark.pixel(x: 2, y: 2) == (0, 0, 128, 255), "the colorset's dark color")
    }

    /// A PDF page of one filled rectangle, `width` × `height` points, in an RGB fill.
    static func pdf(width: Int, height: Int, fill: String) -> String {
        let content = "\(fill) rg 0 0 \(width) \(height) re f"
        return """
        %PDF-1.4
        1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
        2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
        3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R >> endobj
        4 0 obj << /Length \(content.utf8.count) >> stream
        \(content)
        endstream endobj
        trailer << /Root 1 0 R >>
        %%EOF
        """
    }

    /// An asset catalog's PDF vector ("Preserve Vector Data") is drawn at its page size in
    /// points, sharp at the screen's scale, as Xcode's images are; a template one in the tint.
    func testAnAssetCatalogsPDFVectorIsDrawnAtItsPageSize() throws {
        let fixture = try Fixture()
        let set = fixture.directory.appendingPathComponent("Assets.xcassets/NoVenue.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try fixture.write("Assets.xcassets/NoVenue.imageset/no-venue.pdf", Self.pdf(width: 40, height: 20, fill: "1 0 0"))
        try fixture.write("Assets.xcassets/NoVenue.imageset/Contents.json", """
        { "images": [ { "idiom": "universal", "filename": "no-venue.pdf" } ],
          "info": { "author": "xcode", "version": 1 }, "properties": { "preserves-vector-representation": true } }
        """)
        let (layout, pixels) = try render(fixture, "assets: Assets.xcassets\ncanvas: { size: [100, 100], scale: 2 }\nbackgroundColor: white\nimage: NoVenue\n")
        let frame = try XCTUnwrap(layout.image)
        XCTAssertEqual(frame.size, Size(width: 40, height: 20))
        XCTAssertTrue(pixels.pixel(x: Int(frame.midX * 2), y: Int(frame.midY * 2)) == (255, 0, 0, 255), "the page's red fill")
        XCTAssertTrue(pixels.pixel(x: Int(frame.minX * 2) + 1, y: Int(frame.minY * 2) + 1) == (255, 0, 0, 255), "filled to its corner at @2x")
        XCTAssertTrue(pixels.pixel(x: 2, y: 2) == (255, 255, 255, 255))
        let (_, tinted) = try render(fixture, "assets: Assets.xcassets\ncanvas: { size: [100, 100], scale: 2 }\nbackgroundColor: white\nimage: { name: NoVenue, tintColor: \"#0000FF\" }\n")
        XCTAssertTrue(tinted.pixel(x: Int(frame.midX * 2), y: Int(frame.midY * 2)) == (0, 0, 255, 255), "a tint fills the page's shapes")
    }

    /// A file named .pdf that is no PDF fails its screen in one line naming the file.
    func testAPDFThatIsNoPDFFailsInOneLineNamingIt() throws {
        let fixture = try Fixture()
        let set = fixture.directory.appendingPathComponent("Assets.xcassets/Broken.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try fixture.write("Assets.xcassets/Broken.imageset/broken.pdf", "%PDF-1.4 this is not a document")
        try fixture.write("Assets.xcassets/Broken.imageset/Contents.json", """
        { "images": [ { "idiom": "universal", "filename": "broken.pdf" } ], "info": { "author": "xcode", "version": 1 } }
        """)
        XCTAssertThrowsError(try render(fixture, "assets: Assets.xcassets\ncanvas: { size: [100, 100], scale: 1 }\nimage: Broken\n")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("broken.pdf"), message)
            XCTAssertFalse(message.contains("\n"), message)
        }
    }

    /// A color set that cannot be read fails no screen: one that does not use it loads without a
    /// word; one that does is told in one line naming the Contents.json, and still draws.
    func testABrokenColorSetIsOneLineNamingItsContentsJSONWhereItIsUsed() throws {
        let fixture = try Fixture()
        try fixture.write("Assets.xcassets/Paper.colorset/Contents.json", "{ \"colors\": [ { \"idiom\": \"universal\", }\n")
        let unused = try TemplateLoader.load(path: fixture.write("t.yaml", "assets: Assets.xcassets\ntitle: Hi\n"))
        XCTAssertEqual(unused.warnings, [])
        let used = try TemplateLoader.load(path: fixture.write("u.yaml", "assets: Assets.xcassets\nbackgroundColor: Paper\ntitle: Hi\n"))
        XCTAssertEqual(used.warnings.count, 1)
        XCTAssertTrue(used.warnings[0].contains("Assets.xcassets/Paper.colorset/Contents.json:1:"), used.warnings[0])
        XCTAssertFalse(used.warnings[0].contains("\n"))
    }
}
