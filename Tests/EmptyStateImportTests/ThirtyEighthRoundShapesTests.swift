import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's thirty-eighth round: mybus-ios's own localization function, a class
/// method called through its class (`Localization.getLocalizedString("key")`); throttle2's view
/// whose body is its ContentUnavailableView, taking an observed object it does not show and
/// naming a word in `#if os(macOS) … #else … #endif` before it.
final class ThirtyEighthRoundShapesTests: SourceFolderTestCase {
    func testATypesLocalizationFunctionCalledThroughTheTypeIsAKey() throws {
        try write("App/Localization.swift", """
        import UIKit
        open class Localization: NSObject {
            class func getLocalizedString(_ key: String) -> String {
                return NSLocalizedString(key, tableName: nil, bundle: Bundle.main, value: "", comment: "")
            }
        }
        """)
        try write("App/FavoritesViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class FavoritesViewController: UITableViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: Localization.getLocalizedString("No_favoritos_Titulo"))
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: Other.getLocalizedString("No_favoritos_Mensaje"))
            }
        }
        enum Other { static func getLocalizedString(_ key: String) -> String { key.uppercased() } }
        """)
        try write("App/Base.lproj/Localizable.strings", "\"No_favoritos_Titulo\" = \"No hay favoritos\";\n")
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.template["title"]?["key"], .string("No_favoritos_Titulo"))
        XCTAssertNil(found.first?.template["description"]?["key"], "a type's function of that name that localizes nothing is no localizer")
        XCTAssertTrue(found.first?.warnings.contains { $0.contains("description: not a literal: Other.getLocalizedString") } == true,
                      "\(found.first?.warnings ?? [])")
    }

    func testAViewThatIsItsScreenAndTakesWhatItDoesNotShowIsDrawnAtItsCall() throws {
        try write("App/Messages.swift", """
        import SwiftUI
        struct AddFirstServer: View {
            @ObservedObject var presenting: Presenting
            var body: some View {
                #if os(macOS)
                let word = "Click"
                #else
                let word = "Tap"
                #endif
                ContentUnavailableView("Add a server to Begin", systemImage: "figure.wave",
                                       description: Text("\\(word) here to get started."))
                    .onTapGesture { presenting.activeSheet = "servers" }
            }
        }
        final class Presenting: ObservableObject { @Published var activeSheet: String? }
        """)
        try write("App/ContentView.swift", """
        import SwiftUI
        struct ContentView: View {
            @StateObject var presenting = Presenting()
            let servers: [String]
            var body: some View {
                if servers.count > 0 {
                    Text("Servers")
                } else {
                    AddFirstServer(presenting: presenting)
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map { ($0.file as NSString).lastPathComponent + ":\($0.line)" }, ["ContentView.swift:9"])
        // `Text("\(word) here…")` is a localized format: its key, and the iPhone's word as its argument.
        XCTAssertEqual(found.first?.template["description"]?["default"], .string("%@ here to get started."))
        XCTAssertEqual(found.first?.template["description"]?["args"], .list([.string("Tap")]))
    }

    /// A view whose body is another wrapper's call, given an id it does not show
    /// (`CardDetailView(id:)` around the app's detail base, Greatdori): the call in its body stays the screen.
    func testAViewAroundAnotherWrapperGivenAnIdStaysItsScreen() throws {
        try write("App/DetailBase.swift", """
        import SwiftUI
        struct DetailBase: View {
            let titleKey: String
            var body: some View {
                ContentUnavailableView(titleKey, systemImage: "exclamationmark.triangle")
            }
        }
        struct CardDetailView: View {
            let id: Int
            var body: some View { DetailBase(titleKey: "Card Information Unavailable") }
        }
        struct CardList: View {
            var body: some View { CardDetailView(id: 1) }
        }
        struct EventList: View {
            var body: some View { CardDetailView(id: 2) }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.line), [10])
    }
}
