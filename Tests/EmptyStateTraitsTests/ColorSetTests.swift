import EmptyStateModel
import EmptyStateTraits
import XCTest

final class ColorSetTests: XCTestCase {
    func load(_ fixture: CatalogFixture) throws -> AssetCatalog { try AssetCatalog.load(path: fixture.root) }

    func srgb(_ red: String, _ green: String, _ blue: String, _ alpha: String = "\"1.000\"") -> String {
        """
        { "color-space" : "srgb", "components" : { "alpha" : \(alpha), "blue" : \(blue), "green" : \(green), "red" : \(red) } }
        """
    }

    func testComponentsAsFractionsEightBitHexAndNumbers() throws {
        let fixture = try CatalogFixture(self)
        try fixture.colorSet("Floats", srgb("\"1.000\"", "\"0.500\"", "\"0.000\"", "\"0.250\""))
        try fixture.colorSet("EightBit", srgb("\"255\"", "\"128\"", "\"0\""))
        try fixture.colorSet("Hex", srgb("\"0xFF\"", "\"0x80\"", "\"0x00\"", "\"0x40\""))
        try fixture.colorSet("Numbers", srgb("1", "0.5", "0", "1.0"))
        try fixture.colorSet("NumbersEightBit", srgb("255", "128", "0"))
        let catalog = try load(fixture)

        XCTAssertEqual(catalog.color(named: "Floats"), DynamicColor(Color(red: 1, green: 0.5, blue: 0, alpha: 0.25)))
        XCTAssertEqual(catalog.color(named: "EightBit"), DynamicColor(Color(red: 1, green: 128.0 / 255, blue: 0)))
        XCTAssertEqual(catalog.color(named: "Hex"),
                       DynamicColor(Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 64.0 / 255)))
        XCTAssertEqual(catalog.color(named: "Numbers"), DynamicColor(Color(red: 1, green: 0.5, blue: 0)))
        XCTAssertEqual(catalog.color(named: "NumbersEightBit"), catalog.color(named: "EightBit"))
        XCTAssertEqual(catalog.colorNames, ["EightBit", "Floats", "Hex", "Numbers", "NumbersEightBit"])
        XCTAssertNil(catalog.color(named: "floats"))
    }

    func testDisplayP3ConvertsToSRGB() throws {
        let fixture = try CatalogFixture(self)
        func p3(_ r: Double, _ g: Double, _ b: Double) -> String {
            """
            { "color-space" : "display-p3", "components" : { "red" : "\(r)", "green" : "\(g)", "blue" : "\(b)", "alpha" : "1.000" } }
            """
        }
        try fixture.colorSet("P3Red", p3(1, 0, 0))
        try fixture.colorSet("P3Gray", p3(0.5, 0.5, 0.5))
        // sRGB red expressed in Display P3, from the published conversion (e.g. CSS Color 4's
        // `color(display-p3 0.9175 0.2003 0.1386)` for `#FF0000`): comes back as sRGB red.
        try fixture.colorSet("SRGBRedInP3", p3(0.917488, 0.200287, 0.138561))
        try fixture.colorSet("P3White", p3(1, 1, 1))
        let catalog = try load(fixture)

        // P3 red is outside sRGB: about (1.093, -0.23, -0.15) encoded, clamped to pure red.
        let red = catalog.color(named: "P3Red")!.light
        XCTAssertEqual(red, Color(red: 1, green: 0, blue: 0))
        let gray = catalog.color(named: "P3Gray")!.light
        XCTAssertEqual(gray.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(gray.green, 0.5, accuracy: 1e-9)
        XCTAssertEqual(gray.blue, 0.5, accuracy: 1e-9)
        let back = catalog.color(named: "SRGBRedInP3")!.light
        XCTAssertEqual(back.red, 1, accuracy: 1e-4)
        XCTAssertEqual(back.green, 0, accuracy: 1e-4)
        XCTAssertEqual(back.blue, 0, accuracy: 1e-4)
        let white = catalog.color(named: "P3White")!.light
        XCTAssertEqual(white.red, 1, accuracy: 1e-9)
        XCTAssertEqual(white.blue, 1, accuracy: 1e-9)
    }

    func testOtherColorSpaces() throws {
        let fixture = try CatalogFixture(self)
        try fixture.colorSet("Gray", #"{ "color-space" : "gray-gamma-22", "components" : { "white" : "1.000", "alpha" : "0.500" } }"#)
        try fixture.colorSet("GrayHalf", #"{ "color-space" : "extended-gray", "components" : { "white" : "0.500", "alpha" : "1.000" } }"#)
        try fixture.colorSet("Linear", #"{ "color-space" : "extended-linear-srgb", "components" : { "red" : "0.214041", "green" : "0.000", "blue" : "2.000", "alpha" : "1.000" } }"#)
        try fixture.colorSet("Extended", #"{ "color-space" : "extended-srgb", "components" : { "red" : "-0.200", "green" : "0.500", "blue" : "1.300", "alpha" : "1.000" } }"#)
        let catalog = try load(fixture)
        XCTAssertEqual(catalog.color(named: "Gray")!.light.description, "#FFFFFF80")
        // Gray gamma 2.2 at 0.5 is luminance 0.2176, which sRGB encodes as 0.5038.
        XCTAssertEqual(catalog.color(named: "GrayHalf")!.light.green, 0.5038, accuracy: 1e-3)
        // Linear 0.214041 is sRGB 0.5 (the sRGB curve at 0.5).
        let linear = catalog.color(named: "Linear")!.light
        XCTAssertEqual(linear.red, 0.5, accuracy: 1e-4)
        XCTAssertEqual(linear.blue, 1)
        XCTAssertEqual(catalog.color(named: "Extended")!.light, Color(red: 0, green: 0.5, blue: 1))
    }

    func testAppearancesAndContrast() throws {
        let fixture = try CatalogFixture(self)
        func entry(_ hex: String, _ appearances: String = "") -> String {
            let c = { (i: Int) in "\"0x" + String(Array(hex)[i * 2...i * 2 + 1]) + "\"" }
            let list = appearances.isEmpty ? "" : "\"appearances\" : [\(appearances)],"
            return "{ \(list) \"idiom\" : \"universal\", \"color\" : \(srgb(c(0), c(1), c(2))) }"
        }
        let dark = #"{ "appearance" : "luminosity", "value" : "dark" }"#
        let light = #"{ "appearance" : "luminosity", "value" : "light" }"#
        let high = #"{ "appearance" : "contrast", "value" : "high" }"#
        try fixture.write("Brand.colorset/Contents.json", """
        { "colors" : [ \(entry("112233")), \(entry("AABBCC", dark)), \(entry("000044", high)), \(entry("DDEEFF", dark + "," + high)) ] }
        """)
        try fixture.write("AnyOnly.colorset/Contents.json", "{ \"colors\" : [ \(entry("123456")) ] }")
        try fixture.write("DarkOnlyWithAnyHigh.colorset/Contents.json", """
        { "colors" : [ \(entry("101010", light)), \(entry("EEEEEE", dark)), \(entry("000000", high)) ] }
        """)
        try fixture.write("PhoneWins.colorset/Contents.json", """
        { "colors" : [ \(entry("111111")), { "idiom" : "iphone", "color" : \(srgb("\"0x22\"", "\"0x22\"", "\"0x22\"")) },
                       { "idiom" : "ipad", "color" : \(srgb("\"0x33\"", "\"0x33\"", "\"0x33\"")) } ] }
        """)
        let catalog = try load(fixture)

        let brand = catalog.color(named: "Brand")!
        XCTAssertEqual(brand.resolved(with: .default).description, "#112233")
        XCTAssertEqual(brand.resolved(with: TraitCollection(colorScheme: .dark)).description, "#AABBCC")
        XCTAssertEqual(brand.resolved(with: TraitCollection(contrast: .increased)).description, "#000044")
        XCTAssertEqual(brand.resolved(with: TraitCollection(colorScheme: .dark, contrast: .increased)).description, "#DDEEFF")

        let any = catalog.color(named: "AnyOnly")!
        XCTAssertEqual(any.dark.description, "#123456")
        XCTAssertEqual(any, DynamicColor(Color(parsing: "#123456")!))

        // The light and dark entries keep their luminosity under Increase Contrast.
        let keeps = catalog.color(named: "DarkOnlyWithAnyHigh")!
        XCTAssertEqual(keeps.resolved(with: TraitCollection(colorScheme: .dark, contrast: .increased)).description, "#EEEEEE")
        XCTAssertEqual(keeps.resolved(with: TraitCollection(contrast: .increased)).description, "#101010")

        XCTAssertEqual(catalog.color(named: "PhoneWins")!.light.description, "#222222")
    }

    func testIPhoneEntriesReplaceUniversalOnesAndSRGBGamutWins() throws {
        let fixture = try CatalogFixture(self)
        let gray = { (v: String) in self.srgb("\"\(v)\"", "\"\(v)\"", "\"\(v)\"") }
        let dark = #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"#
        try fixture.write("Mixed.colorset/Contents.json", """
        { "colors" : [ { "idiom" : "universal", "color" : \(gray("0x11")) },
                       { "idiom" : "universal", \(dark), "color" : \(gray("0x22")) },
                       { "idiom" : "iphone", "color" : \(gray("0x33")) } ] }
        """)
        try fixture.write("Gamut.colorset/Contents.json", """
        { "colors" : [ { "idiom" : "universal", "display-gamut" : "display-P3", "color" : \(gray("0x44")) },
                       { "idiom" : "universal", "display-gamut" : "sRGB", "color" : \(gray("0x55")) } ] }
        """)
        let catalog = try load(fixture)
        XCTAssertEqual(catalog.color(named: "Mixed"), DynamicColor(Color(parsing: "#333333")!))
        XCTAssertEqual(catalog.color(named: "Gamut"), DynamicColor(Color(parsing: "#555555")!))
    }

    func testSystemColorReferences() throws {
        let fixture = try CatalogFixture(self)
        try fixture.colorSet("Accent", #"{ "platform" : "ios", "reference" : "systemBlueColor" }"#)
        try fixture.colorSet("Text", #"{ "platform" : "ios", "reference" : "labelColor" }"#)
        let catalog = try load(fixture)
        XCTAssertEqual(catalog.color(named: "Accent"), SemanticColor.named("systemBlue", tint: DynamicColor(.black)))
        XCTAssertEqual(catalog.color(named: "Text")!.dark, .white)
    }

    func testNamespacesAndNestedGroups() throws {
        let fixture = try CatalogFixture(self)
        let red = srgb("\"1.000\"", "\"0.000\"", "\"0.000\"")
        try fixture.write("Brand/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#)
        try fixture.colorSet("Brand/Primary", red)
        try fixture.colorSet("Brand/Plain/Inner", red)
        try fixture.colorSet("Folder/Loose", red)
        try fixture.write("Folder/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try fixture.write("AppIcon.appiconset/Contents.json", "not even JSON")
        let catalog = try load(fixture)
        XCTAssertEqual(catalog.colorNames, ["Brand/Inner", "Brand/Primary", "Loose"])
    }
}
