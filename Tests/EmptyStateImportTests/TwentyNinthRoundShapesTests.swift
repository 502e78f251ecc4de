import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of the apps of issue 45's twenty-ninth and thirtieth rounds: an Objective-C state whose getter
/// returns only some of the cases the data source compares with, and whose loading case shows
/// UIKit's spinner alone; a tint chosen by the trait collection's style through a local; a
/// wrapper view that draws its screen only when its error is set, whose label switches over the
/// error's type; a title a branch sets in an Optional local that is then force-unwrapped; a
/// helper that fills a configuration beside an overload of its name that calls it per tab; an
/// Objective-C state whose enum's cases are named in lower case, and `[UIImage new]`; a search
/// variant that quotes its query with a fallback, and `UIImage()`; a stored text the set-up sets
/// and changes in one branch; a method of `extension View` called by its name in a view's body.
final class TwentyNinthRoundShapesTests: SourceFolderTestCase {
    private func value(_ template: TemplateValue?, _ path: String) -> TemplateValue? {
        path.split(separator: ".").reduce(template) { $0?[String($1)] }
    }

    /// `- (State)emptyDataSetState` returns Loading, Offline or Undefined: the error case it
    /// never returns is no screen, nor is the loading case (a spinner alone) or the undefined
    /// default (every method nil there); the offline case is the one screen.
    func testCasesTheGetterNeverReturnsAndASpinnerAloneAreNoScreens() throws {
        try write("App/Detail.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @interface DetailViewController () <DZNEmptyDataSetSource>
        @property DTState emptyDataSetState;
        @end
        @implementation DetailViewController
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.emptyDataSetState == DTStateLoading) {
                UIActivityIndicatorView *activityView = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleGray];
                [activityView startAnimating];
                return activityView;
            }
            return nil;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.emptyDataSetState == DTStateOffline) {
                return [[NSAttributedString alloc] initWithString:@"No Connection"];
            } else if (self.emptyDataSetState == DTStateError) {
                return [[NSAttributedString alloc] initWithString:@"Something went wrong"];
            }
            return nil;
        }
        - (CGFloat)verticalOffsetForEmptyDataSet:(UIScrollView *)scrollView {
            return self.emptyDataSetState == DTStateOffline ? 0.0 : 67.0;
        }
        - (DTState)emptyDataSetState {
            if ([[UIApplication sharedApplication] isOnline] && !_didLoad) {
                return DTStateLoading;
            } else if ([[UIApplication sharedApplication] isOffline]) {
                return DTStateOffline;
            }
            return DTStateUndefined;
        }
        @end
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.name), ["DetailViewController-offline"])
        XCTAssertEqual(value(found.first?.template, "title.text"), .string("No Connection"))
    }

    /// With no getter of the app's own, every compared case may come: the error case stays; the
    /// spinner's case is still none.
    func testWithASynthesizedGetterEveryCaseThatDrawsIsAScreen() throws {
        try write("App/List.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @interface ListViewController () <DZNEmptyDataSetSource>
        @property DTState emptyDataSetState;
        @end
        @implementation ListViewController
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.emptyDataSetState == DTStateLoading) {
                return [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleGray];
            }
            return nil;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.emptyDataSetState == DTStateOffline) {
                return [[NSAttributedString alloc] initWithString:@"No Connection"];
            } else if (self.emptyDataSetState == DTStateError) {
                return [[NSAttributedString alloc] initWithString:@"Something went wrong"];
            }
            return nil;
        }
        @end
        """)
        XCTAssertEqual(Set(importedScreens().map(\.name)), ["ListViewController-offline", "ListViewController-error"])
    }

    /// Every case a spinner: the class's screen is kept (empty, as a data source the app declares).
    func testAClassWhoseEveryCaseIsASpinnerKeepsOneScreen() throws {
        try write("App/Venues.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @interface VenuesViewController () <DZNEmptyDataSetSource>
        @end
        @implementation VenuesViewController
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)scrollView {
            if (self.state == VenueStateLoading) {
                return [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleGray];
            }
            return nil;
        }
        @end
        """)
        XCTAssertEqual(importedScreens().count, 1)
    }

    /// `let userInterfaceStyle = scrollView.traitCollection.userInterfaceStyle; if
    /// userInterfaceStyle != .dark { … } else { … }`: no variant; light mode's tint, with a
    /// warning naming the comparison.
    func testATraitComparedThroughALocalIsNoVariant() throws {
        try write("App/Bag.swift", """
        import UIKit
        import DZNEmptyDataSet
        final class BagViewController: UITableViewController {}
        extension BagViewController: DZNEmptyDataSetSource {
            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? { UIImage(systemName: "circle") }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? { NSAttributedString(string: "No Discs Found") }
            func imageTintColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? {
                let userInterfaceStyle = scrollView.traitCollection.userInterfaceStyle
                if userInterfaceStyle != .dark {
                    return UIColor.label
                } else {
                    return UIColor.secondaryLabel
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        XCTAssertNil(value(found.first?.template, "variants"))
        XCTAssertNotNil(value(found.first?.template, "image.tintColor"))
        XCTAssertTrue(found.first?.warnings.contains { $0.contains("userInterfaceStyle != .dark: a trait, not a variant") } == true)
    }

    /// `struct ErrorView { var body: some View { Group { if let error { ContentUnavailableView {
    /// switch error { case is URLError: … default: … } } … } } } }`: each call is the screen,
    /// with a variant for the URL error.
    func testAWrapperShownWhenItsErrorIsSetSwitchingOverTheErrorsType() throws {
        try write("App/UI/ErrorView.swift", """
        import SwiftUI
        public struct ErrorView: View {
            public var error: Error?
            public var retry: (() -> Void)?
            public init(error: Error? = nil, retry: (() -> Void)? = nil) {
                self.error = error
                self.retry = retry
            }
            public var body: some View {
                Group {
                    if let error {
                        ContentUnavailableView {
                            switch error {
                            case is URLError:
                                Label("Connection issue", systemImage: "wifi.slash")
                            default:
                                Label("Error", systemImage: "exclamationmark.triangle")
                            }
                        } description: {
                            Text(error.localizedDescription)
                        } actions: {
                            if let retry {
                                Button("Retry", action: retry)
                            }
                        }
                    }
                }
                .animation(.default, value: error as? NSError)
            }
        }
        """)
        try write("App/Feature/ListView.swift", """
        import SwiftUI
        struct ListView: View {
            @State private var fetchError: Error?
            var body: some View {
                List { Text("row") }
                    .overlay { ErrorView(error: fetchError) { fetchError = nil } }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.name), ["ListView"])
        let template = found.first?.template
        XCTAssertEqual(value(template, "title.default"), .string("Error"))
        XCTAssertEqual(value(template, "image.systemName"), .string("exclamationmark.triangle"))
        XCTAssertEqual(value(template, "variants.errorIsURLError.title.default"), .string("Connection issue"))
        XCTAssertEqual(value(template, "variants.errorIsURLError.image.systemName"), .string("wifi.slash"))
        XCTAssertEqual(value(template, "button.title.default"), .string("Retry"))
    }

    /// `var str: String?; if a { str = "…" } else if b { str = "…" }; … str!`: with no branch
    /// taken the app would stop, so that reading is no screen; each branch is one.
    func testAnOptionalLocalForceUnwrappedWhereNoBranchSetItIsNoScreen() throws {
        try write("App/Chats.swift", """
        import UIKit
        import DZNEmptyDataSet
        class Chats: UITableViewController, DZNEmptyDataSetSource {
            var chatObjects: [String] = []
            var searchObjects: [String] = []
            let searchBar = UISearchBar()
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                var str: String?
                if self.searchBar.text == "" && self.chatObjects.isEmpty {
                    str = "No Active Chats"
                } else if self.searchObjects.isEmpty {
                    str = "No Results"
                }
                return NSAttributedString(string: str!, attributes: nil)
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "Start a conversation!")
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        let template = found.first?.template
        XCTAssertEqual(value(template, "title"), .string("No Active Chats"))
        XCTAssertEqual(value(template, "description"), .string("Start a conversation!"))
        guard case let .map(variants)? = value(template, "variants") else { return XCTFail("no variants") }
        XCTAssertEqual(variants.count, 1)
        XCTAssertEqual(value(variants.first?.value, "title"), .string("No Results"))
    }

    /// `func updateUnavailableView()` switching over the tab and calling `func
    /// updateUnavailableView(text:secondaryText:image:)` (which builds the configuration): the three
    /// calls are the screens, the call of the overload without arguments none, and the hidden
    /// view's bare `.empty()` none either.
    func testAConfigurationHelperCalledPerTabByAnOverloadOfItsName() throws {
        try write("App/Search.swift", """
        import UIKit
        enum Tab { case all, myRecipes, myFoods }
        class SearchViewController: UIViewController {
            var selectedTab: Tab = .all
            private var contentUnavailableView: UIContentUnavailableView = {
                var configuration = UIContentUnavailableConfiguration.empty()
                let view = UIContentUnavailableView(configuration: configuration)
                view.isHidden = true
                return view
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                updateUnavailableView()
            }
            func updateUnavailableView() {
                switch selectedTab {
                case .all:
                    updateUnavailableView(text: "No Foods Yet", secondaryText: "Foods you add appear here", image: UIImage(systemName: "tray"))
                case .myRecipes:
                    updateUnavailableView(text: "No Recipes Yet", secondaryText: "Create custom recipes", image: UIImage(systemName: "book"))
                case .myFoods:
                    updateUnavailableView(text: "No Foods Yet", secondaryText: "Create your own food", image: UIImage(systemName: "fork.knife"))
                }
            }
            func updateUnavailableView(text: String, secondaryText: String? = nil, image: UIImage? = nil) {
                var config = UIContentUnavailableConfiguration.empty()
                config.text = text
                config.secondaryText = secondaryText
                config.image = image
                contentUnavailableView.configuration = config
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.line), [18, 20, 22])
        XCTAssertEqual(found.map { value($0.template, "image.systemName") }, [.string("tray"), .string("book"), .string("fork.knife")])
        XCTAssertEqual(value(found.last?.template, "description"), .string("Create your own food"))
    }

    /// `typedef NS_ENUM(NSInteger, netWorkingState) { loadingState, noDataState, … }` compared
    /// as `_state == noDataState`: a screen per case; `[UIImage new]` is no image.
    func testAnObjectiveCStateWhoseCasesAreNamedInLowerCase() throws {
        try write("App/DataSetObject.m", """
        #import "UIScrollView+EmptyDataSet.h"
        @implementation DataSetObject
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            if (_state == netWorkingErrorState) {
                return [UIImage imageNamed:@"page_icon_network"];
            } else if (_state == emptyViewState) {
                return [UIImage new];
            }
            return nil;
        }
        - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
            NSString *text;
            if (_state == noDataState) {
                text = @"No data";
            } else if (_state == netWorkingErrorState) {
                text = @"No network";
            } else if (_state == emptyViewState) {
                text = @"Nothing here";
            }
            return [[NSAttributedString alloc] initWithString:text attributes:nil];
        }
        @end
        """)
        let found = importedScreens()
        XCTAssertEqual(found.compactMap(\.caseName), ["netWorkingErrorState", "emptyViewState", "noDataState"])
        XCTAssertEqual(found.map { value($0.template, "description.text") }, [.string("No network"), .string("Nothing here"), .string("No data")])
        XCTAssertEqual(value(found.first?.template, "image.name"), .string("page_icon_network"))
        XCTAssertNil(value(found[1].template, "image"))
    }

    /// `if searchController.isActive && searchController.searchBar.text != "" { … "\\(text ??
    /// "your search")" … }`: one search variant, quoting the query (a text compared with "" is
    /// set), and `UIImage()` there is no image.
    func testASearchVariantQuotingItsQueryWithAFallback() throws {
        try write("App/Calls.swift", """
        import UIKit
        import DZNEmptyDataSet
        class CallTableViewController: UITableViewController, DZNEmptyDataSetSource {
            let searchController = UISearchController()
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                if searchController.isActive && searchController.searchBar.text != "" {
                    return UIImage()
                }
                return UIImage(systemName: "phone")
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                if searchController.isActive && searchController.searchBar.text != "" {
                    return NSAttributedString(string: "NO RESULTS")
                }
                return NSAttributedString(string: "NO CALLS")
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                if searchController.isActive && searchController.searchBar.text != "" {
                    return NSAttributedString(string: "No results found for \\"\\(searchController.searchBar.text ?? "your search")\\"")
                }
                return NSAttributedString(string: "All calls will appear here.")
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        let template = found.first?.template
        XCTAssertEqual(value(template, "title"), .string("NO CALLS"))
        guard case let .map(variants)? = value(template, "variants") else { return XCTFail("no variants") }
        XCTAssertEqual(variants.count, 1, "one search variant: \(variants.map(\.key))")
        XCTAssertEqual(value(variants.first?.value, "title"), .string("NO RESULTS"))
        XCTAssertEqual(value(variants.first?.value, "image"), .null, "UIImage() draws no image")
        guard case let .string(description)? = value(variants.first?.value, "description") else { return XCTFail("no description") }
        XCTAssertFalse(description.contains("your search"), description)
    }

    /// `setupButtons()` (run from `viewDidLoad`) sets `emptySetDescription` and, in its `else`,
    /// sets it again: the first value is the screen's, the other a variant.
    func testAStoredTextTheSetUpChangesInABranch() throws {
        try write("App/Contacts.swift", """
        import UIKit
        import DZNEmptyDataSet
        class ContactsTableViewController: UITableViewController, DZNEmptyDataSetSource {
            var isGroup = false
            var emptySetDescription: String = ""
            override func viewDidLoad() {
                super.viewDidLoad()
                setupButtons()
            }
            func setupButtons() {
                emptySetDescription = "Add someone by swiping."
                if isGroup {
                    navigationItem.title = "New Group"
                } else {
                    emptySetDescription = "Tap sync to sync your contacts."
                }
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: "NO CONTACTS")
            }
            func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                NSAttributedString(string: emptySetDescription)
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.count, 1)
        let template = found.first?.template
        XCTAssertEqual(value(template, "description"), .string("Add someone by swiping."))
        guard case let .map(variants)? = value(template, "variants") else { return XCTFail("no variants") }
        XCTAssertEqual(variants.map { value($0.value, "description") }, [.string("Tap sync to sync your contacts.")])
    }

    /// `extension View { func contentUnavailableView(for:mealType:action:) -> some View }` called
    /// as `contentUnavailableView(for: .noBookmarks, mealType: .lunch) { … }` in a view's body:
    /// the call is the screen, the extension's body none.
    func testAViewExtensionMethodCalledByItsNameInAViewsBody() throws {
        try write("App/View+Extensions.swift", """
        import SwiftUI
        extension View {
            func contentUnavailableView(for title: String, systemImage: String, action: @escaping () -> Void) -> some View {
                ContentUnavailableView {
                    Label(title, systemImage: systemImage)
                } actions: {
                    Button("Try Again", action: action)
                }
            }
        }
        """)
        try write("App/SearchView.swift", """
        import SwiftUI
        struct SearchView: View {
            @State private var isEmpty = true
            var body: some View {
                if isEmpty {
                    contentUnavailableView(for: "No bookmarks yet", systemImage: "bookmark") {
                        isEmpty = false
                    }
                }
            }
        }
        """)
        let found = importedScreens()
        XCTAssertEqual(found.map(\.file.lastPathComponentOfPath), ["SearchView.swift"])
        XCTAssertEqual(value(found.first?.template, "title"), .string("No bookmarks yet"))
        XCTAssertEqual(value(found.first?.template, "image.systemName"), .string("bookmark"))
    }
}

private extension String {
    var lastPathComponentOfPath: String { split(separator: "/").last.map(String.init) ?? self }
}
