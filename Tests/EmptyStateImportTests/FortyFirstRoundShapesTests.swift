import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's forty-first round: GoTravel.iOS's texts, each a `LocalizedStringKey`
/// constant of its `Strings` struct (`static let NoSaved: LocalizedStringKey = "Community:Trip:NoSaved"`),
/// shown from other files and worded by the app's String Catalog; and round forty's NeighborLabor,
/// whose data source's texts are stored properties of a base class in another file, some set by
/// each subclass's set-up and some by none.
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

    func testABaseClassesStoredTextInAnotherFileIsTheSubclasssUnlessItsSetUpSetsIt() throws {
        try write("App/BaseViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class BaseTableViewController: UITableViewController {
            var titleText = ""
            var desText = ""
            var buttonText = "Retry"
        }
        extension BaseTableViewController: DZNEmptyDataSetDelegate, DZNEmptyDataSetSource {
            override func viewDidLoad() {
                super.viewDidLoad()
                self.tableView.emptyDataSetSource = self
            }
            public func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! { NSAttributedString(string: titleText) }
            public func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! { NSAttributedString(string: desText) }
            public func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControlState) -> NSAttributedString! {
                NSAttributedString(string: buttonText)
            }
        }
        """)
        try write("App/MyListViewController.swift", """
        import UIKit
        class MyListViewController: BaseTableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                overrideEmptySet()
            }
            func overrideEmptySet() {
                self.desText = "You don't have any job listing"
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.name), ["MyListViewController"])
        XCTAssertEqual(found.first?.template["title"], .string(""), "the base class's empty text: DZN draws no title")
        XCTAssertEqual(found.first?.template["description"], .string("You don't have any job listing"))
        XCTAssertEqual(found.first?.template["button"]?["title"]?["normal"], .string("Retry"))
    }
}
