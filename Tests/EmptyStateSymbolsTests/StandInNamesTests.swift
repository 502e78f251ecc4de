@testable import EmptyStateSymbols
import XCTest

/// The name table, kept in one file per kind of symbol: each SF name in exactly one of them.
final class StandInNamesTests: XCTestCase {
    func testEveryNameIsInOneGroupAndTheMostUsedAreThere() {
        let total = StandInNames.groups.reduce(0) { $0 + $1.count }
        XCTAssertEqual(StandInNames.table.count, total, "a name is in two groups")
        XCTAssertGreaterThanOrEqual(total, 800)
        for name in ["tray", "tray.fill", "magnifyingglass", "wifi.slash", "exclamationmark.triangle", "photo", "doc", "folder",
                     "star", "heart", "bell", "person.2", "cart", "calendar", "envelope", "bubble.left", "clock", "map", "lock", "icloud.slash"] {
            XCTAssertNotNil(StandInSet.icon(for: name), name)
        }
    }
}
