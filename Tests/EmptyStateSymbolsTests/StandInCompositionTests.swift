import EmptyStateModel
@testable import EmptyStateSymbols
import XCTest

/// Every SF Symbol name draws: the installed list, composed stand-ins, errors only for non-names.
final class StandInCompositionTests: XCTestCase {
    func installed() throws -> (SymbolNameList, StandInSet) {
        guard let list = SymbolNameList.installed else { throw XCTSkip("the SF Symbols name list is not installed (make setup installs it)") }
        guard let set = StandInSet.installed() else { throw XCTSkip("the stand-in symbol set is not installed (make setup installs it)") }
        return (list, set)
    }

    func testTheListHoldsSFSymbols6AndEveryRenamedNameLeadsToAListedOne() throws {
        let (list, _) = try installed()
        XCTAssertEqual(list.names.count, 6_404, "pysfsymbols 0.1.0: SF Symbols 6")
        XCTAssertEqual(Set(list.names).count, list.names.count)
        XCTAssertTrue(list.source.contains("pysfsymbols"), list.source)
        for (old, current) in SymbolAliases.renamed {
            XCTAssertEqual(list.verdict(current), .listed, "\(old) → \(current)")
            XCTAssertEqual(list.verdict(old), .renamed(to: current))
        }
        // Every name the stand-in table maps is listed or renamed: the table holds no invented name.
        for name in StandInNames.table.keys { XCTAssertNotEqual(list.verdict(name), .unknown, name) }
        XCTAssertEqual(list.verdict("circel"), .unknown)
        XCTAssertEqual(list.verdict("person.crop.square.badge.clock"), .unlisted)
    }

    /// The names the issue found failing, and real apps' names outside the table.
    func testNamesThatFailedBeforeAreComposedFromTheirParts() throws {
        let (_, set) = try installed()
        let expected = [
            "circle": "outline/circle", "square.fill": "outline/square, filled", "circle.dashed": "outline/circle-dashed",
            "lock.rectangle": "outline/lock in a rectangle", "slash.circle": "outline/circle, slashed",
            "plus.square.dashed": "outline/plus in a square, dashed", "list.bullet.circle.fill": "outline/list in a circle, filled",
            "externaldrive.badge.xmark": "outline/server, badge: outline/x", "1.circle": "'1' in a circle", "a.square.fill": "'a' in a square, filled",
            "lock.rectangle.on.rectangle": "outline/lock in a rectangle; on: outline/rectangle",
            "chevron.forward": "outline/chevron-right", "rectangle.portrait.slash": "a portrait rectangle, slashed",
        ]
        for (name, recipe) in expected { XCTAssertEqual(set.recipe(for: name).description, recipe, name) }
    }

    /// Ink of an outline: the box of what it paints (holes left out), and a measure of how much.
    func ink(_ outline: SymbolOutline) -> (box: Rect?, amount: Double) {
        var box: Rect?, amount = 0.0
        for shape in outline.shapes where !shape.erases {
            guard var b = shape.path.bounds else { continue }
            if case let .stroke(width) = shape.paint { b = b.outset(by: EdgeInsets(top: width / 2, left: width / 2, bottom: width / 2, right: width / 2)) }
            box = box.map { SymbolDrawing.union($0, b) } ?? b
            switch shape.paint {
            case .fill: amount += b.width * b.height
            case let .stroke(width): amount += Double(shape.path.flattened().reduce(0) { $0 + $1.count }) * width
            }
        }
        return (box, amount)
    }

    func testEveryListedNameDrawsInkInEveryWeight() throws {
        let (list, set) = try installed()
        let library = SymbolLibrary(standIn: set, nameList: list)
        for name in list.allNames {
            for weight in FontWeight.allCases {
                let found = try library.symbol(named: name, weight: weight, scale: .medium)
                let box = try XCTUnwrap(ink(found.outline).box, "\(name) \(weight)")
                XCTAssertGreaterThan(min(box.width, box.height), 1, "\(name) \(weight)")
            }
        }
    }

