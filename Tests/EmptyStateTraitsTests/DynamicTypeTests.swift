import EmptyStateModel
import EmptyStateTraits
import XCTest

final class DynamicTypeTests: XCTestCase {
    func testFiguresFromTheHIGTable() {
        XCTAssertEqual(TextStyle.body.font(for: .large), FontSpec(size: 17, weight: .regular, followsDynamicType: true))
        XCTAssertEqual(TextStyle.body.font(for: .AX5).size, 53)
        XCTAssertEqual(TextStyle.largeTitle.font(for: .large).size, 34)
        XCTAssertEqual(TextStyle.largeTitle.font(for: .AX5).size, 60)
        XCTAssertEqual(TextStyle.caption2.font(for: .xSmall).size, 11)
        XCTAssertEqual(TextStyle.footnote.font(for: .AX3).size, 33)
        XCTAssertEqual(TextStyle.subheadline.font(for: .xxxLarge).size, 21)
        XCTAssertTrue(TextStyle.title2.font(for: .medium).isSystem)
    }

    func testOnlyHeadlineIsSemibold() {
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                XCTAssertEqual(style.font(for: category).weight, style == .headline ? .semibold : .regular)
            }
        }
        XCTAssertEqual(TextStyle.headline.font(for: .large), FontSpec(size: 17, weight: .semibold, followsDynamicType: true))
    }

    func testEveryStyleGrowsWithTheCategoryAndNeverShrinks() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.font(for: $0).size }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style)")
            XCTAssertGreaterThan(sizes.last!, sizes.first!, "\(style)")
            XCTAssertTrue(sizes.allSatisfy { $0 >= 11 && $0 <= 60 }, "\(style)")
        }
        let large = TextStyle.allCases.map { $0.font(for: .large).size }
        XCTAssertEqual(large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
    }

    func testScaledSizeIsProportionalAndUnrounded() {
        XCTAssertEqual(TextStyle.body.scaledSize(16, for: .AX5), 16 * 53 / 17)
        XCTAssertEqual(TextStyle.body.scaledSize(16, for: .large), 16)
        XCTAssertEqual(TextStyle.largeTitle.scaledSize(34, for: .AX5), 60)
        XCTAssertEqual(TextStyle.caption2.scaledSize(22, for: .xxxLarge), 22 * 17 / 11, accuracy: 1e-12)
        XCTAssertLessThan(TextStyle.body.scaledSize(20, for: .xSmall), 20)
    }

    func testStyleNamesAreCaseInsensitiveAndOnlyTheRealOnes() {
        XCTAssertEqual(TextStyle.named("body"), .body)
        XCTAssertEqual(TextStyle.named("Title1"), .title1)
        XCTAssertEqual(TextStyle.named("LARGETITLE"), .largeTitle)
        XCTAssertEqual(TextStyle.named("caption2"), .caption2)
        XCTAssertNil(TextStyle.named("title"))
        XCTAssertNil(TextStyle.named("caption"))
        XCTAssertNil(TextStyle.named("UIFontTextStyleBody"))
    }

    func testNearestNameSuggestsPlausibleTyposOnly() {
        XCTAssertEqual(TextStyle.nearest("bdoy"), "body")
        XCTAssertEqual(TextStyle.nearest("headlin"), "headline")
        XCTAssertEqual(TextStyle.nearest("Title"), "title1")
        XCTAssertNil(TextStyle.nearest("zzzzzzzzzz"))
        XCTAssertEqual(NearestName.nearest("systemBlu", among: ["systemRed", "systemBlue"]), "systemBlue")
        XCTAssertEqual(NearestName.nearest("x", among: []), nil)
        XCTAssertNil(NearestName.nearest(String(repeating: "a", count: 10_000), among: ["a"]))
    }
}
