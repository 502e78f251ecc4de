import EmptyStateTraits
import XCTest

final class TraitCollectionTests: XCTestCase {
    func testTheDefaultIsLightLargeNormalLeftToRight() {
        let traits = TraitCollection.default
        XCTAssertEqual(traits, TraitCollection(colorScheme: .light, contentSize: .large, contrast: .normal,
                                               layoutDirection: .leftToRight))
        XCTAssertTrue(traits.isDefault)
        XCTAssertEqual(traits.suffix, "")
        XCTAssertFalse(TraitCollection(contrast: .increased).isDefault)
    }

    func testTheSuffixNamesOnlyChangedTraitsInAFixedOrder() {
        XCTAssertEqual(TraitCollection(colorScheme: .dark).suffix, "~dark")
        XCTAssertEqual(TraitCollection(colorScheme: .dark, contentSize: .AX3).suffix, "~dark~AX3")
        XCTAssertEqual(TraitCollection(contrast: .increased).suffix, "~increased-contrast")
        XCTAssertEqual(TraitCollection(layoutDirection: .rightToLeft).suffix, "~rtl")
        XCTAssertEqual(TraitCollection(contentSize: .xSmall).suffix, "~xSmall")
        XCTAssertEqual(TraitCollection(colorScheme: .dark, contentSize: .xxxLarge, contrast: .increased,
                                       layoutDirection: .rightToLeft).suffix,
                       "~dark~xxxLarge~increased-contrast~rtl")
        XCTAssertEqual("airbnb" + TraitCollection(colorScheme: .dark, contentSize: .AX3).suffix + ".png",
                       "airbnb~dark~AX3.png")
    }

    func testSuffixesParseBack() {
        for scheme in ColorScheme.allCases {
            for size in ContentSizeCategory.allCases {
                for contrast in Contrast.allCases {
                    for direction in LayoutDirection.allCases {
                        let traits = TraitCollection(colorScheme: scheme, contentSize: size, contrast: contrast,
                                                     layoutDirection: direction)
                        XCTAssertEqual(TraitCollection(suffix: traits.suffix), traits, traits.suffix)
                    }
                }
            }
        }
        XCTAssertEqual(TraitCollection(suffix: "~rtl~DARK"), TraitCollection(colorScheme: .dark, layoutDirection: .rightToLeft))
        for bad in ["dark", "~dark~light", "~", "~dark~~rtl", "~sepia"] { XCTAssertNil(TraitCollection(suffix: bad), bad) }
    }

    func testColorSchemeNames() {
        XCTAssertEqual(ColorScheme(name: "light"), .light)
        XCTAssertEqual(ColorScheme(name: "DARK"), .dark)
        XCTAssertNil(ColorScheme(name: "dim"))
        XCTAssertEqual(ColorScheme.allCases.map(\.rawValue), ["light", "dark"])
    }

    func testContrastNamesAndAliases() {
        for name in ["normal", "Standard", "NORMAL"] { XCTAssertEqual(Contrast(name: name), .normal, name) }
        for name in ["increased", "High", "increased-contrast"] { XCTAssertEqual(Contrast(name: name), .increased, name) }
        XCTAssertNil(Contrast(name: "low"))
        XCTAssertEqual(Contrast.allCases.map(\.rawValue), ["normal", "increased"])
    }

    func testLayoutDirectionNamesAndAliases() {
        for name in ["ltr", "LTR", "leftToRight", "left-to-right", "LeftToRight"] {
            XCTAssertEqual(LayoutDirection(name: name), .leftToRight, name)
        }
        for name in ["rtl", "rightToLeft", "right-to-left", "Right-To-Left"] {
            XCTAssertEqual(LayoutDirection(name: name), .rightToLeft, name)
        }
        XCTAssertNil(LayoutDirection(name: "up"))
        XCTAssertEqual(LayoutDirection.allCases.map(\.rawValue), ["ltr", "rtl"])
    }

    func testContentSizeNamesAndAliases() {
        let cases: [(String, ContentSizeCategory)] = [
            ("xSmall", .xSmall), ("XSMALL", .xSmall), ("xs", .xSmall), ("extraSmall", .xSmall),
            ("s", .small), ("small", .small), ("m", .medium), ("Medium", .medium), ("l", .large), ("large", .large),
            ("xl", .xLarge), ("extraLarge", .xLarge), ("XXL", .xxLarge), ("extraExtraLarge", .xxLarge),
            ("xxxl", .xxxLarge), ("extraExtraExtraLarge", .xxxLarge), ("xxxLarge", .xxxLarge),
            ("AX1", .AX1), ("ax3", .AX3), ("accessibility5", .AX5), ("Accessibility2", .AX2),
            ("accessibilityMedium", .AX1), ("accessibilityLarge", .AX2), ("accessibilityExtraLarge", .AX3),
            ("accessibilityExtraExtraLarge", .AX4), ("accessibilityExtraExtraExtraLarge", .AX5),
        ]
        for (name, expected) in cases { XCTAssertEqual(ContentSizeCategory(name: name), expected, name) }
        for name in ["huge", "ax6", "accessibility0", "", "xxxxl"] { XCTAssertNil(ContentSizeCategory(name: name), name) }
    }

    func testContentSizesAreOrderedAndAccessibilitySizesAreTheLastFive() {
        XCTAssertEqual(ContentSizeCategory.allCases.map(\.rawValue),
                       ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                        "AX1", "AX2", "AX3", "AX4", "AX5"])
        XCTAssertEqual(ContentSizeCategory.allCases.sorted(), ContentSizeCategory.allCases)
        XCTAssertLessThan(ContentSizeCategory.xxxLarge, .AX1)
        XCTAssertEqual(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory), [.AX1, .AX2, .AX3, .AX4, .AX5])
    }
}
