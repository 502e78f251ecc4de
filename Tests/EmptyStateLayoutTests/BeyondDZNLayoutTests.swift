import EmptyStateLayout
import EmptyStateModel
import XCTest

/// Measures single lines as 10 points per character, truncated to the width given.
struct CharacterMeasurer: ContentMeasuring {
    var images: [String: Size] = [:]
    func measure(_ text: StyledText, role: LabelRole, width: Double, singleLine: Bool) throws -> TextMeasurement {
        let size = text.resolvedFont(for: role).size
        let natural = Double(text.text.count) * 10
        return TextMeasurement(lines: [LineMetrics(height: size * 1.2, ascent: size, width: min(natural, width))],
                               truncated: singleLine && natural > width)
    }
    func size(of image: ImageSpec) throws -> Size {
        guard let size = images[image.name] else { throw LayoutTestError.missingImage(image.name) }
        return size
    }
}

/// The keys beyond DZNEmptyDataSet, checked in points.
final class BeyondDZNLayoutTests: XCTestCase {
    let iphone8 = Device.named("iphone-8")!.canvas
    let iphone16Pro = Device.named("iphone-16-pro")!.canvas

    func styled(_ title: String, _ style: ButtonStyleKind = .filled, size: ButtonSizeClass = .medium) -> ButtonSpec {
        var button = ButtonSpec(titles: [.normal: StyledText(text: title, font: FontSpec(size: 17))])
        var configuration = ButtonConfiguration(style: style, looks: [.normal: ButtonLook(background: .black, foreground: .white)])
        configuration.size = size
        button.configuration = configuration
        return button
    }

