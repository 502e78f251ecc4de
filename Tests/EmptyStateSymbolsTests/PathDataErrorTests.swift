@testable import EmptyStateSymbols
import XCTest

final class PathDataErrorTests: XCTestCase {
    func assertError(_ d: String, offset: Int, message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try PathData(svg: d), d, file: file, line: line) { error in
            guard let error = error as? PathDataError else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(error.offset, offset, "\(d): \(error)", file: file, line: line)
            XCTAssertEqual(error.message, message, d, file: file, line: line)
        }
    }

    func testMalformedPathsSayWhere() {
        assertError("L1 2", offset: 0, message: "path data must begin with a move (M or m), not 'L'")
        assertError("1 2", offset: 0, message: "path data must begin with a move (M or m), not '1'")
        assertError("M1 2 L", offset: 6, message: "'L' expects a number here, found the end")
        assertError("M1 2L3", offset: 6, message: "'L' expects a number here, found the end")
        assertError("M1 2X3", offset: 4, message: "expected a command letter (M, L, H, V, C, S, Q, T, A or Z) but found 'X'")
        assertError("M1,2,L3 4", offset: 5, message: "expected a number after ','")
        assertError("M0 0A1 1 0 2 0 5 5", offset: 11, message: "an arc flag must be 0 or 1, found '2'")
        assertError("M1e999 0", offset: 1, message: "the number 1e999 is out of range")
        assertError("M- 1", offset: 1, message: "expected a number after the sign")
        assertError("M NaN 0", offset: 2, message: "'M' expects a number here, found 'N'")
        assertError("Minf 0", offset: 1, message: "'M' expects a number here, found 'i'")
        assertError("M0 0Z 1 1", offset: 6, message: "expected a command letter (M, L, H, V, C, S, Q, T, A or Z) but found '1'")
        assertError("M0 0L1 1é", offset: 8, message: "expected a command letter (M, L, H, V, C, S, Q, T, A or Z) but found byte 0xC3")
        // Sums of finite numbers can overflow: the set that did it is named.
        assertError("M1e308 0l1e308 0", offset: 9, message: "the coordinates are out of range")
    }

    func testDescriptionCountsCharactersFromOne() {
        XCTAssertEqual(PathDataError(message: "expected a number after ','", offset: 5).description,
                       "expected a number after ',' at character 6 of the path data")
    }

    func testHostileSizesAreRefusedQuickly() {
        let long = "M0 0" + String(repeating: " 1 1", count: 50_000)
        assertError(long, offset: 200_000, message: "path data is 200004 characters long; the limit is 200000")
        // 100,001 commands in 100,004 characters.
        let many = "M0 0" + String(repeating: "Z", count: 100_000)
        assertError(many, offset: 100_003, message: "more than 100000 path commands")
        // Just under both bounds: read, not refused.
        let fine = "M0 0" + String(repeating: "h1", count: 99_000)
        XCTAssertEqual(try PathData(svg: fine).commands.count, 99_001)
    }
}
