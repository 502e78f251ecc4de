import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// Shapes of round sixty-eight's apps in one file, each as small as the app's code that showed it.
final class SixtyEighthRoundSwiftShapesTests: XCTestCase {
    private func texts(_ template: TemplateValue, _ key: String) -> Set<String> {
        var found: [TemplateValue?] = [template[key]]
        if case let .map(variants)? = template["variants"] { found += variants.map { $0.value[key] } }
        return Set(found.compactMap { value -> String? in
            guard let value else { return nil }
            if case let .string(text) = value { return text }
            if case let .string(text)? = value["key"] { return text }
            if case let .string(name)? = value["systemName"] { return name }
            return nil
        })
    }

    /// Pawtrackr: `var title = …` given a first value, then set again per case of the view model's
    /// filter by a `switch` before the screen: a screen per case, not the first value alone.
    func testALocalSetAgainByASwitchIsAScreenPerCase() throws {
        let screen = try Read.only("""
        import SwiftUI
        enum ClientFilter { case all, active, overdue }
        struct ClientsView: View {
            @State private var selectedFilter: ClientFilter = .all
            var body: some View { emptyState() }
            private func emptyState() -> some View {
                var title = "No Clients Yet"
                var icon = "person.3"
                switch selectedFilter {
                case .active:
                    title = "No Active Sessions"
                    icon = "hourglass"
                case .overdue:
                    title = "All Caught Up!"
                    icon = "checkmark.seal"
                default:
                    break
                }
                return ContentUnavailableView(title, systemImage: icon)
            }
        }
        """)
        XCTAssertEqual(texts(screen.template, "title"), ["No Clients Yet", "No Active Sessions", "All Caught Up!"], screen.template.flow)
        XCTAssertEqual(texts(screen.template, "image"), ["person.3", "hourglass", "checkmark.seal"], screen.template.flow)
    }

    /// A `var` set only once stays its first value: no variant comes of walking it.
    func testALocalNeverSetAgainStaysOneScreen() throws {
        let screen = try Read.only("""
        import SwiftUI
        struct NotesView: View {
            var body: some View {
                var title = "No Notes"
                let count = 0
                print(count)
                return ContentUnavailableView(title, systemImage: "note")
            }
        }
        """)
        XCTAssertEqual(screen.template["title"], .string("No Notes"), screen.template.flow)
        XCTAssertNil(screen.template["variants"], screen.template.flow)
    }

    /// mx-space-core: a helper switches over the filter it is given and returns an unlabelled
    /// tuple that its declared return type labels; `copy.title`, `copy.image` are read from it,
    /// a screen per case.
    func testATupleAHelperReturnsIsReadByLabel() throws {
        let screen = try Read.only("""
        import UIKit
        enum CommentFilter { case all, unread, junk }
        final class CommentsViewController: UIViewController {
            var filter: CommentFilter = .unread
            private func updateEmptyState() {
                var configuration = UIContentUnavailableConfiguration.empty()
                let copy = emptyCopy(for: filter)
                configuration.image = UIImage(systemName: copy.image)
                configuration.text = copy.title
                configuration.secondaryText = copy.detail
                contentUnavailableConfiguration = configuration
            }
            private func emptyCopy(for filter: CommentFilter) -> (title: String, detail: String, image: String) {
                switch filter {
                case .all:
                    ("No comments", "New comments will appear here.", "tray")
                case .unread:
                    ("No unread comments", "Everything has been reviewed.", "checkmark.circle")
                case .junk:
                    ("No junk comments", "Comments moved to junk will appear here.", "exclamationmark.bin")
                }
            }
        }
        """)
        XCTAssertEqual(texts(screen.template, "title"), ["No comments", "No unread comments", "No junk comments"], screen.template.flow)
        XCTAssertEqual(texts(screen.template, "description"),
                       ["New comments will appear here.", "Everything has been reviewed.", "Comments moved to junk will appear here."], screen.template.flow)
        XCTAssertFalse(screen.template.flow.contains("⟨"), "no placeholder: \(screen.template.flow)")
    }

    /// DSEK-Sangbok: DZN methods whose only difference on a device is where the content sits
    /// (`iPhoneType == "4" ? -50 : -70`) and whose conditions test one list both ways
    /// (`filtered.isEmpty && !all.isEmpty` beside `all.isEmpty`): a variant per reachable
    /// outcome, none for the offset alone or for both conditions at once.
    func testAnOffsetOnlyOutcomeAndAContradictionAreNoVariants() throws {
        let screen = try Read.only("""
        import UIKit
        import DZNEmptyDataSet
        var iPhoneType = ""
        class AllSongsVC: UIViewController, DZNEmptyDataSetSource {
            @IBOutlet weak var tableView: UITableView!
            var allSongs: [String] = []
            var filteredSongs: [String] = []
            override func viewDidLoad() { tableView.emptyDataSetSource = self }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "Inga sånger")
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                filteredSongs.isEmpty && !allSongs.isEmpty ? NSAttributedString(string: "Inga träffar.") : NSAttributedString(string: "Hämta sångerna.")
            }
            func buttonImage(forEmptyDataSet scrollView: UIScrollView!, for state: UIControlState) -> UIImage! {
                allSongs.isEmpty ? UIImage(named: "DownloadMedium") : nil
            }
            func verticalOffset(forEmptyDataSet scrollView: UIScrollView!) -> CGFloat {
                iPhoneType == "4" ? -50 : -70
            }
        }
        """)
        guard case let .map(variants)? = screen.template["variants"] else { return XCTFail("no variants: \(screen.template.flow)") }
        let names = variants.map(\.key)
        XCTAssertFalse(names.contains { $0.lowercased().contains("iphonetype") }, "an offset alone is no variant: \(names)")
        XCTAssertFalse(names.contains { $0.contains("AndAllSongsIsEmpty") }, "a contradiction is no variant: \(names)")
        XCTAssertEqual(variants.count, 2, "\(names)")
        XCTAssertEqual(screen.template["verticalOffset"], .number(-70), screen.template.flow)
    }

    /// mx-space-core: `if let message = store.errorMessage { … Retry } else { … }` in a UIKit
    /// configuration is two outcomes: the empty list (no button) and the error with its button;
    /// before, both branches were read in order and the Retry button stayed on the empty list.
    func testAnIfLetOfAStoredValueIsTwoOutcomes() throws {
        let screen = try Read.only("""
        import UIKit
        final class CommentsViewController: UIViewController {
            var errorMessage: String?
            private func updateEmptyState() {
                var configuration = UIContentUnavailableConfiguration.empty()
                if let message = errorMessage {
                    configuration.text = "Could not load comments"
                    configuration.secondaryText = message
                    var retry = UIButton.Configuration.glass()
                    retry.title = "Retry"
                    configuration.button = retry
                } else {
                    configuration.text = "No comments"
                }
                contentUnavailableConfiguration = configuration
            }
        }
        """)
        XCTAssertEqual(screen.template["title"], .string("No comments"), screen.template.flow)
        XCTAssertNil(screen.template["button"], "no Retry on the empty list: \(screen.template.flow)")
        XCTAssertEqual(screen.template.at("variants.errorMessage.title"), .string("Could not load comments"), screen.template.flow)
        XCTAssertEqual(screen.template.at("variants.errorMessage.button.title"), .string("Retry"), screen.template.flow)
    }
}
