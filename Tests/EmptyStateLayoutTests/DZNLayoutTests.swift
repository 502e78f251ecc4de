import EmptyStateLayout
import EmptyStateModel
import XCTest

/// DZNEmptyDataSetView's constraints, checked in points with text measured by fixed numbers.
final class DZNLayoutTests: XCTestCase {
    let iphone8 = Canvas(size: Size(width: 375, height: 667), scale: 2)

    func image(_ name: String) -> ImageSpec { ImageSpec(name: name, directory: "/t") }

    func testPaddingIsRoundfOfASixteenth() {
        XCTAssertEqual(DZNLayout.padding(forWidth: 375), 23)
        XCTAssertEqual(DZNLayout.padding(forWidth: 320), 20)
        XCTAssertEqual(DZNLayout.padding(forWidth: 414), 26)
        XCTAssertEqual(DZNLayout.padding(forWidth: 1024), 64)
        XCTAssertEqual(DZNLayout.padding(forWidth: 360), 23, "22.5 rounds away from zero, as roundf")
    }

    func testTheVerticalChainIsCenteredWithTheSpaceBetween() throws {
        var view = EmptyDataSetView()
        view.image = image("art")
        view.title = StyledText(text: "Title", font: FontSpec(size: 20))   // 24 pt
        view.detail = StyledText(text: "Detail", font: FontSpec(size: 10)) // 2 lines: 24 pt
        view.spaceHeight = 10
        let measurer = FixedMeasurer(lines: ["Detail": 2], images: ["art": Size(width: 100, height: 80)])
        let layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone8)

