import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// Shapes of round sixty-seven's apps in one file, each as small as the app's code that showed it.
final class SixtySeventhRoundSwiftShapesTests: XCTestCase {
    /// tutar-ios: a getter of several statements declared `LocalizedStringKey` returns keys, looked
    /// up where `Text` shows them, as a constant so declared is.
    func testAKeyGetterOfSeveralStatementsGivesKeys() throws {
        let screen = try Read.only("""
        import SwiftUI
        struct TransactionsView: View {
            @State private var searchText = ""
            var body: some View {
                ContentUnavailableView {
                    Label("empty.transactions.title", systemImage: "tray")
                } description: {
                    Text(emptyMessageKey)
                }
            }
            private var emptyMessageKey: LocalizedStringKey {
                if searchText.count > 40 { return "search.too.long" }
                return searchText.isEmpty ? "empty.transactions.message" : "empty.search.message"
            }
        }
        """)
        var keys = [screen.template["description"]?["key"]]
        if case let .map(variants)? = screen.template["variants"] { keys += variants.map { $0.value["description"]?["key"] } }
        XCTAssertEqual(Set(keys.compactMap { $0 }), [.string("search.too.long"), .string("empty.transactions.message"), .string("empty.search.message")],
                       screen.template.flow)
        XCTAssertFalse(screen.template.flow.contains("verbatim"), "keys, not verbatim texts: \(screen.template.flow)")
    }

    /// Inventory: `UIImage(named: "")` is nil, so the search screen has no image (not a placeholder).
    func testAnImageNamedWithTheEmptyStringIsNoImage() throws {
        let screens = try Read.screens("""
        import UIKit
        import DZNEmptyDataSet
        class ItemFeedVC: UITableViewController, DZNEmptyDataSetSource {
            let searchController = UISearchController(searchResultsController: nil)
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                var image: String!
                if searchController.isActive { image = "" } else { image = "package" }
                return UIImage(named: image)
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: searchController.isActive ? "No Items Found" : "You Have No Items")
            }
        }
        """)
        let screen = try XCTUnwrap(screens.first)
        XCTAssertEqual(screen.template["image"]?["name"], .string("package"), screen.template.flow)
        guard case let .map(variants)? = screen.template["variants"], let searching = variants.first?.value else {
            return XCTFail("no variant: \(screen.template.flow)")
        }
        XCTAssertEqual(searching["title"]?["key"] ?? searching["title"], .string("No Items Found"), screen.template.flow)
        XCTAssertEqual(searching["image"], .null, "no image while searching: \(screen.template.flow)")
    }
}