    func testFillEnclosureAndSlashChangeWhatIsDrawn() throws {
        let (list, set) = try installed()
        let library = SymbolLibrary(standIn: set, nameList: list)
        func outline(_ name: String) throws -> SymbolOutline { try library.symbol(named: name, weight: .regular, scale: .medium).outline }
        // `.fill` holds more ink than its outline.
        for name in ["square", "circle", "seal", "shield", "lock.rectangle", "externaldrive", "list.bullet.circle", "a.square", "hexagon"] {
            XCTAssertGreaterThan(ink(try outline(name + ".fill")).amount, ink(try outline(name)).amount, name)
        }
        // An enclosure's ink box encloses the bare glyph's.
        for (bare, enclosed) in [("lock", "lock.circle"), ("list.bullet", "list.bullet.rectangle"), ("externaldrive", "externaldrive.square"), ("1", "1.circle")] {
            let inner = try XCTUnwrap(ink(try outline(enclosed == "1.circle" ? "lock" : bare)).box)
            let outer = try XCTUnwrap(ink(try outline(enclosed)).box)
            XCTAssertLessThanOrEqual(outer.minX, inner.minX + 0.01, enclosed); XCTAssertGreaterThanOrEqual(outer.maxX, inner.maxX - 0.01, enclosed)
            XCTAssertLessThanOrEqual(outer.minY, inner.minY + 0.01, enclosed); XCTAssertGreaterThanOrEqual(outer.maxY, inner.maxY - 0.01, enclosed)
        }
        // `.slash` differs from its base, and cuts a gap (a hole) beside its stroke.
        for name in ["externaldrive", "rectangle.portrait", "person.2", "iphone.gen1"] {
            let slashed = try outline(name + ".slash")
            XCTAssertNotEqual(slashed, try outline(name), name)
            XCTAssertTrue(slashed.shapes.contains { $0.erases }, name)
        }
    }

    /// No single generic glyph: 400 names spread over the list draw at least 90 % distinct outlines.
    func testASampleOf400NamesMakesDistinctPictures() throws {
        let (list, set) = try installed()
        let library = SymbolLibrary(standIn: set, nameList: list)
        let sample = stride(from: 0, to: list.names.count, by: list.names.count / 400).prefix(400).map { list.names[$0] }
        var pictures: [String: [String]] = [:]
        for name in sample {
            let outline = try library.symbol(named: name, weight: .regular, scale: .medium).outline
            pictures[outline.shapes.map { "\($0.path.svg)|\($0.paint)|\($0.erases)" }.joined(separator: ";"), default: []].append(name)
        }
        let shared = pictures.values.filter { $0.count > 1 }.sorted { $0.count > $1.count }.prefix(30)
        let sharing = shared.map { $0.prefix(5).joined(separator: ", ") }.joined(separator: " | ")
        XCTAssertGreaterThanOrEqual(Double(pictures.count) / Double(sample.count), 0.9, "\(pictures.count) distinct of \(sample.count); sharing: \(sharing)")
    }

    /// `arrow.uturn.up` ends pointing up, `arrow.uturn.down` down: Tabler's U-turn (which ends
    /// pointing down) upright and upside down, its arrowhead at the bottom and at the top.
    func testTheUTurnsPointTheWayTheirNamesSay() throws {
        let (_, set) = try installed()
        func arrowhead(_ name: String) throws -> Rect {
            let icon = try XCTUnwrap(StandInSet.icon(for: name), name)
            return try XCTUnwrap(set.drawing(icon: icon).parts.last?.path.bounds, name)
        }
        XCTAssertGreaterThan(try arrowhead("arrow.uturn.down").minY, 12, "the head at the bottom")
        XCTAssertLessThan(try arrowhead("arrow.uturn.up").maxY, 12, "the head at the top")
        XCTAssertEqual(set.recipe(for: "arrow.uturn.up.circle.fill").description, "outline/u-turn-left~flipped in a circle, filled")
    }

