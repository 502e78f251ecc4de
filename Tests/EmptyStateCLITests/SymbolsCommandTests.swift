import CLITestSupport
import Foundation
import XCTest

/// `emptystate symbols`: names, how each is drawn, a contact sheet, and one-line errors.
final class SymbolsCommandTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-symbols-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let names = try EmptyStateBinary.capture(["symbols"])
        guard names.stdout.split(separator: "\n").count > 6_000 else {
            throw XCTSkip("the SF Symbols name list is not installed (make setup installs it)")
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func testEachNameSaysHowItIsDrawn() throws {
        let result = try EmptyStateBinary.capture(["symbols", "tray", "lock.rectangle.on.rectangle", "doc.text"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n"), [
            "tray: stand-in icon outline/inbox (Tabler Icons); since SF Symbols 1.0, iOS 13.0",
            "lock.rectangle.on.rectangle: stand-in composed: outline/lock in a rectangle; on: outline/rectangle; since SF Symbols 2.0, iOS 14.0",
            "doc.text: stand-in icon outline/file-text (Tabler Icons); renamed 'text.document' in SF Symbols 6; since SF Symbols 1.0, iOS 13.0",
        ])
        // Older names SF Symbols 6 renamed, and localized variants, are names too, with their release.
        let older = try EmptyStateBinary.capture(["symbols", "airplayaudio", "0.circle.ar", "text.document"])
        XCTAssertEqual(older.status, 0, older.stderr)
        XCTAssertEqual(older.stdout.split(separator: "\n"), [
            "airplayaudio: stand-in composed: outline/cast; since SF Symbols 1.0, iOS 13.0",
            "0.circle.ar: stand-in composed: '0' in a circle; since SF Symbols 4.1, iOS 16.1",
            "text.document: stand-in composed: outline/file-text; since SF Symbols 6.0, iOS 18.0",
        ])
        let search = try EmptyStateBinary.capture(["symbols", "--search", "person badge plus"])
        XCTAssertTrue(search.stdout.split(separator: "\n").contains("person.crop.circle.badge.plus"), search.stdout)
    }

    /// `--letters` lists the names drawn as letters (and says their share), never a currency sign
    /// or a name with a picture; the currency signs are their own pictures.
    func testLettersListsTheNamesWithoutAPictureAndCurrencySignsArePictures() throws {
        let some = try EmptyStateBinary.capture(["symbols", "--letters", "comb", "frying.pan", "tray.fill", "cruzeirosign", "indianrupeesign.circle.fill", "a.circle"])
        XCTAssertEqual(some.status, 0, some.stderr)
        XCTAssertEqual(some.stdout.split(separator: "\n"), ["comb"])
        XCTAssertTrue(some.stderr.contains("1 of 6 names (16.7 %) are drawn as letters"), some.stderr)
        // The second set's pictures say where they come from.
        let pan = try EmptyStateBinary.capture(["symbols", "frying.pan.fill"])
        XCTAssertEqual(pan.stdout, "frying.pan.fill: stand-in composed: material/outline/skillet, filled; since SF Symbols 4.0, iOS 16.0\n")
        let signs = try EmptyStateBinary.capture(["symbols", "cruzeirosign", "wonsign.square", "sterlingsign"])
        XCTAssertEqual(signs.stdout.split(separator: "\n"), [
            "cruzeirosign: stand-in composed: material/glyphs/cruzeirosign; since SF Symbols 4.0, iOS 16.0",
            "wonsign.square: stand-in composed: outline/currency-won in a square; since SF Symbols 1.0, iOS 13.0",
            "sterlingsign: stand-in icon outline/currency-pound (Tabler Icons); since SF Symbols 4.0, iOS 16.0",
        ])
        // A U-turn is a U-turn arrow, not the straight `arrow.up` its first word would give.
        let uturn = try EmptyStateBinary.capture(["symbols", "arrow.uturn.left.square"])
        XCTAssertEqual(uturn.stdout, "arrow.uturn.left.square: stand-in composed: outline/arrow-back-up in a square; since SF Symbols 1.0, iOS 13.0\n")
        let all = try EmptyStateBinary.capture(["symbols", "--letters"])
        let listed = all.stdout.split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(listed.count, 0)
        XCTAssertFalse(listed.contains { $0.hasSuffix("sign") && ["dollarsign", "eurosign", "yensign", "cruzeirosign"].contains($0) })
        XCTAssertTrue(all.stderr.contains("of 7973 names"), all.stderr)
        // The target: at most 3 % (69 of 7,973 when the second set came).
        XCTAssertLessThanOrEqual(Double(listed.count), 7973 * 0.03, all.stderr)
    }

    func testAWrongNameIsOneLineWithTheNearestAndNoSheetIsWritten() throws {
        let sheet = directory.appendingPathComponent("sheet.png").path
        let result = try EmptyStateBinary.capture(["symbols", "tray", "circel", "-o", sheet])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: 'circel' is not an SF Symbol name: it is none of SF Symbols' 7973 names; did you mean 'circle'?\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sheet))
        let slash = try EmptyStateBinary.capture(["symbols", "../etc"])
        XCTAssertEqual(slash.stderr, "error: '../etc' is not a symbol name (one name, no '/', '\\' or control characters)\n")
        let nothing = try EmptyStateBinary.capture(["symbols", "--search", "zzzq"])
        XCTAssertEqual(nothing.status, 1)
        XCTAssertEqual(nothing.stderr, "error: no SF Symbol name contains every word of 'zzzq'\n")
        let weight = try EmptyStateBinary.capture(["symbols", "tray", "--weight", "heavyy", "-o", sheet])
        XCTAssertTrue(weight.stderr.hasPrefix("error: --weight: 'heavyy' is not one of ultraLight"), weight.stderr)
    }

    /// The sheet: a PNG holding one cell per name, wider with more names.
    func testTheSheetDrawsTheNamesGivenOrTheMostUsed() throws {
        let two = directory.appendingPathComponent("two.png").path
        let result = try EmptyStateBinary.capture(["symbols", "circle.dashed", "42.circle", "-o", two])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "wrote \(two) (2 symbols)\n")
        let most = directory.appendingPathComponent("most.png").path
        let used = try EmptyStateBinary.capture(["symbols", "-o", most, "--count", "20"])
        XCTAssertEqual(used.status, 0, used.stderr)
        let (twoWidth, twoHeight) = try pngSize(two), (mostWidth, mostHeight) = try pngSize(most)
        XCTAssertLessThan(twoWidth, mostWidth, "8 cells a row against 2")
        XCTAssertLessThan(twoHeight, mostHeight, "3 rows against 1")
    }

    func pngSize(_ path: String) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }
}
