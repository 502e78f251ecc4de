import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's forty-first round: GoTravel.iOS's texts, each a `LocalizedStringKey`
/// constant of its `Strings` struct (`static let NoSaved: LocalizedStringKey = "Community:Trip:NoSaved"`),
/// shown from other files and worded by the app's String Catalog.
final class FortyFirstRoundShapesTests: SourceFolderTestCase {
    func testALocalizedStringKeyConstantOfAnotherFileIsLookedUpInTheCatalog() throws {
        try write("App/Strings.swift", """
        import SwiftUI
        public struct Strings {
            public struct Community {
                public struct Journey {
                    public static let NoSaved: LocalizedStringKey = "Community:Trip:NoSaved"
                    public static let NoSavedMsg: LocalizedStringKey = "Community:Trip:NoSavedMsg"
                }
            }
        }
        """)
        try write("App/SavedJourneyList.swift", """
        import SwiftUI
        struct SavedJourneyList: View {
            var body: some View {
                ContentUnavailableView(Strings.Community.Journey.NoSaved, systemImage: "map.circle",
                                       description: Text(Strings.Community.Journey.NoSavedMsg))
            }
        }
        """)
        try write("App/Localizable.xcstrings", """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Community:Trip:NoSaved" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "No Saved Journeys" } } } },
            "Community:Trip:NoSavedMsg" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "You haven't saved any journeys yet." } } } }
          },
          "version" : "1.0"
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.template["title"]?["key"], .string("Community:Trip:NoSaved"), "the constant's literal is a key, not the text")
        XCTAssertEqual(found.first?.template["description"]?["key"], .string("Community:Trip:NoSavedMsg"))
    }
}
