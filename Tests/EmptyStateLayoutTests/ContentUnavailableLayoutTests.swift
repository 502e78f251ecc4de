import EmptyStateLayout
import EmptyStateModel
import XCTest

/// `style: uikit` and `style: swiftui`: the content-unavailable stack, checked in points.
final class ContentUnavailableLayoutTests: XCTestCase {
    let iphone15 = Device.named("iphone-15")!.canvas   // 393 × 852
    let measurer = CharacterMeasurer(images: ["symbol": Size(width: 60, height: 40)])

    func view(_ style: LayoutStyle = .uikit) -> EmptyDataSetView {
        var view = EmptyDataSetView()
        view.layoutStyle = style
        view.image = ImageSpec(name: "symbol", directory: "/t")
        view.title = StyledText(text: "No Results", font: FontSpec(size: 20))
        view.detail = StyledText(text: "Try again", font: FontSpec(size: 10))
        return view
    }

    func styled(_ title: String) -> ButtonSpec {
        var button = ButtonSpec(titles: [.normal: StyledText(text: title, font: FontSpec(size: 15))])
        var configuration = ButtonConfiguration(style: .plain, looks: [.normal: ButtonLook(background: .clear, foreground: .black)])
        configuration.size = .small
        button.configuration = configuration
        return button
    }

    func testThePaddingsAreTheConfigurations() throws {
        var view = view()
        view.button = styled("Retry")
        view.secondaryButton = styled("Settings")
        let layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone15)
        XCTAssertEqual(layout.title!.frame.minY - layout.image!.maxY, 15)          // imageToTextPadding
        XCTAssertEqual(layout.detail!.frame.minY - layout.title!.frame.maxY, 3)    // textToSecondaryTextPadding
        XCTAssertEqual(layout.button!.alignmentFrame.minY - layout.detail!.frame.maxY, 20)   // textToButtonPadding
        XCTAssertEqual(layout.secondaryButton!.alignmentFrame.minY - layout.button!.alignmentFrame.maxY, 15)
    }

    func testTheContentIsCenteredInTheMarginsAndItsPartsAtTheirOwnSize() throws {
        let layout = try DZNLayout(measurer: measurer).layout(view(), canvas: iphone15)
        // Margins 32 at the sides: the column is 393 − 64 = 329 wide, from x = 32.
        XCTAssertEqual(layout.region, Rect(x: 32, y: 16, width: 329, height: 820))
        XCTAssertEqual(layout.title!.frame.minX, 32)
        XCTAssertEqual(layout.title!.frame.width, 329)
        // The image at its own size, centered: (393 − 60) / 2 = 166.5, on the @3x grid 500 / 3.
        XCTAssertEqual(layout.image, Rect(x: 500.0 / 3, y: layout.image!.minY, width: 60, height: 40))
        // 40 + 15 + 24 + 3 + 12 = 94 tall, centered in the 820 between the margins.
        XCTAssertEqual(layout.contentFrame.height, 94)
        XCTAssertEqual(layout.contentFrame.minY, 16 + (820 - 94) / 2)
    }

    func testTheReadableWidthCapsTheColumnOnWideCanvases() throws {
        let ipad = Device.named("ipad")!.canvas
        let layout = try DZNLayout(measurer: measurer).layout(view(), canvas: ipad)
        XCTAssertEqual(layout.region.width, 672)
        XCTAssertEqual(layout.region.midX, ipad.size.width / 2)
        var swiftUI = view(.swiftui)
        swiftUI.contentUnavailable.readableWidth = nil
        XCTAssertEqual(try DZNLayout(measurer: measurer).layout(swiftUI, canvas: ipad).region.width, ipad.size.width - 64)
    }

    func testNaturalAlignmentPutsEveryPartAtTheLeadingEdgeMirroredInRightToLeft() throws {
        var view = view()
        view.contentUnavailable.alignment = .natural
        view.button = styled("Retry")
        let ltr = try DZNLayout(measurer: measurer).layout(view, canvas: iphone15)
        XCTAssertEqual(ltr.image!.minX, 32)
        XCTAssertEqual(ltr.button!.alignmentFrame.minX, 32)
        XCTAssertEqual(ltr.title!.text.alignment, .left)
        view.rightToLeft = true
        let rtl = try DZNLayout(measurer: measurer).layout(view, canvas: iphone15)
        XCTAssertEqual(rtl.image!.maxX, 393 - 32)
        XCTAssertEqual(rtl.button!.alignmentFrame.maxX, 393 - 32)
        XCTAssertEqual(rtl.title!.text.alignment, .right)
    }

    func testMarginsAndPaddingsAreKeys() throws {
        var view = view()
        view.contentUnavailable.margins = DirectionalInsets(top: 0, leading: 10, bottom: 0, trailing: 50)
        view.contentUnavailable.imageToTextPadding = 4
        let layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone15)
        XCTAssertEqual(layout.region, Rect(x: 10, y: 0, width: 333, height: 852))
        XCTAssertEqual(layout.title!.frame.minY - layout.image!.maxY, 4)
    }

    func testTheDZNLayoutIsUntouchedByTheModernProperties() throws {
        var dzn = view(.dzn)
        let before = try DZNLayout(measurer: measurer).layout(dzn, canvas: iphone15)
        dzn.contentUnavailable.margins = DirectionalInsets(top: 99, leading: 99, bottom: 99, trailing: 99)
        XCTAssertEqual(try DZNLayout(measurer: measurer).layout(dzn, canvas: iphone15).title, before.title)
        // DZN's labels are inset by roundf(W / 16) = 25.
        XCTAssertEqual(before.title!.frame.minX, 25)
    }
}