    func testANonNameIsAnErrorWithTheClosestRealNames() throws {
        let (list, set) = try installed()
        let library = SymbolLibrary(standIn: set, nameList: list)
        for (typo, suggestion) in [("circel", "circle"), ("sqaure.fill", "square.fill"), ("exclamationmark.triangel", "exclamationmark.triangle")] {
            XCTAssertThrowsError(try library.symbol(named: typo, weight: .regular, scale: .medium), typo) { error in
                let message = (error as? SymbolError)?.message ?? ""
                XCTAssertTrue(message.hasPrefix("'\(typo)' is not an SF Symbol name"), message)
                XCTAssertTrue(message.contains("'\(suggestion)'"), message)
            }
        }
        // Without the list, a name the table does not map says what to install.
        var bare = SymbolLibrary(standIn: set)
        bare.nameList = nil
        XCTAssertThrowsError(try bare.symbol(named: "lock.rectangle", weight: .regular, scale: .medium)) { error in
            XCTAssertTrue("\(error)".contains("tools/install-symbol-names.sh"), "\(error)")
        }
    }

    /// The mapped names draw exactly as before: a mapped name never goes through composition.
    /// Only the names whose ink iOS's snapshots measured (`SymbolProportions`) take its box.
    func testAMappedNameKeepsItsIcon() throws {
        let (list, set) = try installed()
        let library = SymbolLibrary(standIn: set, nameList: list)
        let found = try library.symbol(named: "house", weight: .bold, scale: .large)
        XCTAssertEqual(found.origin, .standIn(icon: "outline/home", path: set.folder + "/outline/home.svg"))
        XCTAssertEqual(found.outline, try set.outline(icon: "outline/home", weight: .bold, scale: .large))
        // `tray`: Tabler's square inbox, stretched to Apple's ink.
        let tray = try library.symbol(named: "tray", weight: .regular, scale: .medium)
        XCTAssertEqual(tray.origin, .standIn(icon: "outline/inbox", path: set.folder + "/outline/inbox.svg"))
        XCTAssertNotEqual(tray.outline, try set.outline(icon: "outline/inbox", weight: .regular, scale: .medium))
    }

    /// Each measured name's stand-in has iOS's ink at regular weight (in points at the size and
    /// scale of the snapshot it was measured on, a tenth of a point apart at most), outlined or
    /// filled; a heavier weight grows it by its wider stroke, a larger scale by the scale's factor.
    func testTheMeasuredNamesHaveTheInkIOSDraws() throws {
        let (list, set) = try installed()
        let library = SymbolLibrary(standIn: set, nameList: list)
        // name, point size, ink in points as measured on iOS's @3x snapshots (SymbolProportions).
        let measured: [(String, Double, Double, Double)] = [
            ("tray", 48, 55.25, 40.0), ("exclamationmark.triangle", 48, 49.1, 44.55),
            ("magnifyingglass", 80, 76.3, 77.05), ("wifi.slash", 80, 89.9, 74.3), ("person.slash", 56, 54.4, 54.4),
            ("book", 40, 43.4, 36.25), ("bell.slash", 80, 76.3, 80.7), ("folder", 60, 66.55, 53.6),
            ("doc.text", 50, 41.05, 52.35), ("photo", 60, 69.05, 53.95), ("heart", 56, 54.3, 50.2), ("star", 16, 17.3, 16.55),
        ]
        for (name, size, width, height) in measured {
            for variant in [name, name + ".fill"] where StandInSet.icon(for: variant) != nil || variant == name {
                let symbol = try library.symbol(named: variant, weight: .regular, scale: .medium)
                let box = try XCTUnwrap(ink(symbol.outline).box, variant)
                XCTAssertEqual(box.width * size / 100, width, accuracy: 0.1, "\(variant): width in points at \(size) pt")
                XCTAssertEqual(box.height * size / 100, height, accuracy: 0.1, "\(variant): height in points at \(size) pt")
            }
        }
        let regular = try XCTUnwrap(ink(try library.symbol(named: "magnifyingglass", weight: .regular, scale: .medium).outline).box)
        let bold = try XCTUnwrap(ink(try library.symbol(named: "magnifyingglass", weight: .bold, scale: .medium).outline).box)
        XCTAssertEqual(bold.width - regular.width, 11.4 - 7.6, accuracy: 0.01, "bold's stroke is 3.8 units wider")
        let large = try XCTUnwrap(ink(try library.symbol(named: "magnifyingglass", weight: .regular, scale: .large).outline).box)
        XCTAssertEqual(large.width - 7.6, (regular.width - 7.6) * 1.29, accuracy: 0.01, "the centre lines grow by the large scale's 1.29")
    }
}