        // 80 + 10 + 24 + 10 + 24 = 148, centered in 667: top at 259.5.
        XCTAssertEqual(layout.contentFrame, Rect(x: 0, y: 259.5, width: 375, height: 148))
        XCTAssertEqual(layout.image, Rect(x: 137.5, y: 259.5, width: 100, height: 80))
        XCTAssertEqual(layout.title?.frame, Rect(x: 23, y: 349.5, width: 329, height: 24))
        XCTAssertEqual(layout.detail?.frame, Rect(x: 23, y: 383.5, width: 329, height: 24))
        XCTAssertNil(layout.button)
    }

    func testZeroSpaceMeansElevenAndPointOneMeansNone() throws {
        var view = EmptyDataSetView()
        view.title = StyledText(text: "A", font: FontSpec(size: 10))
        view.detail = StyledText(text: "B", font: FontSpec(size: 10))
        let layout = { try DZNLayout(measurer: FixedMeasurer()).layout(view, canvas: self.iphone8) }
        view.spaceHeight = 0
        var result = try layout()
        XCTAssertEqual(result.detail!.frame.minY - result.title!.frame.maxY, 11)
        view.spaceHeight = 0.1
        result = try layout()
        XCTAssertEqual(result.detail!.frame.minY, result.title!.frame.maxY)
    }

    func testVerticalOffsetMovesTheCenter() throws {
        var view = EmptyDataSetView()
        view.title = StyledText(text: "A", font: FontSpec(size: 10)) // 12 pt
        view.verticalOffset = -267
        let layout = try DZNLayout(measurer: FixedMeasurer()).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.title?.frame.minY, 327.5 - 267)
    }

    func testLineSpacingGoesBetweenLinesOnly() throws {
        var view = EmptyDataSetView()
        view.detail = StyledText(text: "Three", font: FontSpec(size: 10), lineSpacing: 4)
        view.title = StyledText(text: "One", font: FontSpec(size: 10), lineSpacing: 4)
        let layout = try DZNLayout(measurer: FixedMeasurer(lines: ["Three": 3])).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.detail?.frame.height, 3 * 12 + 2 * 4)
        XCTAssertEqual(layout.detail?.lineTops.map { $0 - layout.detail!.frame.minY }, [0, 16, 32])
        XCTAssertEqual(layout.title?.frame.height, 12)
    }

    func testATitleButtonIsItsLineHeightPlusTwelveAndAsWideAsTheLabels() throws {
        var view = EmptyDataSetView()
        view.button.titles[.normal] = StyledText(text: "Go", font: FontSpec(size: 15)) // 18 + 12
        let layout = try DZNLayout(measurer: FixedMeasurer()).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.button?.alignmentFrame, Rect(x: 23, y: 318.5, width: 329, height: 30))
        XCTAssertEqual(layout.button?.backgroundFrame, layout.button?.alignmentFrame)
        XCTAssertEqual(layout.button?.title?.frame.midY, 333.5)
    }

    func testABackgroundImageSetsTheHeightThroughItsAlignmentRect() throws {
        var view = EmptyDataSetView()
        view.button.titles[.normal] = StyledText(text: "Go", font: FontSpec(size: 14))
        var background = image("bg")
        background.capInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        background.alignmentRectInsets = EdgeInsets(top: -19, left: -61, bottom: -19, right: -61)
        view.button.backgroundImages[.normal] = background
        let layout = try DZNLayout(measurer: FixedMeasurer(images: ["bg": Size(width: 29, height: 29)])).layout(view, canvas: iphone8)
        let button = try XCTUnwrap(layout.button)
        // The image's alignment rect is 29 + 38 tall; the background is drawn inset by the insets.
        XCTAssertEqual(button.alignmentFrame.height, 67)
        XCTAssertEqual(button.backgroundFrame, Rect(x: 84, y: button.alignmentFrame.minY + 19, width: 207, height: 29))

        // Positive insets draw outside the alignment rect (Foursquare's outline).
        background.alignmentRectInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        view.button.backgroundImages[.normal] = background
        let wide = try DZNLayout(measurer: FixedMeasurer(images: ["bg": Size(width: 60, height: 35)])).layout(view, canvas: iphone8)
        XCTAssertEqual(wide.button?.alignmentFrame.height, 35)
        XCTAssertEqual(wide.button?.backgroundFrame.minX, 13)
        XCTAssertEqual(wide.button?.backgroundFrame.width, 349)
    }

    func testAnImageButtonIgnoresItsTitle() throws {
        var view = EmptyDataSetView()
        view.button.titles[.normal] = StyledText(text: "Go", font: FontSpec(size: 15))
        view.button.images[.normal] = image("icon")
        let layout = try DZNLayout(measurer: FixedMeasurer(images: ["icon": Size(width: 44, height: 40)])).layout(view, canvas: iphone8)
        XCTAssertNil(layout.button?.title)
        XCTAssertEqual(layout.button?.alignmentFrame.height, 40)
        XCTAssertEqual(layout.button?.imageFrame, Rect(x: 165.5, y: 313.5, width: 44, height: 40))
    }

    func testFramesSnapToThePixelGridOfTheScale() throws {
        var view = EmptyDataSetView()
        view.title = StyledText(text: "A", font: FontSpec(size: 10.1)) // 12.12 pt
        let at2 = try DZNLayout(measurer: FixedMeasurer()).layout(view, canvas: iphone8)
        XCTAssertEqual(at2.title?.frame.height, 12.5, "a label's height rounds up to whole pixels")
        XCTAssertEqual((at2.title!.frame.minY * 2).truncatingRemainder(dividingBy: 1), 0)
        let at3 = try DZNLayout(measurer: FixedMeasurer()).layout(view, canvas: Canvas(size: iphone8.size, scale: 3))
        XCTAssertEqual(at3.title!.frame.height, 37.0 / 3, accuracy: 1e-9)
        XCTAssertEqual((at3.title!.frame.minY * 3).rounded(), at3.title!.frame.minY * 3, accuracy: 1e-9)
    }

    func testCustomViewReplacesEverythingAndShouldDisplayFalseShowsNothing() throws {
        var view = EmptyDataSetView()
        view.title = StyledText(text: "A")
        view.customView = image("spinner")
        let measurer = FixedMeasurer(images: ["spinner": Size(width: 20, height: 20)])
        let layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone8)
        XCTAssertNil(layout.title)
        XCTAssertEqual(layout.customView, Rect(x: 177.5, y: 323.5, width: 20, height: 20))
        view.shouldDisplay = false
        let hidden = try DZNLayout(measurer: measurer).layout(view, canvas: iphone8)
        XCTAssertNil(hidden.customView)
        XCTAssertNil(hidden.title)
    }

    func testAnEmptyTitleIsNotShown() throws {
        var view = EmptyDataSetView()
        view.title = StyledText(text: "")
        view.detail = StyledText(text: "B", font: FontSpec(size: 10))
        let layout = try DZNLayout(measurer: FixedMeasurer()).layout(view, canvas: iphone8)
        XCTAssertNil(layout.title)
        XCTAssertEqual(layout.detail?.frame.minY, 327.5)
    }
}
