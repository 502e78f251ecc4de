import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round eighty-seven's leads and round eighty-eight's apps, written here.
final class EightyEighthRoundShapesTests: SourceFolderTestCase {
    /// A DZN title switching over an index compared with the class's `let` constants (NKU-Helper's
    /// `case TODAY_COURSE_SEGMENT:`) is a screen per constant, as a switch over an enum is; the
    /// `default:` the constants leave is none. A known index takes its constant's clause.
    func testASwitchOverTheClassesConstantsIsAScreenPerConstant() throws {
        try write("App/TodayViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class TodayViewController: UITableViewController, DZNEmptyDataSetSource {
            let TODAY_COURSE_SEGMENT = 0
            let LEFT_TASK_SEGMENT = 1
            var selectedTodayTagIndex = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                switch selectedTodayTagIndex {
                case TODAY_COURSE_SEGMENT:
                    return NSAttributedString(string: "No classes today")
                case LEFT_TASK_SEGMENT:
                    return NSAttributedString(string: "All tasks done")
                default:
                    return NSAttributedString(string: "Nothing today")
                }
            }
        }
        """)
        try write("App/Labels.swift", """
        import SwiftUI
        let archivedTab = 2
        struct TabEmptyView: View {
            let tab = 2
            var body: some View {
                switch tab {
                case archivedTab: ContentUnavailableView("Nothing Archived", systemImage: "archivebox")
                default: ContentUnavailableView("Nothing Here", systemImage: "tray")
                }
            }
        }
        """)
        let screens = try screensAsImported()
        let titles = screens.filter { $0.name.hasPrefix("TodayViewController") }.map { "\($0.template)" }.joined(separator: "\n")
        XCTAssertTrue(titles.contains("No classes today"), titles)
        XCTAssertTrue(titles.contains("All tasks done"), titles)
        XCTAssertFalse(titles.contains("Nothing today"), "the default no constant names is no screen: \(titles)")
        let tab = try XCTUnwrap(screens.first { $0.name.hasPrefix("TabEmptyView") }?.template, "\(screens.map(\.name))")
        XCTAssertEqual(shownText(tab["title"]), "Nothing Archived", "a known index takes its constant's clause: \(tab)")
        XCTAssertFalse("\(tab)".contains("Nothing Here"), "\(tab)")
    }
}

extension EightyEighthRoundShapesTests {
    /// The app's free function that localizes the key it is given under a label (SDSS's
    /// `localizedString(key:)` in another file) reads the key from the app's table.
    func testAFunctionLocalizingALabeledKeyReadsTheTable() throws {
        try write("App/Macros.swift", """
        import Foundation
        func localizedString(key: String) -> String {
            return NSLocalizedString(key, comment: "")
        }
        """)
        try write("App/en.lproj/Localizable.strings", """
        "common_empty_title" = "Nothing here yet.";
        """)
        try write("App/BaseTableViewController.swift", """
        import UIKit
        import DZNEmptyDataSet
        class BaseTableViewController: UITableViewController, DZNEmptyDataSetSource {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                return NSAttributedString.init(string: localizedString(key: "common_empty_title"), attributes: nil)
            }
        }
        """)
        let screen = try XCTUnwrap(screensAsImported().first { $0.name == "BaseTableViewController" })
        XCTAssertEqual(screen.template["title"]?["key"], .string("common_empty_title"), "\(screen.template)")
        XCTAssertTrue(screen.warnings.isEmpty, "\(screen.warnings)")
    }
}

extension EightyEighthRoundShapesTests {
    /// `[RequestUtil networkAvaliable] == NO` (PotatoMall) is a flag whatever its name, not an
    /// enum's case `NO`: the offline text and the loaded one are both screens, and the reading
    /// where neither branch is taken (an empty title, nothing drawn) is none.
    func testAClassMessageComparedWithNOIsAFlag() throws {
        try write("App/SearchTableController.m", """
        #import "SearchTableController.h"
        #import "UIScrollView+EmptyDataSet.h"
        @interface SearchTableController () <DZNEmptyDataSetSource>
        @property (nonatomic, assign) BOOL firstReqFinished;
        @property (nonatomic, strong) NSArray *articles;
        @end
        @implementation SearchTableController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            if ([RequestUtil networkAvaliable] == NO) {
                return [[NSAttributedString alloc] initWithString:@"You are offline"];
            } else if ((self.firstReqFinished == YES) && (self.articles.count <= 0)) {
                return [[NSAttributedString alloc] initWithString:@"No articles found"];
            } else {
                return [[NSAttributedString alloc] init];
            }
        }
        @end
        """)
        try write("App/SearchTableController.h", """
        #import <UIKit/UIKit.h>
        @interface SearchTableController : UITableViewController
        @end
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name), ["SearchTableController"], "no screen of a case `NO`")
        let text = "\(screens.first?.template ?? .null)"
        XCTAssertTrue(text.contains("You are offline"), text)
        XCTAssertTrue(text.contains("No articles found"), text)
    }
}

