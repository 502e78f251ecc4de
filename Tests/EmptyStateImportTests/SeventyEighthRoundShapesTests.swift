import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round seventy-eight's apps: Subtle-Subtitles' BOOL instance variable that its
/// header declares and its `.m` reads bare; shoutit-ios's `if case … else if … else` chain of
/// comparisons and its `switch` whose cases return the same text.
final class SeventyEighthRoundShapesTests: SourceFolderTestCase {
    /// `{ BOOL nothingFound; }` in the class's header, `if (nothingFound) text = …` in the title:
    /// a flag, each of its values a screen's variant, not an `else` taken for an unknown condition.
    func testABoolInstanceVariableTheHeaderDeclaresIsAVariant() throws {
        try write("App/SearchTable.h", """
        #import <UIKit/UIKit.h>
        #import "UIScrollView+EmptyDataSet.h"
        @interface SearchTable : UITableViewController <DZNEmptyDataSetSource>
        {
            UISearchController *search;
            BOOL nothingFound;
        }
        @end
        """)
        try write("App/SearchTable.m", """
        #import "SearchTable.h"
        @implementation SearchTable
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text = @"Start by searching";
            if (nothingFound)
                text = [NSString stringWithFormat:@"No results for %@", search.searchBar.text];
            return [[NSAttributedString alloc] initWithString:text attributes:nil];
        }
        @end
        """)
        let found = try screensAsImported()
        XCTAssertEqual(found.count, 1)
        let template = try XCTUnwrap(found.first?.template)
        XCTAssertEqual(shownText(template["title"]), "Start by searching")
        guard case let .map(variants)? = template["variants"] else { return XCTFail("no variant for the flag") }
        XCTAssertEqual(variants.count, 1)
        XCTAssertEqual(variants.first.flatMap { shownText($0.value["title"]) }?.hasPrefix("No results for "), true)
    }

    /// `if case .notCreated = state … else if loadState == .ready … else …`: three screens, the
    /// last `else` drawn for every case the comparisons do not name.
    func testTheLastElseOfAChainOfComparisonsIsAScreen() throws {
        try write("App/ConversationViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        enum ConversationState { case notCreated, created }
        enum LoadState { case readyToLoad, loading, loaded }
        final class ConversationViewController: UITableViewController, DZNEmptyDataSetSource {
            var conversation: ConversationState = .created
            var loadState: LoadState = .loading
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                let text: String
                if case .notCreated = conversation {
                    text = "Say something."
                } else if loadState == .readyToLoad {
                    text = "No messages"
                } else {
                    text = "Loading messages..."
                }
                return NSAttributedString(string: text)
            }
        }
        """)
        let titles = try screensAsImported().compactMap { shownText($0.template["title"]) }
        XCTAssertEqual(Set(titles), ["Say something.", "No messages", "Loading messages..."])
        XCTAssertEqual(titles.count, 3)
    }

    /// `case .loading: "Loading"` and `case .idle: "Loading"`: one screen, as a user sees one; the
    /// other cases each their own.
    func testSwitchCasesThatDrawTheSameAreOneScreen() throws {
        try write("App/SuggestionsViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        enum LoadingState { case idle, loading, contentUnavailable, contentLoaded, error(Error) }
        final class SuggestionsViewController: UITableViewController, DZNEmptyDataSetSource {
            var state: LoadingState = .idle
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                switch state {
                case .loading:
                    return NSAttributedString(string: "Loading suggestions")
                case .idle:
                    return NSAttributedString(string: "Loading suggestions")
                case .contentUnavailable:
                    return NSAttributedString(string: "No suggestions")
                case .contentLoaded:
                    return NSAttributedString(string: "No suggestions")
                case .error(let error):
                    return NSAttributedString(string: error.localizedDescription)
                }
            }
        }
        """)
        let titles = try screensAsImported().map { shownText($0.template["title"]) ?? "" }
        XCTAssertEqual(titles.filter { $0 == "Loading suggestions" }.count, 1, "\(titles)")
        XCTAssertEqual(titles.filter { $0 == "No suggestions" }.count, 1, "\(titles)")
        XCTAssertEqual(titles.count, 3, "\(titles)")
    }
}
