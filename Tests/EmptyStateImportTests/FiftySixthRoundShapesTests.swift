import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's fifty-sixth round in Swift: lgka-ios's own localizer, which looks its key
/// up in per-language dictionaries declared beside it (`L.s("noNews")`), and OpenAppLock's string
/// enum of keys whose `resource` property makes a `LocalizedStringResource` of its raw value in
/// the table "Copy".
final class FiftySixthRoundShapesTests: SourceFolderTestCase {
    private let localization = """
    import Foundation
    enum L {
        static var isGerman: Bool { Locale.preferredLanguages.first?.hasPrefix("de") ?? true }
        static func s(_ key: String) -> String {
            (isGerman ? de[key] : en[key]) ?? de[key] ?? key
        }
        static let de: [String: String] = [
            "noNews": "Keine Neuigkeiten verfügbar",
            "tryAgain": "Erneut versuchen",
            "onlyGerman": "Nur auf Deutsch",
        ]
        static let en: [String: String] = [
            "noNews": "No news available",
            "tryAgain": "Try again",
        ]
    }
    """

    /// The English dictionary's text, its button too; a key only the German one has falls back
    /// to it, as the body's `?? de[key]` does.
    func testADictionaryLocalizerShowsTheEnglishDictionarysText() throws {
        try write("App/Localization.swift", localization)
        try write("App/NewsViews.swift", """
        import SwiftUI
        struct NewsView: View {
            var news: [String] = []
            var body: some View {
                if news.isEmpty {
                    ContentUnavailableView {
                        Label(L.s("noNews"), systemImage: "newspaper")
                    } description: {
                        Text(L.s("onlyGerman"))
                    } actions: {
                        Button(L.s("tryAgain")) {}
                    }
                }
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(template["title"], .string("No news available"), "\(template)")
        XCTAssertEqual(template["description"], .string("Nur auf Deutsch"), "\(template)")
        XCTAssertEqual(template["button"]?["title"], .string("Try again"), "\(template)")
    }

    /// `CopyKey.x.resource`: the case's raw value as a key of the table the property names, for a
    /// title and a button alike, however many cases the enum has.
    func testAnEnumPropertyMadeOfTheRawValueIsTheCasesKey() throws {
        let cases = (0..<60).map { "    case filler\($0) = \"filler.\($0)\"" }.joined(separator: "\n")
        try write("App/Shared/CopyKey.swift", """
        import Foundation
        enum CopyKey: String, CaseIterable {
            case rulesListNoRulesYetTitle = "rulesList.noRulesYetTitle"
            case rulesListNewRuleButton = "rulesList.newRuleButton"
        \(cases)
            var resource: LocalizedStringResource { LocalizedStringResource(String.LocalizationValue(rawValue), table: "Copy") }
        }
        """)
        try write("App/RulesListView.swift", """
        import SwiftUI
        struct RulesListView: View {
            var rules: [String] = []
            var body: some View {
                if rules.isEmpty {
                    ContentUnavailableView {
                        Label(CopyKey.rulesListNoRulesYetTitle.resource, systemImage: "shield.lefthalf.filled")
                    } actions: {
                        Button(CopyKey.rulesListNewRuleButton.resource) {}
                    }
                }
            }
        }
        """)
        let template = try XCTUnwrap(importedScreens().first?.template)
        XCTAssertEqual(template["title"]?["key"], .string("rulesList.noRulesYetTitle"), "\(template)")
        XCTAssertEqual(template["title"]?["table"], .string("Copy"), "\(template)")
        XCTAssertEqual(template["button"]?["title"]?["key"], .string("rulesList.newRuleButton"), "\(template)")
        XCTAssertEqual(template["button"]?["title"]?["table"], .string("Copy"), "\(template)")
    }
}
