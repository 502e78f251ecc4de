import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of round ninety-six's apps, written here.
final class NinetySixthRoundShapesTests: SourceFolderTestCase {
    /// Kpie's custom view is an app class whose initializer calls its own `initSubViews` (an image
    /// view) and whose `imageUrl` setter puts the named image into that image view: the screen
    /// draws that image, not a blank view.
    func testAnAppViewsOwnMethodsAndSetterBuildWhatItShows() throws {
        try write("App/EmptyImageView.h", """
        #import <UIKit/UIKit.h>
        @interface EmptyImageView : UIView
        - (instancetype)initWithFrame:(CGRect)frame andNotificationObject:(id)object;
        @property (nonatomic, strong) NSString *imageUrl;
        @end
        """)
        try write("App/EmptyImageView.m", """
        #import "EmptyImageView.h"
        @interface EmptyImageView ()
        @property (nonatomic, strong) UIImageView *imageView;
        @end
        @implementation EmptyImageView
        - (instancetype)initWithFrame:(CGRect)frame andNotificationObject:(id)object {
            self = [super initWithFrame:frame];
            if (self) {
                [self initSubViews];
            }
            return self;
        }
        - (void)initSubViews {
            _imageView = [[UIImageView alloc] init];
            [self addSubview:_imageView];
        }
        - (void)setImageUrl:(NSString *)imageUrl {
            _imageUrl = imageUrl;
            _imageView.image = [UIImage imageNamed:_imageUrl];
        }
        @end
        """)
        try write("App/LibraryViewController.m", """
        #import "EmptyImageView.h"
        #import "UIScrollView+EmptyDataSet.h"
        @interface LibraryViewController : UIViewController <DZNEmptyDataSetSource>
        @property (nonatomic, strong) UICollectionView *collectionView;
        @end
        @implementation LibraryViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.collectionView.emptyDataSetSource = self;
        }
        - (UIView *)customViewForEmptyDataSet:(UIScrollView *)scrollView {
            EmptyImageView *emptyView = [[EmptyImageView alloc] initWithFrame:CGRectZero andNotificationObject:self];
            emptyView.imageUrl = @"img_empty_library";
            return emptyView;
        }
        @end
        """)
        let screens = try screensAsImported()
        let library = try XCTUnwrap(screens.first { $0.name == "LibraryViewController" }, "\(screens.map(\.name))")
        XCTAssertEqual(library.template["image"]?["name"], .string("img_empty_library"), "\(library.template)")
        XCTAssertFalse(library.warnings.contains { $0.contains("blank view") }, "\(library.warnings)")
    }

