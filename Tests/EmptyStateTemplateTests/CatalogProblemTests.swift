import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// An app's catalog with one image set whose file is missing (as Xcode warns of and builds): a
/// screen drawing another image of it loads, and says what is wrong and where.
final class CatalogProblemTests: XCTestCase {
    func testABrokenImageSetIsAWarningForTheOtherScreens() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("CatalogProblemTests-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: base) }
        func write(_ relative: String, _ data: Data) throws {
            let path = base + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
        }
        let set = { (file: String) in Data(#"{ "images" : [ { "filename" : "\#(file)", "idiom" : "universal" } ], "info" : { "version" : 1 } }"#.utf8) }
        try write("Assets.xcassets/intro.imageset/Contents.json", set("intro.jpg"))
        try write("Assets.xcassets/empty.imageset/Contents.json", set("empty.svg"))
        try write("Assets.xcassets/empty.imageset/empty.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>"#.utf8))
        let template = try TemplateLoader.source(text: "assets: Assets.xcassets\nimage: { name: empty }\ntitle: No Articles\n",
                                                 path: base + "/screen.yaml").template()
        XCTAssertEqual(template.warnings, [base + "/Assets.xcassets/intro.imageset/Contents.json: images[0]: the image file 'intro.jpg' "
                                           + "does not exist; the image set is used without it, as Xcode builds it"])
    }

    private func folder() -> String {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("CatalogProblemTests-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: base) }
        return base
    }

    private func write(_ base: String, _ relative: String, _ text: String) throws {
        let path = base + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// One color set that cannot be read (invalid JSON) fails no screen: a screen that does not
    /// use it draws with no warning; one that does is told, naming the file, and draws systemGray.
    func testAColorSetThatCannotBeReadIsAWarningOnlyWhereItIsUsed() throws {
        let base = folder()
        try write(base, "Assets.xcassets/Broken.colorset/Contents.json", #"{ "colors" : [ { "idiom" "universal" } ] }"#)
        try write(base, "Assets.xcassets/Brand.colorset/Contents.json",
                  #"{ "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "0.000", "blue" : "0.000" } } } ] }"#)
        let unused = try TemplateLoader.source(text: "assets: Assets.xcassets\ntitle: { text: No Mail, color: Brand }\n", path: base + "/a.yaml").template()
        XCTAssertEqual(unused.warnings, [])
        XCTAssertEqual(unused.base.view.title?.color, Color(red: 1, green: 0, blue: 0))

        let used = try TemplateLoader.source(text: "assets: Assets.xcassets\ntitle: { text: No Mail, color: Broken }\n", path: base + "/b.yaml").template()
        XCTAssertEqual(used.warnings.count, 1)
        XCTAssertTrue(used.warnings[0].hasPrefix("title.color 'Broken': " + base + "/Assets.xcassets/Broken.colorset/Contents.json:1:"), used.warnings[0])
        XCTAssertTrue(used.warnings[0].hasSuffix("drawn as systemGray"), used.warnings[0])
        XCTAssertEqual(used.base.view.title?.color, Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255))
    }

    /// Xcode's deprecated and selector-style names are UIKit's colors; one this tool does not know
    /// is the nearest it does, said to the screen that uses it.
    func testSystemColorReferencesOfEveryKindAreDrawn() throws {
        let base = folder()
        func reference(_ set: String, _ name: String) throws {
            try write(base, "Assets.xcassets/\(set).colorset/Contents.json",
                      #"{ "colors" : [ { "idiom" : "universal", "color" : { "platform" : "ios", "reference" : "\#(name)" } } ] }"#)
        }
        try reference("Grouped", "groupTableViewBackgroundColor")
        try reference("Faint", "lightTextColor")
        try reference("Typo", "systemIndigoColour")
        try reference("Classic", "darkGrayColor")
        func drawn(_ set: String, dark: Bool = false) throws -> (Color?, [String]) {
            let source = try TemplateLoader.source(text: "assets: Assets.xcassets\nbackgroundColor: \(set)\ntitle: x\n", path: base + "/\(set).yaml")
            var environment = TraitCollection.default
            if dark { environment.colorScheme = .dark }
            let template = try source.template(traits: environment)
            return (template.base.view.backgroundColor, template.warnings)
        }
        XCTAssertEqual(try drawn("Grouped").0, Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255))
        XCTAssertEqual(try drawn("Grouped", dark: true).0, Color(red: 0, green: 0, blue: 0))
        XCTAssertEqual(try drawn("Grouped").1, [])
        XCTAssertEqual(try drawn("Faint").0, Color(red: 1, green: 1, blue: 1, alpha: 0.6))
        XCTAssertEqual(try drawn("Classic").0, Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3))
        let typo = try drawn("Typo")
        XCTAssertEqual(typo.0, Color(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255))
        XCTAssertEqual(typo.1.count, 1)
        XCTAssertTrue(typo.1[0].contains("unknown system color 'systemIndigoColour'; drawn as 'systemIndigoColor'"), typo.1[0])
    }

    /// An image set that cannot be read is the placeholder naming it where it is used, never an error.
    func testAnImageSetThatCannotBeReadIsDrawnAsAPlaceholder() throws {
        let base = folder()
        try write(base, "Assets.xcassets/Empty.imageset/Contents.json", #"{ "images" : { "idiom" : "universal" } }"#)
        let template = try TemplateLoader.source(text: "assets: Assets.xcassets\nimage: Empty\ntitle: x\n", path: base + "/a.yaml").template()
        XCTAssertNotNil(template.base.view.image?.inlineSVG)
        XCTAssertTrue(template.base.view.image?.inlineSVG?.contains(">Empty<") == true)
        XCTAssertEqual(template.warnings.count, 1)
        XCTAssertTrue(template.warnings[0].hasPrefix("image.name 'Empty': " + base + "/Assets.xcassets/Empty.imageset/Contents.json"), template.warnings[0])
    }
}
