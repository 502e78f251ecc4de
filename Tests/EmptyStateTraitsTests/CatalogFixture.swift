import Foundation
import XCTest

/// A throwaway `.xcassets` folder in the temporary directory, written file by file.
struct CatalogFixture {
    let root: String

    init(_ test: XCTestCase, name: String = "Assets.xcassets") throws {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("EmptyStateTraitsTests-\(UUID().uuidString)").path
        root = base + "/" + name
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: base) }
    }

    /// Writes `text` at `relative` (under the catalog), making the folders.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A color set whose only entry is `color` (a JSON object) for any appearance.
    func colorSet(_ name: String, _ color: String) throws {
        try write("\(name).colorset/Contents.json", """
        { "colors" : [ { "color" : \(color), "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
        """)
    }

    /// An image set with `images` (JSON array items) and `properties`, plus a file of a
    /// few bytes for every filename, which is all the catalog layer looks at.
    func imageSet(_ name: String, files: [String], images: String, properties: String = "{}") throws {
        for file in files { try write("\(name).imageset/\(file)", "\u{89}PNG") }
        try write("\(name).imageset/Contents.json", """
        { "images" : [ \(images) ], "info" : { "author" : "xcode", "version" : 1 }, "properties" : \(properties) }
        """)
    }
}
