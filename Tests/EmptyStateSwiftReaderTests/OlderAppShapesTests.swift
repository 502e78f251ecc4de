import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// Shapes of apps written years apart: Swift 2 code around intact data-source methods, its
/// `UIColor.grayColor()`, a display method that tests its own condition, texts that do not
/// depend on the case a method compares with, and a button configuration set in the branches
/// of an `if` before the content-unavailable configuration takes it.
final class OlderAppShapesTests: XCTestCase {
    /// Swift 2's `if let x = y where …` in another method is a syntax error today: the screen
    /// is read around it, the error a warning. An error inside the empty state still refuses.
    func testASyntaxErrorElsewhereIsReadAround() throws {
        let screen = try Read.only("""
        class FeedViewController: UITableViewController, DZNEmptyDataSetSource {
            func load(data: [String]?) {
                if let rows = data where rows.count > 0 { self.rows = rows }
            }
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                let attributes = [NSForegroundColorAttributeName: UIColor.darkGrayColor()]
                return NSAttributedString(string: "Nothing Yet", attributes: attributes)
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, ##"{title: {text: "Nothing Yet", color: "#555555"}}"##)
        XCTAssertEqual(screen.warnings.count, 1, "\(screen.warnings)")
        XCTAssertTrue(screen.warnings[0].hasPrefix("Test.swift:3:"), screen.warnings[0])
        XCTAssertTrue(screen.warnings[0].contains("syntax error: unexpected code 'where'"), screen.warnings[0])
        XCTAssertTrue(screen.warnings[0].hasSuffix("elsewhere in the file: read around it"), screen.warnings[0])

        XCTAssertThrowsError(try Read.screens("""
        class FeedViewController: UITableViewController, DZNEmptyDataSetSource {
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                if let text = title where text.count > 0 { return NSAttributedString(string: text) }
                return nil
            }
        }
        """)) { error in
            XCTAssertTrue("\(error)".hasPrefix("Test.swift:3:"), "\(error)")
        }
    }

    /// A condition only `emptyDataSetShouldDisplay` tests says when the screen shows: it is
    /// shown, with no hidden base and no variant.
    func testAConditionOnlyTheDisplayMethodTestsIsNoVariant() throws {
        let screen = try Read.only("""
        class FavoritesViewController: UITableViewController, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            var showType = "Normal"
            func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString(string: "No Favorites")
            }
            func emptyDataSetShouldDisplay(scrollView: UIScrollView!) -> Bool {
                if self.showType == "Normal" { return true }
                return false
            }
        }
        """)
        XCTAssertEqual(screen.template.flow, #"{title: "No Favorites", shouldDisplay: true}"#)
    }

    /// `isLoading ? "Loading..." : scope == .all ? … : …`: the loading screen is the same
    /// whatever the scope, one screen (the first case's variant), not one per case.
    func testAReadingThatDoesNotDependOnTheCaseIsOneScreen() throws {
        let screens = try Read.screens("""
        extension ProjectsController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                let text = isLoading ? "Loading..." : (scope == .all ? "No Projects Yet" : "No Search Results")
                return NSAttributedString(string: text)
            }
        }
        class ProjectsController: UIViewController {
            var isLoading = false
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["ProjectsController", "ProjectsController-all"])
        XCTAssertEqual(screens.map(\.template.flow), [
            #"{title: "No Search Results"}"#,
            #"{title: "No Projects Yet", variants: {loading: {title: "Loading..."}}}"#,
        ])
    }

    /// `var button: UIButton.Configuration` set in each branch of `if isStreaming`, then given
    /// to the configuration: a variant per branch, as a branch that sets the configuration.
    func testAButtonConfigurationSetInBranchesBeforeTheConfigurationIsAVariant() throws {
        let screen = try Read.only("""
        final class StreamViewController: UIViewController {
            func update() {
                let isStreaming = logManager.isStreaming
                var button: UIButton.Configuration
                if isStreaming {
                    button = .borderedProminent()
                    button.title = "Stop Streaming"
                } else {
                    button = .bordered()
                    button.title = "Start Streaming"
                }
                var empty = UIContentUnavailableConfiguration.empty()
                empty.text = "No Messages"
                empty.button = button
                contentUnavailableConfiguration = empty
            }
        }
        """)
        XCTAssertEqual(screen.template["button"]?.flow, #"{style: "bordered", title: "Start Streaming"}"#)
        XCTAssertEqual(screen.template["variants"]?.flow, #"{isStreaming: {button: {style: "borderedProminent", title: "Stop Streaming"}}}"#)
    }

    /// `enum SegmentIndex { case zero, one }`: `case .zero:` among the app's cases is one of
    /// them, not the number 0.
    func testZeroAmongTheAppsCasesIsACase() throws {
        let screens = try Read.screens("""
        extension ProfileViewController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                switch selectedSegmentIndex {
                case .zero: return NSAttributedString(string: "Ideas")
                case .one: return NSAttributedString(string: "Following")
                }
            }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["ProfileViewController-zero", "ProfileViewController-one"])
        XCTAssertEqual(screens.map { $0.template["title"] }, [.string("Ideas"), .string("Following")])
    }

    /// `if let _ = loadingError` in the title and `if let error = loadingError` in the
    /// description are one condition: one variant with both, not two half screens.
    func testOptionalBindingsOfOneValueAreOneCondition() throws {
        let screen = try Read.only("""
        extension PlacesViewController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                if let _ = loadingError { return NSAttributedString(string: "Loading Error") }
                return NSAttributedString(string: "No Places Nearby")
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                if let error = loadingError { return NSAttributedString(string: error.localizedDescription) }
                return NSAttributedString(string: "Nobody near you uses it yet.")
            }
        }
        """)
        XCTAssertEqual(screen.template["variants"]?.flow,
                       #"{loadingErrorIsNotNil: {title: "Loading Error", description: "⟨error.localizedDescription⟩"}}"#)
    }

    /// DZN draws no empty text: a reading whose texts are all `""` is no screen. Its base gives
    /// way to the first reading that draws something; a type DZN never draws is no screen.
    func testAReadingOfEmptyTextsIsNoScreen() throws {
        let screens = try Read.screens("""
        extension ContactsViewController: DZNEmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                var text = ""
                if searchInProgress { text = "Searching contacts..." } else if notImported { text = "Contacts Not Imported" }
                return NSAttributedString(string: text)
            }
            func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControlState) -> NSAttributedString? {
                return NSAttributedString(string: notImported ? "Import" : "")
            }
        }
        class ContactsViewController: UIViewController {
            var searchInProgress = false
            var notImported = false
        }
        extension HiddenViewController: DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? { NSAttributedString(string: "Never") }
            func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool { return false }
        }
        """)
        XCTAssertEqual(screens.map(\.name), ["ContactsViewController"])
        XCTAssertEqual(screens.first?.template["title"], .string("Searching contacts..."))
        XCTAssertEqual(screens.first?.template["variants"]?.flow,
                       #"{notImported: {title: "Contacts Not Imported", button: {title: {normal: "Import"}}}}"#)
    }

    /// `var emptyTableImage: UIImage!` that the set-up leaves unset and callbacks set before each
    /// reload: the first value is the screen's, the other one a variant; `nil` is none.
    func testAPropertySetAtRunTimeInSeveralPlacesIsAVariantPerValue() throws {
        let screen = try Read.only("""
        class MinistryTableViewController: UITableViewController, DZNEmptyDataSetSource {
            var emptyTableImage: UIImage!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
                load { ok in
                    if ok {
                        self.emptyTableImage = UIImage(named: "no-subscribed-campuses")
                    } else {
                        self.emptyTableImage = UIImage(named: "server-error")
                    }
                    self.tableView.reloadData()
                }
            }
            func reset() { emptyTableImage = nil }
            func imageForEmptyDataSet(scrollView: UIScrollView!) -> UIImage! {
                return emptyTableImage
            }
        }
        """)
        XCTAssertEqual(screen.template["image"], .map([TemplateEntry("name", .string("no-subscribed-campuses"))]))
        XCTAssertEqual(screen.template["variants"]?.keys.count, 1)
        XCTAssertEqual(screen.template["variants"]?.flow, #"{emptyTableImageIsUIImageNamedServerError: {image: {name: "server-error"}}}"#)
    }
}
