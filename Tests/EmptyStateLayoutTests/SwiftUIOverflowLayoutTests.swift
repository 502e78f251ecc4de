import EmptyStateLayout
import EmptyStateModel
import XCTest

/// SwiftUI's `ContentUnavailableView` when its content is taller than its frame: the symbol is
/// left out, and what is left is centred when it fits, else shown from the top margin (iOS's
/// AX5 error view in ../shared/modern-corpus). UIKit's layout is not changed by it.
final class SwiftUIOverflowLayoutTests: XCTestCase {
    let measurer = CharacterMeasurer(images: ["symbol": Size(width: 60, height: 40)])

    /// Image 40 + 15 + title 24 + 3 + description 12 = 94 pt of content with the image, 39 without;
    /// SwiftUI centres it as if the 20 pt gap to absent actions were below it.
    func view(_ style: LayoutStyle, symbolPointSize: Double? = nil) -> EmptyDataSetView {
        var view = EmptyDataSetView()
        view.layoutStyle = style
        view.image = ImageSpec(name: "symbol", directory: "/t")
        if let symbolPointSize {
            view.image?.symbol = SymbolInfo(name: "tray", pointSize: symbolPointSize, weight: .regular, scale: "medium",
                                            renderingMode: "monochrome", baselineOffsetFromBottom: 0, source: "test", file: "/t/tray.svg")
        }
        view.title = StyledText(text: "No Results", font: FontSpec(size: 20))
        view.detail = StyledText(text: "Try again", font: FontSpec(size: 10))
        return view
    }

    func canvas(height: Double) -> Canvas { Canvas(size: Size(width: 375, height: height), scale: 3) }

    func testContentThatFitsOnlyWithoutItsSymbolIsCentredWithoutIt() throws {
        let layout = try DZNLayout(measurer: measurer).layout(view(.swiftui), canvas: canvas(height: 32 + 60))
        XCTAssertNil(layout.image, "the symbol is left out")
        XCTAssertEqual(layout.contentFrame.height, 39)
        XCTAssertEqual(layout.contentFrame.minY, layout.region.minY + (60 - 39 - 20) / 2, accuracy: 0.34)
        XCTAssertEqual(layout.title!.frame.minY, layout.contentFrame.minY, accuracy: 0.01)
        XCTAssertEqual(layout.warnings.map(\.kind), [.overflow])
        XCTAssertEqual(layout.warnings.first?.element, "image")
        XCTAssertTrue(layout.warnings.first!.message.contains("left out"), layout.warnings.first!.message)
    }

    func testContentTallerThanTheFrameEvenWithoutItsSymbolStartsAtTheTopMargin() throws {
        let layout = try DZNLayout(measurer: measurer).layout(view(.swiftui), canvas: canvas(height: 32 + 30))
        XCTAssertNil(layout.image)
        XCTAssertEqual(layout.title!.frame.minY, layout.region.minY, "scrolled to its start, not centred")
        XCTAssertEqual(layout.region.minY, 16)
        let overflow = try XCTUnwrap(layout.warnings.first { $0.element == "content" })
        XCTAssertTrue(overflow.message.contains("goes 0 pt above and 9 pt below"), overflow.message)
    }

    func testUIKitKeepsItsImageAndStaysCentred() throws {
        let layout = try DZNLayout(measurer: measurer).layout(view(.uikit), canvas: canvas(height: 32 + 60))
        XCTAssertNotNil(layout.image)
        XCTAssertEqual(layout.contentFrame.height, 94)
        XCTAssertEqual(layout.contentFrame.minY, 16 + (60 - 94) / 2, accuracy: 0.34)
    }

    func testContentThatFitsKeepsItsSymbol() throws {
        let layout = try DZNLayout(measurer: measurer).layout(view(.swiftui), canvas: canvas(height: 32 + 94 + 20))
        XCTAssertNotNil(layout.image)
        XCTAssertTrue(layout.warnings.isEmpty, "\(layout.warnings)")
    }

    /// The 2 pt below centre that iOS draws at 48 pt grows with the symbol: 4 pt at 96 pt; a
    /// picture that is no symbol is centred.
    func testTheDropBelowCentreGrowsWithTheSymbol() throws {
        func top(_ pointSize: Double?) throws -> Double {
            try DZNLayout(measurer: measurer).layout(view(.swiftui, symbolPointSize: pointSize), canvas: canvas(height: 600)).contentFrame.minY
        }
        let centred = 16 + (568 - 94 - 20) / 2.0
        XCTAssertEqual(try top(48), centred + 2, accuracy: 0.34)
        XCTAssertEqual(try top(96), centred + 4, accuracy: 0.34)
        XCTAssertEqual(try top(nil), centred, accuracy: 0.34)
    }
}
