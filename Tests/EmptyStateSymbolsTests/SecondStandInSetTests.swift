import EmptyStateModel
@testable import EmptyStateSymbols
import XCTest

/// The second stand-in set (Material Symbols, issue 46): a picture where Tabler has none, its
/// filled icon for `.fill`, and letters only where iOS draws letters.
final class SecondStandInSetTests: XCTestCase {
    func installed() throws -> (SymbolNameList, StandInSet) {
        guard let list = SymbolNameList.installed else { throw XCTSkip("the SF Symbols name list is not installed (make setup installs it)") }
        guard let set = StandInSet.installed() else { throw XCTSkip("the stand-in symbol set is not installed (make setup installs it)") }
        guard set.secondFolder != nil else { throw XCTSkip("Material Symbols are not installed (make setup runs tools/install-material-symbols.sh)") }
        return (list, set)
    }

    /// Every icon the table names is in the installed set: a misspelt Material name would draw
    /// letters again without a word. A filled icon is there only where it differs from the outline.
    func testEveryMappedIconIsInstalledAndFilledOnlyWhereItDiffers() throws {
        let (_, set) = try installed()
        for (base, name) in MaterialNames.table { XCTAssertTrue(set.has("material/outline/" + name), "\(base) → \(name)") }
        XCTAssertTrue(set.has("material/filled/skillet"))
        XCTAssertFalse(set.has("material/filled/forward"), "Material's forward arrow is the same filled")
    }

    func testNamesThatWereLettersArePicturesAndLabelsAreTheirLetters() throws {
        let (_, set) = try installed()
        let expected = [
            "frying.pan": "material/outline/skillet", "frying.pan.fill": "material/outline/skillet, filled",
            "carseat.left.2.fill": "material/outline/airline_seat_recline_normal, filled",
            "gobackward.10": "material/outline/replay_10", "gobackward.45": "material/outline/replay",
            "l1.button.roundedbottom.horizontal": "material/outline/game_button_l1",
            "lb.button.roundedbottom.horizontal": "'lb'", "kph.circle": "'kph' in a circle", "character.circle": "'a' in a circle",
            "character.book.closed": "outline/book", "greaterthan.circle": "outline/math-greater in a circle",
            "sheqelsign.square.fill": "outline/currency-shekel in a square, filled",
            "carseat.left.fan": "material/outline/airline_seat_recline_normal, badge: outline/propeller",
            "inset.filled.lefthalf.rectangle": "outline/rectangle, lefthalf filled",
        ]
        for (name, recipe) in expected { XCTAssertEqual(set.recipe(for: name).description, recipe, name) }
        // A later word is never a Material badge: `circle.grid.2x2` stays a circle.
        XCTAssertEqual(set.recipe(for: "circle.grid.2x2").description, "outline/circle")
    }

    /// The nine currency signs Tabler has no icon for are their characters (`₢`, `RM`), in their
    /// enclosures; with no second set they are Tabler's generic currency sign, as before.
    func testCurrencySignsNeitherSetDrawsAreTheirCharacters() throws {
        let (list, set) = try installed()
        for name in MaterialNames.glyphNames {
            XCTAssertTrue(set.drawsGlyph(name), name)
            XCTAssertEqual(set.recipe(for: name).description, "material/glyphs/\(name)")
        }
        XCTAssertEqual(set.recipe(for: "cruzeirosign.circle.fill").description, "material/glyphs/cruzeirosign in a circle, filled")
        let library = SymbolLibrary(standIn: set, nameList: list)
        let found = try library.symbol(named: "cruzeirosign", weight: .regular, scale: .medium)
        XCTAssertEqual(found.origin, .composed(recipe: "material/glyphs/cruzeirosign", path: set.folder + "/VERSION"))
        let plain = SymbolLibrary(standIn: StandInSet(folder: set.folder), nameList: list)
        XCTAssertEqual(try plain.symbol(named: "cruzeirosign", weight: .regular, scale: .medium).origin,
                       .standIn(icon: "outline/currency", path: set.folder + "/outline/currency.svg"))
        // Two characters are one picture, wider than tall.
        let ringgit = try set.drawing(icon: "material/glyphs/malaysianringgitsign")
        var union: Rect?
        for bounds in ringgit.parts.compactMap(\.path.bounds) { union = union.map { SymbolDrawing.union($0, bounds) } ?? bounds }
        let box = try XCTUnwrap(union)
        XCTAssertGreaterThan(box.width, box.height * 1.5)
    }

    /// `.fill` draws the set's filled icon: more ink than the outline, and not the outline's silhouette.
    func testFillDrawsTheFilledIcon() throws {
        let (list, set) = try installed()
        let library = SymbolLibrary(standIn: set, nameList: list)
        func outline(_ name: String) throws -> SymbolOutline { try library.symbol(named: name, weight: .regular, scale: .medium).outline }
        let filled = try set.drawing(icon: "material/filled/skillet"), plain = try set.drawing(icon: "material/outline/skillet")
        XCTAssertNotEqual(filled.parts.map(\.path), plain.parts.map(\.path))
        for name in ["frying.pan", "teddybear", "chair", "oven", "syringe"] {
            let a = try outline(name + ".fill"), b = try outline(name)
            XCTAssertNotEqual(a, b, name)
            XCTAssertFalse(try library.symbol(named: name, weight: .regular, scale: .medium).drawsLetters, name)
        }
    }

    /// The target: at most 3 % of SF Symbols' names drawn as letters of their name.
    func testAtMostThreePercentOfNamesAreLetters() throws {
        let (list, set) = try installed()
        let library = SymbolLibrary(standIn: set, nameList: list)
        var letters: [String] = []
        for name in list.allNames where try library.symbol(named: name, weight: .regular, scale: .medium).drawsLetters {
            letters.append(name)
        }
        XCTAssertLessThanOrEqual(Double(letters.count), Double(list.allNames.count) * 0.03, letters.prefix(40).joined(separator: ", "))
    }

    /// Without the second set a name it would draw falls back to letters, as before it existed.
    func testWithoutTheSecondSetTheNameIsLettersNotAnError() throws {
        let (list, set) = try installed()
        let bare = StandInSet(folder: set.folder, secondFolder: nil)
        XCTAssertEqual(bare.recipe(for: "frying.pan").description, "'fr' (no icon for 'frying.pan')")
        let library = SymbolLibrary(standIn: bare, nameList: list)
        XCTAssertTrue(try library.symbol(named: "frying.pan.fill", weight: .bold, scale: .large).drawsLetters)
    }

    func testTheSetIsFoundWhereTheEnvironmentSays() throws {
        let (_, set) = try installed()
        let installed = try XCTUnwrap(set.secondFolder)
        let folder = NSTemporaryDirectory() + "material-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for kind in ["outline", "filled"] { try FileManager.default.createSymbolicLink(atPath: folder + "/" + kind, withDestinationPath: installed + "/" + kind) }
        let named = try XCTUnwrap(StandInSet.installed(environment: ["EMPTYSTATE_MATERIAL_SYMBOLS": folder]))
        XCTAssertEqual(named.secondFolder, folder)
        XCTAssertEqual(named.path(of: "material/filled/skillet"), folder + "/filled/skillet.svg")
        XCTAssertEqual(StandInSet.setName(of: "material/filled/skillet"), "Material Symbols")
        XCTAssertEqual(StandInSet.setName(of: "outline/inbox"), "Tabler Icons")
    }
}
