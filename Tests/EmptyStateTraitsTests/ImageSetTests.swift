import EmptyStateTraits
import XCTest

final class ImageSetTests: XCTestCase {
    let dark = #"{ "appearance" : "luminosity", "value" : "dark" }"#
    let high = #"{ "appearance" : "contrast", "value" : "high" }"#

    func image(_ file: String, scale: String? = nil, idiom: String = "universal", _ extra: String = "") -> String {
        let scaleKey = scale.map { ", \"scale\" : \"\($0)\"" } ?? ""
        return "{ \"filename\" : \"\(file)\", \"idiom\" : \"\(idiom)\"\(scaleKey)\(extra) }"
    }

    func testTheDarkVariantIsChosenInDarkMode() throws {
        let fixture = try CatalogFixture(self)
        try fixture.imageSet("Empty", files: ["light@2x.png", "dark@2x.png", "darkhc@2x.png"], images: [
            image("light@2x.png", scale: "2x"),
            image("dark@2x.png", scale: "2x", ", \"appearances\" : [\(dark)]"),
            image("darkhc@2x.png", scale: "2x", ", \"appearances\" : [\(dark), \(high)]"),
        ].joined(separator: ","))
        let catalog = try AssetCatalog.load(path: fixture.root)
        func file(_ traits: TraitCollection) -> String? {
            catalog.image(named: "Empty", traits: traits, scale: 2).map { ($0.path as NSString).lastPathComponent }
        }
        XCTAssertEqual(file(.default), "light@2x.png")
        XCTAssertEqual(file(TraitCollection(contrast: .increased)), "light@2x.png")
        XCTAssertEqual(file(TraitCollection(colorScheme: .dark)), "dark@2x.png")
        XCTAssertEqual(file(TraitCollection(colorScheme: .dark, contrast: .increased)), "darkhc@2x.png")
        XCTAssertEqual(catalog.image(named: "Empty", traits: .default, scale: 2)?.path,
                       fixture.root + "/Empty.imageset/light@2x.png")
        XCTAssertEqual(catalog.imageNames, ["Empty"])
        XCTAssertNil(catalog.image(named: "Missing", traits: .default, scale: 2))
    }

    func testScaleChoiceExactThenHigherThenLower() throws {
        let fixture = try CatalogFixture(self)
        try fixture.imageSet("All", files: ["a.png", "a@2x.png", "a@3x.png"], images: [
            image("a.png", scale: "1x"), image("a@2x.png", scale: "2x"), image("a@3x.png", scale: "3x"),
        ].joined(separator: ","))
        try fixture.imageSet("Sparse", files: ["s.png", "s@3x.png"], images: [
            image("s.png", scale: "1x"), #"{ "idiom" : "universal", "scale" : "2x" }"#, image("s@3x.png", scale: "3x"),
        ].joined(separator: ","))
        try fixture.imageSet("LowOnly", files: ["l.png"], images: image("l.png", scale: "1x"))
        let catalog = try AssetCatalog.load(path: fixture.root)
        func pick(_ name: String, _ scale: Int) -> Int? { catalog.image(named: name, traits: .default, scale: scale)?.scale }
        XCTAssertEqual(pick("All", 1), 1)
        XCTAssertEqual(pick("All", 2), 2)
        XCTAssertEqual(pick("All", 3), 3)
        XCTAssertEqual(pick("Sparse", 2), 3, "the empty 2x slot is skipped; the next higher scale wins")
        XCTAssertEqual(pick("LowOnly", 3), 1)
        XCTAssertEqual(catalog.image(named: "Sparse", traits: .default, scale: 2)?.path.hasSuffix("s@3x.png"), true)
    }

