import EmptyStateModel
@testable import EmptyStateSymbols
import XCTest

/// The release that introduced each SF Symbol name (data/sf-symbol-releases.txt, installed beside
/// the name list), and the iOS versions deployment targets are compared with.
final class SymbolReleaseTests: XCTestCase {
    func installed() throws -> SymbolNameList {
        guard let list = SymbolNameList.installed, !list.releases.isEmpty else {
            throw XCTSkip("the SF Symbols name list and its releases are not installed (make setup installs them)")
        }
        return list
    }

    func testEveryNameOfTheListHasTheReleaseThatIntroducedIt() throws {
        let list = try installed()
        // SF Symbols 1.0–5.2 (the SF Symbols app's table, 6,554 names with localized variants) and
        // the 1,417 names SF Symbols 6 added or renamed.
        XCTAssertEqual(list.releases.count, 7_971)
        XCTAssertEqual(list.releases.values.filter { $0.release == "6.0" }.count, 1_417)
        for name in list.names { XCTAssertNotNil(list.release(of: name), name) }
        XCTAssertEqual(list.release(of: "tray"), SymbolRelease(release: "1.0", iOS: OSVersion("13.0")!))
        XCTAssertEqual(list.release(of: "person.crop.circle.badge.exclamationmark")?.description, "SF Symbols 2.0, iOS 14.0")
        XCTAssertEqual(list.release(of: "questionmark.app.dashed")?.description, "SF Symbols 3.0, iOS 15.0")
        XCTAssertEqual(list.release(of: "document")?.description, "SF Symbols 6.0, iOS 18.0")
        XCTAssertNil(list.release(of: "circel"))
        // The releases' iOS versions only grow.
        let ordered = Set(list.releases.values.map(\.release)).sorted { OSVersion($0)! < OSVersion($1)! }
        let versions = ordered.map { release in list.releases.values.first { $0.release == release }!.iOS }
        XCTAssertEqual(versions, versions.sorted())
        XCTAssertEqual(ordered.first, "1.0"); XCTAssertEqual(ordered.last, "6.0")
    }

    func testOlderNamesAndLocalizedVariantsAreNamesAndDrawAsTheirBase() throws {
        let list = try installed()
        for name in ["airplayaudio", "character.book.closed.ja", "0.circle.ar", "arrow.triangle.2.circlepath"] {
            XCTAssertNotEqual(list.verdict(name), .unknown, name)
        }
        XCTAssertEqual(list.formerNames(of: "document"), ["doc"])
        guard let set = StandInSet.installed() else { throw XCTSkip("the stand-in symbol set is not installed") }
        XCTAssertEqual(set.recipe(for: "0.circle.ar").description, set.recipe(for: "0.circle").description)
        XCTAssertEqual(set.recipe(for: "character.book.closed.ja").description, set.recipe(for: "character.book.closed").description)
    }

    func testVersionsCompareAsIOSCountsThem() {
        XCTAssertEqual(OSVersion("17"), OSVersion("17.0"))
        XCTAssertLessThan(OSVersion("16.4")!, OSVersion("17")!)
        XCTAssertLessThan(OSVersion("17.0.1")!, OSVersion("17.1")!)
        XCTAssertLessThan(OSVersion("9.3")!, OSVersion("10")!)
        XCTAssertEqual(OSVersion("17")?.description, "17.0")
        for bad in ["", "seventeen", "17.", ".1", "1.2.3.4", "-1", "17.0a", "１７"] { XCTAssertNil(OSVersion(bad), bad) }
    }

    func testTheTableReaderSkipsWhatIsNotANameOrARelease() {
        let table = SymbolReleaseTable.parse("# comment\nbefore.any.release\n@ 1.0 13.0\ntray\nTray\n@ broken\nlost\n@ 2.0 14.0\ntray\nfolder.badge\n")
        XCTAssertEqual(table, ["tray": SymbolRelease(release: "1.0", iOS: OSVersion("13")!),
                               "folder.badge": SymbolRelease(release: "2.0", iOS: OSVersion("14")!)])
    }
}
