@testable import EmptyStateTraits
import XCTest

/// An import reads each catalog once for all its screens; a catalog edited after that import is
/// read anew by the next one (and by any load outside an import).
final class CatalogCacheTests: XCTestCase {
    func testACatalogIsReadOnceWhileACacheReadsAndAnewOutsideIt() throws {
        let fixture = try CatalogFixture(self)
        try fixture.imageSet("empty", files: ["empty.png"], images: #"{ "idiom" : "universal", "filename" : "empty.png" }"#)
        let cache = CatalogCache()
        XCTAssertEqual(try cache.reading { try AssetCatalog.load(path: fixture.root) }.imageNames, ["empty"])
        try fixture.imageSet("inbox", files: ["inbox.png"], images: #"{ "idiom" : "universal", "filename" : "inbox.png" }"#)
        XCTAssertEqual(try cache.reading { try AssetCatalog.load(path: fixture.root) }.imageNames, ["empty"])
        XCTAssertEqual(try AssetCatalog.load(path: fixture.root).imageNames, ["empty", "inbox"])
        XCTAssertEqual(try CatalogCache().reading { try AssetCatalog.load(path: fixture.root) }.imageNames, ["empty", "inbox"])
    }
}