    func testVectorsTemplateAndIdioms() throws {
        let fixture = try CatalogFixture(self)
        try fixture.imageSet("Icon", files: ["icon.pdf"], images: image("icon.pdf"),
                             properties: #"{ "template-rendering-intent" : "template", "preserves-vector-representation" : true }"#)
        try fixture.imageSet("Photo", files: ["p@2x.png"], images: image("p@2x.png", scale: "2x"),
                             properties: #"{ "template-rendering-intent" : "original" }"#)
        try fixture.imageSet("Phone", files: ["u@2x.png", "i@2x.png", "pad@2x.png"], images: [
            image("u@2x.png", scale: "2x"), image("i@2x.png", scale: "2x", idiom: "iphone"),
            image("pad@2x.png", scale: "2x", idiom: "ipad"),
        ].joined(separator: ","))
        try fixture.imageSet("PadOnly", files: ["pad.png"], images: image("pad.png", scale: "1x", idiom: "ipad"))
        let catalog = try AssetCatalog.load(path: fixture.root)

        let icon = catalog.image(named: "Icon", traits: .default, scale: 3)
        XCTAssertEqual(icon, CatalogImage(path: fixture.root + "/Icon.imageset/icon.pdf", scale: 1, isTemplate: true,
                                          flipsForRightToLeft: false, isVector: true))
        let photo = catalog.image(named: "Photo", traits: .default, scale: 3)
        XCTAssertEqual(photo?.isTemplate, false)
        XCTAssertEqual(photo?.isVector, false)
        XCTAssertEqual(photo?.scale, 2)
        XCTAssertEqual(catalog.image(named: "Phone", traits: .default, scale: 2)?.path.hasSuffix("/i@2x.png"), true)
        XCTAssertNil(catalog.image(named: "PadOnly", traits: .default, scale: 2))
    }

    func testLanguageDirection() throws {
        let fixture = try CatalogFixture(self)
        let ltr = #", "language-direction" : "left-to-right""#
        let rtl = #", "language-direction" : "right-to-left""#
        try fixture.imageSet("Arrow", files: ["arrow.pdf"], images: image("arrow.pdf", ltr))
        try fixture.imageSet("Back", files: ["back.pdf"], images: image("back.pdf", rtl))
        try fixture.imageSet("Both", files: ["l.pdf", "r.pdf"], images: image("l.pdf", ltr) + "," + image("r.pdf", rtl))
        try fixture.imageSet("Fixed", files: ["f.pdf"], images: image("f.pdf"))
        let catalog = try AssetCatalog.load(path: fixture.root)
        let rtlTraits = TraitCollection(layoutDirection: .rightToLeft)

        let arrow = catalog.image(named: "Arrow", traits: rtlTraits, scale: 2)!
        XCTAssertTrue(arrow.flipsForRightToLeft)
        XCTAssertTrue(arrow.isMirrored(in: .rightToLeft))
        XCTAssertFalse(arrow.isMirrored(in: .leftToRight))
        let back = catalog.image(named: "Back", traits: .default, scale: 2)!
        XCTAssertFalse(back.flipsForRightToLeft)
        XCTAssertTrue(back.isMirrored(in: .leftToRight))

        let bothLTR = catalog.image(named: "Both", traits: .default, scale: 2)!
        let bothRTL = catalog.image(named: "Both", traits: rtlTraits, scale: 2)!
        XCTAssertTrue(bothLTR.path.hasSuffix("/l.pdf"))
        XCTAssertTrue(bothRTL.path.hasSuffix("/r.pdf"))
        XCTAssertFalse(bothRTL.isMirrored(in: .rightToLeft))
        XCTAssertFalse(catalog.image(named: "Fixed", traits: rtlTraits, scale: 2)!.flipsForRightToLeft)
    }

    /// A name Contents.json writes decomposed (`く` + U+3099, as macOS hands names to Xcode) is
    /// the file stored precomposed (`ぐ`), and one in other letter case is the file too: a Mac's
    /// file system finds both (havings_ios's icon_type_item). A name no file has is still missing.
    func testAFileIsFoundWhateverItsNormalizationOrCase() throws {
        let fixture = try CatalogFixture(self)
        try fixture.imageSet("Bear", files: ["\u{3050}.png"], images: image("\u{304F}\u{3099}.png", scale: "2x"))
        try fixture.imageSet("Shout", files: ["empty@2x.png"], images: image("EMPTY@2x.PNG", scale: "2x"))
        try fixture.imageSet("Gone", files: ["there@2x.png"], images: image("elsewhere@2x.png", scale: "2x"))
        let catalog = try AssetCatalog.load(path: fixture.root)
        let bear = try XCTUnwrap(catalog.image(named: "Bear", traits: .default, scale: 2), "\(catalog.problems)")
        XCTAssertEqual(Array((bear.path as NSString).lastPathComponent.unicodeScalars), Array("\u{3050}.png".unicodeScalars),
                       "the path is the file's own name")
        XCTAssertEqual(catalog.image(named: "Shout", traits: .default, scale: 2).map { ($0.path as NSString).lastPathComponent }, "empty@2x.png")
        XCTAssertNil(catalog.image(named: "Gone", traits: .default, scale: 2))
        XCTAssertEqual(catalog.problems.count, 1, "\(catalog.problems)")
    }
}
