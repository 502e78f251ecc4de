import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// A computed property gives its value, as a `let` does: one of one expression, and one whose
/// getter is several statements (run as a function's are). A DZN data source and a SwiftUI
/// view that read their texts and symbols from such properties are read whole. A stored `var`
/// (the app may change it) is not.
final class ComputedPropertyTests: XCTestCase {
    func testADataSourceReadsItsComputedProperties() throws {
        let screen = try Read.only("""
        import UIKit
        import DZNEmptyDataSet

        class NotesViewController: UITableViewController, DZNEmptyDataSetSource {
            var emptyTitle: String { "No Notes" }
            var emptyDetail: String { return "Notes you write appear here." }
            var emptySymbol: String { get { "note.text" } }

            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: emptyTitle)
            }
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: self.emptyDetail)
            }
            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
                UIImage(systemName: emptySymbol)
            }
        }
        """)
        XCTAssertEqual(screen.template["title"], .string("No Notes"))
        XCTAssertEqual(screen.template["description"], .string("Notes you write appear here."))
        XCTAssertEqual(screen.template["image"]?["systemName"], .string("note.text"))
        XCTAssertEqual(screen.warnings, [])
    }

    func testAStoredVarStaysAPlaceholderAndALongerGetterIsRun() throws {
        let screen = try Read.only("""
        import SwiftUI

        struct InboxEmptyView: View {
            var title = "No Mail"
            var symbol: String {
                let name = "tray"
                return name
            }
            var body: some View {
                ContentUnavailableView(title, systemImage: symbol)
            }
        }
        """)
        XCTAssertEqual(screen.template["title"], .string("\u{27E8}title\u{27E9}"))
        XCTAssertEqual(screen.template["image"]?["systemName"], .string("tray"))
    }
}
