@testable import EmptyStateObjCReader
import XCTest

/// How a quoted `#import` names a header: the paths the reader and the importer resolve, with
/// the quick way for paths that have nothing to drop giving what the long way gives.
final class HeaderPathTests: XCTestCase {
    func testNormalizedDropsDotsDoubledAndTrailingSlashes() {
        let cases: [(String, String)] = [
            ("App/Views/Cell.h", "App/Views/Cell.h"),
            ("/work/app/Cell.h", "/work/app/Cell.h"),
            ("App/./Cell.h", "App/Cell.h"),
            ("App/Views/../Cell.h", "App/Cell.h"),
            ("App//Cell.h", "App/Cell.h"),
            ("./Cell.h", "Cell.h"),
            ("../Shared/Cell.h", "../Shared/Cell.h"),
            ("/work/app/Views/../Models/Item.h", "/work/app/Models/Item.h"),
            ("App/Views/", "App/Views"),
            ("App/.hidden/Cell.h", "App/.hidden/Cell.h"),
            ("App/Cell.h.", "App/Cell.h."),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(ObjCHeaders.normalized(path), expected, path)
        }
    }

    func testFileNameIsWhatFollowsTheLastSlash() {
        XCTAssertEqual(ObjCHeaders.fileName("/work/app/Cell.h"), "Cell.h")
        XCTAssertEqual(ObjCHeaders.fileName("Cell.h"), "Cell.h")
        XCTAssertEqual(ObjCHeaders.fileName("App/Views/"), "")
    }

    /// Beside the including file first (through `..`), else the shortest path of that file name.
    func testAnImportIsFoundBesideItsFileThenByName() {
        let paths = ["/app/Models/Item.h", "/app/Views/Cell.h", "/app/Vendor/Deep/Cell.h", "/app/Cell.h"]
        let byName = ObjCHeaders.index(paths)
        let exists: (String) -> Bool = { paths.contains($0) }
        XCTAssertEqual(ObjCHeaders.resolve("../Models/Item.h", from: "/app/Views/List.m", byName: byName, exists: exists), "/app/Models/Item.h")
        XCTAssertEqual(ObjCHeaders.resolve("Cell.h", from: "/app/Views/List.m", byName: byName, exists: exists), "/app/Views/Cell.h")
        XCTAssertEqual(ObjCHeaders.resolve("Cell.h", from: "/app/Models/Item.m", byName: byName, exists: exists), "/app/Cell.h")
        XCTAssertEqual(ObjCHeaders.resolve("Item.h", from: "List.m", byName: byName, exists: exists), "/app/Models/Item.h")
        XCTAssertNil(ObjCHeaders.resolve("Missing.h", from: "/app/Views/List.m", byName: byName, exists: exists))
    }

    /// Headers are part of each file's memo key: the same texts by the same paths are one key,
    /// a changed text or path is another.
    func testHeadersAreEqualByTheirPathsAndTexts() {
        let one = ObjCHeaders(["/app/A.h": "#define TITLE @\"One\"\n"])
        let same = ObjCHeaders(["/app/A.h": "#define TITLE @\"One\"\n"])
        XCTAssertEqual(one, same)
        XCTAssertEqual(one.hashValue, same.hashValue)
        XCTAssertNotEqual(one, ObjCHeaders(["/app/A.h": "#define TITLE @\"Two\"\n"]))
        XCTAssertNotEqual(one, ObjCHeaders(["/app/B.h": "#define TITLE @\"One\"\n"]))
        XCTAssertNotEqual(one, ObjCHeaders(["/app/A.h": "#define TITLE @\"One\"\n"], prefixHeader: "/app/A.h"))
    }
}