extension EightyEighthRoundShapesTests {
    /// A wrapper's `if let message` given an error's `localizedDescription` (MuzakKit's ErrorView
    /// in a loading container) is set at that call: the text is the run time's, but never nil,
    /// so the call draws the description and makes no `messageIsNotNil` variant.
    func testAnErrorsDescriptionGivenToAWrappersOptionalIsSet() throws {
        try write("App/ErrorView.swift", """
        import SwiftUI
        struct ErrorView: View {
            var message: String?
            var action: (() -> Void)?
            var body: some View {
                ContentUnavailableView {
                    Label("Something went wrong", systemImage: "exclamationmark.triangle")
                } description: {
                    if let message {
                        Text(message)
                    }
                } actions: {
                    if let action {
                        Button("Retry") { action() }
                    }
                }
            }
        }
        """)
        try write("App/LoadingContainerView.swift", """
        import SwiftUI
        struct LoadingContainerView: View {
            @State private var failure: Error?
            var body: some View {
                if let failure {
                    ErrorView(message: failure.localizedDescription) { reload() }
                } else {
                    Text("Loaded")
                }
            }
            func reload() {}
        }
        """)
        let screens = try screensAsImported().filter { $0.name.hasPrefix("LoadingContainerView") }
        XCTAssertEqual(screens.count, 1, "\(screens.map(\.name))")
        let screen = try XCTUnwrap(screens.first?.template)
        XCTAssertNotNil(screen["description"], "\(screen)")
        XCTAssertNil(screen["variants"], "no variant where the message is never nil: \(screen)")
        XCTAssertTrue("\(screen)".contains("Retry"), "\(screen)")
    }
}

extension EightyEighthRoundShapesTests {
    /// A subclass that only turns its superclass's image animation off (XLCartoon's followed
    /// shelf) draws the superclass's screen: it is that screen, not one of its own.
    func testASubclassThatOnlyStopsTheAnimationIsItsSuperclasssScreen() throws {
        try write("App/BaseCollectionViewController.h", """
        #import <UIKit/UIKit.h>
        @interface BaseCollectionViewController : UICollectionViewController
        @end
        """)
        try write("App/BaseCollectionViewController.m", """
        #import "BaseCollectionViewController.h"
        #import "UIScrollView+EmptyDataSet.h"
        @interface BaseCollectionViewController () <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>
        @end
        @implementation BaseCollectionViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.collectionView.emptyDataSetSource = self;
            self.collectionView.emptyDataSetDelegate = self;
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [UIImage imageNamed:@"empty_placeholder"];
        }
        - (CAAnimation *)imageAnimationForEmptyDataSet:(UIScrollView *)scrollView {
            CABasicAnimation *animation = [CABasicAnimation animationWithKeyPath:@"transform.rotation.z"];
            animation.toValue = @(M_PI_2);
            animation.duration = 0.25;
            animation.repeatCount = MAXFLOAT;
            return animation;
        }
        - (BOOL)emptyDataSetShouldAnimateImageView:(UIScrollView *)scrollView {
            return YES;
        }
        - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
            return [[NSAttributedString alloc] initWithString:@"Nothing yet, tap to retry"];
        }
        @end
        """)
        try write("App/FollowViewController.h", """
        #import "BaseCollectionViewController.h"
        @interface FollowViewController : BaseCollectionViewController
        @end
        """)
        try write("App/FollowViewController.m", """
        #import "FollowViewController.h"
        @implementation FollowViewController
        - (BOOL)emptyDataSetShouldAnimateImageView:(UIScrollView *)scrollView {
            return NO;
        }
        @end
        """)
        let names = try screensAsImported().map(\.name)
        XCTAssertEqual(names, ["BaseCollectionViewController"], "\(names)")
    }
}

extension EightyEighthRoundShapesTests {
    /// `_emptyTitle ? _emptyTitle : @"…"` is `_emptyTitle ?: @"…"`: a property no set-up of the
    /// controller assigns is nil when the screen shows, so the text after it is drawn.
    func testAPropertyTestedAndReturnedIsItsFallbackWhenNothingSetsItUp() throws {
        try write("App/ListViewController.m", """
        #import <UIKit/UIKit.h>
        #import "UIScrollView+EmptyDataSet.h"
        @interface ListViewController : UITableViewController <DZNEmptyDataSetSource>
        @property (nonatomic, strong) UIImage *emptyImage;
        @end
        @implementation ListViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return _emptyImage ? _emptyImage : [UIImage imageNamed:@"page_icon_empty"];
        }
        - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
            return [[NSAttributedString alloc] initWithString:@"Nothing here"];
        }
        @end
        """)
        let screen = try XCTUnwrap(screensAsImported().first?.template)
        XCTAssertEqual(screen["image"]?["name"], .string("page_icon_empty"), "\(screen)")
    }
}
