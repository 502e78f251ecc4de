import EmptyStateModel
import XCTest

final class ScreenStateTests: XCTestCase {
    func testTheSyntaxParsesAndNamesFiles() throws {
        XCTAssertEqual(try ScreenState.parse("highlighted").get(), ScreenState(.highlighted))
        XCTAssertEqual(try ScreenState.parse("secondary:highlighted").get(), ScreenState(secondary: .highlighted))
        let both = try ScreenState.parse("primary:disabled+tertiary:selected").get()
        XCTAssertEqual(both, ScreenState(.disabled, tertiary: .selected))
        XCTAssertEqual(ScreenState(.highlighted).name, "highlighted")
        XCTAssertEqual(ScreenState().name, "normal")
        XCTAssertEqual(ScreenState(secondary: .highlighted).name, "secondary-highlighted")
        XCTAssertEqual(both.name, "disabled+tertiary-selected")
        XCTAssertEqual(try ScreenState.parse(both.description).get(), both)
    }

    func testMistakesNameThePart() {
        guard case let .failure(plain) = ScreenState.parse("pressed") else { return XCTFail("pressed parsed") }
        XCTAssertEqual(plain.message, "'pressed' is not one of normal, highlighted, disabled, selected; for another button write ROLE:STATE (secondary:highlighted)")
        for text in ["second:highlighted", "secondary:on", "secondary:normal+secondary:disabled", "a:b:c"] {
            guard case let .failure(error) = ScreenState.parse(text) else { return XCTFail("\(text) parsed") }
            XCTAssertTrue(error.message.hasPrefix("'\(text)' is not a state"), error.message)
        }
    }

    func testAnExportRendersTheOtherActionsStatesOnlyWhenTheyExist() {
        var view = EmptyDataSetView()
        view.button = ButtonSpec(titles: [.normal: StyledText(text: "Go")])
        XCTAssertEqual(ScreenState.all(for: view).map(\.name), ["normal", "highlighted", "disabled", "selected"])
        view.secondaryButton = ButtonSpec(titles: [.normal: StyledText(text: "More")])
        XCTAssertEqual(ScreenState.all(for: view).map(\.name).suffix(3), ["secondary-highlighted", "secondary-disabled", "secondary-selected"])
    }

    func testNewPresetsHaveSafeAreasAndOldNamesStay() {
        XCTAssertEqual(Device.named("iphone-8")?.canvas.size, Size(width: 375, height: 667))
        XCTAssertEqual(Device.named("iphone-16-pro")?.canvas.safeArea.top, 62)
        XCTAssertEqual(Device.named("iphone-16-pro-max")?.canvas.size, Size(width: 440, height: 956))
        XCTAssertEqual(Device.named("iphone-x")?.canvas.safeArea, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(Device.named("ipad-pro-13")?.canvas.safeArea.bottom, 20)
        for name in ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-15", "iphone-15-pro-max", "ipad", "ipad-pro-12.9"] {
            XCTAssertNotNil(Device.named(name), name)
        }
    }
}
