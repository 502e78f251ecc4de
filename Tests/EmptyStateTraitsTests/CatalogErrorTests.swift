import EmptyStateTraits
import XCTest

final class CatalogErrorTests: XCTestCase {
    /// Why the fixture's one set cannot be read: the catalog loads, and keeps the set as broken
    /// (only the screens that use it are told).
    func loadError(_ fixture: CatalogFixture, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let catalog = try AssetCatalog.load(path: fixture.root)
            let broken = Array(catalog.broken.colors.values) + Array(catalog.broken.images.values) + Array(catalog.broken.symbols.values)
            guard broken.count == 1 else {
                XCTFail("expected one set that cannot be read, found \(broken.count)", file: file, line: line)
                return ""
            }
            return "\(broken[0])"
        } catch {
            XCTAssertTrue(error is CatalogError, file: file, line: line)
            return "\(error)"
        }
    }

    func testInvalidJSONNamesTheFileLineAndColumn() throws {
        let fixture = try CatalogFixture(self)
        try fixture.write("Brand.colorset/Contents.json", """
        {
          "colors" : [
            {
              "idiom" "universal"
            }
          ]
        }
        """)
        let message = loadError(fixture)
        XCTAssertTrue(message.hasPrefix(fixture.root + "/Brand.colorset/Contents.json:4:15: invalid JSON ("), message)
    }

    func testUnknownColorSpaceListsTheKnownOnes() throws {
        let fixture = try CatalogFixture(self)
        try fixture.colorSet("Brand", #"{ "color-space" : "adobe-rgb", "components" : { "red" : "1", "green" : "1", "blue" : "1" } }"#)
        XCTAssertEqual(loadError(fixture), fixture.root + "/Brand.colorset/Contents.json: colors[0].color: "
                       + "unknown color space 'adobe-rgb'; expected srgb, display-p3, extended-srgb, "
                       + "extended-linear-srgb, gray-gamma-22, extended-gray")
    }

    func testBadComponents() throws {
        for (component, expected) in [
            ("\"0xZZ\"", "is not a hex byte"), ("\"300\"", "neither a fraction"), ("[1]", "found an array"),
            ("1e999", "out of range"), ("\"1e999\"", "out of range"), ("-1e400", "out of range"),
        ] {
            let fixture = try CatalogFixture(self)
            try fixture.colorSet("C", #"{ "color-space" : "srgb", "components" : { "red" : \#(component), "green" : "0", "blue" : "0" } }"#)
            let message = loadError(fixture)
            XCTAssertTrue(message.contains("colors[0].color.components.red: "), message)
            XCTAssertTrue(message.contains(expected), "\(component): \(message)")
        }
    }

    /// A missing file is what Xcode warns of and builds anyway: the set is read without it, the
    /// catalog's other sets are untouched, and the problem names the Contents.json and the file.
    func testAMissingImageFileIsAProblemNotAnError() throws {
        let fixture = try CatalogFixture(self)
        try fixture.imageSet("Empty", files: [], images: #"{ "filename" : "gone@2x.png", "idiom" : "universal", "scale" : "2x" }"#)
        try fixture.imageSet("Good", files: ["good@2x.png"], images: #"{ "filename" : "good@2x.png", "idiom" : "universal", "scale" : "2x" }"#)
        let catalog = try AssetCatalog.load(path: fixture.root)
        XCTAssertEqual(catalog.problems, [fixture.root + "/Empty.imageset/Contents.json: images[0]: the image file 'gone@2x.png' "
                                          + "does not exist; the image set is used without it, as Xcode builds it"])
        XCTAssertNil(catalog.image(named: "Empty", traits: .default, scale: 2))
        XCTAssertEqual(catalog.image(named: "Good", traits: .default, scale: 2)?.path, fixture.root + "/Good.imageset/good@2x.png")
    }

    func testHostileInputIsAnErrorNotACrash() throws {
        let cases: [(String, String)] = [
            ("Deep.colorset/Contents.json", String(repeating: "[", count: 100_000)),
            ("Wrong.colorset/Contents.json", #"{ "colors" : { "idiom" : "universal" } }"#),
            ("Type.colorset/Contents.json", #"{ "colors" : [ { "idiom" : 3, "color" : {} } ] }"#),
            ("Escape.imageset/Contents.json", #"{ "images" : [ { "idiom" : "universal", "filename" : "../../etc/passwd" } ] }"#),
            ("Scale.imageset/Contents.json", #"{ "images" : [ { "idiom" : "universal", "filename" : "a.png", "scale" : "99999999999999999999x" } ] }"#),
            ("Empty.colorset/Contents.json", ""),
            ("Garbage.imageset/Contents.json", "\u{0}\u{1}\u{FFFF}"),
            ("Idiom.colorset/Contents.json", #"{ "colors" : [ { "idiom" : "toaster", "color" : {} } ] }"#),
        ]
        for (path, text) in cases {
            let fixture = try CatalogFixture(self)
            try fixture.write(path, text)
            let message = loadError(fixture)
            XCTAssertTrue(message.hasPrefix(fixture.root + "/" + path), message)
        }
    }

    /// Every new Xcode app has an `AccentColor.colorset` with an idiom and no color: valid,
    /// and as if absent, never an error that fails the app's screens.
    func testXcodesDefaultAccentColorWithoutAColorIsAbsent() throws {
        let fixture = try CatalogFixture(self)
        try fixture.write("AccentColor.colorset/Contents.json", #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
        try fixture.write("NoEntries.colorset/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try fixture.colorSet("Brand", #"{ "color-space" : "srgb", "components" : { "red" : "1", "green" : "0", "blue" : "0", "alpha" : "1" } }"#)
        XCTAssertEqual(try AssetCatalog.load(path: fixture.root).colorNames, ["Brand"])
    }

    func testQuotedValuesStayOnOneLine() throws {
        let fixture = try CatalogFixture(self)
        let long = String(repeating: "x", count: 500)
        try fixture.colorSet("C", #"{ "color-space" : "adobe\nrgb\#(long)", "components" : {} }"#)
        let message = loadError(fixture)
        XCTAssertFalse(message.contains("\n"), message)
        XCTAssertTrue(message.contains("unknown color space 'adobe\\nrgb"), message)
        XCTAssertLessThan(message.count, fixture.root.count + 300)
    }

    func testASymbolicLinkLoopIsReadOnce() throws {
        let fixture = try CatalogFixture(self)
        try fixture.colorSet("Group/C", #"{ "color-space" : "srgb", "components" : { "red" : "1", "green" : "1", "blue" : "1" } }"#)
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/Group/Loop", withDestinationPath: fixture.root)
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/Group/Loop2", withDestinationPath: fixture.root)
        XCTAssertEqual(try AssetCatalog.load(path: fixture.root).colorNames, ["C"])
    }

    func testTooLargeContentsAndTooDeepFolders() throws {
        let big = try CatalogFixture(self)
        try big.write("Big.colorset/Contents.json", String(repeating: " ", count: (1 << 20) + 1) + "{}")
        XCTAssertTrue(loadError(big).contains("larger than 1024 KiB"))

        let deep = try CatalogFixture(self)
        try deep.colorSet(Array(repeating: "d", count: 20).joined(separator: "/") + "/C",
                          #"{ "color-space" : "srgb", "components" : { "red" : "1", "green" : "1", "blue" : "1" } }"#)
        // Too deep is the folder left out, said once; the catalog's other sets still load.
        try deep.colorSet("Top", #"{ "color-space" : "srgb", "components" : { "red" : "1", "green" : "1", "blue" : "1" } }"#)
        let catalog = try AssetCatalog.load(path: deep.root)
        XCTAssertEqual(catalog.colorNames, ["Top"])
        XCTAssertEqual(catalog.problems.count, 1)
        XCTAssertTrue(catalog.problems[0].contains("nested deeper than 16"), catalog.problems[0])
    }

    func testAMissingCatalog() {
        XCTAssertThrowsError(try AssetCatalog.load(path: "/nonexistent/Assets.xcassets")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/Assets.xcassets: no asset catalog folder here")
        }
    }
}
