@testable import EmptyStateExport
import XCTest

/// What changed between a reference's recorded layout and the screen's, in the words a FAIL
/// line, a JUnit message, a SARIF result and a pull-request summary carry.
final class LayoutChangeTests: XCTestCase {
    typealias Element = LayoutRecord.Element

    func record(background: String = "#FFFFFF", _ elements: [Element]) -> LayoutRecord {
        var record = try! JSONDecoder().decode(LayoutRecord.self, from: Data(##"{"canvas":[375,667,2],"background":"#FFFFFF","elements":[]}"##.utf8))
        record.background = background
        record.elements = elements
        return record
    }

    func title(_ text: String = "Before", y: Double = 300, height: Double = 24, lines: Int = 1, color: String? = "#000000") -> Element {
        Element(kind: "title", text: text, frame: [20, y, 335, height], lines: lines, color: color)
    }
    func description(_ lines: Int = 2, y: Double = 330) -> Element {
        Element(kind: "description", text: "Some words", frame: [20, y, 335, Double(lines) * 20], lines: lines)
    }
    func button(_ text: String = "Refresh", y: Double = 400) -> Element {
        Element(kind: "button", text: text, frame: [100, y, 175, 44], lines: 1)
    }
    func image(_ symbol: String = "tray", y: Double = 200) -> Element {
        Element(kind: "image", symbol: symbol, frame: [150, y, 75, 60])
    }

    func words(_ old: LayoutRecord, _ new: LayoutRecord) -> String { LayoutChange.words(LayoutChange.between(old, new)) }

    func testARetitledScreenSaysBothTexts() {
        XCTAssertEqual(words(record([title("Before")]), record([title("After")])), "title 'Before' → 'After'")
        XCTAssertEqual(LayoutChange.between(record([title("Before")]), record([title("After")])).first?.element, "title")
    }

    func testARemovedAndAnAddedElementAreNamedWithTheirTexts() {
        XCTAssertEqual(words(record([title(), button()]), record([title()])), "button 'Refresh' removed")
        XCTAssertEqual(words(record([title()]), record([title(), button("Retry")])), "button 'Retry' added")
    }

    func testASymbolAndABackgroundAndAColorChangeAreSaid() {
        XCTAssertEqual(words(record([image("tray")]), record([image("tray.fill")])), "symbol tray → tray.fill")
        XCTAssertEqual(words(record([title()]), record(background: "#F2F2F7", [title()])), "background #FFFFFF → #F2F2F7")
        XCTAssertEqual(words(record([title()]), record([title(color: "#FF0000")])), "title color #000000 → #FF0000")
    }

    /// A reflowed text says its lines; the elements below it moving is its consequence, not said.
    func testAReflowSaysTheLinesAndNotTheMovesItCauses() {
        XCTAssertEqual(words(record([title(), description(2), button(y: 400)]), record([title(), description(3), button(y: 420)])),
                       "description 2 → 3 lines")
    }

    /// Everything moving by one offset is one move of the screen's content.
    func testEverythingMovedAlikeIsOneMove() {
        XCTAssertEqual(words(record([title(y: 300), button(y: 400)]), record([title(y: 312), button(y: 412)])), "moved 12 pt down")
        XCTAssertEqual(words(record([title(y: 300), button(y: 400)]), record([title(y: 300), button(y: 390)])), "button moved 10 pt up")
    }

    func testTheSameLayoutSaysOnlyPixelsDiffer() {
        XCTAssertEqual(words(record([title(), button()]), record([title(), button()])), "same layout; pixels differ: font or renderer change")
    }

    /// The record is committed beside the reference: its JSON is sorted and stable.
    func testTheRecordRoundTripsAndNamesItsFileBesideThePNG() throws {
        let original = record([image(), title(), button()])
        let data = try original.encoded()
        XCTAssertEqual(try JSONDecoder().decode(LayoutRecord.self, from: data), original)
        XCTAssertEqual(try original.encoded(), data)
        XCTAssertEqual(LayoutRecord.path(besideReference: "refs/a/default/iphone-8@2x/normal~dark.png"), "refs/a/default/iphone-8@2x/normal~dark.layout.json")
    }
}
