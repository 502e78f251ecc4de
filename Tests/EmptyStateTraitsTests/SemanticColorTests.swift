import EmptyStateModel
import EmptyStateTraits
import XCTest

final class SemanticColorTests: XCTestCase {
    let tint = DynamicColor(Color(red: 1, green: 0, blue: 0.5))
    let dark = TraitCollection(colorScheme: .dark)
    let lightHC = TraitCollection(contrast: .increased)
    let darkHC = TraitCollection(colorScheme: .dark, contrast: .increased)

    func color(_ name: String) -> DynamicColor {
        SemanticColor.named(name, tint: tint)!
    }

    func testBackgroundsAndLabelsFlipInDarkMode() {
        XCTAssertEqual(color("systemBackground").resolved(with: .default), .white)
        XCTAssertEqual(color("systemBackground").resolved(with: dark), .black)
        XCTAssertEqual(color("label").resolved(with: .default), .black)
        XCTAssertEqual(color("label").resolved(with: dark), .white)
        XCTAssertEqual(color("secondaryLabel").resolved(with: .default).description, "#3C3C4399")
        XCTAssertEqual(color("secondaryLabel").resolved(with: dark).description, "#EBEBF599")
        XCTAssertEqual(color("secondarySystemBackground").resolved(with: dark).description, "#1C1C1E")
    }

    func testIncreasedContrastUsesTheHighContrastVariants() {
        let blue = color("systemBlue")
        XCTAssertEqual(blue.resolved(with: .default).description, "#007AFF")
        XCTAssertEqual(blue.resolved(with: dark).description, "#0A84FF")
        XCTAssertEqual(blue.resolved(with: lightHC).description, "#0040DD")
        XCTAssertEqual(blue.resolved(with: darkHC).description, "#409CFF")
        XCTAssertEqual(color("systemRed").resolved(with: lightHC).description, "#D70015")
        XCTAssertEqual(color("systemRed").resolved(with: darkHC).description, "#FF6961")
        XCTAssertEqual(color("systemGray6").resolved(with: lightHC).description, "#EBEBF0")
        XCTAssertEqual(color("systemGray6").resolved(with: darkHC).description, "#242426")
        // No published high-contrast value: the normal one.
        XCTAssertEqual(color("label").resolved(with: darkHC), .white)
    }

    func testSizeAndDirectionDoNotChangeColors() {
        let traits = TraitCollection(colorScheme: .dark, contentSize: .AX5, layoutDirection: .rightToLeft)
        XCTAssertEqual(color("systemRed").resolved(with: traits), color("systemRed").resolved(with: dark))
    }

    func testTintIsTheArgumentAndEveryNameResolves() {
        XCTAssertEqual(color("tintColor"), tint)
        let expected = ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText",
                        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
                        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
                        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
                        "separator", "opaqueSeparator", "link", "tintColor",
                        "systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow", "systemPink",
                        "systemPurple", "systemTeal", "systemIndigo", "systemMint", "systemCyan", "systemBrown",
                        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
                        "groupTableViewBackground", "lightText", "darkText"]
        XCTAssertEqual(Set(SemanticColor.names), Set(expected))
        XCTAssertEqual(SemanticColor.names.count, expected.count)
        for name in SemanticColor.names { XCTAssertNotNil(SemanticColor.named(name, tint: tint), name) }
        XCTAssertEqual(SemanticColor.named("SYSTEMBLUE", tint: tint), color("systemBlue"))
        XCTAssertNil(SemanticColor.named("systemChartreuse", tint: tint))
        // The selector spelling Xcode's color sets write, and the deprecated names, are UIKit's colors.
        XCTAssertEqual(SemanticColor.named("systemBlueColor", tint: tint), color("systemBlue"))
        XCTAssertEqual(SemanticColor.named("groupTableViewBackgroundColor", tint: tint), color("systemGroupedBackground"))
        XCTAssertNil(SemanticColor.named("red", tint: tint), "a template's red is a typo of systemRed, not UIColor.red")
    }

    func testFillsAreUIKitsTranslucentGrays() {
        XCTAssertEqual(color("secondarySystemFill").resolved(with: .default), Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16))
        XCTAssertEqual(color("tertiarySystemFill").resolved(with: dark), Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))
    }

    func testDynamicColorFromAFixedColorIsTheSameEverywhere() {
        let fixed = DynamicColor(Color(red: 0.2, green: 0.4, blue: 0.6))
        for traits in [TraitCollection.default, dark, lightHC, darkHC] {
            XCTAssertEqual(fixed.resolved(with: traits), Color(red: 0.2, green: 0.4, blue: 0.6))
        }
        XCTAssertNil(fixed.lightHighContrast)
    }
}