    func testEachGapIsItsOwnSpacing() throws {
        var view = EmptyDataSetView()
        view.image = ImageSpec(name: "art", directory: "/t")
        view.title = StyledText(text: "Title", font: FontSpec(size: 20))
        view.detail = StyledText(text: "Detail", font: FontSpec(size: 10))
        view.button = styled("Go")
        view.spaceHeight = 30
        view.spacing = GapSpacing(afterImage: 7, afterTitle: 3, afterDescription: 19)
        let layout = try DZNLayout(measurer: CharacterMeasurer(images: ["art": Size(width: 50, height: 40)])).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.title!.frame.minY - layout.image!.maxY, 7)
        XCTAssertEqual(layout.detail!.frame.minY - layout.title!.frame.maxY, 3)
        XCTAssertEqual(layout.button!.alignmentFrame.minY - layout.detail!.frame.maxY, 19)
        // 40 + 7 + 24 + 3 + 12 + 19 + 34.5 (20.4 + 14, on the @2x grid) = 139.5, centered in 667:
        // 263.75, on the grid 264.
        XCTAssertEqual(layout.contentFrame, Rect(x: 0, y: 264, width: 375, height: 139.5))
    }

    func testAGapLeftOutIsSpaceHeight() throws {
        var view = EmptyDataSetView()
        view.title = StyledText(text: "A", font: FontSpec(size: 10))
        view.detail = StyledText(text: "B", font: FontSpec(size: 10))
        view.spaceHeight = 24
        view.spacing = GapSpacing(afterImage: 5)
        let layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.detail!.frame.minY - layout.title!.frame.maxY, 24)
    }

    func testAStyledButtonIsItsContentPlusTheSizesInsetsCentered() throws {
        var view = EmptyDataSetView()
        view.button = styled("Retry")   // 50 pt of text
        var layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8)
        // medium: 7 + 20.4 + 7 → 34.5 on the @2x grid; 12 + 50 + 12 = 74 wide; top (667 − 34.5) / 2
        // = 316.25, on the grid 316.5.
        XCTAssertEqual(layout.button?.alignmentFrame, Rect(x: 150.5, y: 316.5, width: 74, height: 34.5))
        XCTAssertEqual(layout.button?.cornerRadius, ButtonMetrics.mediumCornerRadius)
        view.button = styled("Retry", size: .large)
        view.button.configuration?.cornerStyle = .capsule
        layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.button?.alignmentFrame.height, 50.5)
        XCTAssertEqual(layout.button?.alignmentFrame.width, 90)
        XCTAssertEqual(layout.button?.cornerRadius, 25.25)
        XCTAssertEqual(layout.button?.title?.frame.midX, 187.5, "the title is centered in the button")
    }

    /// SwiftUI's capsule keeps its title 0.59 of its radius from each end once that is more than
    /// the insets (measured at AX5 on iOS's snapshots, ButtonMetrics); its height stays.
    func testATallSwiftUICapsuleWidensItsEndsNotItsHeight() throws {
        var view = EmptyDataSetView()
        view.button = styled("Retry", size: .small)   // 50 pt of text
        view.button.configuration?.cornerStyle = .capsule
        view.button.configuration?.capsuleEndClearance = ButtonMetrics.swiftUICapsuleEndClearance
        view.button.titles[.normal]?.font = FontSpec(size: 49)
        // 5 + 58.8 + 5 = 68.8: each end 0.59 × 34.4 = 20.3 from the title; 69 tall on the @2x grid.
        var layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.button?.alignmentFrame.height, 69)
        XCTAssertEqual(layout.button?.alignmentFrame.width, 91)   // 50 + 2 × 20.3 = 90.6, on the grid
        XCTAssertEqual(layout.button?.title?.frame.midX, 187.5)
        // A subtitle makes it taller, not wider: the ends follow one line of the title.
        view.button.configuration?.subtitle = StyledText(text: "Now", font: FontSpec(size: 49))
        layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8)
        let twoLines: Double = 5 + 58.8 + 2 + 58.8 + 5
        XCTAssertEqual(layout.button?.alignmentFrame.height ?? 0, twoLines, accuracy: 0.5)
        XCTAssertEqual(layout.button?.alignmentFrame.width, 91)
        view.button.configuration?.subtitle = nil
        // At 15 pt the 28 pt capsule's 8.26 is less than the small size's 10: the insets.
        view.button.titles[.normal]?.font = FontSpec(size: 15)
        layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.button?.alignmentFrame.width, 70)
        // Insets the template gives, or a corner that is not a capsule, keep their width.
        view.button.titles[.normal]?.font = FontSpec(size: 49)
        view.button.configuration?.contentInsets = DirectionalInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        XCTAssertEqual(try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8).button?.alignmentFrame.width, 70)
        view.button.configuration?.contentInsets = nil
        view.button.configuration?.cornerStyle = .large
        XCTAssertEqual(try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8).button?.alignmentFrame.width, 70)
    }

    /// A configured button's title wraps, as `UIButton.Configuration.titleLineBreakMode`'s
    /// documented default (`byWordWrapping`) does: UIKit's lines the font's line height apart,
    /// SwiftUI's (a `Text`) with SwiftUI's leading in a Dynamic Type font; the truncating modes
    /// keep one line.
    func testAConfiguredButtonTitleWrapsUnlessItsLineBreakModeKeepsOneLine() throws {
        var view = EmptyDataSetView()
        view.button = styled("Long", size: .small)
        view.button.titles[.normal]?.font = FontSpec(size: 20, followsDynamicType: true)
        let measurer = FixedMeasurer(lines: ["Long": 3])
        var layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone8)
        var title = try XCTUnwrap(layout.button?.title)
        XCTAssertEqual(title.measurement.lines.count, 3, "UIKit's default wraps")
        XCTAssertTrue(title.shapedByLineBreakMode, "drawn wrapped as measured")
        XCTAssertEqual(title.lineTops[1] - title.lineTops[0], 24, accuracy: 1e-9, "the font's line height")
        XCTAssertEqual(layout.button?.alignmentFrame.height, 3 * 24 + 5 + 5)

        view.button.configuration?.titleLineBreakMode = .byTruncatingMiddle
        layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.button?.title?.measurement.lines.count, 1, "UIButton's own label: one line")
        XCTAssertEqual(layout.button?.title?.shapedByLineBreakMode, false)
        XCTAssertEqual(layout.button?.alignmentFrame.height, 24 + 5 + 5)

        view.button.configuration?.titleLineBreakMode = .byTruncatingTail
        layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone8)
        title = try XCTUnwrap(layout.button?.title)
        XCTAssertEqual(title.measurement.lines.count, 1, "a truncating mode keeps one line")
        XCTAssertTrue(title.measurement.truncated)
        XCTAssertTrue(title.shapedByLineBreakMode, "cut at its end, as the mode says, when drawn")
        XCTAssertEqual(title.text.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(title.text.numberOfLines, 1)

        view.button.configuration?.titleLineBreakMode = .byWordWrapping
        view.button.configuration?.swiftUILeading = true
        layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone8)
        title = try XCTUnwrap(layout.button?.title)
        XCTAssertEqual(title.measurement.lines.count, 3)
        // 25.59 pt from line to line at 20 pt (the HIG's leading, more than the measurer's 24):
        // 24 + 2 × 25.59 + 5 + 5 = 85.18, on the @2x grid 85.5.
        let lineHeight = 1.1176 * 20 + 3.24
        XCTAssertEqual(layout.button?.alignmentFrame.height, 85.5)
        XCTAssertEqual(title.lineTops[1] - title.lineTops[0], lineHeight, accuracy: 1e-9)
        XCTAssertEqual(title.lineTops[2] - title.lineTops[1], lineHeight, accuracy: 1e-9)
    }

    func testATitleWiderThanTheScreenIsTruncatedAndReported() throws {
        var view = EmptyDataSetView()
        view.button = styled(String(repeating: "W", count: 40))   // 400 pt
        view.button.configuration?.titleLineBreakMode = .byTruncatingMiddle   // UIButton's own label: one line
        let layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.button?.alignmentFrame.width, 329, "the button is as wide as DZN's padding allows")
        XCTAssertEqual(layout.button?.title?.measurement.truncated, true)
        XCTAssertEqual(layout.warnings.map(\.kind), [.truncated])
        XCTAssertEqual(layout.warnings.first?.element, "button")
    }

    func testTheSecondaryButtonStacksBelowOrSitsBesideWhenItFits() throws {
        var view = EmptyDataSetView()
        view.button = styled("Add")          // 30 + 24 = 54 wide
        view.secondaryButton = styled("More", .plain)   // 40 + 24 = 64 wide
        view.spacing.betweenButtons = 8
        var layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8)
        let primary = try XCTUnwrap(layout.button), secondary = try XCTUnwrap(layout.secondaryButton)
        XCTAssertEqual(secondary.alignmentFrame.minY - primary.alignmentFrame.maxY, 8)
        XCTAssertEqual(secondary.role, .secondary)
        XCTAssertEqual(secondary.alignmentFrame.midX, 187.5)

        view.actionsAxis = .horizontal
        layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.button!.alignmentFrame.minY, layout.secondaryButton!.alignmentFrame.minY)
        XCTAssertEqual(layout.secondaryButton!.alignmentFrame.minX - layout.button!.alignmentFrame.maxX, 8)
        XCTAssertEqual((layout.button!.alignmentFrame.minX + layout.secondaryButton!.alignmentFrame.maxX) / 2, 187.5)

        view.secondaryButton = styled(String(repeating: "m", count: 28))   // 304 wide: no room beside
        layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8)
        XCTAssertGreaterThan(layout.secondaryButton!.alignmentFrame.minY, layout.button!.alignmentFrame.maxY)
    }

    func testEachActionHasItsOwnState() throws {
        var view = EmptyDataSetView()
        view.button = styled("Add")
        view.secondaryButton = styled("More")
        let layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8, states: ScreenState(.normal, secondary: .highlighted))
        XCTAssertEqual(layout.button?.state, .normal)
        XCTAssertEqual(layout.secondaryButton?.state, .highlighted)
    }

    func testTheContentIsCenteredBetweenTheBars() throws {
        var view = EmptyDataSetView()
        view.title = StyledText(text: "A", font: FontSpec(size: 10))   // 12 pt
        var chrome = Chrome()
        chrome.statusBar = StatusBar(foreground: .black)
        var nav = NavigationBar(background: .white, separator: .black, titleColor: .black, tint: .black)
        nav.title = "Inbox"
        nav.largeTitle = true
        chrome.navigationBar = nav
        chrome.tabBar = TabBar(items: [TabItem(title: "A")], selected: 0, background: .white, separator: .black, selectedColor: .black, unselectedColor: .black)
        chrome.homeIndicator = HomeIndicator(color: .black)
        view.chrome = chrome
        let layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone16Pro)
        // 62 (status bar) + 96 (large title) above; 34 (home indicator) + 49 (tab bar) below.
        XCTAssertEqual(layout.region, Rect(x: 0, y: 158, width: 402, height: 874 - 158 - 83))
        XCTAssertEqual(layout.chrome?.tabBar, Rect(x: 0, y: 791, width: 402, height: 83))
        XCTAssertEqual(layout.chrome?.homeIndicator, Rect(x: 134, y: 861, width: 134, height: 5))
        XCTAssertEqual(layout.title!.frame.midY, (158 + 791) / 2, accuracy: 1.0 / 3)
        XCTAssertEqual(layout.safeArea, Rect(x: 0, y: 62, width: 402, height: 874 - 62 - 34))
    }

    func testInsetsNarrowTheAreaAndVerticalOffsetComesAfter() throws {
        var view = EmptyDataSetView()
        view.title = StyledText(text: "A", font: FontSpec(size: 10))
        view.insets = DirectionalInsets(top: 100, leading: 40, bottom: 0, trailing: 0)
        view.verticalOffset = 10
        let layout = try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.region, Rect(x: 40, y: 100, width: 335, height: 567))
        // padding roundf(335 / 16) = 21; centered in 100...667, then 10 lower.
        XCTAssertEqual(layout.title?.frame, Rect(x: 61, y: 100 + (567 - 12) / 2 + 10, width: 293, height: 12))
        view.rightToLeft = true
        XCTAssertEqual(try DZNLayout(measurer: CharacterMeasurer()).layout(view, canvas: iphone8).region.minX, 0, "leading is the right in RTL")
    }

    func testTooManyLinesUnderTheBarsOverflowAndAreReported() throws {
        var view = EmptyDataSetView()
        view.detail = StyledText(text: "Long", font: FontSpec(size: 100))
        view.insets = DirectionalInsets(top: 300, leading: 0, bottom: 300, trailing: 0)
        let layout = try DZNLayout(measurer: FixedMeasurer(lines: ["Long": 3])).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.warnings.map(\.kind), [.overflow])
        XCTAssertEqual(layout.warnings.first?.element, "content")
        XCTAssertEqual(LayoutReport(layout).overflow, true)
    }

    func testAMaximumSizeFitsScalesOrClipsTheImage() throws {
        var view = EmptyDataSetView()
        var image = ImageSpec(name: "wide", directory: "/t")
        image.sizing.maxSize = Size(width: 100, height: 100)
        view.image = image
        let measurer = CharacterMeasurer(images: ["wide": Size(width: 400, height: 200)])
        var layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.image?.size, Size(width: 100, height: 50))
        XCTAssertNil(layout.imageContent)
        view.image?.sizing.contentMode = .scaleAspectFill
        layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.image?.size, Size(width: 100, height: 100))
        XCTAssertEqual(layout.imageContent?.size, Size(width: 200, height: 100))
        XCTAssertEqual(layout.imageContent?.midX, layout.image?.midX)
        view.image?.sizing = ImageSizing(pointSize: 30)
        layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.image?.size, Size(width: 60, height: 30), "a point size sets the height, the width follows")
        XCTAssertEqual(ImageSizing(pointSize: 1000).place(Size(width: 10_000, height: 1)).frame, Size(width: 10_000, height: 1),
                       "never wider than the largest canvas")
    }

    /// `resizedBy: 0.2`: an image the app redraws at a fifth of its size (Dime's 75 × 70 pt
    /// diamond drawn at 15 × 14), before any maximum size applies.
    func testAResizedImageIsLaidOutAtThatFractionOfItsSize() throws {
        var view = EmptyDataSetView()
        var image = ImageSpec(name: "diamond", directory: "/t")
        image.sizing.resizedBy = 0.2
        view.image = image
        let measurer = CharacterMeasurer(images: ["diamond": Size(width: 75, height: 70)])
        var layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.image?.size, Size(width: 15, height: 14))
        XCTAssertEqual(layout.image?.midX, 187.5)
        view.image?.sizing.resizedBy = 4
        view.image?.sizing.maxSize = Size(width: 150, height: 150)
        layout = try DZNLayout(measurer: measurer).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.image?.size, Size(width: 150, height: 140), "a maximum size limits the resized image")
    }

    func testNoNewKeysMeansTheWholeCanvasAndNoWarnings() throws {
        var view = EmptyDataSetView()
        view.title = StyledText(text: "A", font: FontSpec(size: 10))
        let layout = try DZNLayout(measurer: FixedMeasurer()).layout(view, canvas: iphone8)
        XCTAssertEqual(layout.region, Rect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertNil(layout.chrome)
        XCTAssertTrue(layout.warnings.isEmpty)
    }
}
