@testable import EmptyStateExport
import XCTest

/// What a JUnit report names: paths from the current folder, wherever they are.
final class DisplayPathTests: XCTestCase {
    func testAPathOutsideTheFolderIsReachedWithParentSteps() {
        XCTAssertEqual(DisplayPath.fromHere("/ci/refs/screen/normal.png", folder: "/ci/checkout"), "../refs/screen/normal.png")
        XCTAssertEqual(DisplayPath.fromHere("/ci/checkout/Tests/References/a.png", folder: "/ci/checkout"), "Tests/References/a.png")
        XCTAssertEqual(DisplayPath.fromHere("/ci/checkout", folder: "/ci/checkout"), ".")
        XCTAssertEqual(DisplayPath.fromHere("relative/already.png", folder: "/ci/checkout"), "relative/already.png")
        XCTAssertEqual(DisplayPath.fromHere("/other/x.png", folder: "/ci/checkout/sub"), "../../../other/x.png")
    }
}
