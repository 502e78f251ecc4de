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
}
