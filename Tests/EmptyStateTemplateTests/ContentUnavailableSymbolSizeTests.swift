import EmptyStateModel
import EmptyStateTemplate
import EmptyStateTraits
import Foundation
import XCTest

/// A content-unavailable view's symbol follows Dynamic Type (`style: swiftui` and `style: uikit`):
/// 48 pt at `large`, grown by body's scaling; SwiftUI's stops at AX3. The figure the SwiftUI
/// case checks is measured on iOS's own snapshots (../shared/modern-corpus, RSSReader): the
/// `tray` symbol's ink grows ×2.354 (40.00 → 94.19 pt high, 55.27 → 130.10 pt wide) from
/// `large` to `.accessibilityExtraExtraExtraLarge`, whose texts are at AX5.
final class ContentUnavailableSymbolSizeTests: XCTestCase {
    /// Templates/art/Symbols.xcassets: a symbol template in the repository, so these tests need
    /// no stand-in set.
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Templates/art/Symbols.xcassets").standardizedFileURL.path

    /// The measured growth from `large` to the accessibility sizes, and the tolerance: one
    /// device pixel (1/3 pt) on the 40 pt high symbol, ±0.8 %, so body's ratio (2.353) passes
    /// and callout's (2.375), the next nearest, or no growth at all, fail.
    static let measuredGrowth = 2.354
    static let tolerance = 0.008

    func image(_ style: String, _ category: ContentSizeCategory, extra: String = "") throws -> ImageSpec {
        let yaml = "style: \(style)\nassets: \(Self.catalog)\nimage: { systemName: emptystate.heart.sparkle\(extra) }\ntitle: No Items\n"
        return try XCTUnwrap(try TemplateLoader.parse(text: yaml, path: "/tmp/t.yaml", traits: TraitCollection(contentSize: category)).base.view.image)
    }

    /// The symbol's frame: the size of the drawn SVG (its alignment rect), in points.
    func frame(_ image: ImageSpec, file: StaticString = #filePath, line: UInt = #line) throws -> Size {
        let svg = try XCTUnwrap(image.inlineSVG, file: file, line: line)
        let root = String(svg[..<(svg.range(of: ">")?.lowerBound ?? svg.endIndex)])
        func attribute(_ name: String) throws -> Double {
            let value = root.components(separatedBy: " \(name)=\"").dropFirst().first?.prefix { $0 != "\"" }
            return try XCTUnwrap(value.flatMap { Double($0) }, "\(name) in \(root)", file: file, line: line)
        }
        return Size(width: try attribute("width"), height: try attribute("height"))
    }

    func testSwiftUIsSymbolGrowsByTheMeasuredFactorToAX3AndNoFurther() throws {
        let large = try image("swiftui", .large)
        XCTAssertEqual(large.symbol?.pointSize, 48, "unchanged at the default size")
        XCTAssertEqual(large.symbol?.weight, .regular)
        let ax3 = try image("swiftui", .AX3)
        let small = try frame(large), big = try frame(ax3)
        XCTAssertEqual(big.height / small.height, Self.measuredGrowth, accuracy: Self.measuredGrowth * Self.tolerance)
        XCTAssertEqual(big.width / small.width, Self.measuredGrowth, accuracy: Self.measuredGrowth * Self.tolerance)
        XCTAssertEqual(try XCTUnwrap(ax3.symbol?.pointSize) / 48, Self.measuredGrowth, accuracy: Self.measuredGrowth * Self.tolerance)
        // iOS's snapshot is at AX5: its symbol is no bigger than AX3's.
        for category in [ContentSizeCategory.AX4, .AX5] {
            XCTAssertEqual(try image("swiftui", category).symbol?.pointSize, ax3.symbol?.pointSize, "\(category)")
        }
    }

    func testTheSymbolIsTheSameAtLargeAsWithTheDefaultTraits() throws {
        for style in ["swiftui", "uikit"] {
            let yaml = "style: \(style)\nassets: \(Self.catalog)\nimage: { systemName: emptystate.heart.sparkle }\ntitle: No Items\n"
            let plain = try XCTUnwrap(try TemplateLoader.parse(text: yaml, path: "/tmp/t.yaml").base.view.image)
            let large = try image(style, .large)
            XCTAssertEqual(large.symbol?.pointSize, 48, style)
            XCTAssertEqual(large.inlineSVG, plain.inlineSVG, style)
            XCTAssertEqual(try frame(large), try frame(plain), style)
        }
    }

    func testTheSymbolGrowsStepByStepInBothStyles() throws {
        for style in ["swiftui", "uikit"] {
            let sizes = try ContentSizeCategory.allCases.map { try XCTUnwrap(image(style, $0).symbol?.pointSize) }
            XCTAssertEqual(sizes, sizes.sorted(), style)
            XCTAssertLessThan(sizes[0], 48, "\(style): xSmall is smaller")
            XCTAssertEqual(try image(style, .AX3).symbol?.pointSize ?? 0, 48 * 40 / 17, accuracy: 1e-9, "\(style): body's AX3 / large")
        }
        // UIKit's keeps growing with body past AX3 (UIFontMetrics.default): 48 × 53 / 17 at AX5.
        XCTAssertEqual(try image("uikit", .AX5).symbol?.pointSize ?? 0, 48 * 53 / 17, accuracy: 1e-9)
    }

    func testAGivenPointSizeOrTheTemplatesCapWins() throws {
        XCTAssertEqual(try image("swiftui", .AX3, extra: ", pointSize: 30").symbol?.pointSize, 30, "a point size is not scaled")
        let yaml = "style: swiftui\nmaximumContentSize: xxxLarge\nassets: \(Self.catalog)\nimage: { systemName: emptystate.heart.sparkle }\ntitle: No Items\n"
        let capped = try TemplateLoader.parse(text: yaml, path: "/tmp/t.yaml", traits: TraitCollection(contentSize: .AX5)).base.view.image
        XCTAssertEqual(capped?.symbol?.pointSize ?? 0, 48 * 23 / 17, accuracy: 1e-9, "maximumContentSize caps the symbol too")
    }
}