    /// Goalie's data source object stores its texts as `_title = title` and sets itself as the
    /// table's source; its `useImage` flag (declared `false`) is turned on by two of its owners
    /// after they make it. Each making is a screen with its texts; the flag decides the image
    /// (`UIImage(named: "Empty")`) or the clear image of `UIImage.imageWithColor(UIColor.clearColor())`,
    /// which draws nothing.
    func testADataSourceObjectIsDrawnWhereItIsMadeWithTheFlagsItsOwnerSets() throws {
        try write("App/EmptySource.swift", """
        import UIKit
        import DZNEmptyDataSet
        class EmptySource: NSObject {
           private weak var _tableView: UITableView?
           private var _title: String
           private var _description: String
           var useImage = false
           init(tableView: UITableView, title: String, description: String) {
              _tableView = tableView
              _title = title
              _description = description
              super.init()
              _tableView?.emptyDataSetSource = self
           }
        }
        extension EmptySource: DZNEmptyDataSetSource {
           func titleForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
              return NSAttributedString(string: _title, attributes: [:])
           }
           func descriptionForEmptyDataSet(scrollView: UIScrollView!) -> NSAttributedString! {
              var text = _description
              if useImage {
                 text = ""
              }
              return NSAttributedString(string: text, attributes: [:])
           }
           func imageForEmptyDataSet(scrollView: UIScrollView!) -> UIImage! {
              return useImage ? UIImage(named: "Empty")! : UIImage.imageWithColor(UIColor.clearColor())
           }
        }
        """)
        try write("App/AllViewController.swift", """
        import UIKit
        class AllViewController: UIViewController {
           @IBOutlet private weak var _tableView: UITableView!
           private var _emptySource: EmptySource!
           override func viewDidLoad() {
              super.viewDidLoad()
              _emptySource = EmptySource(tableView: _tableView, title: "No goals are set.", description: "Set goals to stay on top.")
           }
        }
        """)
        try write("App/TodayViewController.swift", """
        import UIKit
        class TodayViewController: UIViewController {
           @IBOutlet private weak var _tableView: UITableView!
           private var _emptySource: EmptySource!
           override func viewDidLoad() {
              super.viewDidLoad()
              _emptySource = EmptySource(tableView: _tableView, title: "Nothing due today.", description: "Add a sub-goal.")
              _emptySource.useImage = true
           }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name).sorted(), ["AllViewController", "TodayViewController"], "\(screens.map(\.name))")
        let all = try XCTUnwrap(screens.first { $0.name == "AllViewController" }?.template)
        XCTAssertEqual(shownText(all["title"]), "No goals are set.", "\(all)")
        XCTAssertEqual(shownText(all["description"]), "Set goals to stay on top.", "\(all)")
        XCTAssertNil(all["image"], "a clear colour's image draws nothing: \(all)")
        XCTAssertNil(all["variants"], "the flag is false where nothing turns it on: \(all)")
        let today = try XCTUnwrap(screens.first { $0.name == "TodayViewController" }?.template)
        XCTAssertEqual(shownText(today["title"]), "Nothing due today.", "\(today)")
        XCTAssertEqual(today["image"]?["name"], .string("Empty"), "\(today)")
        XCTAssertNil(today["variants"], "\(today)")
    }

    /// bankcard localizes with L10n-swift's `"…".l10n()`, a library's String extension the app does
    /// not declare: the key in `Localizable.strings`, or the key itself where no table has it.
    func testL10nSwiftsL10nIsTheKeyInTheStringsTable() throws {
        try write("App/en.lproj/Localizable.strings", """
        "empty.title" = "No Cards Yet";
        """)
        try write("App/MainViewController.swift", """
        import UIKit
        import L10n_swift
        import EmptyDataSet_Swift
        class MainViewController: UITableViewController, EmptyDataSetSource {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.emptyDataSetSource = self
            }
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: "empty.title".l10n())
            }
            func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                NSAttributedString(string: "Record local bank card password".l10n())
            }
        }
        """)
        let screens = try screensAsImported()
        let main = try XCTUnwrap(screens.first?.template)
        XCTAssertEqual(shownText(main["title"]), "empty.title", "\(main)")
        XCTAssertEqual(main["title"]?["default"] ?? main["title"]?["key"], .string("empty.title"), "\(main)")
        let described = main["description"]
        XCTAssertEqual(shownText(described), "Record local bank card password", "\(String(describing: described))")
        XCTAssertFalse(screens.first?.warnings.contains { $0.contains("l10n") } ?? true, "\(screens.first?.warnings ?? [])")
    }

    /// audstreamer's `ContentUnavailableView("Empty", image: "", description: …)`: an empty name
    /// names no image, and SwiftUI draws none (no placeholder).
    func testAnEmptyImageNameDrawsNoImage() throws {
        try write("App/PodcastListView.swift", """
        import SwiftUI
        struct PodcastListView: View {
            var body: some View {
                ContentUnavailableView("Empty", image: "", description: Text("No podcasts"))
            }
        }
        """)
        let screen = try XCTUnwrap(try screensAsImported().first)
        XCTAssertNil(screen.template["image"], "\(screen.template)")
        XCTAssertFalse(screen.warnings.contains { $0.contains("image") }, "\(screen.warnings)")
    }

    /// Qimokaola-iOS's feed controller overrides `imageForEmptyDataSet:` with the image its base
    /// controller returns: a class that overrides a part is a screen of its own (the data set's
    /// README), while a subclass that overrides nothing drawn is the base's screen.
    func testASubclassOverridingAPartIsAScreenOfItsOwnEvenDrawnAsItsBase() throws {
        try write("App/BaseTableViewController.h", """
        #import <UIKit/UIKit.h>
        @interface BaseTableViewController : UITableViewController
        @end
        """)
        try write("App/BaseTableViewController.m", """
        #import "BaseTableViewController.h"
        #import "UIScrollView+EmptyDataSet.h"
        @interface BaseTableViewController () <DZNEmptyDataSetSource>
        @end
        @implementation BaseTableViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.emptyDataSetSource = self;
        }
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [UIImage imageNamed:@"pic_none_hint_gray"];
        }
        @end
        """)
        try write("App/FeedTableViewController.m", """
        #import "BaseTableViewController.h"
        @interface FeedTableViewController : BaseTableViewController
        @end
        @implementation FeedTableViewController
        - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
            return [UIImage imageNamed:@"pic_none_hint_gray"];
        }
        @end
        """)
        try write("App/LikesViewController.m", """
        #import "BaseTableViewController.h"
        @interface LikesViewController : BaseTableViewController
        @end
        @implementation LikesViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = @"Likes";
        }
        @end
        """)
        try write("App/Main.m", """
        #import "FeedTableViewController.h"
        #import "LikesViewController.h"
        #import "BaseTableViewController.h"
        void show(void) {
            id a = [[BaseTableViewController alloc] init];
            id b = [[FeedTableViewController alloc] init];
            id c = [[LikesViewController alloc] init];
        }
        """)
        let names = try screensAsImported().map(\.name).sorted()
        XCTAssertEqual(names, ["BaseTableViewController", "FeedTableViewController"], "\(names)")
    }

    /// Apex's `let kind: LibraryCollection.Kind` where another file nests another `Kind`: the
    /// declared path names the enum, so the wrapper's call shows each case's title and symbol.
    func testAQualifiedTypeNamesWhichOfTwoNestedEnumsAValueIs() throws {
        try write("App/Player/Overlay.swift", """
        import SwiftUI
        struct Overlay: View {
            private enum Kind: Equatable { case intro, recap }
            var body: some View { EmptyView() }
        }
        """)
        try write("App/Library/LibraryCollectionRows.swift", """
        import SwiftUI
        struct LibraryCollection: Hashable {
            enum Kind: String, Hashable {
                case recentlyWatched
                case favorites
                var title: LocalizedStringKey {
                    switch self {
                    case .recentlyWatched: "Recently Watched"
                    case .favorites: "Favorites"
                    }
                }
                var emptyIcon: String {
                    switch self {
                    case .recentlyWatched: "clock.arrow.circlepath"
                    case .favorites: "heart"
                    }
                }
            }
            let kind: Kind
        }
        struct ContentGrid: View {
            let emptyTitle: LocalizedStringKey
            let emptyIcon: String
            var body: some View { ContentUnavailableView(emptyTitle, systemImage: emptyIcon) }
        }
        struct MovieCollectionView: View {
            let kind: LibraryCollection.Kind
            var body: some View { ContentGrid(emptyTitle: kind.title, emptyIcon: kind.emptyIcon) }
        }
        struct MoviesView: View {
            var body: some View {
                NavigationStack { Text("Movies") }
                    .navigationDestination(for: LibraryCollection.self) { collection in
                        MovieCollectionView(kind: collection.kind)
                    }
            }
        }
        """)
        let screens = try screensAsImported()
        XCTAssertEqual(screens.map(\.name), ["MovieCollectionView"], "\(screens.map(\.name))")
        let template = try XCTUnwrap(screens.first?.template)
        XCTAssertEqual(shownTitles(template).sorted(), ["Favorites", "Recently Watched"], "\(template)")
        XCTAssertEqual(template["image"]?["systemName"], .string("clock.arrow.circlepath"), "\(template)")
    }
}
